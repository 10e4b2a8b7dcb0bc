import { eq } from 'drizzle-orm';
import { consents, emailOutbox, users } from '../../db/schema';
import { signUp, uniqueEmail } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { exportFor } from './consents-table';

const CURRENT = { terms: '2026-11-29', privacy: '2026-11-29' };

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ policyVersions: CURRENT });
});
afterAll(async () => t.close());

const rowsOf = (userId: number) =>
  t.database.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);

async function details(access: string, app = t.app) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/users/profile-details/',
    headers: { authorization: `Bearer ${access}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ consent_needed: Record<string, unknown> }>();
}

test('sign-up records the terms and privacy policy accepted at their versions, with the time; marketing off by default', async () => {
  const before = Date.now();
  const user = await signUp(t.app, t.database);
  const rows = await rowsOf(user.userId);
  expect(rows.map(({ document, version, given, source }) => ({ document, version, given, source }))).toEqual([
    { document: 'terms', version: '2026-11-29', given: true, source: 'signup' },
    { document: 'privacy', version: '2026-11-29', given: true, source: 'signup' },
    { document: 'marketing', version: 'v1', given: false, source: 'signup' },
  ]);
  for (const row of rows) expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect((await details(user.access)).consent_needed).toEqual({
    terms: false,
    privacy: false,
    terms_version: '2026-11-29',
    privacy_version: '2026-11-29',
  });
  const state = await t.app.inject({ method: 'GET', url: '/api/users/consents/', headers: user.headers });
  expect(state.json()).toMatchObject({
    terms: { version: '2026-11-29', at: expect.any(String) },
    privacy: { version: '2026-11-29' },
    marketing: false,
  });
});

test('the sign-up form’s marketing tick is recorded as yes, and marketing email then goes out', async () => {
  const email = uniqueEmail('news');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { email, password: 'long-enough', marketing: true },
  });
  expect(registered.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('no user');
  expect((await rowsOf(row.id)).find((answer) => answer.document === 'marketing')?.given).toBe(true);
  await t.app.services.email.enqueueMarketing(row.id, { to: email, language: null, subject: 'News', body: 'Offers' });
  const sent = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  expect(sent.map((message) => message.subject)).toContain('News');
});

test('marketing email to someone who did not opt in is refused and written nowhere; Settings turns it on and off', async () => {
  const user = await signUp(t.app, t.database);
  const news = { to: user.email, language: null, subject: 'Offers of the week', body: 'Hello' };
  await expect(t.app.services.email.enqueueMarketing(user.userId, news)).rejects.toMatchObject({ statusCode: 403 });
  const outbox = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
  expect((await outbox()).map((message) => message.subject)).not.toContain('Offers of the week');

  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/users/consents/marketing/',
    headers: user.headers,
    payload: { marketing: true },
  });
  expect(on.statusCode).toBe(200);
  expect(on.json()).toMatchObject({ marketing: true });
  await t.app.services.email.enqueueMarketing(user.userId, news);
  expect((await outbox()).map((message) => message.subject)).toContain('Offers of the week');

  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/users/consents/marketing/',
    headers: user.headers,
    payload: { marketing: false },
  });
  expect(off.json()).toMatchObject({ marketing: false });
  await expect(t.app.services.email.enqueueMarketing(user.userId, news)).rejects.toMatchObject({ statusCode: 403 });
  // The history stays: sign-up's no, Settings' yes, then no.
  const marketing = (await rowsOf(user.userId)).filter((row) => row.document === 'marketing');
  expect(marketing.map((row) => [row.given, row.source])).toEqual([
    [false, 'signup'],
    [true, 'settings'],
    [false, 'settings'],
  ]);
  const bad = await t.app.inject({
    method: 'PUT',
    url: '/api/users/consents/marketing/',
    headers: user.headers,
    payload: { marketing: 'yes' },
  });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().errors)).toEqual(['marketing']);
});

test('a newer policy version (config) makes the sign-in answer ask again; accepting records it and clears', async () => {
  const user = await signUp(t.app, t.database);
  const bumped = await openTestApp({ policyVersions: { terms: '2026-11-29', privacy: '2027-01-15' } });
  try {
    // The same account, on a server whose privacy policy is newer (its own database: sign up there).
    const there = await signUp(bumped.app, bumped.database);
    await bumped.database.db.update(consents).set({ version: '2026-11-29' }).where(eq(consents.userId, there.userId));
    expect((await details(there.access, bumped.app)).consent_needed).toEqual({
      terms: false,
      privacy: true,
      terms_version: '2026-11-29',
      privacy_version: '2027-01-15',
    });

    const stale = await bumped.app.inject({
      method: 'POST',
      url: '/api/users/consents/',
      headers: there.headers,
      payload: { terms_version: '2026-11-29', privacy_version: '2026-11-29' },
    });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(stale.json().errors)).toEqual(['privacy_version']);
    expect((await bumped.database.db.select().from(consents).where(eq(consents.userId, there.userId))).length).toBe(3);

    const accepted = await bumped.app.inject({
      method: 'POST',
      url: '/api/users/consents/',
      headers: there.headers,
      payload: { terms_version: '2026-11-29', privacy_version: '2027-01-15' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      privacy: { version: '2027-01-15' },
      consent_needed: { terms: false, privacy: false },
    });
    const rows = await bumped.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, there.userId))
      .orderBy(consents.id);
    expect(rows.at(-1)).toMatchObject({ document: 'privacy', version: '2027-01-15', given: true, source: 'signin' });
    expect(rows).toHaveLength(4);
    expect((await details(there.access, bumped.app)).consent_needed).toMatchObject({ terms: false, privacy: false });
  } finally {
    await bumped.close();
  }
  // Unchanged on the first server.
  expect((await details(user.access)).consent_needed).toMatchObject({ terms: false, privacy: false });
});

test('an account with nothing on record (made before consents were kept) is asked at sign-in', async () => {
  const user = await signUp(t.app, t.database);
  await t.database.db.delete(consents).where(eq(consents.userId, user.userId));
  expect((await details(user.access)).consent_needed).toMatchObject({ terms: true, privacy: true });
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/users/consents/',
    headers: user.headers,
    payload: { terms_version: CURRENT.terms, privacy_version: CURRENT.privacy },
  });
  expect(accepted.json()).toMatchObject({ consent_needed: { terms: false, privacy: false }, marketing: false });
  expect((await exportFor(t.database.db, user.userId)).map((row) => [row.document, row.source])).toEqual([
    ['terms', 'signin'],
    ['privacy', 'signin'],
  ]);
});

test('a Google sign-up records the terms and policy accepted, source google, marketing off', async () => {
  const email = uniqueEmail('google');
  const allowed = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/oauth/google/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      redirect_uri: 'http://localhost:3000/signin',
      state: 's1',
      email,
      decision: 'allow',
    }).toString(),
  });
  const token = new URLSearchParams(new URL(String(allowed.headers.location)).hash.slice(1)).get('access_token');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/google-login/',
    payload: { email, password: token, role: 'consumer' },
  });
  expect(login.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('no user');
  expect(
    (await rowsOf(row.id)).map(({ document, version, given, source }) => [document, version, given, source]),
  ).toEqual([
    ['terms', '2026-11-29', true, 'google'],
    ['privacy', '2026-11-29', true, 'google'],
    ['marketing', 'v1', false, 'google'],
  ]);
  expect((await details(login.json().access)).consent_needed).toMatchObject({ terms: false, privacy: false });
});

test('consents need a signed-in user', async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/users/consents/' });
  expect(answer.statusCode).toBe(401);
});
