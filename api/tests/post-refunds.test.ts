/**
 * A closed post's unspent budget refunded through the provider that took the payment, on a
 * production-mode server whose Daraja and PayPal are the local fakes (real adapters, real HTTP
 * both ways, real database): a partial M-PESA return paid by B2C to the paying number, a B2C
 * the line refuses going to the engage balance, a partial PayPal refund and its webhook booked
 * once (never a take-back), and no second payment from a repeated cancel or job run.
 */
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { links, notifications, operatorAlerts, payments, postRefunds } from '../src/db/schema';
import type { RunningFakes } from '../src/fakes/fakes-server';
import { signUp, type SignedIn } from './auth-helpers';
import { expectBooksBalanced, postBody } from './payment-helpers';
import { startOnFakes, type OnFakes } from './production-on-fakes';
import type { TestDatabase } from './test-database';
import type { TestApp } from './test-app';
import { until } from './until';
import { kes } from '../src/modules/ledger/money-text';

jest.setTimeout(60_000);

let world: OnFakes;
let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;

beforeAll(async () => {
  world = await startOnFakes('post-refunds', {
    callbackDelayMs: 200,
    environment: { RECONCILE_AFTER_SECONDS: '1', PAYPAL_KES_PER_USD: '130.25' },
  });
  ({ fakes, database, app } = world);
});

afterAll(() => world?.close());

const t = () => ({ app, database }) as unknown as TestApp;
const HOUR_MS = 60 * 60 * 1000;

async function post<T = Record<string, unknown>>(user: SignedIn, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/${url}`, headers: user.headers, payload });
  return { status: response.statusCode, body: response.json<T>() };
}

async function get<T = Record<string, unknown>>(user: SignedIn, url: string) {
  const response = await app.inject({ method: 'GET', url: `/api/${url}`, headers: user.headers });
  return { status: response.statusCode, body: response.json<T>() };
}

async function fake<T = Record<string, unknown>>(path: string, body: object = {}): Promise<T> {
  const response = await fetch(`${fakes.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const paymentOf = async (linkId: number) =>
  (await database.db.select().from(payments).where(eq(payments.linkId, linkId)))[0];
const linkOf = async (linkId: number) => (await database.db.select().from(links).where(eq(links.id, linkId)))[0];
const refundsOf = (linkId: number) =>
  database.db.select().from(postRefunds).where(eq(postRefunds.linkId, linkId)).orderBy(postRefunds.id);
const alertsAbout = (kind: string, subject: string) =>
  database.db
    .select()
    .from(operatorAlerts)
    .where(and(eq(operatorAlerts.kind, kind), eq(operatorAlerts.subject, subject)));
const balance = (userId: number) => app.services.ledger.balance({ kind: 'consumer_available', userId });
const escrow = (linkId: number) => app.services.ledger.balance({ kind: 'producer_escrow', linkId });
const hold = (linkId: number) => app.services.ledger.balance({ kind: 'refund_hold', linkId });

/** A new producer's post, paid with an M-PESA prompt from `phone` and live. */
async function paidByMpesa(phone: string): Promise<{ producer: SignedIn; linkId: number }> {
  const producer = await signUp(app, database, { verified: true });
  const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
  const linkId = saved.body.link_id;
  expect((await post(producer, 'wallet/checkout/mpesa/', { phone, link_id: linkId })).status).toBe(200);
  await until(async () => (await linkOf(linkId))?.status === 'active', 'the post going live');
  return { producer, linkId };
}

/** A new producer's post, paid through PayPal's checkout and live. */
async function paidByPaypal(): Promise<{ producer: SignedIn; linkId: number; orderId: string }> {
  const producer = await signUp(app, database, { verified: true });
  const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
  const linkId = saved.body.link_id;
  const checkout = await post<{ checkout_url: string }>(producer, 'wallet/checkout/paypal/', {
    targets_needed: 150,
    link_id: linkId,
  });
  const orderId = new URL(checkout.body.checkout_url).searchParams.get('token') ?? '';
  await fake(`/paypal/_fake/orders/${orderId}/approve`, { payer_id: 'PAYERREF001' });
  const payment = await paymentOf(linkId);
  const executed = await post(producer, 'wallet/paypal-execute/', {
    paymentId: payment?.providerRef,
    payerId: 'PAYERREF001',
    token: orderId,
  });
  expect(executed.status).toBe(200);
  expect((await linkOf(linkId))?.status).toBe('active');
  return { producer, linkId, orderId };
}

/** `times` consumers' engagements with the post, credited as the task flow credits them. */
async function engaged(linkId: number, times: number): Promise<number> {
  const link = await linkOf(linkId);
  if (!link) throw new Error('no link');
  for (let i = 0; i < times; i++) {
    const consumer = await signUp(app, database, { verified: true });
    await app.services.ledger.transfer({
      idempotencyKey: `test-engagement:${linkId}:${consumer.userId}`,
      kind: 'task_reward',
      legs: [
        { account: { kind: 'producer_escrow', linkId }, amountCents: -link.rewardCents },
        { account: { kind: 'consumer_pending', userId: consumer.userId }, amountCents: link.rewardCents },
      ],
    });
  }
  await database.db.update(links).set({ targetsReached: times }).where(eq(links.id, linkId));
  return link.rewardCents * times;
}

const alertTexts = async (userId: number) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.alertText);

describe('the choice', () => {
  it('is the balance by default, offers the paying M-PESA number, and can be changed while the post lives', async () => {
    const { producer, linkId } = await paidByMpesa('254708374149');
    expect((await get(producer, `links/${linkId}/return-to/`)).body).toEqual({
      return_to: 'balance',
      provider: 'mpesa',
      phone: '0708374149',
    });
    const chosen = await post<{ message: string }>(producer, `links/${linkId}/return-to/`, { return_to: 'provider' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.message).toBe('Saved: when this post ends, its unspent budget goes back to M-PESA 0708374149.');
    expect((await linkOf(linkId))?.returnTo).toBe('provider');
    // Another's post is unknown.
    const other = await signUp(app, database, { verified: true });
    expect((await get(other, `links/${linkId}/return-to/`)).status).toBe(404);
  });

  it('a post paid from the engage balance goes back there only: the provider is a 400 naming the field', async () => {
    const producer = await signUp(app, database, { verified: true });
    await app.services.ledger.transfer({
      idempotencyKey: `test-credit:${producer.userId}`,
      kind: 'test_credit',
      legs: [
        { account: { kind: 'external_mpesa' }, amountCents: -200_000 },
        { account: { kind: 'consumer_available', userId: producer.userId }, amountCents: 200_000 },
      ],
    });
    const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
    const linkId = saved.body.link_id;
    expect((await post(producer, 'wallet/checkout/balance/', { link_id: linkId })).status).toBe(200);
    expect((await get(producer, `links/${linkId}/return-to/`)).body).toMatchObject({ provider: null });
    const refused = await post<{ errors: Record<string, string[]> }>(producer, `links/${linkId}/actions/`, {
      action: 'cancel',
      return_to: 'provider',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.return_to).toEqual([
      'This post was paid from your engage balance, so its unspent budget can only go back there.',
    ]);
    expect((await linkOf(linkId))?.status).toBe('active');
    await expectBooksBalanced(t());
  });
});

describe('M-PESA', () => {
  it('a partial return is paid by B2C to the paying number once; a repeat cancel or job run pays nothing more', async () => {
    const { producer, linkId } = await paidByMpesa('254708374149');
    await engaged(linkId, 3);
    const unspent = await escrow(linkId);
    const cancel = await post<{ message: string; post: { status: string; returned: number } }>(
      producer,
      `links/${linkId}/actions/`,
      { action: 'cancel', return_to: 'provider' },
    );
    expect(cancel.status).toBe(200);
    const whole = Math.floor(unspent / 100) * 100;
    expect(cancel.body.message).toBe(`Your post is cancelled. ${kes(whole)} is being refunded to M-PESA 0708374149.`);
    expect(cancel.body.post).toMatchObject({ status: 'cancelled', returned: unspent / 100 });
    await until(async () => (await refundsOf(linkId))[0]?.status === 'refunded', 'the B2C result booked');

    const [refund] = await refundsOf(linkId);
    expect(refund).toMatchObject({ provider: 'mpesa', phone: '254708374149', amountCents: whole });
    expect(refund?.receipt).toMatch(/^[A-Z0-9]{10}$/);
    // The cents M-PESA cannot send went to the balance; the hold is empty.
    expect(await balance(producer.userId)).toBe(unspent - whole);
    expect(await hold(linkId)).toBe(0);
    expect(await escrow(linkId)).toBe(0);
    expect(await alertTexts(producer.userId)).toContainEqual(expect.stringMatching(/refunded to M-PESA 0708374149/));

    expect((await post(producer, `links/${linkId}/actions/`, { action: 'cancel', return_to: 'provider' })).status).toBe(
      409,
    );
    await app.services.postRefunds.run(new Date(Date.now() + 2 * HOUR_MS));
    const sent = await fakes.daraja.payoutRequests();
    expect(sent.filter((id) => id === refund?.requestId)).toHaveLength(1);

    // The report and the receipt say where it went.
    const report = await get<{ money: { refunds: unknown[] } }>(producer, `links/${linkId}/report/`);
    expect(report.body.money.refunds).toEqual([
      { amount: whole / 100, to: 'M-PESA 0708374149', state: 'refunded', reference: refund?.receipt },
    ]);
    const receipt = await get<{ description: string; provider: string | null; receipt: string | null }>(
      producer,
      `receipts/return/${linkId}/`,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.body.description).toBe('Unspent budget refunded to M-PESA 0708374149');
    expect(receipt.body).toMatchObject({ provider: 'mpesa', receipt: refund?.receipt });
    await expectBooksBalanced(t());
  });

  it('a B2C the line refuses is confirmed with Transaction Status, then goes to the engage balance', async () => {
    const { producer, linkId } = await paidByMpesa('254799999999');
    await post(producer, `links/${linkId}/return-to/`, { return_to: 'provider' });
    const unspent = await escrow(linkId);
    expect((await post(producer, `links/${linkId}/actions/`, { action: 'cancel' })).status).toBe(200);
    await until(async () => (await refundsOf(linkId))[0]?.status === 'to_balance', 'the refusal booked');
    expect(await balance(producer.userId)).toBe(unspent);
    expect(await hold(linkId)).toBe(0);
    expect(await alertTexts(producer.userId)).toContainEqual(
      expect.stringMatching(/M-PESA 0799999999 did not take the refund .* it went to your engage balance instead/),
    );
    await expectBooksBalanced(t());
  });

  it('an expiry honours the choice made while the post lived, and its alert says where the money goes', async () => {
    const { producer, linkId } = await paidByMpesa('254708374149');
    await post(producer, `links/${linkId}/return-to/`, { return_to: 'provider' });
    const expiresAt = (await linkOf(linkId))?.expiresAt ?? new Date();
    await app.services.postLife.expireDue(new Date(expiresAt.getTime() + 1000));
    expect((await linkOf(linkId))?.status).toBe('expired');
    expect(await alertTexts(producer.userId)).toContainEqual(
      expect.stringMatching(/has ended\. KES [\d,]+\.00 is being refunded to M-PESA 0708374149\.$/),
    );
    await app.services.postRefunds.run();
    await until(async () => (await refundsOf(linkId))[0]?.status === 'refunded', 'the B2C result booked');
    expect(await hold(linkId)).toBe(0);
    await expectBooksBalanced(t());
  });

  it('a crash after the return was marked asked and before M-PESA heard of it loses nothing: the job sends it once', async () => {
    const { producer, linkId } = await paidByMpesa('254708374149');
    await post(producer, `links/${linkId}/return-to/`, { return_to: 'provider' });
    const expiresAt = (await linkOf(linkId))?.expiresAt ?? new Date();
    await app.services.postLife.expireDue(new Date(expiresAt.getTime() + 1000));
    // What the database holds after a SIGKILL between "asked" and the B2C request.
    await database.db
      .update(postRefunds)
      .set({ status: 'asked', askedAt: new Date(), attempts: 1 })
      .where(eq(postRefunds.linkId, linkId));
    const [asked] = await refundsOf(linkId);
    await app.services.postRefunds.run(new Date(Date.now() + HOUR_MS / 2));
    await until(async () => (await refundsOf(linkId))[0]?.status === 'refunded', 'the B2C result booked');
    await app.services.postRefunds.run(new Date(Date.now() + HOUR_MS / 2));
    const sent = await fakes.daraja.payoutRequests();
    expect(sent.filter((id) => id === asked?.requestId)).toHaveLength(1);
    expect(await hold(linkId)).toBe(0);
    await expectBooksBalanced(t());
  });

  it('a return whose answer is lost is asked about, never sent again, and raises refund_stuck while open', async () => {
    const { producer, linkId } = await paidByMpesa('254708374149');
    await fake('/daraja/_fake/next', { callback: 'never' });
    expect((await post(producer, `links/${linkId}/actions/`, { action: 'cancel', return_to: 'provider' })).status).toBe(
      200,
    );
    const [asked] = await refundsOf(linkId);
    expect(asked?.status).toBe('asked');
    await app.services.postRefunds.run(new Date(Date.now() + 2 * HOUR_MS));
    await until(async () => (await refundsOf(linkId))[0]?.status === 'refunded', 'settled by Transaction Status');
    const sent = await fakes.daraja.payoutRequests();
    expect(sent.filter((id) => id === asked?.requestId)).toHaveLength(1);
    expect(await alertsAbout('refund_stuck', `post-refund:${asked?.id}`)).toHaveLength(1);
    await expectBooksBalanced(t());
  });
});

describe('PayPal', () => {
  it('a partial refund of the capture in USD, its webhook booked once and never taken for a take-back', async () => {
    const { producer, linkId, orderId } = await paidByPaypal();
    await engaged(linkId, 5);
    const unspent = await escrow(linkId);
    const payment = await paymentOf(linkId);
    expect((await get(producer, `links/${linkId}/return-to/`)).body).toMatchObject({ provider: 'paypal' });
    const cancel = await post<{ message: string }>(producer, `links/${linkId}/actions/`, {
      action: 'cancel',
      return_to: 'provider',
    });
    expect(cancel.body.message).toMatch(/is being refunded to PayPal\.$/);
    const [refund] = await refundsOf(linkId);
    expect(refund).toMatchObject({ status: 'refunded', currency: 'USD', amountCents: unspent });
    const usd = Math.floor((unspent * (payment?.originalAmountCents ?? 0)) / (payment?.amountCents ?? 1));
    expect(refund?.providerAmountCents).toBe(usd);
    expect(refund?.receipt).toMatch(/^[0-9A-Z]{17}$/);

    // PayPal announces the refund (twice, as it retries): ours, booked already, not a take-back.
    const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${orderId}`, {
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      times: 2,
    });
    expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200, 200]);
    expect(await paymentOf(linkId)).toMatchObject({ status: 'completed' });
    expect(await alertsAbout('reversal', `payment:${payment?.id}`)).toHaveLength(0);
    expect(await app.services.ledger.balance({ kind: 'producer_debt', userId: producer.userId })).toBe(0);
    expect(await balance(producer.userId)).toBe(0);
    expect(await hold(linkId)).toBe(0);

    // The same request again (a retry) is PayPal's first refund: nothing more is taken.
    await app.services.postRefunds.run(new Date(Date.now() + 2 * HOUR_MS));
    const inspected = await fetch(`${fakes.url}/paypal/_fake/orders`).then(
      (response) =>
        response.json() as Promise<{
          orders: { id: string; capture: { refunds: { amount: { currency_code: string; value: string } }[] } | null }[];
        }>,
    );
    const refunds = inspected.orders.find((order) => order.id === orderId)?.capture?.refunds;
    expect(refunds).toHaveLength(1);
    // Partial, in the capture's currency: what the unspent KES bought in USD at the payment's rate, rounded down.
    expect(refunds?.[0]?.amount).toEqual({
      currency_code: 'USD',
      value: `${Math.floor(usd / 100)}.${String(usd % 100).padStart(2, '0')}`,
    });
    await expectBooksBalanced(t());
  });

  it('a refund PayPal only accepts (PENDING) is booked when its webhook arrives', async () => {
    const { producer, linkId, orderId } = await paidByPaypal();
    await fake('/paypal/_fake/next', { refundStatus: 'PENDING' });
    await post(producer, `links/${linkId}/actions/`, { action: 'cancel', return_to: 'provider' });
    const [asked] = await refundsOf(linkId);
    expect(asked?.status).toBe('asked');
    expect(await hold(linkId)).toBeGreaterThan(0);
    // The job looks the refund up by its id (still PENDING): nothing is asked again, an operator is told.
    await app.services.postRefunds.run(new Date(Date.now() + 2 * HOUR_MS));
    expect((await refundsOf(linkId))[0]?.status).toBe('asked');
    const orders = await fetch(`${fakes.url}/paypal/_fake/orders`).then(
      (response) => response.json() as Promise<{ orders: { id: string; capture: { refunds: unknown[] } | null }[] }>,
    );
    expect(orders.orders.find((order) => order.id === orderId)?.capture?.refunds).toHaveLength(1);
    expect(await alertsAbout('refund_stuck', `post-refund:${asked?.id}`)).toHaveLength(1);
    await fake(`/paypal/_fake/webhooks/${orderId}`, { event_type: 'PAYMENT.CAPTURE.REFUNDED' });
    expect((await refundsOf(linkId))[0]?.status).toBe('refunded');
    expect(await hold(linkId)).toBe(0);
    expect(await paymentOf(linkId)).toMatchObject({ status: 'completed' });
    await expectBooksBalanced(t());
  });

  it('a refund we did not ask for is still a take-back', async () => {
    const { linkId, orderId } = await paidByPaypal();
    const payment = await paymentOf(linkId);
    await fake(`/paypal/_fake/webhooks/${orderId}`, { event_type: 'PAYMENT.CAPTURE.REFUNDED' });
    expect(await paymentOf(linkId)).toMatchObject({ status: 'refunded' });
    expect(await alertsAbout('reversal', `payment:${payment?.id}`)).toHaveLength(1);
    await expectBooksBalanced(t());
  });
});
