import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MoneyPicture, StatementPage } from '@engage/shared/contract/wallet';
import { users } from '../../db/schema';
import { addPayoutNumber, signUp, uniqueEmail, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import {
  callWallet,
  creditAvailable,
  deliverB2c,
  deliverStk,
  openMoneySuite,
  savePost,
  startMpesa,
  stkCallback,
  uniqueMpesaMethod,
} from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

const DAY = 24 * 3600_000;

async function referredBy(referrer: SignedIn): Promise<SignedIn> {
  const email = uniqueEmail('picture-referred');
  const password = 'correct-horse-1';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { email, password, type: 'standard', referral_code: String(referrer.userId) },
  });
  expect(registered.statusCode).toBe(201);
  const [row] = await t.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });
  const tokens = login.json<{ access: string; refresh: string; session_id: string }>();
  return { userId: row?.id ?? 0, email, password, ...tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

/** The referred user funds a post of `amount`: the referrer earns 5% of it, pending. */
async function pay(user: SignedIn, amount: number): Promise<void> {
  const linkId = await savePost(t, user, { producer_amount: amount, targets_needed: Math.floor(amount / 10) });
  const ref = await startMpesa(t, user, linkId);
  await deliverStk(t, stkCallback(ref, 0, amount));
}

async function doVerifiedTask(user: SignedIn): Promise<void> {
  const producer = await insertUser(t.database.db, { userType: 'producer', emailVerified: true });
  await connectPlatform(t.database.db, user.userId, 'twitter');
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.id, {
    platform: 'twitter',
    actionType: 'Likes',
  });
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/actions/twitter-like/',
    headers: user.headers,
    payload: { link_id: link.id },
  });
  expect(done.statusCode).toBe(200);
}

/** Task money within its hold, as a credited task would leave it. */
async function creditPending(userId: number, kes: number): Promise<void> {
  const cents = Math.round(kes * 100);
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-pending:${userId}:${randomBytes(4).toString('hex')}`,
    kind: 'test_credit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -cents },
      { account: { kind: 'consumer_pending', userId }, amountCents: cents },
    ],
  });
}

const picture = async (user: SignedIn) => (await callWallet(t, user, 'GET', 'balances/')).json<MoneyPicture>();
const statement = async (user: SignedIn) => (await callWallet(t, user, 'GET', 'statement/')).json<StatementPage>();
const profile = async (user: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers })).json<{
    earnings: number;
    pending_balance: number;
  }>();
const affiliate = async (user: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/affiliate/', headers: user.headers })).json<{
    affiliate: { reward_balance: number };
  }>().affiliate;

/** Every place that shows money says the same: the picture, the statement, the profile, the referral page. */
async function expectOnePicture(user: SignedIn): Promise<MoneyPicture> {
  const money = await picture(user);
  const lines = await statement(user);
  expect(money.withdrawable).toBeCloseTo(money.from_tasks + money.from_referrals, 2);
  expect(money.pending).toBeCloseTo(
    money.pending_parts.reduce((sum, part) => sum + part.amount, 0),
    2,
  );
  expect(lines.balances.withdrawable).toBe(money.withdrawable);
  expect(lines.balances.pending + lines.balances.referral_pending).toBeCloseTo(money.pending, 2);
  expect(lines.balances.held).toBe(money.on_its_way);
  if (lines.results[0]) expect(lines.results[0].balance).toBe(money.withdrawable);
  const details = await profile(user);
  expect(details.earnings).toBe(money.withdrawable);
  expect(details.pending_balance).toBe(money.pending);
  expect((await affiliate(user)).reward_balance).toBe(money.withdrawable);
  return money;
}

test('task earnings, a pending task reward and a pending referral reward add up in one picture everywhere', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  await creditAvailable(t, user.userId, 1250);
  await creditPending(user.userId, 80);
  const friend = await referredBy(user);
  await pay(friend, 4000);

  const money = await expectOnePicture(user);
  expect(money).toMatchObject({
    withdrawable: 1250,
    from_tasks: 1250,
    from_referrals: 0,
    pending: 280,
    on_its_way: 0,
    minimum_withdrawal: 1000,
  });
  const referral = money.pending_parts.find((part) => part.source === 'referrals');
  expect(referral).toMatchObject({ amount: 200, waits_for_first_task: true });
  // The M-PESA hold is three days.
  expect(Date.parse(referral?.available_at ?? '')).toBeGreaterThan(Date.now() + 2 * DAY);
  expect(money.pending_parts.find((part) => part.source === 'tasks')).toMatchObject({ amount: 80 });
});

test('one Withdraw takes task earnings and referral rewards together; a failed payout gives it all back', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  await creditAvailable(t, user.userId, 1250);
  const friend = await referredBy(user);
  await pay(friend, 4000);
  await doVerifiedTask(friend);
  await t.app.services.referrals.releaseMatured(new Date(Date.now() + 4 * DAY), user.userId);
  expect(await expectOnePicture(user)).toMatchObject({ withdrawable: 1450, from_tasks: 1250, from_referrals: 200 });

  const created = await addPayoutNumber(t.app, t.database, user, uniqueMpesaMethod());
  const methodId = created.json<{ id: number }>().id;
  const asked = await callWallet(t, user, 'POST', 'withdraw/', {
    amount: 1450,
    original_currency: 'KES',
    original_amount: 1450,
    method: methodId,
    is_automatic: false,
  });
  expect(asked.statusCode).toBe(200);
  expect(await expectOnePicture(user)).toMatchObject({ withdrawable: 0, on_its_way: 1450, pending: 0 });

  // A second withdrawal of the same money is refused: nothing is withdrawable.
  const again = await callWallet(t, user, 'POST', 'withdraw/', {
    amount: 1450,
    original_currency: 'KES',
    original_amount: 1450,
    method: methodId,
    is_automatic: false,
  });
  expect(again.statusCode).toBe(400);

  await deliverB2c(t, asked.json<{ transaction_id: string }>().transaction_id, 2001);
  expect(await expectOnePicture(user)).toMatchObject({ withdrawable: 1450, on_its_way: 0 });
});

test('the referral page Withdraw withdraws from the same total', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  await creditAvailable(t, user.userId, 1100);
  await addPayoutNumber(t.app, t.database, user, uniqueMpesaMethod());
  const asked = await t.app.inject({ method: 'POST', url: '/api/affiliate/withdraw/', headers: user.headers });
  expect(asked.statusCode).toBe(200);
  expect(asked.json<{ message: string }>().message).toBe('Withdrawal request initiated');
  expect(await expectOnePicture(user)).toMatchObject({ withdrawable: 0, on_its_way: 1100 });
});
