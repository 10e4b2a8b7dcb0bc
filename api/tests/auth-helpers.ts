/** Sign-up and sign-in through the real endpoints, for tests of protected routes. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import type { Database } from '../src/db/database';
import { users, withdrawalMethods } from '../src/db/schema';

export interface SignedIn {
  userId: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
  session_id: string;
  headers: { authorization: string };
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@engage.test`;

export async function signUp(
  app: AppInstance,
  database: Database,
  options: { email?: string; password?: string; verified?: boolean } = {},
): Promise<SignedIn> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-1';
  const registered = await app.inject({ method: 'POST', url: '/api/users/register/', payload: { email, password } });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email} after register`);
  const userId = row.id;
  if (options.verified) {
    // Fixture shortcut: the OTP flow itself is tested in accounts.test.ts.
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  }
  const login = await app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const tokens = login.json<{ access: string; refresh: string; session_id: string }>();
  return { userId, email, password, ...tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

/** The newest email to an address, read through the dev outbox endpoint. */
export async function lastEmailTo(app: AppInstance, email: string): Promise<{ subject: string; body: string }> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` });
  const [latest] = response.json<{ results: { subject: string; body: string }[] }>().results;
  if (!latest) throw new Error(`no email to ${email}`);
  return latest;
}

/** Proves presence on the user's session with their password, as the browser does before a payout change. */
export async function stepUp(app: AppInstance, user: SignedIn): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/step-up/',
    headers: user.headers,
    payload: { password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.body}`);
}

/**
 * Fixture shortcut: the payout number was saved longer ago than the cooling-off, so it may be
 * paid. The cooling-off itself is tested in wallet/step-up.test.ts.
 */
export async function coolOff(database: Database, methodId: number): Promise<void> {
  await database.db
    .update(withdrawalMethods)
    .set({ usableFrom: new Date(Date.now() - 1000) })
    .where(eq(withdrawalMethods.id, methodId));
}

/** Adds a payout number as its owner does (step-up, then create) and lets its cooling-off pass. */
export async function addPayoutNumber(app: AppInstance, database: Database, user: SignedIn, body: object) {
  await stepUp(app, user);
  const created = await app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawal-methods/',
    headers: user.headers,
    payload: body,
  });
  if (created.statusCode === 201) await coolOff(database, created.json<{ id: number }>().id);
  return created;
}
