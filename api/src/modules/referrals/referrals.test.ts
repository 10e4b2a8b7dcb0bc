import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { signUp, uniqueEmail, type SignedIn, addPayoutNumber } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import {
  deliverB2c,
  deliverStk,
  mpesaKey,
  savePost,
  startMpesa,
  stkCallback,
  openMoneySuite,
} from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

/** Registers through the real endpoint with `referral_code`, verified, signed in. */
async function referredBy(referrer: SignedIn): Promise<SignedIn> {
  const email = uniqueEmail('referred');
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
  const userId = row?.id ?? 0;
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });
  const tokens = login.json<{ access: string; refresh: string; session_id: string }>();
  return { userId, email, password, ...tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

async function pay(user: SignedIn, amount: number): Promise<string> {
  const linkId = await savePost(t, user, { producer_amount: amount, targets_needed: Math.floor(amount / 10) });
  const ref = await startMpesa(t, user, linkId);
  await deliverStk(t, stkCallback(ref, 0, amount));
  return ref;
}

const affiliate = async (user: SignedIn, page = 1) =>
  (await t.app.inject({ method: 'GET', url: `/api/affiliate/?page=${page}`, headers: user.headers })).json();
const withdraw = (user: SignedIn, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/affiliate/withdraw/',
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
const DAY = 24 * 3600_000;

/** The referred user does a first task the (sandbox) verifier confirms: a reward can be earned only then. */
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

test('the first funded post of a referred user earns the referrer 5%, withdrawable after the M-PESA hold and a verified task', async () => {
  const referrer = await signUp(t.app, t.database, { verified: true });
  const friend = await referredBy(referrer);
  const idle = await referredBy(referrer);
  expect((await affiliate(referrer)).affiliate).toMatchObject({
    reward_balance: 0,
    total_earnings: 0,
    total_referrals: 2,
    minimum_pay: 1000,
  });

  await pay(friend, 2000);
  const pending = await affiliate(referrer);
  expect(pending.affiliate).toMatchObject({ reward_balance: 0, total_earnings: 100, total_referrals: 2 });
  expect(pending.affiliate.referrals).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ user_id: friend.userId, payment_status: 'Pending', payable_amount: 100 }),
      expect.objectContaining({ user_id: idle.userId, payment_status: 'No payment yet', payable_amount: 0 }),
    ]),
  );
  expect(pending.next).toBeNull();

  // A second funded post earns nothing more.
  await pay(friend, 3000);
  expect((await affiliate(referrer)).affiliate.total_earnings).toBe(100);

  // Past the M-PESA hold (three days), the reward still waits for the friend's first verified task.
  expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 4 * DAY), referrer.userId)).toBe(0);
  await doVerifiedTask(friend);
  expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 3 * DAY - 60_000), referrer.userId)).toBe(
    0,
  );
  expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 3 * DAY + 60_000), referrer.userId)).toBe(
    1,
  );
  const released = await affiliate(referrer);
  expect(released.affiliate).toMatchObject({ reward_balance: 100, total_earnings: 100 });
  expect(
    released.affiliate.referrals.find((row: { user_id: number }) => row.user_id === friend.userId).payment_status,
  ).toBe('Paid');
});

test('a refund inside the hold voids the reward', async () => {
  const referrer = await signUp(t.app, t.database, { verified: true });
  const friend = await referredBy(referrer);
  const ref = await pay(friend, 1000);
  expect((await affiliate(referrer)).affiliate.total_earnings).toBe(50);
  const refund = await t.app.inject({ method: 'POST', url: `/api/sandbox/payments/${ref}/refund/?key=${mpesaKey(t)}` });
  expect(refund.statusCode).toBe(200);
  await t.app.services.referrals.releaseMatured(new Date(Date.now() + 2 * DAY));
  const after = await affiliate(referrer);
  expect(after.affiliate).toMatchObject({ reward_balance: 0, total_earnings: 0 });
  expect(after.affiliate.referrals[0]).toMatchObject({
    payment_status: 'Void',
    payable_amount: 0,
    void_reason: 'The payment behind it was refunded.',
  });
  expect(await t.app.services.ledger.balance({ kind: 'referral_pending', userId: referrer.userId })).toBe(0);
});

test('referral withdraw needs minimum_pay, a method, and goes to M-PESA', async () => {
  const referrer = await signUp(t.app, t.database, { verified: true });
  const short = await withdraw(referrer);
  expect(short.statusCode).toBe(400);
  expect(short.json().message).toBe('You need at least KES 1000 to withdraw.');

  const friend = await referredBy(referrer);
  await pay(friend, 20000);
  await doVerifiedTask(friend);
  await t.app.services.referrals.releaseMatured(new Date(Date.now() + 4 * DAY));
  expect((await affiliate(referrer)).affiliate.reward_balance).toBe(1000);
  const noMethod = await withdraw(referrer);
  expect(noMethod.statusCode).toBe(400);
  expect(noMethod.json().message).toBe('Set up an M-PESA withdrawal method first.');
  expect((await withdraw(referrer, { amount: -5 })).statusCode).toBe(400);

  await addPayoutNumber(t.app, t.database, referrer, {
    method_type: 'mpesa',
    mpesa_phone: '254711111111',
    first_name: 'A',
    last_name: 'B',
    country: 'Kenya',
    id_number: '1',
  });
  const ok = await withdraw(referrer);
  expect(ok.statusCode).toBe(200);
  expect((await affiliate(referrer)).affiliate.reward_balance).toBe(0);
  await deliverB2c(t, ok.json().transaction_id, 0);
  expect(await t.app.services.ledger.balance({ kind: 'withdrawal_hold', userId: referrer.userId })).toBe(0);
});

test('referrals are paged ten at a time', async () => {
  const referrer = await signUp(t.app, t.database, { verified: true });
  for (let i = 0; i < 11; i += 1) await referredBy(referrer);
  const first = await affiliate(referrer);
  expect(first.affiliate.referrals).toHaveLength(10);
  expect(first.affiliate.total_referrals).toBe(11);
  expect(first.next).toMatch(/\/api\/affiliate\/\?page=2$/);
  const second = await affiliate(referrer, 2);
  expect(second.affiliate.referrals).toHaveLength(1);
  expect(second.next).toBeNull();
  const bad = await t.app.inject({ method: 'GET', url: '/api/affiliate/?page=0', headers: referrer.headers });
  expect(bad.statusCode).toBe(400);
});
