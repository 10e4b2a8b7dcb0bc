/**
 * The PayPal adapter against the local fake PayPal, over real HTTP: the official SDK's requests
 * leave through its axios client for the fake's port, the webhook check through fetch, and the
 * fake's webhooks arrive at a real listener. The fake's own refusals are tested too: a fake that
 * accepted anything would prove nothing about what the adapter sends.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { paypalFake } from '../../fakes/paypal-fake';
import type { HostedCheckoutRequest, HostedPaymentRef } from '../../modules/checkout/hosted-checkout';
import { ProviderError } from '../provider-error';
import { PaypalCheckout } from './paypal-checkout';

const CLIENT_ID = 'AbEngageTestClientId';
const CLIENT_SECRET = 'EKengage-test-secret-0b3f9c';
const WEBHOOK_ID = '8PT597110X687430LKGECATA';
const BASIC = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

let fake: FastifyInstance;
let hooks: Server;
let base: string;
let shortLivedBase: string;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  // Stands for our webhook route: keeps each delivery's headers and raw body.
  hooks = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/api/webhooks/paypal/`;

  fake = Fastify();
  const credentials = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, webhookId: WEBHOOK_ID };
  await fake.register(paypalFake, { prefix: '/paypal', ...credentials, webhookUrl: hookUrl });
  await fake.register(paypalFake, { prefix: '/paypal-short', ...credentials, tokenTtlSeconds: 1 });
  const address = await fake.listen({ port: 0, host: '127.0.0.1' });
  base = `${address}/paypal`;
  shortLivedBase = `${address}/paypal-short`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => hooks.close(resolve));
});

beforeEach(async () => {
  await control('reset');
  deliveries.length = 0;
});

async function control(path: string, body: object = {}, at = base): Promise<Record<string, unknown>> {
  const response = await fetch(`${at}/_fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

interface FakeOrderSummary {
  id: string;
  status: string;
  request_id: string;
  intent: string;
  amount: { currency_code: string; value: string };
  custom_id: string | null;
  description: string | null;
  return_url: string;
  cancel_url: string | null;
  landing_page: string;
  user_action: string;
  shipping_preference: string;
  capture: { id: string; status: string; refunds: { id: string; status: string }[] } | null;
}

async function inspect(at = base): Promise<{ tokensIssued: number; orders: FakeOrderSummary[] }> {
  return (await (await fetch(`${at}/_fake/orders`)).json()) as { tokensIssued: number; orders: FakeOrderSummary[] };
}

const adapter = (options: { timeoutMs?: number; clientSecret?: string; webhookId?: string; baseUrl?: string } = {}) =>
  new PaypalCheckout(
    {
      baseUrl: options.baseUrl ?? base,
      clientId: CLIENT_ID,
      clientSecret: options.clientSecret ?? CLIENT_SECRET,
      webhookId: options.webhookId ?? WEBHOOK_ID,
    },
    { timeoutMs: options.timeoutMs ?? 3000 },
  );

let serial = 0;
function checkoutRequest(overrides: Partial<HostedCheckoutRequest> = {}): HostedCheckoutRequest {
  serial += 1;
  const reference = `PAYID-TEST${String(serial).padStart(6, '0')}`;
  return {
    provider: 'paypal',
    amountCents: 1234,
    currency: 'USD',
    description: 'Promotion of post #7',
    paymentId: 500 + serial,
    reference,
    returnUrl: `http://app.test/consumer/paypal-redirect?paymentId=${reference}`,
    cancelUrl: `http://app.test/consumer/paypal-redirect?paymentId=${reference}&cancelled=1`,
    apiBase: 'http://api.test',
    ...overrides,
  };
}

/** A checkout created and approved by the payer (through the control API, as no browser runs here). */
async function approved(paypal: PaypalCheckout, overrides: Partial<HostedCheckoutRequest> = {}) {
  const request = checkoutRequest(overrides);
  const { token } = await paypal.create(request);
  await control(`orders/${token}/approve`);
  const ref: HostedPaymentRef = { provider: request.provider, token, reference: request.reference };
  return { request, ref };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

/** Every ProviderError a test met: none may carry a credential (checked at the end). */
const seen: ProviderError[] = [];
const met = async (promise: Promise<unknown>) => {
  const error = await failure(promise);
  seen.push(error);
  return error;
};

describe('create', () => {
  test('sends intent CAPTURE in USD with our custom_id and PayPal-Request-Id, and answers the payer-action link', async () => {
    const paypal = adapter();
    const request = checkoutRequest();
    const created = await paypal.create(request);

    const [order] = (await inspect()).orders;
    expect(order).toMatchObject({
      id: created.token,
      status: 'PAYER_ACTION_REQUIRED',
      request_id: request.reference,
      intent: 'CAPTURE',
      amount: { currency_code: 'USD', value: '12.34' },
      custom_id: String(request.paymentId),
      description: 'Promotion of post #7',
      return_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      landing_page: 'LOGIN',
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    });
    expect(created.approveUrl).toBe(`${base}/checkoutnow?token=${created.token}`);
    expect(paypal.currency('paypal')).toBe('USD');
    expect(paypal.currency('card')).toBe('USD');
  });

  test('the same reference answers the same order: a retried create makes no second one', async () => {
    const paypal = adapter();
    const request = checkoutRequest();
    const first = await paypal.create(request);
    const again = await adapter().create(request);
    expect(again).toEqual(first);
    expect((await inspect()).orders).toHaveLength(1);
  });

  test('a card payment lands on the guest checkout', async () => {
    await adapter().create(checkoutRequest({ provider: 'card', amountCents: 5 }));
    expect((await inspect()).orders[0]).toMatchObject({ landing_page: 'GUEST_CHECKOUT', amount: { value: '0.05' } });
  });

  test('an amount or currency PayPal cannot charge is refused before anything is sent', async () => {
    const paypal = adapter();
    expect((await met(paypal.create(checkoutRequest({ currency: 'KES' })))).kind).toBe('refused');
    expect((await met(paypal.create(checkoutRequest({ amountCents: 0 })))).kind).toBe('refused');
    expect((await inspect()).orders).toHaveLength(0);
  });
});

describe('the approve page', () => {
  test('Pay now approves and returns to return_url with token and PayerID, keeping its own query', async () => {
    const request = checkoutRequest();
    const { token, approveUrl } = await adapter().create(request);
    const page = await fetch(approveUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('USD 12.34');
    expect(html).toContain('Pay now');

    const paid = await fetch(`${base}/checkoutnow`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/consumer/paypal-redirect');
    expect(back.searchParams.get('paymentId')).toBe(request.reference);
    expect(back.searchParams.get('token')).toBe(token);
    expect(back.searchParams.get('PayerID')).toMatch(/^[0-9A-Z]{13}$/);
    expect((await inspect()).orders[0]?.status).toBe('APPROVED');
  });

  test('Cancel returns to cancel_url with the token and leaves the order unapproved', async () => {
    const { token } = await adapter().create(checkoutRequest());
    const cancelled = await fetch(`${base}/checkoutnow`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'cancel' }).toString(),
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.headers.get('location') ?? '');
    expect(back.searchParams.get('cancelled')).toBe('1');
    expect(back.searchParams.get('token')).toBe(token);
    expect((await inspect()).orders[0]?.status).toBe('PAYER_ACTION_REQUIRED');
  });
});

describe('capture', () => {
  test('before the payer approved: refused ORDER_NOT_APPROVED, nothing captured', async () => {
    const paypal = adapter();
    const request = checkoutRequest();
    const { token } = await paypal.create(request);
    const error = await met(paypal.capture({ provider: 'paypal', token, reference: request.reference }, ''));
    expect(error).toMatchObject({ kind: 'refused', code: 'ORDER_NOT_APPROVED' });
    expect((await inspect()).orders[0]?.capture).toBeNull();
  });

  test('approved: COMPLETED with the capture id; capturing again answers the same capture', async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    const first = await paypal.capture(ref, 'PAYERID123456');
    // PayPal's fee on 12.34 USD as the fake charges it (seller_receivable_breakdown.paypal_fee).
    expect(first).toEqual({
      ok: true,
      captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      fee: { currency: 'USD', cents: 84 },
    });
    // The same PayPal-Request-Id: PayPal replays its answer.
    expect(await paypal.capture(ref, 'PAYERID123456')).toEqual(first);
    // A capture under another request id meets ORDER_ALREADY_CAPTURED: the order's capture is looked up.
    expect(await adapter().capture({ ...ref, reference: 'PAYID-ELSEWHERE' }, '')).toEqual(first);
    const [order] = (await inspect()).orders;
    expect(order).toMatchObject({ status: 'COMPLETED', capture: { status: 'COMPLETED' } });
  });

  test('a declined instrument or a DECLINED capture: ok false with a reason for the payer', async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    await control('next', { declineCapture: true });
    const declined = await paypal.capture(ref, '');
    expect(declined).toEqual({ ok: false, reason: expect.stringMatching(/declined.*No money was taken/) });

    const other = await approved(paypal);
    await control('next', { captureStatus: 'DECLINED' });
    expect(await paypal.capture(other.ref, '')).toEqual({ ok: false, reason: expect.stringMatching(/declined/) });
  });

  test("a PENDING capture is held, not failed nor paid, with PayPal's reason; settled later by the lookup", async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    await control('next', { captureStatus: 'PENDING', pendingReason: 'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION' });
    const held = await paypal.capture(ref, '');
    expect(held).toEqual({
      ok: false,
      held: true,
      captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      reason: 'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
    });
    expect(await paypal.status(ref)).toEqual({
      state: 'held',
      captureId: held.held && held.captureId,
      reason: 'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
    });

    await control(`webhooks/${ref.token}`, { event_type: 'PAYMENT.CAPTURE.COMPLETED', deliver: false });
    const settled = await paypal.status(ref);
    expect(settled).toEqual({ state: 'completed', captureId: expect.any(String) });
    expect(await paypal.capture(ref, '')).toEqual({
      ok: true,
      captureId: settled.state === 'completed' && settled.captureId,
      fee: { currency: 'USD', cents: 84 },
    });
  });
});

describe('status', () => {
  test('created, approved, completed, voided, and an order PayPal does not know', async () => {
    const paypal = adapter();
    const request = checkoutRequest();
    const { token } = await paypal.create(request);
    const ref: HostedPaymentRef = { provider: 'paypal', token, reference: request.reference };
    expect(await paypal.status(ref)).toEqual({ state: 'pending' });
    await control(`orders/${token}/approve`);
    expect(await paypal.status(ref)).toEqual({ state: 'approved' });
    const captured = await paypal.capture(ref, '');
    expect(await paypal.status(ref)).toEqual({ state: 'completed', captureId: captured.ok && captured.captureId });

    const other = checkoutRequest();
    const voided = await paypal.create(other);
    await control(`orders/${voided.token}/void`);
    expect(await paypal.status({ provider: 'paypal', token: voided.token, reference: other.reference })).toEqual({
      state: 'failed',
      reason: expect.stringMatching(/voided/),
    });

    expect(await paypal.status({ provider: 'paypal', token: 'NOSUCHORDER000000', reference: 'x' })).toEqual({
      state: 'failed',
      reason: 'The PayPal order no longer exists',
    });
  });

  test('a declined capture is failed', async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    await control('next', { captureStatus: 'DECLINED' });
    await paypal.capture(ref, '');
    expect(await paypal.status(ref)).toEqual({ state: 'failed', reason: expect.stringMatching(/declined/) });
  });
});

describe('refund', () => {
  async function captured(paypal: PaypalCheckout) {
    const { ref, request } = await approved(paypal);
    const answer = await paypal.capture(ref, '');
    if (!answer.ok) throw new Error('capture failed');
    return {
      ...ref,
      captureId: answer.captureId,
      amountCents: request.amountCents,
      currency: 'USD',
      reason: 'Cancelled promotion',
    };
  }

  test('COMPLETED is refunded; the same reference does not refund twice', async () => {
    const paypal = adapter();
    const refund = await captured(paypal);
    expect(await paypal.refund(refund)).toEqual({ state: 'refunded', reference: expect.any(String) });
    expect(await paypal.refund(refund)).toEqual({ state: 'refunded', reference: expect.any(String) });
    const capture = (await inspect()).orders[0]?.capture;
    expect(capture?.status).toBe('REFUNDED');
    expect(capture?.refunds).toHaveLength(1);
    // Another refund of the same capture is refused by PayPal: nothing left to give back.
    expect(await paypal.refund({ ...refund, reference: 'PAYID-OTHER' })).toEqual({
      state: 'refused',
      reason: expect.stringMatching(/CAPTURE_FULLY_REFUNDED/),
    });
  });

  test('PENDING is accepted; more than was captured is refused', async () => {
    const paypal = adapter();
    await control('next', { refundStatus: 'PENDING' });
    expect(await paypal.refund(await captured(paypal))).toEqual({ state: 'accepted', reference: expect.any(String) });
    const over = await captured(paypal);
    expect(await paypal.refund({ ...over, amountCents: over.amountCents + 1 })).toEqual({
      state: 'refused',
      reason: expect.stringMatching(/REFUND_AMOUNT_EXCEEDED/),
    });
  });
});

describe('webhooks', () => {
  const headersOf = (delivery: Delivery) =>
    Object.fromEntries(Object.entries(delivery.headers).map(([name, value]) => [name, String(value)]));

  test('a delivery the fake signed verifies, each time it is sent; the event carries our ids', async () => {
    const paypal = adapter();
    const { ref, request } = await approved(paypal);
    const captured = await paypal.capture(ref, '');
    await control(`webhooks/${ref.token}`, { times: 2 });
    expect(deliveries).toHaveLength(2);
    const events = await Promise.all(
      deliveries.map((delivery) => paypal.verifyWebhook(headersOf(delivery), delivery.body)),
    );
    const expected = {
      eventId: expect.stringMatching(/^WH-/),
      type: 'capture_completed',
      paymentId: request.paymentId,
      token: ref.token,
      captureId: captured.ok && captured.captureId,
    };
    expect(events[0]).toEqual(expected);
    // Redelivered: a new transmission of the same event, which the caller handles once.
    expect(events[1]).toEqual(events[0]);
  });

  test('a changed body, changed headers or another webhook id does not verify', async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    await paypal.capture(ref, '');
    await control(`webhooks/${ref.token}`);
    const [delivery] = deliveries;
    if (!delivery) throw new Error('no delivery');
    const headers = headersOf(delivery);
    const forgedBody = delivery.body.replace('"value":"12.34"', '"value":"1234.00"');
    expect(forgedBody).not.toBe(delivery.body);
    expect(await paypal.verifyWebhook(headers, forgedBody)).toBeNull();
    expect(await paypal.verifyWebhook({ ...headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' }, delivery.body)).toBeNull();
    expect(
      await paypal.verifyWebhook({ ...headers, 'paypal-transmission-id': 'e3b0c442-0000' }, delivery.body),
    ).toBeNull();
    expect(
      await paypal.verifyWebhook({ ...headers, 'paypal-transmission-time': new Date().toISOString() }, delivery.body),
    ).toBeNull();
    const { 'paypal-cert-url': _certUrl, ...withoutCert } = headers;
    expect(await paypal.verifyWebhook(withoutCert, delivery.body)).toBeNull();
    expect(await adapter({ webhookId: 'OTHERWEBHOOK000' }).verifyWebhook(headers, delivery.body)).toBeNull();
    expect(await paypal.verifyWebhook(headers, 'not json')).toBeNull();
    // The genuine one still verifies.
    expect(await paypal.verifyWebhook(headers, delivery.body)).not.toBeNull();
  });

  test('refunded, reversed and denied events name the capture and our payment', async () => {
    const paypal = adapter();
    const { ref, request } = await approved(paypal);
    const captured = await paypal.capture(ref, '');
    const captureId = captured.ok ? captured.captureId : '';
    const verified = async (event_type: string) => {
      const sent = await control(`webhooks/${ref.token}`, { event_type, deliver: false });
      const [transmission] = sent.transmissions as { headers: Record<string, string>; body: string }[];
      if (!transmission) throw new Error('no transmission');
      return paypal.verifyWebhook(transmission.headers, transmission.body);
    };
    expect(await verified('PAYMENT.CAPTURE.REFUNDED')).toMatchObject({
      type: 'capture_refunded',
      captureId,
      paymentId: request.paymentId,
    });

    const other = await approved(paypal);
    const otherCapture = await paypal.capture(other.ref, '');
    const sent = await control(`webhooks/${other.ref.token}`, {
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      deliver: false,
    });
    const [transmission] = sent.transmissions as { headers: Record<string, string>; body: string }[];
    expect(await paypal.verifyWebhook(transmission?.headers ?? {}, transmission?.body ?? '')).toMatchObject({
      type: 'capture_reversed',
      captureId: otherCapture.ok && otherCapture.captureId,
      paymentId: other.request.paymentId,
    });

    const third = await approved(paypal);
    await control('next', { captureStatus: 'PENDING' });
    expect(await paypal.capture(third.ref, '')).toMatchObject({ held: true, reason: 'PENDING_REVIEW' });
    const denied = await control(`webhooks/${third.ref.token}`, {
      event_type: 'PAYMENT.CAPTURE.DENIED',
      deliver: false,
    });
    const [deniedTransmission] = denied.transmissions as { headers: Record<string, string>; body: string }[];
    expect(await paypal.verifyWebhook(deniedTransmission?.headers ?? {}, deniedTransmission?.body ?? '')).toMatchObject(
      {
        type: 'capture_denied',
        token: third.ref.token,
        paymentId: third.request.paymentId,
      },
    );
    expect(await paypal.status(third.ref)).toEqual({ state: 'failed', reason: expect.any(String) });
  });

  test('a refund or reversal carries its id and the amount taken back; a dispute names the disputed capture', async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    const captured = await paypal.capture(ref, '');
    const captureId = captured.ok ? captured.captureId : '';
    const verified = async (event_type: string) => {
      const sent = await control(`webhooks/${ref.token}`, { event_type, deliver: false });
      const [transmission] = sent.transmissions as { headers: Record<string, string>; body: string }[];
      if (!transmission) throw new Error('no transmission');
      return paypal.verifyWebhook(transmission.headers, transmission.body);
    };
    const opened = await verified('CUSTOMER.DISPUTE.CREATED');
    expect(opened).toEqual({
      eventId: expect.stringMatching(/^WH-/),
      type: 'dispute_created',
      captureId,
      amount: { currency: 'USD', cents: 1234 },
      dispute: {
        id: expect.stringMatching(/^PP-D-\d+$/),
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        status: 'OPEN',
        stage: 'INQUIRY',
      },
    });
    expect(await verified('CUSTOMER.DISPUTE.RESOLVED')).toMatchObject({
      type: 'dispute_resolved',
      captureId,
      dispute: { id: opened?.dispute?.id, status: 'RESOLVED', outcome: 'RESOLVED_BUYER_FAVOUR' },
    });
    expect(await verified('PAYMENT.CAPTURE.REVERSED')).toMatchObject({
      type: 'capture_reversed',
      captureId,
      refundId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      amount: { currency: 'USD', cents: 1234 },
    });
  });

  test('an event type we do not act on is null', async () => {
    const paypal = adapter();
    const { ref } = await approved(paypal);
    await paypal.capture(ref, '');
    const sent = await control(`webhooks/${ref.token}`, { deliver: false });
    const [transmission] = sent.transmissions as { headers: Record<string, string>; body: string }[];
    const body = (transmission?.body ?? '').replace('PAYMENT.CAPTURE.COMPLETED', 'CHECKOUT.ORDER.APPROVED');
    expect(await paypal.verifyWebhook(transmission?.headers ?? {}, body)).toBeNull();
  });
});

describe('failures', () => {
  test('a 5xx is unavailable, and the next call goes through', async () => {
    const paypal = adapter();
    await paypal.create(checkoutRequest());
    await control('next', { status5xx: 1 });
    const request = checkoutRequest();
    expect(await met(paypal.create(request))).toMatchObject({ kind: 'unavailable' });
    expect((await inspect()).orders).toHaveLength(1);
    await paypal.create(request);
    expect((await inspect()).orders).toHaveLength(2);
  });

  test('PayPal down while issuing a token: unavailable, and the adapter recovers', async () => {
    const paypal = adapter();
    await control('next', { oauth5xx: 1 });
    expect(await met(paypal.create(checkoutRequest()))).toMatchObject({ kind: 'unavailable' });
    await paypal.create(checkoutRequest());
    expect((await inspect()).orders).toHaveLength(1);
  });

  test('an answer slower than the timeout is unavailable; the retry finds the order it made', async () => {
    const paypal = adapter({ timeoutMs: 300 });
    await paypal.create(checkoutRequest());
    await control('next', { slowMs: 1500 });
    const request = checkoutRequest();
    const error = await met(paypal.create(request));
    expect(error).toMatchObject({ kind: 'unavailable', code: 'TIMEOUT' });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const retried = await paypal.create(request);
    const orders = (await inspect()).orders;
    expect(orders).toHaveLength(2);
    expect(orders[1]?.id).toBe(retried.token);
  });

  test('an expired token is replaced and the call made once more', async () => {
    const paypal = adapter();
    const before = (await inspect()).tokensIssued;
    await paypal.create(checkoutRequest());
    await paypal.create(checkoutRequest());
    expect((await inspect()).tokensIssued).toBe(before + 1);
    await control('next', { expireTokens: true });
    await paypal.create(checkoutRequest());
    const { tokensIssued, orders } = await inspect();
    expect(tokensIssued).toBe(before + 2);
    expect(orders).toHaveLength(3);
    // The webhook check, outside the SDK, uses the same token and renews it the same way.
    await control('next', { expireTokens: true });
    const { ref } = await approved(paypal);
    await paypal.capture(ref, '');
    await control(`webhooks/${ref.token}`);
    const [delivery] = deliveries;
    const headers = Object.fromEntries(
      Object.entries(delivery?.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    await control('next', { expireTokens: true });
    expect(await paypal.verifyWebhook(headers, delivery?.body ?? '')).not.toBeNull();
  });

  test('a token past its lifetime is renewed before use', async () => {
    const paypal = adapter({ baseUrl: shortLivedBase });
    await control('reset', {}, shortLivedBase);
    const before = (await inspect(shortLivedBase)).tokensIssued;
    await paypal.create(checkoutRequest());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await paypal.create(checkoutRequest());
    const { tokensIssued, orders } = await inspect(shortLivedBase);
    expect(tokensIssued).toBe(before + 2);
    expect(orders).toHaveLength(2);
  });

  test('wrong client credentials are refused', async () => {
    const error = await met(adapter({ clientSecret: 'EKwrong-secret' }).create(checkoutRequest()));
    expect(error).toMatchObject({ kind: 'refused', code: 'invalid_client' });
    expect(error.message).toMatch(/PAYPAL_CLIENT_SECRET/);
  });

  test('nobody listening is unavailable', async () => {
    const error = await met(adapter({ baseUrl: 'http://127.0.0.1:9/paypal' }).create(checkoutRequest()));
    expect(error.kind).toBe('unavailable');
  });

  test('no error message holds a credential or a token', () => {
    expect(seen.length).toBeGreaterThan(6);
    for (const error of seen) {
      const shown = `${error.message} ${JSON.stringify(error)} ${error.stack ?? ''}`;
      for (const secret of [CLIENT_SECRET, BASIC, 'Bearer ', 'Basic ', 'A21AA', 'authorization']) {
        expect(shown).not.toContain(secret);
      }
    }
  });
});

describe('the fake refuses what PayPal refuses', () => {
  async function token(): Promise<string> {
    const answer = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${BASIC}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    return body.access_token;
  }

  const validOrder = () => ({
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'USD', value: '10.00' }, custom_id: '42' }],
    payment_source: {
      paypal: { experience_context: { return_url: 'https://app.test/back', cancel_url: 'https://app.test/cancel' } },
    },
  });

  async function createOrder(body: unknown, headers: Record<string, string> = {}) {
    const answer = await fetch(`${base}/v2/checkout/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await token()}`,
        'content-type': 'application/json',
        'paypal-request-id': `req-${Math.random()}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as { name?: string; details?: { issue: string }[] } };
  }

  const issue = (answer: { body: { details?: { issue: string }[] } }) => answer.body.details?.[0]?.issue;

  test('bad client credentials, a missing or unknown bearer token', async () => {
    const wrong = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:nope`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });

    const anonymous = await fetch(`${base}/v2/checkout/orders/ANY`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    const unknown = await fetch(`${base}/v2/checkout/orders/ANY`, {
      headers: { authorization: 'Bearer A21AAnot-issued' },
    });
    expect(unknown.status).toBe(401);
  });

  test('a create without PayPal-Request-Id, or with a bad amount, intent, currency, custom_id or return_url', async () => {
    const created = await createOrder(validOrder());
    expect(created.status).toBe(201);

    const noRequestId = await createOrder(validOrder(), { 'paypal-request-id': '' });
    expect([noRequestId.status, noRequestId.body.name, issue(noRequestId)]).toEqual([
      400,
      'INVALID_REQUEST',
      'PAYPAL_REQUEST_ID_REQUIRED',
    ]);

    const cases: [unknown, number, string][] = [
      [{ ...validOrder(), intent: undefined }, 400, 'MISSING_REQUIRED_PARAMETER'],
      [{ ...validOrder(), intent: 'SELL' }, 400, 'INVALID_PARAMETER_VALUE'],
      [
        { ...validOrder(), purchase_units: [{ amount: { currency_code: 'USD', value: '12.345' } }] },
        422,
        'DECIMAL_PRECISION',
      ],
      [
        { ...validOrder(), purchase_units: [{ amount: { currency_code: 'USD', value: '12,34' } }] },
        400,
        'INVALID_PARAMETER_SYNTAX',
      ],
      [
        { ...validOrder(), purchase_units: [{ amount: { currency_code: 'USD', value: 12.34 } }] },
        400,
        'INVALID_PARAMETER_SYNTAX',
      ],
      [
        { ...validOrder(), purchase_units: [{ amount: { currency_code: 'USD', value: '0.00' } }] },
        422,
        'CANNOT_BE_ZERO_OR_NEGATIVE',
      ],
      [
        { ...validOrder(), purchase_units: [{ amount: { currency_code: 'KES', value: '100.00' } }] },
        422,
        'INVALID_CURRENCY_CODE',
      ],
      [{ ...validOrder(), purchase_units: [{ amount: { value: '1.00' } }] }, 400, 'MISSING_REQUIRED_PARAMETER'],
      [
        {
          ...validOrder(),
          purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' }, custom_id: 'x'.repeat(128) }],
        },
        400,
        'INVALID_STRING_LENGTH',
      ],
      [{ ...validOrder(), payment_source: { paypal: { experience_context: {} } } }, 400, 'MISSING_REQUIRED_PARAMETER'],
      [
        { ...validOrder(), payment_source: { paypal: { experience_context: { return_url: 'not a url' } } } },
        400,
        'INVALID_PARAMETER_SYNTAX',
      ],
      ['{"intent": "CAPTURE",', 400, 'MALFORMED_REQUEST_JSON'],
    ];
    for (const [body, status, expected] of cases) {
      const answer = await createOrder(body);
      expect([status, expected, answer.status, issue(answer)]).toEqual([status, expected, status, expected]);
    }
    expect((await inspect()).orders).toHaveLength(1);
  });

  test('a capture of an unknown order, a refund over the captured amount, a verify without its fields', async () => {
    const bearer = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
    const missingOrder = await fetch(`${base}/v2/checkout/orders/NOSUCHORDER000000/capture`, {
      method: 'POST',
      headers: bearer,
      body: '{}',
    });
    expect(missingOrder.status).toBe(404);
    expect(await missingOrder.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });

    const paypal = adapter();
    const { ref } = await approved(paypal);
    const captured = await paypal.capture(ref, '');
    const captureId = captured.ok ? captured.captureId : '';
    const over = await fetch(`${base}/v2/payments/captures/${captureId}/refund`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ amount: { currency_code: 'USD', value: '99.00' } }),
    });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
    });

    const verify = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ webhook_id: WEBHOOK_ID, webhook_event: {} }),
    });
    expect(verify.status).toBe(400);
    expect(await verify.json()).toMatchObject({ name: 'VALIDATION_ERROR' });

    // Every field in its documented format: a webhook id is letters and digits only.
    const badWebhookId = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({
        auth_algo: 'SHA256withRSA',
        cert_url: `${base}/_fake/certs/webhook`,
        transmission_id: 'b2c8a6b0-0000-11ee-0000-000000000000',
        transmission_sig: 'abcdef0123',
        transmission_time: new Date().toISOString(),
        webhook_id: 'WH-NOT-ALPHANUMERIC',
        webhook_event: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' },
      }),
    });
    expect(badWebhookId.status).toBe(400);
    expect(await badWebhookId.json()).toMatchObject({ details: [{ field: '/webhook_id' }] });
  });

  test('a webhook id PayPal would not issue is refused when the fake is set up', async () => {
    const app = Fastify();
    await expect(
      app.register(paypalFake, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, webhookId: 'WH-FAKE' }),
    ).rejects.toThrow(/letters and digits/);
    await app.close().catch(() => undefined);
  });

  test('the control API lists orders without any credential or token', async () => {
    await adapter().create(checkoutRequest());
    const listed = JSON.stringify(await inspect());
    for (const secret of [CLIENT_SECRET, BASIC, 'A21AA']) expect(listed).not.toContain(secret);
  });
});
