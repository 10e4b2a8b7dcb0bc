/**
 * PayPal money that must always come out right, on a production-mode server whose PayPal is the
 * local fake (real adapter, real HTTP both ways, real database): a capture PayPal holds, a
 * result for a payment already closed, a chargeback after consumers engaged, a dispute, and
 * PayPal's fee and exchange rate in the ledger.
 */
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { links, operatorAlerts, payments } from '../src/db/schema';
import type { RunningFakes } from '../src/fakes/fakes-server';
import { paypalFee, toHundredths } from '../src/fakes/paypal-fake-state';
import { signUp, type SignedIn } from './auth-helpers';
import { expectBooksBalanced, postBody } from './payment-helpers';
import { startOnFakes, type OnFakes } from './production-on-fakes';
import type { TestDatabase } from './test-database';
import type { TestApp } from './test-app';

jest.setTimeout(60_000);

let world: OnFakes;
let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let producer: SignedIn;

beforeAll(async () => {
  world = await startOnFakes('paypal-money', {
    callbackDelayMs: 300,
    environment: { RECONCILE_AFTER_SECONDS: '1', PAYPAL_KES_PER_USD: '130.25' },
  });
  ({ fakes, database, app } = world);
  producer = await signUp(app, database, { verified: true });
});

afterAll(() => world?.close());

const t = () => ({ app, database }) as unknown as TestApp;
const HOUR_MS = 60 * 60 * 1000;

async function post<T = Record<string, unknown>>(user: SignedIn, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/${url}`, headers: user.headers, payload });
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
const alertsAbout = (kind: string, subject: string) =>
  database.db
    .select()
    .from(operatorAlerts)
    .where(and(eq(operatorAlerts.kind, kind), eq(operatorAlerts.subject, subject)));

/** A saved post, its PayPal checkout and the payer's approval; answers the order and our payment. */
async function approvedCheckout(): Promise<{ linkId: number; orderId: string; providerRef: string; id: number }> {
  const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
  const linkId = saved.body.link_id;
  const checkout = await post<{ checkout_url: string }>(producer, 'wallet/checkout/paypal/', {
    targets_needed: 150,
    link_id: linkId,
  });
  expect(checkout.status).toBe(200);
  const orderId = new URL(checkout.body.checkout_url).searchParams.get('token') ?? '';
  await fake(`/paypal/_fake/orders/${orderId}/approve`, { payer_id: 'PAYERHELD01' });
  const payment = await paymentOf(linkId);
  if (!payment) throw new Error('no payment row');
  return { linkId, orderId, providerRef: payment.providerRef, id: payment.id };
}

const execute = (checkout: { orderId: string; providerRef: string }) =>
  post<{ message: string }>(producer, 'wallet/paypal-execute/', {
    paymentId: checkout.providerRef,
    payerId: 'PAYERHELD01',
    token: checkout.orderId,
  });

describe('a capture PayPal holds (PENDING)', () => {
  it('keeps the payment open, tells the producer PayPal is holding it, and funds the post when PayPal completes it', async () => {
    const checkout = await approvedCheckout();
    // A currency the merchant account does not hold: PayPal keeps the capture pending until the merchant accepts it.
    await fake('/paypal/_fake/next', {
      captureStatus: 'PENDING',
      pendingReason: 'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
    });
    const executed = await execute(checkout);
    expect(executed.status).toBe(200);
    expect(executed.body.message).toMatch(/PayPal is holding/);
    expect(await paymentOf(checkout.linkId)).toMatchObject({
      status: 'pending',
      receipt: expect.any(String),
      statusDescription: expect.stringMatching(/PayPal is holding/),
    });

    // Long past the approval window: still open, never "Nothing was charged", and an operator is told.
    await app.services.checkout.reconcile(1, new Date(Date.now() + 4 * HOUR_MS));
    const held = await paymentOf(checkout.linkId);
    expect(held?.status).toBe('pending');
    expect(held?.statusDescription).not.toMatch(/Nothing was charged/);
    expect(await alertsAbout('payment_pending', `payment:${checkout.id}`)).toHaveLength(1);

    // The merchant accepts the payment: PayPal announces the completed capture.
    const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${checkout.orderId}`);
    expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200]);
    expect(await paymentOf(checkout.linkId)).toMatchObject({ status: 'completed' });
    expect((await linkOf(checkout.linkId))?.status).toBe('active');
    await expectBooksBalanced(t());
  });

  it('a denied capture fails the payment', async () => {
    const checkout = await approvedCheckout();
    await fake('/paypal/_fake/next', { captureStatus: 'PENDING' });
    await execute(checkout);
    await fake(`/paypal/_fake/webhooks/${checkout.orderId}`, { event_type: 'PAYMENT.CAPTURE.DENIED' });
    expect(await paymentOf(checkout.linkId)).toMatchObject({ status: 'failed' });
    expect((await linkOf(checkout.linkId))?.status).toBe('pending_payment');
  });

  it('a completed capture for a payment we had closed still funds the post, and the operator is told', async () => {
    const checkout = await approvedCheckout();
    await fake('/paypal/_fake/next', { captureStatus: 'PENDING' });
    await execute(checkout);
    // Closed on our side (as the old three-hour cancel did) while PayPal still held the money.
    await database.db
      .update(payments)
      .set({ status: 'cancelled', completedAt: new Date() })
      .where(eq(payments.id, checkout.id));
    const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${checkout.orderId}`);
    expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200]);
    expect(await paymentOf(checkout.linkId)).toMatchObject({ status: 'completed' });
    expect((await linkOf(checkout.linkId))?.status).toBe('active');
    expect(await alertsAbout('late_result', `payment:${checkout.id}`)).toHaveLength(1);
    await expectBooksBalanced(t());
  });
});

/** A post paid by PayPal and live. */
async function paidPost() {
  const checkout = await approvedCheckout();
  const executed = await execute(checkout);
  expect(executed.body).toEqual({ message: 'Payment successful. Your post is live.' });
  return checkout;
}

/** One consumer's engagement with the post, credited as the task flow credits it. */
async function engaged(linkId: number): Promise<{ consumer: SignedIn; rewardCents: number }> {
  const consumer = await signUp(app, database, { verified: true });
  const link = await linkOf(linkId);
  if (!link) throw new Error('no link');
  await app.services.ledger.transfer({
    idempotencyKey: `test-engagement:${linkId}:${consumer.userId}`,
    kind: 'task_reward',
    legs: [
      { account: { kind: 'producer_escrow', linkId }, amountCents: -link.rewardCents },
      { account: { kind: 'consumer_pending', userId: consumer.userId }, amountCents: link.rewardCents },
    ],
  });
  await database.db.update(links).set({ targetsReached: 1 }).where(eq(links.id, linkId));
  return { consumer, rewardCents: link.rewardCents };
}

describe('money PayPal takes back after consumers engaged', () => {
  it('a reversal (chargeback) is booked once: the post stops, consumers keep their earnings, the producer owes the rest', async () => {
    const checkout = await paidPost();
    const { consumer, rewardCents } = await engaged(checkout.linkId);
    const ledger = app.services.ledger;
    const escrowLeft = await ledger.balance({ kind: 'producer_escrow', linkId: checkout.linkId });
    const paid = (await paymentOf(checkout.linkId))?.amountCents ?? 0;

    // Delivered twice (PayPal retries until it hears 2xx): both answered, booked once.
    const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${checkout.orderId}`, {
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      times: 2,
    });
    expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200, 200]);
    expect(await paymentOf(checkout.linkId)).toMatchObject({ status: 'refunded' });
    expect((await linkOf(checkout.linkId))?.status).toBe('completed');
    expect(await ledger.balance({ kind: 'consumer_pending', userId: consumer.userId })).toBe(rewardCents);
    expect(await ledger.balance({ kind: 'producer_escrow', linkId: checkout.linkId })).toBe(0);
    expect(await ledger.balance({ kind: 'producer_debt', userId: producer.userId })).toBe(-(paid - escrowLeft));
    expect(await alertsAbout('reversal', `payment:${checkout.id}`)).toHaveLength(1);
    await expectBooksBalanced(t());
  });

  it('a refund made on PayPal’s site after engagement is booked the same way', async () => {
    const checkout = await paidPost();
    await engaged(checkout.linkId);
    const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${checkout.orderId}`, {
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
    });
    expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200]);
    expect(await paymentOf(checkout.linkId)).toMatchObject({ status: 'refunded' });
    expect((await linkOf(checkout.linkId))?.status).toBe('completed');
    expect(await alertsAbout('reversal', `payment:${checkout.id}`)).toHaveLength(1);
    await expectBooksBalanced(t());
  });

  it('a dispute opened, changed and resolved is recorded and told to an operator', async () => {
    const checkout = await paidPost();
    for (const event_type of ['CUSTOMER.DISPUTE.CREATED', 'CUSTOMER.DISPUTE.UPDATED', 'CUSTOMER.DISPUTE.RESOLVED']) {
      const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${checkout.orderId}`, {
        event_type,
      });
      expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200]);
    }
    const [alert] = await alertsAbout('dispute', `payment:${checkout.id}`);
    expect(alert?.message).toMatch(/PayPal dispute PP-D-\d+ opened .*MERCHANDISE_OR_SERVICE_NOT_RECEIVED/);
    // A dispute moves no money by itself: the post stays live until PayPal takes the money back.
    expect((await linkOf(checkout.linkId))?.status).toBe('active');
  });
});

describe('the exchange rate and PayPal’s fee', () => {
  it('prices PayPal at PAYPAL_KES_PER_USD, records the rate on the payment, and books PayPal’s fee as an expense', async () => {
    const ledger = app.services.ledger;
    const feesBefore = await ledger.balance({ kind: 'provider_fees' });
    const paypalBefore = await ledger.balance({ kind: 'external_paypal' });
    const checkout = await paidPost();
    const payment = await paymentOf(checkout.linkId);
    expect(payment).toMatchObject({
      amountCents: 150000,
      currency: 'USD',
      originalAmountCents: Math.ceil(150000 / 130.25),
      exchangeRate: expect.stringMatching(/^130\.25(00)?$/),
    });
    // PayPal's fee on the capture (seller_receivable_breakdown.paypal_fee), at the recorded rate.
    const feeUsdCents = Number(toHundredths(paypalFee({ currency_code: 'USD', value: '11.52' }).value));
    const feeKesCents = Math.round(feeUsdCents * 130.25);
    expect(feeUsdCents).toBeGreaterThan(0);
    expect((await ledger.balance({ kind: 'provider_fees' })) - feesBefore).toBe(-feeKesCents);
    // What PayPal settles to us: the payment less its fee.
    expect((await ledger.balance({ kind: 'external_paypal' })) - paypalBefore).toBe(-(150000 - feeKesCents));
    await expectBooksBalanced(t());
  });

  it('answers the PayPal price of a post (USD at the rate) before the producer pays', async () => {
    const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
    const response = await app.inject({
      method: 'GET',
      url: `/api/wallet/checkout/paypal/price/?link_id=${saved.body.link_id}`,
      headers: producer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ amount_kes: 1500, usd: '11.52', kes_per_usd: 130.25 });
  });
});

describe('a late capture for a post paid meanwhile', () => {
  it('is held as a duplicate and refunded through PayPal; PayPal’s refund event then books nothing more', async () => {
    const first = await approvedCheckout();
    await fake('/paypal/_fake/next', { captureStatus: 'PENDING' });
    await execute(first);
    await database.db
      .update(payments)
      .set({ status: 'cancelled', completedAt: new Date() })
      .where(eq(payments.id, first.id));
    // The producer pays again, and this payment funds the post.
    const again = await post<{ checkout_url: string }>(producer, 'wallet/checkout/paypal/', {
      targets_needed: 150,
      link_id: first.linkId,
    });
    const orderId = new URL(again.body.checkout_url).searchParams.get('token') ?? '';
    await fake(`/paypal/_fake/orders/${orderId}/approve`, { payer_id: 'PAYERHELD01' });
    const second = (await database.db.select().from(payments).where(eq(payments.token, orderId)))[0];
    expect((await execute({ orderId, providerRef: second?.providerRef ?? '' })).body).toEqual({
      message: 'Payment successful. Your post is live.',
    });

    // PayPal completes the first capture after all: money taken twice, the first is given back.
    await fake(`/paypal/_fake/webhooks/${first.orderId}`);
    expect((await database.db.select().from(payments).where(eq(payments.id, first.id)))[0]?.status).toBe('duplicate');
    expect(await alertsAbout('late_result', `payment:${first.id}`)).toHaveLength(1);
    await app.services.checkout.retryDuplicateRefunds();
    expect((await database.db.select().from(payments).where(eq(payments.id, first.id)))[0]?.status).toBe('refunded');

    const debtBefore = await app.services.ledger.balance({ kind: 'producer_debt', userId: producer.userId });
    const sent = await fake<{ transmissions: { status: number }[] }>(`/paypal/_fake/webhooks/${first.orderId}`, {
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
    });
    expect(sent.transmissions.map((transmission) => transmission.status)).toEqual([200]);
    expect(await app.services.ledger.balance({ kind: 'producer_debt', userId: producer.userId })).toBe(debtBefore);
    expect((await linkOf(first.linkId))?.status).toBe('active');
    expect(await alertsAbout('reversal', `payment:${first.id}`)).toHaveLength(0);
    await expectBooksBalanced(t());
  });
});
