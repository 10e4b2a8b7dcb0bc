/**
 * The input audit's findings one by one: bad input gets a 4xx, never a 500, and nothing
 * the schema forbids is stored. The OpenAPI fuzz test (src/fuzz) covers every operation; these
 * cases pin the exact requests the audit sent.
 */
import { eq } from 'drizzle-orm';
import { links, users } from '../db/schema';
import { signUp, type SignedIn } from '../../tests/auth-helpers';
import { postBody } from '../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../tests/test-app';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await openTestApp();
  user = await signUp(t.app, t.database, { verified: true });
});
afterAll(async () => {
  await t.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function storedProfile(userId: number) {
  const [row] = await t.database.db
    .select({ username: users.username, bio: users.bio, birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('content types: a route accepts only what it declares', () => {
  test('a form-encoded profile update answers 415 and stores nothing (was: 300-character bio, empty username)', async () => {
    const before = await storedProfile(user.userId);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile-details/',
      headers: { ...user.headers, ...FORM },
      payload: `bio=${'x'.repeat(300)}&username=`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/application\/json or multipart\/form-data/);
    expect(await storedProfile(user.userId)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers })).statusCode,
    ).toBe(200);
  });

  test('a JSON route refuses a form, plain text and multipart with 415', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'username=someone'],
      ['text/plain', 'someone'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nsomeone\r\n--x--\r\n',
      ],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile/',
        headers: { ...user.headers, 'content-type': type },
        payload,
      });
      expect([type, response.statusCode]).toEqual([type, 415]);
    }
  });

  test('the sandbox consent page still posts its HTML form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/oauth/google/authorize',
      headers: FORM,
      payload: new URLSearchParams({
        redirect_uri: 'http://localhost:3000/signin',
        state: 's',
        email: 'someone@engage.test',
        decision: 'deny',
      }).toString(),
    });
    expect(response.statusCode).toBe(302);
  });

  test('a route that takes a body and gets none answers 400 (was: 500 on profile-details)', async () => {
    for (const url of ['/api/users/profile-details/', '/api/users/profile/']) {
      const response = await t.app.inject({ method: 'PUT', url, headers: user.headers });
      expect([url, response.statusCode, response.json().detail]).toEqual([url, 400, 'A request body is required.']);
    }
  });
});

describe('bounds: values beyond their column answer 400', () => {
  test.each([
    ['a page beyond any list', 'GET', '/api/all/?page=99999999999999999999'],
    ['a page beyond any list (alerts)', 'GET', '/api/alerts/?page=99999999999999999999'],
    ['a link id beyond bigint in the path', 'POST', '/api/99999999999999999999/action/like/'],
    ['a notification id beyond bigint', 'POST', '/api/alerts/99999999999999999999/read/'],
    ['year 0000 in last_seen', 'GET', '/api/all/?latest=true&last_seen=0000-01-01T00:00:00Z'],
    [
      'a zone suffix new Date() cannot read',
      'GET',
      '/api/alerts/?latest=true&last_seen=2026-01-01T00:00:00Z[Europe/London]',
    ],
    ['a page that is not a whole number (was: read as page 1)', 'GET', '/api/links/my-posts/?page=1.5'],
    ['a link id in hexadecimal (was: read as 16)', 'POST', '/api/0x10/action/share/'],
    ['a NUL character in a search (PostgreSQL cannot store one)', 'GET', '/api/all/?search=a%00b'],
  ])('%s', async (_name, method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: user.headers });
    expect(response.statusCode).toBe(400);
  });

  test.each([
    ['link_id', { link_id: 1e20, action: 'like' }, '/api/reels/interact/'],
    ['link_id of a task', { link_id: 2 ** 53 + 2 }, '/api/actions/twitter-like/'],
    ['targets_needed', { link_id: 1, targets_needed: 2 ** 31 }, '/api/wallet/checkout/paypal/'],
    ['watch_time', { link_id: 1, watch_time: 1e12 }, '/api/actions/youtube-views/'],
  ])('%s in a body', async (_name, payload, url) => {
    const response = await t.app.inject({ method: 'POST', url, headers: user.headers, payload });
    expect(response.statusCode).toBe(400);
  });

  test('producer_amount, targets_needed and link_id beyond their columns: 400, and no post is saved', async () => {
    const postsOf = async () =>
      (await t.database.db.select().from(links).where(eq(links.producerId, user.userId))).length;
    const before = await postsOf();
    for (const overrides of [{ producer_amount: 1e20 }, { targets_needed: 99_999_999_999 }, { link_id: 1e20 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/links/save/',
        headers: user.headers,
        payload: { ...postBody({ is_draft: true }), ...overrides },
      });
      expect([overrides, response.statusCode]).toEqual([overrides, 400]);
    }
    expect(await postsOf()).toBe(before);
  });

  test('year 0000, a 20,000-character username and a NUL character answer 400 and store nothing', async () => {
    const before = await storedProfile(user.userId);
    for (const payload of [
      { birth_date: '0000-01-01' },
      { birth_date: '10000-01-01' },
      { username: 'u'.repeat(20_000) },
      { bio: 'a\u0000b' },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile-details/',
        headers: user.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await storedProfile(user.userId)).toEqual(before);
  });
});

test('six concurrent claims of one username: one 200, five 400 with the pre-check message, no 500', async () => {
  const claimants = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app, t.database)));
  const wanted = `claimed_${Date.now()}`;
  const responses = await Promise.all(
    claimants.map((claimant) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile/',
        headers: claimant.headers,
        payload: { username: wanted },
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
  for (const response of responses.filter((r) => r.statusCode === 400)) {
    expect(response.json()).toMatchObject({
      detail: 'This username is taken.',
      errors: { username: ['This username is taken.'] },
    });
  }
});
