/**
 * Farms (docs/security.md "Farms"): one person, one payout account, honest referrals. Real HTTP
 * against the app and a real database; the attack from the go-live review is replayed step by
 * step and must fail.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payoutReviews, users, withdrawals } from '../../db/schema';
import { coolOff, stepUp, uniqueEmail, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from '../../../tests/fixtures';
import {
  creditAvailable,
  deliverStk,
  expectBooksBalanced,
  mpesaKey,
  savePost,
  startMpesa,
  stkCallback,
  uniqueMpesaMethod,
} from '../../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { kes } from '../ledger/money-text';

let t: TestApp;
let producerId: number;
beforeAll(async () => {
  t = await openTestApp({
    farms: { accountsPerDevice: 3, signupsPerNetworkPerDay: 3, countPrivateNetworks: false, signalRetentionDays: 180 },
  });
  producerId = (await insertUser(t.database.db, { userType: 'producer', emailVerified: true })).id;
});
afterEach(async () => {
  await expectBooksBalanced(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600_000;

/** Where a request comes from: the app's device id and the client address. */
interface From {
  device?: string;
  ip?: string;
}

/** Registers through the real endpoint (with `referral_code` when given), verified, signed in from the same place. */
async function register(from: From = {}, referrer?: SignedIn): Promise<SignedIn> {
  const email = uniqueEmail('farm');
  const password = 'correct-horse-1';
  const headers = from.device ? { 'x-engage-device': from.device } : {};
  const remoteAddress = from.ip ?? '127.0.0.1';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    headers,
    remoteAddress,
    payload: {
      email,
      password,
      type: 'standard',
      ...(referrer ? { referral_code: String(referrer.userId) } : {}),
    },
  });
  expect(registered.statusCode).toBe(201);
  const [row] = await t.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    headers,
    remoteAddress,
    payload: { email, password },
  });
  expect(login.statusCode).toBe(200);
  const tokens = login.json<{ access: string; refresh: string; session_id: string }>();
  const user = {
    userId: row?.id ?? 0,
    email,
    password,
    ...tokens,
    headers: { authorization: `Bearer ${tokens.access}` },
  };
  // Present, as the owner is when saving a payout number (step-up lasts the few seconds a test takes).
  await stepUp(t.app, user);
  return user;
}

const call = (user: SignedIn, verb: 'GET' | 'POST', path: string, payload?: object, language = 'en') =>
  t.app.inject({
    method: verb,
    url: `/api/${path}`,
    headers: { ...user.headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

async function saveMethod(user: SignedIn, method = uniqueMpesaMethod()) {
  const saved = await call(user, 'POST', 'wallet/withdrawal-methods/', method);
  expect(saved.statusCode).toBe(201);
  const id = saved.json<{ id: number }>().id;
  // Past its cooling-off, so a withdrawal may use it (the cooling-off is wallet/step-up.test.ts's).
  await coolOff(t.database, id);
  return { id, method };
}

const withdrawBody = (methodId: number, amount = 1000) => ({
  amount,
  original_currency: 'KES',
  original_amount: amount,
  method: methodId,
  is_automatic: false,
});

/** Walks the sandbox PayPal checkout like a browser and executes it: the post is funded by PayPal. */
async function fundWithPaypal(user: SignedIn, kes: number): Promise<number> {
  const linkId = await savePost(t, user, { producer_amount: kes, targets_needed: Math.floor(kes / 10) });
  const checkout = await call(user, 'POST', 'wallet/checkout/paypal/', {
    targets_needed: Math.floor(kes / 10),
    link_id: linkId,
  });
  expect(checkout.statusCode).toBe(200);
  const url = new URL(checkout.json<{ checkout_url: string }>().checkout_url);
  const answer = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '', decision: 'approve' }).toString(),
  });
  const back = new URL(String(answer.headers.location));
  const executed = await call(user, 'POST', 'wallet/paypal-execute/', {
    paymentId: back.searchParams.get('paymentId'),
    payerId: back.searchParams.get('PayerID'),
    token: back.searchParams.get('token'),
  });
  expect(executed.statusCode).toBe(200);
  return linkId;
}

async function fundWithMpesa(user: SignedIn, kes: number): Promise<number> {
  const linkId = await savePost(t, user, { producer_amount: kes, targets_needed: Math.floor(kes / 10) });
  const ref = await startMpesa(t, user, linkId);
  expect((await deliverStk(t, stkCallback(ref, 0, kes))).statusCode).toBe(200);
  return linkId;
}

/** The user does one task the (sandbox) verifier confirms: a like on X. */
async function doVerifiedTask(user: SignedIn): Promise<void> {
  await connectPlatform(t.database.db, user.userId, 'twitter');
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
    platform: 'twitter',
    actionType: 'Likes',
  });
  const done = await call(user, 'POST', 'actions/twitter-like/', { link_id: link.id });
  expect(done.statusCode).toBe(200);
}

type ReferralRow = { user_id: number; payment_status: string; payable_amount: number; void_reason?: string };
const affiliate = async (user: SignedIn, language = 'en') =>
  (await call(user, 'GET', 'affiliate/', undefined, language)).json<{
    affiliate: { reward_balance: number; total_earnings: number; referrals: ReferralRow[] };
  }>().affiliate;
const referralOf = async (referrer: SignedIn, referred: SignedIn, language = 'en') =>
  (await affiliate(referrer, language)).referrals.find((row) => row.user_id === referred.userId);

const openAlerts = async (kind: string) =>
  (await t.app.services.operatorAlerts.open()).filter((alert) => alert.kind === kind);

/** A B2C result for our payout, naming who M-PESA paid. */
const b2cResult = (conversationId: string, receiver: string, phone = '254712345678') =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/mpesa/b2c-result/?key=${mpesaKey(t)}`,
    payload: {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ConversationID: conversationId,
        TransactionID: `R${randomUUID().slice(0, 9).toUpperCase()}`,
        ResultParameters: {
          ResultParameter: [{ Key: 'ReceiverPartyPublicName', Value: `${phone} - ${receiver}` }],
        },
      },
    },
  });

describe('one M-PESA number and one national ID per account', () => {
  test('a second account saving the same number or ID is refused, naming the field, and nothing is saved', async () => {
    const first = await register();
    const second = await register();
    const method = uniqueMpesaMethod();
    await saveMethod(first, method);

    const sameNumber = await call(second, 'POST', 'wallet/withdrawal-methods/', {
      ...uniqueMpesaMethod(),
      mpesa_phone: method.mpesa_phone,
    });
    expect(sameNumber.statusCode).toBe(400);
    expect(sameNumber.json()).toMatchObject({
      message:
        'This M-PESA number is already saved on another engage account. A number can receive payouts for one account only.',
      errors: { mpesa_phone: [expect.stringContaining('M-PESA number')] },
    });

    const sameId = await call(
      second,
      'POST',
      'wallet/withdrawal-methods/',
      { ...uniqueMpesaMethod(), id_number: method.id_number },
      'sw',
    );
    expect(sameId.statusCode).toBe(400);
    expect(sameId.json().errors.id_number).toEqual([
      'Nambari hii ya kitambulisho tayari imehifadhiwa kwenye akaunti nyingine ya engage. Mtu mmoja anaweza kuwa na akaunti moja tu inayopokea malipo.',
    ]);
    expect((await call(second, 'GET', 'wallet/withdrawal-methods/')).json()).toEqual({ results: [] });

    // Changing one's own method to someone else's number is refused the same way, and changes nothing.
    const own = await saveMethod(second);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/wallet/withdrawal-methods/${own.id}/`,
      headers: second.headers,
      payload: { ...own.method, id: own.id, mpesa_phone: method.mpesa_phone },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('mpesa_phone');
    const [kept] = (await call(second, 'GET', 'wallet/withdrawal-methods/')).json<{
      results: { mpesa_phone: string }[];
    }>().results;
    expect(kept?.mpesa_phone).toBe(own.method.mpesa_phone);

    // The owner may save their own number again (an update that keeps it).
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/wallet/withdrawal-methods/${(await call(first, 'GET', 'wallet/withdrawal-methods/')).json().results[0].id}/`,
      headers: first.headers,
      payload: { ...method, id: (await call(first, 'GET', 'wallet/withdrawal-methods/')).json().results[0].id },
    });
    expect(again.statusCode).toBe(200);
  });

  test('a number left on a deleted account can be saved by a live one', async () => {
    const gone = await register();
    const method = uniqueMpesaMethod();
    await saveMethod(gone, method);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));
    const next = await register();
    expect((await call(next, 'POST', 'wallet/withdrawal-methods/', method)).statusCode).toBe(201);
  });
});

describe('referral rewards', () => {
  test('the attack: a self-referral on the same device, funded by PayPal, is void and never withdrawable', async () => {
    const device = randomUUID();
    const referrer = await register({ device, ip: '41.90.10.5' });
    const second = await register({ device, ip: '197.232.61.9' }, referrer);
    await fundWithPaypal(second, 40_000);
    await doVerifiedTask(second);

    const row = await referralOf(referrer, second);
    expect(row).toMatchObject({
      payment_status: 'Void',
      payable_amount: 0,
      void_reason: 'You and the person you invited used the same device.',
    });
    expect((await referralOf(referrer, second, 'sw'))?.void_reason).toBe(
      'Wewe na mtu uliyemwalika mlitumia kifaa kimoja.',
    );
    // Long after any hold, nothing became withdrawable and the withdrawal is refused.
    await t.app.services.referrals.releaseMatured(new Date(Date.now() + 365 * DAY), referrer.userId);
    expect((await affiliate(referrer)).reward_balance).toBe(0);
    await saveMethod(referrer);
    const withdraw = await call(referrer, 'POST', 'affiliate/withdraw/');
    expect(withdraw.statusCode).toBe(400);
    expect(await t.app.services.ledger.balance({ kind: 'referral_pending', userId: referrer.userId })).toBe(0);
  });

  test('a PayPal-funded reward waits for the PayPal hold, not 24 hours, and for a verified task', async () => {
    const referrer = await register({ device: randomUUID(), ip: '41.90.20.5' });
    const friend = await register({ device: randomUUID(), ip: '105.160.3.7' }, referrer);
    await fundWithPaypal(friend, 40_000);
    expect(await referralOf(referrer, friend)).toMatchObject({ payment_status: 'Pending', payable_amount: 2000 });
    await saveMethod(referrer);

    // 25 hours later (the old hold), nothing is withdrawable.
    await t.app.services.referrals.releaseMatured(new Date(Date.now() + 25 * 3600_000), referrer.userId);
    expect((await affiliate(referrer)).reward_balance).toBe(0);
    expect((await call(referrer, 'POST', 'affiliate/withdraw/')).statusCode).toBe(400);

    // Past the PayPal hold but before the friend did anything: still pending.
    await t.app.services.referrals.releaseMatured(new Date(Date.now() + 181 * DAY), referrer.userId);
    expect(await referralOf(referrer, friend)).toMatchObject({ payment_status: 'Pending' });

    await doVerifiedTask(friend);
    expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 179 * DAY), referrer.userId)).toBe(0);
    expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 181 * DAY), referrer.userId)).toBe(1);
    expect(await referralOf(referrer, friend)).toMatchObject({ payment_status: 'Paid', payable_amount: 2000 });
    expect((await affiliate(referrer)).reward_balance).toBe(2000);
  });

  test('an M-PESA-funded reward waits three days', async () => {
    const referrer = await register({ device: randomUUID(), ip: '41.90.30.5' });
    const friend = await register({ device: randomUUID(), ip: '105.161.3.7' }, referrer);
    await fundWithMpesa(friend, 20_000);
    await doVerifiedTask(friend);
    expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 2 * DAY), referrer.userId)).toBe(0);
    expect(
      await t.app.services.referrals.releaseMatured(new Date(Date.now() + 3 * DAY + 60_000), referrer.userId),
    ).toBe(1);
  });

  test('the same public network voids the reward; the same M-PESA number found before release voids it too', async () => {
    const referrer = await register({ device: randomUUID(), ip: '41.90.40.5' });
    const neighbour = await register({ device: randomUUID(), ip: '41.90.40.77' }, referrer);
    await fundWithMpesa(neighbour, 20_000);
    expect(await referralOf(referrer, neighbour)).toMatchObject({
      payment_status: 'Void',
      void_reason: 'You and the person you invited signed up from the same network.',
    });

    const other = await register({ device: randomUUID(), ip: '41.90.41.5' });
    const friend = await register({ device: randomUUID(), ip: '105.162.3.7' }, other);
    await fundWithMpesa(friend, 20_000);
    await doVerifiedTask(friend);
    // The friend saves a number, is paid to it, removes it; the referrer then saves it.
    const method = uniqueMpesaMethod();
    const saved = await saveMethod(friend, method);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/wallet/withdrawal-methods/${saved.id}/`,
      headers: friend.headers,
    });
    await t.database.db.insert(withdrawals).values({
      userId: friend.userId,
      source: 'earnings',
      mpesaPhone: method.mpesa_phone,
      amountCents: 100_000,
      originalCurrency: 'KES',
      originalAmountCents: 100_000,
      status: 'failed',
      originatorConversationId: `engage-${randomUUID()}`,
    });
    await saveMethod(other, { ...uniqueMpesaMethod(), mpesa_phone: method.mpesa_phone });
    expect(await t.app.services.referrals.releaseMatured(new Date(Date.now() + 4 * DAY), other.userId)).toBe(0);
    expect(await referralOf(other, friend)).toMatchObject({
      payment_status: 'Void',
      payable_amount: 0,
      void_reason: 'You and the person you invited use the same M-PESA number.',
    });
    expect(await t.app.services.ledger.balance({ kind: 'referral_pending', userId: other.userId })).toBe(0);
    const statement = (await call(other, 'GET', 'wallet/statement/')).json<{ results: { description: string }[] }>();
    expect(statement.results.map((line) => line.description)).toContain(
      'Referral reward cancelled: you and the person you invited share a device, network or M-PESA number',
    );
  });
});

describe('flagged accounts: their withdrawals wait for review', () => {
  test('a post paid by PayPal and cancelled back to the balance pays the next post, but its withdrawal waits for review', async () => {
    const thief = await register({ device: randomUUID() });
    const linkId = await fundWithPaypal(thief, 5000);
    expect((await call(thief, 'POST', `links/${linkId}/actions/`, { action: 'cancel' })).statusCode).toBe(200);
    const returned = await t.app.services.ledger.balance({ kind: 'consumer_available', userId: thief.userId });
    expect(returned).toBeGreaterThanOrEqual(100_000);

    const [review] = await t.database.db.select().from(payoutReviews).where(eq(payoutReviews.userId, thief.userId));
    expect(review).toMatchObject({
      reason: 'card_return',
      clearedAt: null,
      detail: `${kes(returned)} of post #${linkId}, paid by PayPal, went back to the balance`,
    });
    const alerts = (await call(thief, 'GET', 'alerts/')).json<{ results: { alert_text: string }[] }>().results;
    expect(alerts.map((alert) => alert.alert_text)).toContain(
      'You keep earning as usual, but your withdrawals will wait for a person at engage to review them: money from a post paid by card or PayPal came back to your balance; it can pay for your next post at once. Nothing is taken from your balance.',
    );

    // The returned money pays the next post at once.
    const next = await savePost(t, thief, { producer_amount: 1000, targets_needed: 100 });
    expect((await call(thief, 'POST', 'wallet/checkout/balance/', { link_id: next })).statusCode).toBe(200);

    const { id: methodId } = await saveMethod(thief);
    const asked = await call(thief, 'POST', 'wallet/withdraw/', withdrawBody(methodId, 1000));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ transaction_status: 'Waiting for review' });
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, thief.userId));
    expect(row).toMatchObject({ status: 'review', reviewReason: 'card_return', conversationId: null });
  });

  test('a post paid by M-PESA and cancelled back to the balance leaves withdrawals as they were', async () => {
    const producer = await register({ device: randomUUID() });
    const linkId = await fundWithMpesa(producer, 3000);
    expect((await call(producer, 'POST', `links/${linkId}/actions/`, { action: 'cancel' })).statusCode).toBe(200);
    expect(
      await t.app.services.ledger.balance({ kind: 'consumer_available', userId: producer.userId }),
    ).toBeGreaterThanOrEqual(100_000);
    expect(await t.database.db.select().from(payoutReviews).where(eq(payoutReviews.userId, producer.userId))).toEqual(
      [],
    );
  });

  test('past FARM_ACCOUNTS_PER_DEVICE the next account is flagged; its withdrawal waits, with why, until an operator decides', async () => {
    const device = randomUUID();
    const family = [];
    for (let i = 0; i < 3; i += 1) family.push(await register({ device }));
    const fourth = await register({ device });
    for (const member of family) {
      expect(await t.database.db.select().from(payoutReviews).where(eq(payoutReviews.userId, member.userId))).toEqual(
        [],
      );
    }
    const [review] = await t.database.db.select().from(payoutReviews).where(eq(payoutReviews.userId, fourth.userId));
    expect(review).toMatchObject({ reason: 'shared_device', clearedAt: null });

    // It keeps earning, and is told why in its alerts.
    await doVerifiedTask(fourth);
    const alerts = (await call(fourth, 'GET', 'alerts/')).json<{ results: { alert_text: string }[] }>().results;
    expect(alerts.map((alert) => alert.alert_text)).toContain(
      'You keep earning as usual, but your withdrawals will wait for a person at engage to review them: several engage accounts have been used on this device. Nothing is taken from your balance.',
    );

    await creditAvailable(t, fourth.userId, 3000);
    const { id: methodId } = await saveMethod(fourth);
    const asked = await call(fourth, 'POST', 'wallet/withdraw/', withdrawBody(methodId, 2000));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      transaction_status: 'Waiting for review',
      message:
        'Your withdrawal of KES 2,000.00 is waiting for review: several engage accounts have been used on this device. Your money stays held; a person at engage will either send it or put it back in your balance.',
    });
    const held = () => t.app.services.ledger.balance({ kind: 'withdrawal_hold', userId: fourth.userId });
    const available = () => t.app.services.ledger.balance({ kind: 'consumer_available', userId: fourth.userId });
    expect(await held()).toBe(200_000);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, fourth.userId));
    expect(row).toMatchObject({ status: 'review', conversationId: null, acceptedAt: null });

    // The user sees it waiting, and why, in both languages; the operator is alerted.
    const history = (await call(fourth, 'GET', 'wallet/transactions/', undefined, 'sw')).json().results.transactions;
    expect(history[0]).toMatchObject({
      transaction_status: 'Waiting for review',
      status_description: 'Linasubiri kukaguliwa: akaunti kadhaa za engage zimetumika kwenye kifaa hiki.',
    });
    const statement = (await call(fourth, 'GET', 'wallet/statement/')).json().results;
    expect(statement[0]).toMatchObject({ kind: 'withdrawal', status: 'review' });
    expect((await openAlerts('withdrawal_review')).map((alert) => alert.subject)).toContain(`withdrawal:${row?.id}`);

    // Refused: the money goes back, with the operator's note; nothing is taken.
    await t.app.services.wallet.decideReview(row?.id ?? 0, 'refuse', 'We could not confirm the account.');
    expect(await held()).toBe(0);
    expect(await available()).toBe(300_000);
    const refused = (await call(fourth, 'GET', 'wallet/transactions/')).json().results.transactions[0];
    expect(refused).toMatchObject({
      transaction_status: 'Failed',
      status_description: 'Not sent after review: We could not confirm the account. The money is back in your balance.',
    });

    // Another one, approved: it is sent to M-PESA like any other and paid.
    const second = await call(fourth, 'POST', 'wallet/withdraw/', withdrawBody(methodId, 1000));
    const secondRow = (
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, fourth.userId))
    ).find((candidate) => candidate.status === 'review');
    expect(second.json().transaction_status).toBe('Waiting for review');
    const sent = await t.app.services.wallet.decideReview(secondRow?.id ?? 0, 'send', '');
    expect(sent).toMatchObject({ status: 'pending' });
    expect(sent?.conversationId).toBeTruthy();
    await b2cResult(sent?.conversationId ?? '', 'WANJIRU KAMAU');
    expect(await available()).toBe(200_000);
    expect(await held()).toBe(0);
  });

  test('past FARM_SIGNUPS_PER_NETWORK_PER_DAY on a public network the next sign-up is flagged; loopback never counts', async () => {
    const onNetwork = [];
    for (let i = 0; i < 4; i += 1) onNetwork.push(await register({ device: randomUUID(), ip: `154.122.9.${10 + i}` }));
    const flagged = await t.database.db.select().from(payoutReviews).where(eq(payoutReviews.reason, 'busy_network'));
    expect(flagged.map((row) => row.userId)).toEqual([onNetwork[3]?.userId]);

    // A test run, an office: many sign-ups from 127.0.0.1 and a private network flag no one.
    const local = [];
    for (let i = 0; i < 5; i += 1)
      local.push(await register({ device: randomUUID(), ip: i % 2 ? '10.0.0.5' : '127.0.0.1' }));
    const localIds = new Set(local.map((user) => user.userId));
    const reviews = await t.database.db.select().from(payoutReviews);
    expect(reviews.filter((row) => localIds.has(row.userId))).toEqual([]);
  });
});

describe('the receiver M-PESA names', () => {
  test('a payout paid to another name stays paid, and the next one waits for review', async () => {
    const user = await register({ device: randomUUID() });
    await creditAvailable(t, user.userId, 5000);
    const { id: methodId } = await saveMethod(user, {
      ...uniqueMpesaMethod(),
      first_name: 'Wanjiru',
      last_name: 'Kamau',
    });

    // A middle name, capitals and a masked surname are the same person.
    const first = await call(user, 'POST', 'wallet/withdraw/', withdrawBody(methodId, 1000));
    await b2cResult(first.json().transaction_id, 'WANJIRU NJERI K***');
    const second = await call(user, 'POST', 'wallet/withdraw/', withdrawBody(methodId, 1000));
    expect(second.json().transaction_status).toBe('Pending');

    await b2cResult(second.json().transaction_id, 'JOHN OTIENO');
    const paid = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
    expect(paid.map((row) => row.status)).toEqual(['completed', 'completed']);
    expect(await t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId })).toBe(300_000);

    const third = await call(user, 'POST', 'wallet/withdraw/', withdrawBody(methodId, 1000));
    expect(third.json()).toMatchObject({
      transaction_status: 'Waiting for review',
      message: expect.stringContaining(
        'M-PESA paid a person whose name differs from the one on your withdrawal method.',
      ),
    });
    const alerts = await openAlerts('withdrawal_review');
    expect(alerts.find((alert) => alert.subject === `user:${user.userId}`)?.message).toContain('JOHN OTIENO');
  });
});
