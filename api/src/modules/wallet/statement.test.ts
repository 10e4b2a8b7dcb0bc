import { randomBytes } from 'node:crypto';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { callWallet, deliverB2c, mpesaMethod, openMoneySuite } from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';
import type { StatementPage } from '@engage/shared/contract/wallet';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

const method = mpesaMethod;
const call = (user: SignedIn, verb: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  callWallet(t, user, verb, path, payload);

/** A task reward as the feed pays it: pending first, then released to available. */
async function earn(userId: number, kes: number): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-reward:${tag}`,
    kind: 'task_reward',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -kes * 100 },
      { account: { kind: 'consumer_pending', userId }, amountCents: kes * 100 },
    ],
  });
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-release:${tag}`,
    kind: 'pending_release',
    legs: [
      { account: { kind: 'consumer_pending', userId }, amountCents: -kes * 100 },
      { account: { kind: 'consumer_available', userId }, amountCents: kes * 100 },
    ],
  });
}

const statement = async (user: SignedIn, query = '') => {
  const response = await call(user, 'GET', `statement/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<StatementPage>();
};

const profileEarnings = async (user: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers })).json<{
    earnings: number;
  }>().earnings;

test('an empty statement for a new user', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  expect(await statement(user)).toEqual({
    results: [],
    count: 0,
    page: 1,
    next: null,
    balances: { available: 0, pending: 0, held: 0, referral: 0, referral_pending: 0 },
  });
});

test('every movement with running balances that end on the balance shown; paid and failed withdrawals', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const other = await signUp(t.app, t.database, { verified: true });
  await earn(user.userId, 1500);
  await earn(user.userId, 1000);
  await earn(other.userId, 700);
  const created = await call(user, 'POST', 'withdrawal-methods/', method);
  const methodId = created.json<{ id: number }>().id;
  const body = { amount: 1200, original_currency: 'KES', original_amount: 1200, method: methodId, is_automatic: false };
  const paid = await call(user, 'POST', 'withdraw/', body);
  expect(paid.statusCode).toBe(200);
  await deliverB2c(t, paid.json().transaction_id, 0);
  const failed = await call(user, 'POST', 'withdraw/', { ...body, amount: 1000, original_amount: 1000 });
  expect(failed.statusCode).toBe(200);
  await deliverB2c(t, failed.json().transaction_id, 2001);

  const page = await statement(user, '?page_size=50');
  // 2 rewards × (pending in, pending out, available in) + 2 withdrawals × 2 holds + paid 1 + released 2
  expect(page.count).toBe(13);
  expect(page.next).toBeNull();
  expect(page.balances).toEqual({ available: 1300, pending: 0, held: 0, referral: 0, referral_pending: 0 });
  const newestAvailable = page.results.find((row) => row.account === 'available');
  expect(newestAvailable?.balance).toBe(1300);
  expect(newestAvailable?.description).toBe('Withdrawal failed: money returned');
  expect(await profileEarnings(user)).toBe(1300);

  // Each account's running balance is the sum of its entries up to that row.
  for (const account of ['available', 'pending', 'held'] as const) {
    const rows = page.results.filter((row) => row.account === account).reverse();
    let sum = 0;
    for (const row of rows) {
      sum = Math.round((sum + row.amount) * 100) / 100;
      expect(row.balance).toBe(sum);
    }
  }
  const descriptions = page.results.map((row) => row.description);
  expect(descriptions).toContain('Withdrawal paid to M-PESA');
  expect(descriptions).toContain('Task reward now available');
  expect(descriptions).toContain('Task reward (pending)');
  // Nobody else's money.
  expect(page.results.some((row) => row.amount === 700)).toBe(false);
});

test('pages newest first, and the query values are bounded', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  for (let i = 0; i < 3; i += 1) await earn(user.userId, 10 + i);
  const first = await statement(user, '?page=1&page_size=4');
  expect(first.results).toHaveLength(4);
  expect(first.next).toBe(2);
  // 3 rewards × 3 entries (pending in, pending out, available in) = 9 rows: 4 + 4 + 1.
  expect(first.count).toBe(9);
  const second = await statement(user, '?page=2&page_size=4');
  expect(second.results).toHaveLength(4);
  expect(second.next).toBe(3);
  const third = await statement(user, '?page=3&page_size=4');
  expect(third.results).toHaveLength(1);
  expect(third.next).toBeNull();
  expect(first.results[3]!.id).toBeGreaterThan(second.results[0]!.id);
  expect(third.results[0]!.balance).toBe(10);
  for (const bad of ['?page_size=51', '?page=0', '?page=100001', '?page_size=abc']) {
    expect((await call(user, 'GET', `statement/${bad}`)).statusCode).toBe(400);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/wallet/statement/' })).statusCode).toBe(401);
});
