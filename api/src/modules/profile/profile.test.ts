import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { socialConnections, users } from '../../db/schema';
import { signUp, stepUp, type SignedIn } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await openTestApp();
  user = await signUp(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: SignedIn = user) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A 1×1 transparent PNG that decodes (avatars are decoded, so a corrupt one is refused). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b' +
      '0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
    'hex',
  ),
]);

function multipart(field: string, filename: string, type: string, content: Buffer, who: SignedIn = user) {
  const boundary = '----engage-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

test('interests list and user tags', async () => {
  const interests = await call('GET', '/api/users/list-interests/');
  expect(interests.statusCode).toBe(200);
  expect(interests.json().interests[0]).toEqual({ category: 'Football', subcategories: expect.any(Array) });
  const tags = await call('GET', '/api/users/tags/');
  expect(tags.json().interests).toEqual(expect.arrayContaining(['Football', 'Movies', 'Cinema', 'Valleyball']));
  expect((await t.app.inject({ method: 'GET', url: '/api/users/list-interests/' })).statusCode).toBe(401);
});

test('profile: email_verified as the string, updates and a taken username', async () => {
  const profile = await call('GET', '/api/users/profile/');
  expect(profile.json()).toMatchObject({
    user_id: user.userId,
    email: user.email,
    email_verified: 'False',
    profile: { profile_visibility: 'public' },
  });
  const updated = await call('PUT', '/api/users/profile/', {
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    profile: { profile_visibility: 'private' },
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json()).toMatchObject({ first_name: 'Wanjiru', profile: { profile_visibility: 'private' } });
  const other = await signUp(t.app, t.database);
  const taken = await call('PUT', '/api/users/profile/', {
    username: (await call('GET', '/api/users/profile/', undefined, other)).json().username,
  });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().errors).toEqual({ username: ['This username is taken.'] });
  const bad = await call('PUT', '/api/users/profile/', { mobile_number: 'call me' });
  expect(bad.statusCode).toBe(400);
  // The limits the settings form checks first (shared/src/contract/input-limits.ts).
  const tooLong = await call('PUT', '/api/users/profile/', { mobile_number: '0'.repeat(40) });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().errors).toHaveProperty('mobile_number');
  const longest = await call('PUT', '/api/users/profile/', { mobile_number: '254712345678901' });
  expect(longest.statusCode).toBe(200);
});

test('profile details: balances, flags, completeness; PUT validates', async () => {
  const details = await call('GET', '/api/users/profile-details/');
  expect(details.statusCode).toBe(200);
  expect(details.json()).toMatchObject({
    user_id: user.userId,
    currency: 'KES',
    earnings: 0,
    pending_balance: 0,
    min_withdrawal: 1000,
    bot_active: false,
    youtube_connected: false,
    twitter_connected: false,
    instagram_connected: false,
    interests: [],
    location: 'Nairobi, Kenya',
  });
  const before = details.json().completeness;
  const put = await call('PUT', '/api/users/profile-details/', {
    bio: 'I like football',
    job_title: 'Designer',
    birth_date: '1998-04-02',
  });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toMatchObject({ bio: 'I like football', birth_date: '1998-04-02' });
  expect(put.json().completeness).toBeGreaterThan(before);
  const tooLong = await call('PUT', '/api/users/profile-details/', { bio: 'x'.repeat(251) });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().errors.bio).toBeDefined();
});

test('avatar upload: an image is stored and served; other files and big files are refused', async () => {
  const upload = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile-details/',
    ...multipart('avatar', 'me.png', 'image/png', PNG),
  });
  expect(upload.statusCode).toBe(200);
  const { avatar } = upload.json();
  expect(avatar).toMatch(/^\/api\/media\/avatars\/\d+-[0-9a-f]{16}\.png$/);
  const served = await t.app.inject({ method: 'GET', url: avatar });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  expect((await call('GET', '/api/users/profile-details/')).json().avatar).toBe(avatar);

  const text = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile-details/',
    ...multipart('avatar', 'me.png', 'image/png', Buffer.from('not an image')),
  });
  expect(text.statusCode).toBe(400);
  const big = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile-details/',
    ...multipart('avatar', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)])),
  });
  expect(big.statusCode).toBe(400);
  expect(big.json().detail).toBe('Failed to upload, image too large');
});

describe('avatars are re-encoded, and a replaced or deleted one leaves no file behind', () => {
  const upload = (content: Buffer, who: SignedIn, filename = 'me.jpg') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile-details/',
      ...multipart('avatar', filename, 'image/jpeg', content, who),
    });
  const fileOf = (avatar: string) => join(t.app.config.mediaDir, 'avatars', basename(avatar));
  /** A photo as a phone takes it: a JPEG whose EXIF says where it was taken. */
  const photoWithGps = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 33/1' } })
      .toBuffer();

  test('a photo with EXIF GPS comes back without any metadata', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await upload(photo, user);
    expect(uploaded.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: uploaded.json().avatar });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  test('a file that only starts like an image is refused, naming the avatar field', async () => {
    const script = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    const refused = await upload(script, user, 'polyglot.jpg');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.avatar).toEqual(['Upload a PNG, JPEG, GIF or WebP image.']);
  });

  test("a replaced avatar's file is removed, and so is a deleted account's", async () => {
    const owner = await signUp(t.app, t.database);
    const first = (await upload(await photoWithGps(), owner)).json<{ avatar: string }>().avatar;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await upload(PNG, owner, 'me.png')).json<{ avatar: string }>().avatar;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(existsSync(fileOf(second))).toBe(true);

    await stepUp(t.app, owner);
    expect((await call('DELETE', '/api/users/account/', undefined, owner)).statusCode).toBeLessThan(300);
    expect(existsSync(fileOf(second))).toBe(false);
  });
});

test('account update {interests} takes a list or a comma-separated string', async () => {
  const list = await call('PUT', '/api/users/account/', { interests: ['Football', 'Movies'] });
  expect(list.json()).toEqual({ message: 'Account updated successfully!' });
  expect((await call('GET', '/api/users/profile-details/')).json().interests).toEqual(['Football', 'Movies']);
  await call('PUT', '/api/users/account/', { interests: 'Cinema, Valleyball', experience_level: 'Expert' });
  expect((await call('GET', '/api/users/profile-details/')).json()).toMatchObject({
    interests: ['Cinema', 'Valleyball'],
    experience_level: 'Expert',
  });
  const bad = await call('PUT', '/api/users/account/', { experience_level: 'Guru' });
  expect(bad.statusCode).toBe(400);
});

test('bot toggles with the spec messages', async () => {
  const on = await call('POST', '/api/users/bot/activate/');
  // Nothing linked: the bot has no platform it may act on, as on a production server.
  expect(on.json()).toEqual({ bot_active: true, message: 'Bot activated successfully!', bot_platforms: [] });
  const off = await call('POST', '/api/users/bot/activate/');
  expect(off.json()).toEqual({ bot_active: false, message: 'Bot deactivated successfully!', bot_platforms: [] });
});

describe('linked accounts', () => {
  /** Answers the sandbox consent page the way its form does, as `email` (the signed-in user's by default). */
  const answerConsent = (authUrl: URL, decision: 'allow' | 'deny', email = user.email) =>
    t.app.inject({
      method: 'POST',
      url: authUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: authUrl.searchParams.get('redirect_uri') ?? '',
        state: authUrl.searchParams.get('state') ?? '',
        email,
        decision,
      }).toString(),
    });

  test('YouTube: auth_url → sandbox consent → callback marks it connected and returns to the app', async () => {
    const start = await call('POST', '/api/users/connect/youtube/');
    expect(start.statusCode).toBe(200);
    const authUrl = new URL(start.json().auth_url);
    expect(authUrl.pathname).toBe('/api/sandbox/oauth/youtube/authorize');
    const consentPage = await t.app.inject({ method: 'GET', url: authUrl.pathname + authUrl.search });
    expect(consentPage.statusCode).toBe(200);
    const consent = await answerConsent(authUrl, 'allow');
    expect(consent.statusCode).toBe(302);
    const callback = new URL(String(consent.headers.location));
    const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('http://localhost:3000/consumer?connected=youtube');
    expect((await call('GET', '/api/users/profile-details/')).json().youtube_connected).toBe(true);

    const replay = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(String(replay.headers.location)).toContain('connect_error=');
  });

  test("the consent page has the app's look, in light and dark, and Cancel needs no email", async () => {
    const someone = await signUp(t.app, t.database, { verified: true });
    const as = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: someone.headers });
    const start = await as('POST', '/api/users/connect/youtube/');
    const authUrl = new URL(start.json().auth_url);
    const page = await t.app.inject({ method: 'GET', url: authUrl.pathname + authUrl.search });
    const html = page.body;
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(html).toContain('<style>');
    expect(html).toContain('#0f766e'); // the app's accent
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toMatch(/<body style=/);
    // Cancel submits a form of its own: the email field (required for Allow) is not in it.
    const cancel = /<button[^>]*value="deny"[^>]*>/.exec(html)?.[0] ?? '';
    const cancelForm = /form="([^"]+)"/.exec(cancel)?.[1];
    expect(cancelForm).toBeTruthy();
    const denyForm = new RegExp(`<form[^>]*id="${cancelForm}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? '';
    expect(denyForm).toContain('name="redirect_uri"');
    expect(denyForm).not.toContain('name="email"');

    // What that form sends: no email at all. The app is told, in words, that the user cancelled.
    const denied = await t.app.inject({
      method: 'POST',
      url: authUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: authUrl.searchParams.get('redirect_uri') ?? '',
        state: authUrl.searchParams.get('state') ?? '',
        decision: 'deny',
      }).toString(),
    });
    expect(denied.statusCode).toBe(302);
    const callback = new URL(String(denied.headers.location));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const back = new URL(
      String((await t.app.inject({ method: 'GET', url: callback.pathname + callback.search })).headers.location),
    );
    expect(back.searchParams.get('connect_error')).toBe('You cancelled linking Youtube. Nothing was changed.');
    expect((await as('GET', '/api/users/profile-details/')).json().youtube_connected).toBe(false);

    // Allow still needs the email.
    const noEmail = await t.app.inject({
      method: 'POST',
      url: authUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: authUrl.searchParams.get('redirect_uri') ?? '',
        decision: 'allow',
      }).toString(),
    });
    expect(noEmail.statusCode).toBe(400);
  });

  test('one YouTube identity links to one engage account at a time', async () => {
    const linkAs = async (who: SignedIn, identityEmail: string) => {
      const start = await t.app.inject({ method: 'POST', url: '/api/users/connect/youtube/', headers: who.headers });
      const consent = await answerConsent(new URL(start.json().auth_url), 'allow', identityEmail);
      const callback = new URL(String(consent.headers.location));
      const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
      return new URL(String(back.headers.location));
    };
    const first = await signUp(t.app, t.database, { verified: true });
    const second = await signUp(t.app, t.database, { verified: true });
    expect((await linkAs(first, 'one-channel@example.test')).searchParams.get('connected')).toBe('youtube');
    const refused = await linkAs(second, 'one-channel@example.test');
    expect(refused.searchParams.get('connect_error')).toBe(
      'This YouTube account is already linked to another engage account.',
    );
    const details = await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: second.headers });
    expect(details.json().youtube_connected).toBe(false);
    // Once the first account lets it go, the identity can move.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/disconnect/',
      headers: first.headers,
      payload: { platform: 'youtube' },
    });
    expect((await linkAs(second, 'one-channel@example.test')).searchParams.get('connected')).toBe('youtube');
  });

  test('Twitter: a denied consent returns to the app with an error', async () => {
    const start = await call('POST', '/api/users/connect/twitter/');
    const authUrl = new URL(start.json().auth_url);
    const denied = await answerConsent(authUrl, 'deny');
    const callback = new URL(String(denied.headers.location));
    const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(String(back.headers.location)).toMatch(/^http:\/\/localhost:3000\/consumer\?connect_error=/);
    expect((await call('GET', '/api/users/profile-details/')).json().twitter_connected).toBe(false);
  });

  test('Instagram: credentials connect and are never stored; bad ones are refused', async () => {
    const ok = await call('POST', '/api/users/connect/instagram/', {
      ig_username: '@wanjiru',
      ig_password: 'secret-pass',
    });
    expect(ok.json()).toEqual({ message: 'Success! Instagram connected!' });
    const rows = await t.database.db.select().from(socialConnections).where(eq(socialConnections.userId, user.userId));
    expect(JSON.stringify(rows)).not.toContain('secret-pass');
    const bad = await call('POST', '/api/users/connect/instagram/', { ig_username: 'wanjiru', ig_password: 'wrong' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('An error occurred. Please try again.');
    const missing = await call('POST', '/api/users/connect/instagram/', { ig_username: 'wanjiru' });
    expect(missing.statusCode).toBe(400);
  });

  test('disconnect removes a platform; a second time fails with the spec message', async () => {
    const removed = await call('DELETE', '/api/users/disconnect/', { platform: 'instagram' });
    expect(removed.json()).toEqual({ message: 'instagram disconnected successfully' });
    const again = await call('DELETE', '/api/users/disconnect/', { platform: 'instagram' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Failed to disconnect instagram');
    const bad = await call('DELETE', '/api/users/disconnect/', { platform: 'myspace' });
    expect(bad.statusCode).toBe(400);
  });
});

test('account deletion ends the sessions and the sign-in', async () => {
  const doomed = await signUp(t.app, t.database);
  await t.database.db
    .update(users)
    .set({ location: 'Kisumu', education: 'KCSE', jobTitle: 'Teacher', languages: 'Dholuo', birthDate: '1990-02-03' })
    .where(eq(users.id, doomed.userId));
  await stepUp(t.app, doomed);
  const deleted = await call('DELETE', '/api/users/account/', undefined, doomed);
  expect(deleted.statusCode).toBe(200);
  expect((await call('GET', '/api/users/profile/', undefined, doomed)).statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: doomed.email, password: doomed.password },
  });
  expect(login.statusCode).toBe(401);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, doomed.userId));
  expect(row?.email).not.toBe(doomed.email);
  expect(row?.deletedAt).not.toBeNull();
  // What the person told about themselves goes with the account, as the privacy policy says.
  expect(row).toMatchObject({ location: '', education: '', jobTitle: '', languages: '', birthDate: null });
});
