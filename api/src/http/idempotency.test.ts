/**
 * A write resent with its Idempotency-Key is applied once: the copy gets the first answer again,
 * a copy sent while the first runs is told so, and the key cannot be reused for another request.
 * Runs on PGlite and, where the suite has it, on PostgreSQL, whose concurrent connections let
 * the duplicates below truly race.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, withdrawals } from '../db/schema';
import { JOBS, runJob } from '../jobs/jobs';
import { addPayoutNumber, signUp, type SignedIn } from '../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../tests/fixtures';
import { creditAvailable, uniqueMpesaMethod, openMoneySuite } from '../../tests/payment-helpers';
import type { TestApp } from '../../tests/test-app';
import { PRESUMED_DEAD_SECONDS } from './idempotency';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

/** Available earnings as after released task credits. */
const credit = (userId: number, kes: number) => creditAvailable(t, userId, kes);

const available = (userId: number) => t.app.services.ledger.balance({ kind: 'consumer_available', userId });
const withdrawalsOf = (userId: number) =>
  t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

/** A verified user with an M-PESA method and KES 5,000 to withdraw. */
async function withdrawer(): Promise<{ user: SignedIn; methodId: number }> {
  const user = await signUp(t.app, t.database, { verified: true });
  const created = await addPayoutNumber(t.app, t.database, user, uniqueMpesaMethod());
  await credit(user.userId, 5000);
  return { user, methodId: created.json<{ id: number }>().id };
}

const withdrawal = (methodId: number, amount: number) => ({
  amount,
  original_currency: 'KES',
  original_amount: amount,
  method: methodId,
  is_automatic: false,
});

const withdraw = (user: SignedIn, body: object, key?: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdraw/',
    headers: {
      ...user.headers,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
    payload: body,
  });

describe('a withdrawal sent with an Idempotency-Key', () => {
  test('sent again with the same key, it gets the same answer and the money moves once', async () => {
    const { user, methodId } = await withdrawer();
    const key = randomUUID();
    const first = await withdraw(user, withdrawal(methodId, 2000), key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await withdraw(user, withdrawal(methodId, 2000), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);

    expect(await available(user.userId)).toBe(300000);
    expect(await withdrawalsOf(user.userId)).toHaveLength(1);
  });

  test('a refusal is given again too, and does not turn into a withdrawal later', async () => {
    const { user, methodId } = await withdrawer();
    const key = randomUUID();
    const first = await withdraw(user, withdrawal(methodId, 9000), key);
    expect(first.statusCode).toBe(400);
    // Money arrives meanwhile: the same request with the same key still gets the first answer.
    await credit(user.userId, 5000);
    const again = await withdraw(user, withdrawal(methodId, 9000), key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(await withdrawalsOf(user.userId)).toHaveLength(0);
  });

  test('two copies sent at once: one withdrawal; the other copy is told it runs, or gets its answer', async () => {
    const { user, methodId } = await withdrawer();
    const key = randomUUID();
    const answers = await Promise.all([
      withdraw(user, withdrawal(methodId, 1500), key),
      withdraw(user, withdrawal(methodId, 1500), key),
      withdraw(user, withdrawal(methodId, 1500), key),
    ]);
    const applied = answers.filter((answer) => answer.statusCode === 200 && !answer.headers['idempotent-replayed']);
    expect(applied).toHaveLength(1);
    for (const other of answers.filter((answer) => !applied.includes(answer))) {
      if (other.statusCode === 409) {
        expect(other.json().detail).toBe(
          'Your earlier attempt is still being processed. Wait a moment, then check whether it went through before you try again.',
        );
      } else {
        expect(other.statusCode).toBe(200);
        expect(other.json()).toEqual(applied[0]?.json());
      }
    }
    expect(await available(user.userId)).toBe(350000);
    expect(await withdrawalsOf(user.userId)).toHaveLength(1);
  });

  test('the same key with another amount is refused with 422 naming the header, and nothing moves', async () => {
    const { user, methodId } = await withdrawer();
    const key = randomUUID();
    expect((await withdraw(user, withdrawal(methodId, 1000), key)).statusCode).toBe(200);
    const other = await withdraw(user, withdrawal(methodId, 2000), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe(
      'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
    );
    expect(await available(user.userId)).toBe(400000);
    expect(await withdrawalsOf(user.userId)).toHaveLength(1);
  });

  test('without the header nothing changes: each request is a withdrawal of its own', async () => {
    const { user, methodId } = await withdrawer();
    expect((await withdraw(user, withdrawal(methodId, 1000))).statusCode).toBe(200);
    expect((await withdraw(user, withdrawal(methodId, 1000))).statusCode).toBe(200);
    expect(await available(user.userId)).toBe(300000);
    expect(await withdrawalsOf(user.userId)).toHaveLength(2);
  });

  test('a key is per user: another user sending the same key withdraws for themselves', async () => {
    const first = await withdrawer();
    const second = await withdrawer();
    const key = randomUUID();
    expect((await withdraw(first.user, withdrawal(first.methodId, 1000), key)).statusCode).toBe(200);
    const theirs = await withdraw(second.user, withdrawal(second.methodId, 1000), key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await available(second.user.userId)).toBe(400000);
  });

  test('a key that is no visible text is refused before anything runs', async () => {
    const { user, methodId } = await withdrawer();
    const refused = await withdraw(user, withdrawal(methodId, 1000), 'x'.repeat(256));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Idempotency-Key must be 1 to 255 visible characters.');
    expect(await withdrawalsOf(user.userId)).toHaveLength(0);
  });

  test('the key as the draft quotes it is the same key', async () => {
    const { user, methodId } = await withdrawer();
    const key = randomUUID();
    expect((await withdraw(user, withdrawal(methodId, 1000), key)).statusCode).toBe(200);
    const quoted = await withdraw(user, withdrawal(methodId, 1000), `"${key}"`);
    expect(quoted.headers['idempotent-replayed']).toBe('true');
    expect(await withdrawalsOf(user.userId)).toHaveLength(1);
  });
});

describe('a request whose process died before it answered', () => {
  /** The key as a request left it that claimed it `secondsAgo` and never answered. */
  async function abandoned(user: SignedIn, body: object, secondsAgo: number): Promise<string> {
    const key = randomUUID();
    const first = await withdraw(user, body, key);
    expect(first.statusCode).toBe(200);
    await t.database.query(
      `UPDATE idempotency_keys SET status_code = NULL, body = NULL,
              started_at = now() - $3 * interval '1 second'
        WHERE user_id = $1 AND key = $2`,
      [user.userId, key, secondsAgo],
    );
    return key;
  }

  test('is never run again: a copy is told it still runs, later that it did not finish (in Kiswahili too)', async () => {
    const { user, methodId } = await withdrawer();
    const body = withdrawal(methodId, 1000);
    const recent = await abandoned(user, body, 5);
    const running = await withdraw(user, body, recent);
    expect(running.statusCode).toBe(409);
    // Worth asking again shortly: the first may yet answer.
    expect(running.headers['retry-after']).toBe('1');

    const old = await abandoned(user, body, PRESUMED_DEAD_SECONDS + 1);
    const unfinished = await withdraw(user, body, old);
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.headers['retry-after']).toBeUndefined();
    expect(unfinished.json().detail).toBe(
      'Your earlier attempt did not finish, so it may or may not have gone through. Check before you try again.',
    );
    const inKiswahili = await withdraw(user, body, old, 'sw');
    expect(inKiswahili.json().detail).toBe(
      'Jaribio lako la awali halikukamilika, kwa hivyo huenda limefaulu au la. Angalia kabla ya kujaribu tena.',
    );
    // Two withdrawals, those of the two first requests: no copy ran.
    expect(await withdrawalsOf(user.userId)).toHaveLength(2);
    expect(await available(user.userId)).toBe(300000);
  });
});

describe('keys expire after a day', () => {
  test('an expired key is a new key, and the sweep job deletes expired keys', async () => {
    const { user, methodId } = await withdrawer();
    const key = randomUUID();
    expect((await withdraw(user, withdrawal(methodId, 1000), key)).statusCode).toBe(200);
    const expire = () =>
      t.database.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
        user.userId,
      ]);
    await expire();
    const later = await withdraw(user, withdrawal(methodId, 1000), key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await withdrawalsOf(user.userId)).toHaveLength(2);

    await expire();
    const sweep = JOBS.find((job) => job.name === 'idempotency sweep');
    if (!sweep) throw new Error('no idempotency sweep job');
    await runJob(t.app, sweep);
    const left = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.userId));
    expect(left).toEqual([]);
  });
});

describe('a task action sent with an Idempotency-Key', () => {
  test('resent after its answer was lost, it gets its success again instead of "already done"', async () => {
    const producerId = (await insertUser(t.database.db, { userType: 'producer', emailVerified: true })).id;
    const user = await signUp(t.app, t.database, { verified: true });
    await connectPlatform(t.database.db, user.userId, 'twitter');
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform: 'twitter',
      actionType: 'Likes',
      linkUrl: `https://x.com/engage/status/${Date.now()}`,
      targetsNeeded: 5,
      rewardCents: 250,
    });
    const like = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/actions/twitter-like/',
        headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { link_id: link.id },
      });
    const key = randomUUID();
    const first = await like(key);
    expect(first.statusCode).toBe(200);
    const resent = await like(key);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(first.json());
    // A new tap, a new key: the task is done already.
    expect((await like(randomUUID())).statusCode).toBe(409);
  });
});

describe('the browser may send the header', () => {
  test('a preflight from the app allows Idempotency-Key; the replay mark and Retry-After can be read', async () => {
    const origin = t.app.config.corsOrigins[0] ?? '';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/wallet/withdraw/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');

    const { user, methodId } = await withdrawer();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdraw/',
      headers: { ...user.headers, origin, 'idempotency-key': randomUUID() },
      payload: withdrawal(methodId, 1000),
    });
    expect(String(answer.headers['access-control-expose-headers'])).toContain('Idempotent-Replayed');
    // So can when to ask again, on a copy of a request still running.
    expect(String(answer.headers['access-control-expose-headers'])).toContain('Retry-After');
  });
});
