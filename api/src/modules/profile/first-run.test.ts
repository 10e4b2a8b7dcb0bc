/**
 * The first run is shown once per person (`onboarded_at` on the profile detail, `POST
 * users/first-run/` to end it): new people see it, people who had an account before it existed
 * and the demo's people do not, and ending it twice keeps the first moment.
 */
import { eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { migrate } from '../../db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../seed/seed';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const details = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: who.headers })).json<{
    onboarded_at: string | null;
  }>();

const finish = (who: SignedIn, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/first-run/',
    ...(payload === undefined
      ? { headers: who.headers }
      : { headers: { ...who.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });

test('a new user has not had the first run; ending it is kept, and a second call keeps the first moment', async () => {
  const user = await signUp(t.app, t.database);
  expect((await details(user)).onboarded_at).toBeNull();

  const first = await finish(user);
  expect(first.statusCode).toBe(200);
  const { onboarded_at: moment } = first.json<{ onboarded_at: string }>();
  expect(Date.now() - new Date(moment).getTime()).toBeLessThan(60_000);
  expect((await details(user)).onboarded_at).toBe(moment);

  // Another device, or a double tap: the same moment, still done.
  const again = await finish(user, {});
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ onboarded_at: moment });
  expect((await details(user)).onboarded_at).toBe(moment);
});

test('ending the first run needs a signed-in user', async () => {
  const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/first-run/' });
  expect(anonymous.statusCode).toBe(401);
  const forged = await t.app.inject({
    method: 'POST',
    url: '/api/users/first-run/',
    headers: { authorization: 'Bearer not-a-token' },
  });
  expect(forged.statusCode).toBe(401);
});

test('a body that tries to say anything is refused and changes nothing', async () => {
  const user = await signUp(t.app, t.database);
  for (const payload of [{ onboarded_at: '2001-01-01T00:00:00Z' }, { done: false }, 'yes', [], null]) {
    const refused = await finish(user, payload);
    expect({ payload, status: refused.statusCode }).toEqual({ payload, status: 400 });
  }
  expect((await details(user)).onboarded_at).toBeNull();
});

test('people who had an account before the first run existed count as onboarded; later sign-ups do not', async () => {
  // Back to the database as it was before migration 0012, with one person in it.
  await t.database.exec(
    `ALTER TABLE users DROP COLUMN onboarded_at; DELETE FROM schema_migrations WHERE name = '0012_first_run.sql';`,
  );
  const [before] = await t.database.query<{ id: number }>(
    `INSERT INTO users (email, username, referral_code) VALUES ('before@engage.test', 'before_0012', 'BEFORE12')
     RETURNING id`,
  );
  expect(await migrate(t.database)).toEqual(['0012_first_run.sql']);

  const [row] = await t.database.db
    .select({ onboardedAt: users.onboardedAt })
    .from(users)
    .where(eq(users.id, before?.id ?? 0));
  expect(row?.onboardedAt).toBeInstanceOf(Date);
  const newcomer = await signUp(t.app, t.database);
  expect((await details(newcomer)).onboarded_at).toBeNull();
});

test("the demo's people have used the app before: none of them is shown the first run", async () => {
  const notOnboarded = async () =>
    (await t.database.db.select({ id: users.id }).from(users).where(isNull(users.onboardedAt))).map((row) => row.id);
  const before = await notOnboarded();
  expect((await seedDemo(t.database, t.app.services)).created).toBe(true);
  expect(await notOnboarded()).toEqual(before);

  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const demo = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile-details/',
    headers: { authorization: `Bearer ${login.json().access}` },
  });
  expect(demo.json().onboarded_at).toEqual(expect.any(String));
});
