/**
 * A production-mode server with the Daraja and PayPal settings pointed at the local fakes:
 * real adapters, real HTTP both ways (the fakes call this server back), real database. It takes
 * payments, pays a withdrawal out, gives a double payment back, settles answers that were lost,
 * refuses forged callbacks, and never writes a secret to its log.
 */
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { links, payments, withdrawals } from '../src/db/schema';
import { callbackKey } from '../src/modules/wallet/mpesa-gateway';
import { FAKE_DARAJA, FAKE_PAYPAL, type RunningFakes } from '../src/fakes/fakes-server';
import { signUp, type SignedIn, coolOff } from './auth-helpers';
import { expectBooksBalanced, uniqueMpesaMethod, postBody } from './payment-helpers';
import { startOnFakes, type OnFakes, type ProductionApp } from './production-on-fakes';
import type { TestDatabase } from './test-database';
import type { TestApp } from './test-app';
import { until } from './until';

jest.setTimeout(60_000);

let world: OnFakes;
let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let server: ProductionApp;
let producer: SignedIn;

beforeAll(async () => {
  world = await startOnFakes('real-providers', { callbackDelayMs: 300, environment: { RECONCILE_AFTER_SECONDS: '1' } });
  ({ fakes, database, app } = world);
  server = world;
  producer = await signUp(app, database, { verified: true });
});

afterAll(() => world?.close());

const t = () => ({ app, database }) as unknown as TestApp;
const apiBase = () => fakes.apiEnvironment.PUBLIC_API_URL ?? '';

async function post<T = Record<string, unknown>>(user: SignedIn, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/${url}`, headers: user.headers, payload });
  return { status: response.statusCode, body: response.json<T>() };
}

async function savedPost(): Promise<number> {
  const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
  expect(saved.status).toBe(201);
  return saved.body.link_id;
}

const paymentsOf = (linkId: number) => database.db.select().from(payments).where(eq(payments.linkId, linkId));
const linkStatus = async (linkId: number) =>
  (await database.db.select().from(links).where(eq(links.id, linkId)))[0]?.status;

async function fake(path: string, body: object = {}): Promise<unknown> {
  const response = await fetch(`${fakes.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('M-PESA through Daraja', () => {
  it('an STK push is paid: the callback is confirmed by STK Push Query, then the post goes live once', async () => {
    const linkId = await savedPost();
    const push = await post<{ message: string }>(producer, 'wallet/checkout/mpesa/', {
      phone: '254708374149',
      link_id: linkId,
    });
    expect(push.status).toBe(200);
    await until(async () => (await linkStatus(linkId)) === 'active', 'the post going live');
    const [payment] = await paymentsOf(linkId);
    expect(payment).toMatchObject({ status: 'completed', receipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect(payment?.statusDescription).toContain('M-PESA receipt');
  });

  it('a cancelled prompt funds nothing, and the payer reads why', async () => {
    const linkId = await savedPost();
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254700001032', link_id: linkId });
    await until(async () => (await paymentsOf(linkId))[0]?.status === 'cancelled', 'the payment cancelled');
    expect((await paymentsOf(linkId))[0]?.statusDescription).toBe(
      'You cancelled the M-PESA prompt on your phone. Nothing was charged.',
    );
    expect(await linkStatus(linkId)).toBe('pending_payment');
  });

  it('a forged success callback changes nothing: M-PESA’s own query does not confirm it', async () => {
    const linkId = await savedPost();
    await fake('/daraja/_fake/next', { callback: 'never' });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254700001037', link_id: linkId });
    const [payment] = await paymentsOf(linkId);
    const forged = await fetch(`${apiBase()}/api/wallet/mpesa/stk-callback/?key=${callbackKey(app.config.jwtSecret)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: 'forged',
            CheckoutRequestID: payment?.providerRef,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 1500 },
                { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
                { Name: 'PhoneNumber', Value: 254700001037 },
              ],
            },
          },
        },
      }),
    });
    expect(forged.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await linkStatus(linkId)).toBe('pending_payment');
    expect((await paymentsOf(linkId))[0]?.status).not.toBe('completed');
  });

  it('a callback that never comes is settled by reconciliation asking M-PESA', async () => {
    const linkId = await savedPost();
    await fake('/daraja/_fake/next', { callback: 'never' });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await app.services.checkout.reconcile(1);
    expect(await linkStatus(linkId)).toBe('active');
  });

  it('a double payment is booked, given back with a Reversal once M-PESA confirms it, and the books balance', async () => {
    const linkId = await savedPost();
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254711223344', link_id: linkId });
    await until(async () => (await paymentsOf(linkId)).some((row) => row.status === 'duplicate'), 'the duplicate');
    await until(
      async () =>
        (await paymentsOf(linkId))
          .map((row) => row.status)
          .sort()
          .join() === 'completed,refunded',
      'the refund confirmed by the Reversal result',
    );
    await expectBooksBalanced(t());
  });

  /** A verified user with KES 5,000 available and an M-PESA method; `withdraw()` asks for KES 1,500. */
  async function withdrawer() {
    const user = await signUp(app, database, { verified: true });
    await app.services.ledger.transfer({
      idempotencyKey: `real-credit:${user.userId}`,
      kind: 'test_credit',
      legs: [
        { account: { kind: 'external_mpesa' }, amountCents: -500_000 },
        { account: { kind: 'consumer_available', userId: user.userId }, amountCents: 500_000 },
      ],
    });
    await post(user, 'users/step-up/', { password: user.password });
    const method = await post<{ id: number }>(user, 'wallet/withdrawal-methods/', uniqueMpesaMethod());
    expect(method.status).toBe(201);
    await coolOff(database, method.body.id);
    const body = {
      amount: 1500,
      original_currency: 'KES',
      original_amount: 1500,
      method: method.body.id,
      is_automatic: false,
    };
    const mine = () =>
      database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId)).orderBy(withdrawals.id);
    return {
      user,
      mine,
      withdraw: async () => {
        expect((await post(user, 'wallet/withdraw/', body)).status).toBe(200);
        const rows = await mine();
        return rows[rows.length - 1]!;
      },
      available: () => app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId }),
    };
  }

  it('a payout is sent once; one whose answer is lost is looked up with Transaction Status, never resent', async () => {
    const { withdraw, mine, available } = await withdrawer();
    await withdraw();
    await fake('/daraja/_fake/next', { callback: 'never' });
    await withdraw();
    await until(async () => (await mine()).some((row) => row.status === 'completed'), 'the first payout');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await app.services.wallet.reconcilePayouts(1);
    await until(async () => (await mine()).every((row) => row.status === 'completed'), 'the lost payout settled');
    const sent = await fakes.daraja.payoutRequests();
    for (const row of await mine()) {
      expect(sent.filter((id) => id === row.originatorConversationId)).toHaveLength(1);
      expect(row.statusDescription).toMatch(/^M-PESA receipt [A-Z0-9]{10}$/);
    }
    expect(await available()).toBe(200_000);
    await expectBooksBalanced(t());
  });

  async function callback(path: string, body: object): Promise<number> {
    const key = callbackKey(app.config.jwtSecret);
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(`${apiBase()}/api/wallet/mpesa/${path}${separator}key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }

  it('a forged failure moves no money: it is confirmed with Transaction Status, and a status result we never asked for is ignored', async () => {
    const { withdraw, mine, available } = await withdrawer();
    await fake('/daraja/_fake/next', { callback: 'never' });
    const paidOut = await withdraw();
    // M-PESA pays it; its result is lost, and one who knows the callback key says it failed.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const forgedFailure = {
      Result: {
        ResultType: 0,
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: paidOut.originatorConversationId,
        ConversationID: paidOut.conversationId,
        TransactionID: 'SKI0000000',
      },
    };
    expect(await callback('b2c-result/', forgedFailure)).toBe(200);
    await until(async () => (await mine())[0]?.status === 'completed', 'the payout confirmed as paid');
    expect(await available()).toBe(350_000);

    await fake('/daraja/_fake/next', { callback: 'never' });
    const second = await withdraw();
    const forgedStatus = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: '3213-416199-2',
        ConversationID: 'AG_20261128_0000493344ae97d86f75',
        TransactionID: 'UNK0000000',
        ResultParameters: {
          ResultParameter: [
            { Key: 'OriginatorConversationID', Value: second.originatorConversationId },
            { Key: 'TransactionStatus', Value: 'Failed' },
            { Key: 'Amount', Value: '1500' },
          ],
        },
      },
    };
    expect(await callback(`status-result/?withdrawal=${second.id}`, forgedStatus)).toBe(200);
    // Still held (or already paid, if the server's own reconciliation asked M-PESA meanwhile).
    expect((await mine())[1]?.status).not.toBe('failed');
    expect(await available()).toBe(200_000);
    expect(server.log()).toContain('answers no query of ours');
    // M-PESA's own answer, to our own query, settles it.
    await app.services.wallet.reconcilePayouts(1);
    await until(async () => (await mine())[1]?.status === 'completed', 'the second payout confirmed as paid');
    expect(await available()).toBe(200_000);
    await expectBooksBalanced(t());
  });

  it('a payout M-PESA never acknowledged is sent again with its own id: taken if M-PESA never had it, a duplicate if it had, paid once', async () => {
    const { withdraw, mine, available } = await withdrawer();
    // The first request meets a 5xx: M-PESA did not take it.
    await fake('/daraja/_fake/next', { status5xx: 1 });
    const neverTaken = await withdraw();
    expect(neverTaken.conversationId).toBeNull();
    // The second is taken, but our process dies before M-PESA's acknowledgement is written.
    await fake('/daraja/_fake/next', { callback: 'never' });
    const unacknowledged = await withdraw();
    await database.db
      .update(withdrawals)
      .set({ conversationId: null, acceptedAt: null })
      .where(eq(withdrawals.id, unacknowledged.id));
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await app.services.wallet.reconcilePayouts(1);
    await until(async () => (await mine()).every((row) => row.status === 'completed'), 'both payouts paid');
    const sent = await fakes.daraja.payoutRequests();
    expect(sent.filter((id) => id === neverTaken.originatorConversationId)).toHaveLength(1);
    expect(sent.filter((id) => id === unacknowledged.originatorConversationId)).toHaveLength(1);
    expect(await available()).toBe(200_000);
    await expectBooksBalanced(t());
  });
});

describe('PayPal Orders v2', () => {
  it('checkout → PayPal approval → the return page captures it and the post goes live, once', async () => {
    const linkId = await savedPost();
    const checkout = await post<{ checkout_url: string }>(producer, 'wallet/checkout/paypal/', {
      targets_needed: 150,
      link_id: linkId,
    });
    expect(checkout.status).toBe(200);
    const orderId = new URL(checkout.body.checkout_url).searchParams.get('token') ?? '';
    await fake(`/paypal/_fake/orders/${orderId}/approve`, { payer_id: 'PAYERFAKE01' });
    const [payment] = await paymentsOf(linkId);
    const back = { paymentId: payment?.providerRef, payerId: 'PAYERFAKE01', token: orderId };
    const executed = await post<{ message: string }>(producer, 'wallet/paypal-execute/', back);
    expect(executed.body).toEqual({ message: 'Payment successful. Your post is live.' });
    expect((await post(producer, 'wallet/paypal-execute/', back)).body).toEqual({
      message: 'Payment already completed. Your post is live.',
    });
    expect(await linkStatus(linkId)).toBe('active');
    expect((await paymentsOf(linkId))[0]).toMatchObject({ currency: 'USD', receipt: expect.any(String) });
  });

  it('a payer who approved and never came back is funded by the verified webhook, delivered twice, once', async () => {
    const linkId = await savedPost();
    const checkout = await post<{ checkout_url: string }>(producer, 'wallet/checkout/card/', { link_id: linkId });
    const orderId = new URL(checkout.body.checkout_url).searchParams.get('token') ?? '';
    await fake(`/paypal/_fake/orders/${orderId}/approve`);
    // Reconciliation captures the approved order; PayPal then announces the capture, twice.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app.services.checkout.reconcile(1);
    expect(await linkStatus(linkId)).toBe('active');
    await fake(`/paypal/_fake/webhooks/${orderId}`, { times: 2 });
    expect((await paymentsOf(linkId)).map((row) => row.status)).toEqual(['completed']);
    await expectBooksBalanced(t());
  });

  it('a declined capture funds nothing and the return page is told why', async () => {
    const linkId = await savedPost();
    const checkout = await post<{ checkout_url: string }>(producer, 'wallet/checkout/paypal/', {
      targets_needed: 150,
      link_id: linkId,
    });
    const orderId = new URL(checkout.body.checkout_url).searchParams.get('token') ?? '';
    await fake(`/paypal/_fake/orders/${orderId}/approve`, { payer_id: 'PAYERFAKE02' });
    await fake('/paypal/_fake/next', { declineCapture: true });
    const [payment] = await paymentsOf(linkId);
    const executed = await post<{ message: string }>(producer, 'wallet/paypal-execute/', {
      paymentId: payment?.providerRef,
      payerId: 'PAYERFAKE02',
      token: orderId,
    });
    expect(executed.status).toBe(400);
    expect(executed.body.message).toMatch(/^The payment failed: /);
    expect(await linkStatus(linkId)).toBe('pending_payment');
    expect((await paymentsOf(linkId))[0]?.status).toBe('failed');
  });

  it('a forged webhook event is refused', async () => {
    const response = await fetch(`${apiBase()}/api/wallet/paypal/webhook/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': 'forged',
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': 'Zm9yZ2Vk',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-forged',
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body: JSON.stringify({
        id: 'WH-FORGED',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { id: 'CAP', status: 'COMPLETED', custom_id: '1' },
      }),
    });
    expect(response.status).toBe(400);
  });
});

it('no secret reaches the log', () => {
  const log = server.log();
  expect(log.length).toBeGreaterThan(0);
  const secrets = [
    FAKE_DARAJA.consumerSecret,
    FAKE_DARAJA.passkey,
    FAKE_DARAJA.initiatorPassword,
    FAKE_PAYPAL.clientSecret,
    app.config.jwtSecret,
  ];
  for (const secret of secrets) expect(log).not.toContain(secret);
});
