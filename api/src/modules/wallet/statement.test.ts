import { randomBytes } from 'node:crypto';
import { addPayoutNumber, signUp, type SignedIn } from '../../../tests/auth-helpers';
import { links, taskActions } from '../../db/schema';
import { callWallet, mpesaKey, mpesaMethod, openMoneySuite } from '../../../tests/payment-helpers';
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

/** A B2C result as Daraja sends it: a paid one carries M-PESA's receipt and Safaricom's own words. */
const deliverPayout = (conversationId: string, receipt: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/mpesa/b2c-result/?key=${mpesaKey(t)}`,
    payload: {
      Result: receipt
        ? {
            ConversationID: conversationId,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            TransactionID: receipt,
          }
        : { ConversationID: conversationId, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' },
    },
  });

test('an empty statement for a new user', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  expect(await statement(user)).toEqual({
    results: [],
    count: 0,
    page: 1,
    next: null,
    balances: { withdrawable: 0, available: 0, pending: 0, held: 0, referral: 0, referral_pending: 0 },
  });
});

test('one line for each thing that happened to the money, with the balance the user could withdraw after it', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const other = await signUp(t.app, t.database, { verified: true });
  await earn(user.userId, 1500);
  await earn(user.userId, 1000);
  await earn(other.userId, 700);
  const created = await addPayoutNumber(t.app, t.database, user, method);
  const methodId = created.json<{ id: number }>().id;
  const body = { amount: 1200, original_currency: 'KES', original_amount: 1200, method: methodId, is_automatic: false };
  const paid = await call(user, 'POST', 'withdraw/', body);
  expect(paid.statusCode).toBe(200);
  await deliverPayout(paid.json().transaction_id, 'SJK4H9G2QX');
  const failed = await call(user, 'POST', 'withdraw/', { ...body, amount: 1000, original_amount: 1000 });
  expect(failed.statusCode).toBe(200);
  await deliverPayout(failed.json().transaction_id, null);
  const onItsWay = await call(user, 'POST', 'withdraw/', { ...body, amount: 1000, original_amount: 1000 });
  expect(onItsWay.statusCode).toBe(200);

  const page = await statement(user, '?page_size=50');
  const lines = page.results.map(({ kind, description, amount, pending, balance, status, receipt }) => ({
    kind,
    description,
    amount,
    pending,
    balance,
    ...(status ? { status } : {}),
    ...(receipt ? { receipt } : {}),
  }));
  expect(lines).toEqual([
    {
      kind: 'withdrawal',
      description: 'Withdrawal to M-PESA 0712345678',
      amount: -1000,
      pending: false,
      balance: 300,
      status: 'on_its_way',
    },
    {
      kind: 'withdrawal_returned',
      description: 'Withdrawal returned: M-PESA could not pay it',
      amount: 1000,
      pending: false,
      balance: 1300,
    },
    {
      kind: 'withdrawal',
      description: 'Withdrawal to M-PESA 0712345678',
      amount: -1000,
      pending: false,
      balance: 300,
      status: 'failed',
    },
    {
      kind: 'withdrawal',
      description: 'Withdrawal to M-PESA 0712345678',
      amount: -1200,
      pending: false,
      balance: 1300,
      status: 'paid',
      receipt: 'SJK4H9G2QX',
    },
    {
      kind: 'task_reward_ready',
      description: 'Task reward ready to withdraw',
      amount: 1000,
      pending: false,
      balance: 2500,
    },
    { kind: 'task_reward', description: 'Task reward', amount: 1000, pending: true, balance: 1500 },
    {
      kind: 'task_reward_ready',
      description: 'Task reward ready to withdraw',
      amount: 1500,
      pending: false,
      balance: 1500,
    },
    { kind: 'task_reward', description: 'Task reward', amount: 1500, pending: true, balance: 0 },
  ]);
  expect(page.count).toBe(8);
  expect(page.next).toBeNull();
  // Safaricom's words stay out of it; the newest line's balance is the balance shown.
  expect(JSON.stringify(page)).not.toContain('processed successfully');
  expect(page.balances).toEqual({
    withdrawable: 300,
    available: 300,
    pending: 0,
    held: 1000,
    referral: 0,
    referral_pending: 0,
  });
  expect(await profileEarnings(user)).toBe(300);
  // Nobody else's money.
  expect(page.results.some((row) => row.amount === 700)).toBe(false);
});

test('a task reward names its task; referral rewards count towards what can be withdrawn', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const [link] = await t.database.db
    .insert(links)
    .values({
      producerId: user.userId,
      linkUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      platform: 'youtube',
      actionType: 'Likes',
      postTitle: 'Statement test',
      targetsNeeded: 1,
      rewardCents: 500,
      producerAmountCents: 1000,
      status: 'completed',
    })
    .returning({ id: links.id });
  const reward = await t.app.services.ledger.transfer({
    idempotencyKey: `test-named-reward:${user.userId}`,
    kind: 'task_reward',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -500 },
      { account: { kind: 'consumer_pending', userId: user.userId }, amountCents: 500 },
    ],
  });
  await t.database.db.insert(taskActions).values({
    userId: user.userId,
    linkId: link!.id,
    actionType: 'Likes',
    endpoint: 'youtube-like',
    rewardCents: 500,
    transferId: reward.transferId,
  });
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-referral:${user.userId}`,
    kind: 'post_payment',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -20000 },
      { account: { kind: 'referral_pending', userId: user.userId }, amountCents: 20000 },
    ],
  });
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-referral-release:${user.userId}`,
    kind: 'referral_release',
    legs: [
      { account: { kind: 'referral_pending', userId: user.userId }, amountCents: -20000 },
      { account: { kind: 'referral_rewards', userId: user.userId }, amountCents: 20000 },
    ],
  });
  const page = await statement(user);
  expect(
    page.results.map(({ kind, description, amount, pending, balance }) => [
      kind,
      description,
      amount,
      pending,
      balance,
    ]),
  ).toEqual([
    ['referral_reward_ready', 'Referral reward ready to withdraw', 200, false, 200],
    ['referral_reward', 'Referral reward', 200, true, 0],
    ['task_reward', 'Task reward: YouTube Likes', 5, true, 0],
  ]);
  expect(page.balances).toMatchObject({ withdrawable: 200, available: 0, referral: 200, pending: 5 });
});

test('pages newest first, and the query values are bounded', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  for (let i = 0; i < 3; i += 1) await earn(user.userId, 10 + i);
  const first = await statement(user, '?page=1&page_size=4');
  expect(first.results).toHaveLength(4);
  expect(first.next).toBe(2);
  // 3 rewards × 2 lines (earned, ready to withdraw) = 6 lines: 4 + 2.
  expect(first.count).toBe(6);
  const second = await statement(user, '?page=2&page_size=4');
  expect(second.results).toHaveLength(2);
  expect(second.next).toBeNull();
  expect(first.results[3]!.id).toBeGreaterThan(second.results[0]!.id);
  // The balance is the running total of everything before, whichever page it is on.
  expect(second.results.map((row) => row.balance)).toEqual([10, 0]);
  expect(first.results[0]!.balance).toBe(33);
  for (const bad of ['?page_size=51', '?page=0', '?page=100001', '?page_size=abc']) {
    expect((await call(user, 'GET', `statement/${bad}`)).statusCode).toBe(400);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/wallet/statement/' })).statusCode).toBe(401);
});
