/**
 * The language chosen in Preferences is kept on the account (`PUT users/language/`), comes back
 * with the profile at sign-in, and is the one the server writes alerts and emails in; refusals
 * follow the request's Accept-Language.
 */
import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema';
import { signUp, lastEmailTo, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import { postBody } from '../../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const saveLanguage = (who: SignedIn, language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/language/',
    headers: { ...who.headers, ...headers },
    payload: { language },
  });

const savedLanguage = async (who: SignedIn) => {
  const details = await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: who.headers });
  const user = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: who.headers });
  const fromDetails = details.json<{ language: string | null }>().language;
  expect(user.json<{ language: string | null }>().language).toBe(fromDetails);
  return fromDetails;
};

test('a language is saved on the account and the profile carries it; another value is refused, naming the field', async () => {
  const user = await signUp(t.app, t.database);
  expect(await savedLanguage(user)).toBeNull();

  const saved = await saveLanguage(user, 'sw');
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ message: 'Language saved.' });
  expect(await savedLanguage(user)).toBe('sw');

  const french = await saveLanguage(user, 'fr');
  expect(french.statusCode).toBe(400);
  expect(french.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('language');
  expect(await savedLanguage(user)).toBe('sw');

  expect((await saveLanguage(user, 'en')).statusCode).toBe(200);
  expect(await savedLanguage(user)).toBe('en');
});

test('saving a language needs a signed-in user', async () => {
  const anonymous = await t.app.inject({ method: 'PUT', url: '/api/users/language/', payload: { language: 'sw' } });
  expect(anonymous.statusCode).toBe(401);
});

test('refusals and validation sentences are in Kiswahili for Accept-Language sw-KE, in English without it', async () => {
  const user = await signUp(t.app, t.database);
  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers,
      payload: { email: user.email, password: 'not-the-password' },
    });
  expect((await login({})).json()).toMatchObject({ detail: 'Invalid email or password.' });
  expect((await login({ 'accept-language': 'sw-KE' })).json()).toMatchObject({
    detail: 'Barua pepe au nenosiri si sahihi.',
    message: 'Barua pepe au nenosiri si sahihi.',
  });

  const english = await saveLanguage(user, '');
  const swahili = await saveLanguage(user, '', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
  expect(english.statusCode).toBe(400);
  expect(swahili.statusCode).toBe(400);
  const [inEnglish] = english.json<{ errors: { language: string[] } }>().errors.language;
  const [inSwahili] = swahili.json<{ errors: { language: string[] } }>().errors.language;
  expect(inEnglish).toMatch(/^Language /);
  // The field keeps its name; the sentence is Kiswahili.
  expect(inSwahili).toMatch(/^Language /);
  expect(inSwahili).not.toBe(inEnglish);

  // A service's refusal (this user has not verified their email).
  const task = await t.app.inject({
    method: 'POST',
    url: '/api/actions/twitter-like/',
    headers: { ...user.headers, 'accept-language': 'sw' },
    payload: { link_id: 1 },
  });
  expect(task.statusCode).toBe(403);
  expect(task.json()).toMatchObject({ detail: 'Hujathibitishwa. Thibitisha barua pepe yako ili ufanye kazi.' });
});

test('a user who chose Kiswahili gets their emails and alerts in Kiswahili', async () => {
  const user = await signUp(t.app, t.database);
  expect((await lastEmailTo(t.app, user.email)).subject).toBe('Your engage verification code');
  await saveLanguage(user, 'sw');

  // One code at a time: a new one is sent once the first is a minute old and the user asks for it.
  await t.database.db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(oneTimeCodes.userId, user.userId));
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/request-otp/',
        headers: user.headers,
        payload: { new_code: true },
      })
    ).statusCode,
  ).toBe(200);
  const email = await lastEmailTo(t.app, user.email);
  expect(email.subject).toBe('Nambari yako ya uthibitisho ya engage');
  const code = /uthibitisho ni (\d{6})\. Muda wake unaisha baada ya dakika 10\./.exec(email.body)?.[1];
  expect(code).toBeDefined();

  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/users/verify-email/',
    headers: user.headers,
    payload: { otp_code: code },
  });
  expect(verified.statusCode).toBe(200);
  // Read on a page in Kiswahili (the API client sends the page's language).
  const alerts = await t.app.inject({
    method: 'GET',
    url: '/api/alerts/',
    headers: { ...user.headers, 'accept-language': 'sw' },
  });
  expect(alerts.json<{ results: { alert_title: string; alert_text: string }[] }>().results[0]).toMatchObject({
    alert_title: 'Barua pepe imethibitishwa',
    alert_text: 'Barua pepe yako imethibitishwa. Sasa unaweza kufanya kazi na kupata mapato.',
  });
});

// Kiswahili (Kenya) writes the shilling as Intl's sw-KE does: 'Ksh', then a no-break space.
const ksh = (amount: string) => `Ksh\u00a0${amount}`;

test('a credited task is told in Kiswahili with its amount in Ksh, and its alert and statement line name the task in Kiswahili', async () => {
  const producer = await insertUser(t.database.db, { userType: 'producer', emailVerified: true });
  const user = await signUp(t.app, t.database, { verified: true });
  await connectPlatform(t.database.db, user.userId, 'youtube');
  await saveLanguage(user, 'sw');
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
    linkUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=language',
    actionType: 'Likes',
    targetsNeeded: 5,
    rewardCents: 250,
  });
  const swahili = { ...user.headers, 'accept-language': 'sw-KE,sw;q=0.9' };

  const liked = await t.app.inject({
    method: 'POST',
    url: '/api/actions/youtube-like/',
    headers: swahili,
    payload: { video_id: 'dQw4w9WgXcQ', link_id: link.id },
  });
  expect(liked.statusCode).toBe(200);
  expect(liked.json()).toEqual({
    message: `Imefanikiwa! ${ksh('2.50')} zimeongezwa kwenye salio lako linalosubiri.`,
  });

  // Alerts are written in the reader's language when read (the page's, sent as Accept-Language).
  const alerts = await t.app.inject({ method: 'GET', url: '/api/alerts/', headers: swahili });
  const [credited] = alerts.json<{ results: { id: number; alert_text: string }[] }>().results;
  expect(credited?.alert_text).toMatch(
    new RegExp(`^Umepata ${ksh('2\\.50')} kwa kupenda kwenye YouTube\\. Kiasi hiki kinasubiri kwa saa \\d+\\.$`),
  );

  const statement = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/wallet/statement/', headers })).json<{
      results: { description: string }[];
    }>().results[0]?.description;
  expect(await statement(swahili)).toBe('Zawadi ya kazi: Kupenda YouTube');
  expect(await statement(user.headers)).toBe('Task reward: YouTube Likes');

  // A success toast: the alert deleted.
  const deleted = await t.app.inject({
    method: 'POST',
    url: `/api/alerts/${credited?.id}/delete/`,
    headers: swahili,
  });
  expect(deleted.json()).toEqual({ message: 'Arifa imefutwa!' });
});

test('a post refused for its rules is told in Kiswahili, an amount in Ksh; English keeps the spec texts', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const save = (overrides: Parameters<typeof postBody>[0], headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/links/save/',
      headers: { ...user.headers, ...headers },
      payload: postBody(overrides),
    });
  const sw = { 'accept-language': 'sw' };

  const oneTag = { post_tags: 'music' };
  expect((await save(oneTag)).json()).toMatchObject({ detail: 'Please add at least two tags to your post.' });
  expect((await save(oneTag, sw)).json()).toMatchObject({
    detail: 'Tafadhali ongeza angalau lebo mbili kwenye chapisho lako.',
    message: 'Tafadhali ongeza angalau lebo mbili kwenye chapisho lako.',
  });

  const wrongTarget = { producer_amount: 1500, targets_needed: 100 };
  expect((await save(wrongTarget)).json()).toMatchObject({
    detail: 'Target must be 150 people for KES 1500 (amount / 10).',
  });
  expect((await save(wrongTarget, sw)).json()).toMatchObject({
    detail: `Lengo lazima liwe watu 150 kwa ${ksh('1,500')} (kiasi / 10).`,
  });

  const subscribers = { action_type: 'Subscribers' as const };
  expect((await save(subscribers)).json()).toMatchObject({
    detail: 'This link can be promoted for Views, Likes, Comments, not Subscribers.',
  });
  expect((await save(subscribers, sw)).json()).toMatchObject({
    detail: 'Kiungo hiki kinaweza kutangazwa kwa kutazama, kupenda, maoni, si kujiunga.',
  });
});

test('a withdrawal below the minimum names it in Ksh in Kiswahili, as KES 1000 in English', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const withdraw = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdraw/',
      headers: { ...user.headers, ...headers },
      payload: { amount: 10, original_currency: 'KES', original_amount: 10, method: 1, is_automatic: false },
    });
  expect((await withdraw()).json()).toMatchObject({ detail: 'The minimum withdrawal for M-PESA is KES 1000.' });
  expect((await withdraw({ 'accept-language': 'sw' })).json()).toMatchObject({
    detail: `Kiasi cha chini cha kutoa pesa kwa M-PESA ni ${ksh('1,000')}.`,
  });
});
