/**
 * The fake PayPal's control API (`/_fake/*`), for tests and local runs; PayPal has no
 * counterpart. It scripts what the next calls meet and acts as the payer or as PayPal itself
 * (approving, voiding, sending webhooks), and lists orders without any credential or token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  orderSummary,
  PENDING_REASONS,
  timestamp,
  type CaptureStatus,
  type FakeOrder,
  type RefundStatus,
} from './paypal-fake-state';
import { record } from './paypal-fake-validation';
import { WEBHOOK_EVENT_TYPES, webhookEvent, type WebhookEventType, type WebhookSigner } from './paypal-fake-webhooks';

/** What the next calls do, set through POST /_fake/next. */
export interface Script {
  failures: number;
  tokenFailures: number;
  slowMs: number;
  declineCapture: boolean;
  captureStatus: CaptureStatus | undefined;
  /** `status_details.reason` of the next PENDING capture (PENDING_REVIEW unless set). */
  pendingReason: string | undefined;
  refundStatus: RefundStatus | undefined;
}

export const idle = (): Script => ({
  failures: 0,
  tokenFailures: 0,
  slowMs: 0,
  declineCapture: false,
  captureStatus: undefined,
  pendingReason: undefined,
  refundStatus: undefined,
});

/** What the control API reaches of the fake. */
export interface Control {
  /** Where webhooks are delivered; unset, they are only answered. */
  webhookUrl: string | undefined;
  orders: Map<string, FakeOrder>;
  signer: WebhookSigner;
  baseOf(request: FastifyRequest): string;
  approve(order: FakeOrder, payerId?: string): boolean;
  returnTarget(order: FakeOrder): string;
  tokensIssued(): number;
  setScript(change: Partial<Script>): void;
  reset(): void;
  expireTokens(): void;
}

const isEventType = (value: unknown): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(value);

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/**
 * The test-only control API (`/_fake/*`), no PayPal counterpart:
 * - POST /_fake/next {status5xx?: n, oauth5xx?: n, slowMs?: n, declineCapture?: true,
 *   captureStatus?: 'DECLINED'|'PENDING', pendingReason?: one of PENDING_REASONS, refundStatus?: 'PENDING',
 *   expireTokens?: true}: the next n API
 *   calls (not OAuth) answer 500 without doing anything; the next n token requests answer 500; the
 *   next API call (not OAuth) is carried out but answered slowMs late; the next capture is refused
 *   INSTRUMENT_DECLINED, or made with that status (DECLINED, or PENDING with reason pendingReason, PENDING_REVIEW by default);
 *   the next refund stays PENDING; every token issued so far expires now.
 * - POST /_fake/orders/:id/approve {payer_id?}: the payer approves (as on the approve page).
 * - POST /_fake/orders/:id/void: the order is VOIDED (PayPal voids orders left unapproved).
 * - POST /_fake/webhooks/:orderId {event_type?, times?, deliver?}: builds PAYMENT.CAPTURE.COMPLETED (default),
 *   DENIED, REFUNDED or REVERSED for the order's capture, or CUSTOMER.DISPUTE.CREATED, UPDATED or RESOLVED
 *   of a dispute of it, signs it `times` times (new transmission each time,
 *   same event id) and delivers each to `webhookUrl` unless deliver is false; answers the event and each
 *   transmission's headers and body.
 * - GET /_fake/orders: {tokensIssued, orders}: how many tokens were issued, and every order's state with
 *   the fields the create request set.
 * - POST /_fake/reset: forgets orders, request ids, transmissions and scripts (tokens stay valid).
 */
export function registerControl(app: FastifyInstance, control: Control) {
  const { orders } = control;

  app.post('/_fake/next', async (request, reply) => {
    const body = record(request.body) ?? {};
    const captureStatus = body.captureStatus;
    if (captureStatus !== undefined && captureStatus !== 'DECLINED' && captureStatus !== 'PENDING') {
      return reply.code(400).send({ message: 'captureStatus is DECLINED or PENDING' });
    }
    const pendingReason = body.pendingReason;
    if (pendingReason !== undefined && !PENDING_REASONS.has(String(pendingReason))) {
      return reply.code(400).send({ message: `pendingReason is one of ${[...PENDING_REASONS].join(', ')}` });
    }
    if (body.refundStatus !== undefined && body.refundStatus !== 'PENDING') {
      return reply.code(400).send({ message: 'refundStatus is PENDING' });
    }
    const change: Partial<Script> = {};
    const failures = count(body.status5xx);
    const tokenFailures = count(body.oauth5xx);
    if (tokenFailures !== undefined) change.tokenFailures = tokenFailures;
    const slowMs = count(body.slowMs);
    if (failures !== undefined) change.failures = failures;
    if (slowMs !== undefined) change.slowMs = slowMs;
    if (body.declineCapture === true) change.declineCapture = true;
    if (captureStatus) change.captureStatus = captureStatus;
    if (typeof pendingReason === 'string') change.pendingReason = pendingReason;
    if (body.refundStatus === 'PENDING') change.refundStatus = 'PENDING';
    control.setScript(change);
    if (body.expireTokens === true) control.expireTokens();
    return { ok: true };
  });

  app.post('/_fake/reset', async () => {
    control.reset();
    return { ok: true };
  });

  app.get('/_fake/orders', async () => ({
    tokensIssued: control.tokensIssued(),
    orders: [...orders.values()].map(orderSummary),
  }));

  app.post<{ Params: { id: string } }>('/_fake/orders/:id/approve', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ message: 'No such order' });
    const payerId = record(request.body)?.payer_id;
    if (!control.approve(order, typeof payerId === 'string' ? payerId : undefined)) {
      return reply.code(409).send({ message: `The order is ${order.status}` });
    }
    return { ...orderSummary(order), return_url: control.returnTarget(order) };
  });

  app.post<{ Params: { id: string } }>('/_fake/orders/:id/void', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ message: 'No such order' });
    if (order.status === 'COMPLETED') return reply.code(409).send({ message: 'A completed order cannot be voided' });
    order.status = 'VOIDED';
    order.updateTime = timestamp();
    return orderSummary(order);
  });

  app.post<{ Params: { orderId: string } }>('/_fake/webhooks/:orderId', async (request, reply) => {
    const order = orders.get(request.params.orderId);
    if (!order) return reply.code(404).send({ message: 'No such order' });
    const body = record(request.body) ?? {};
    const type = body.event_type ?? 'PAYMENT.CAPTURE.COMPLETED';
    if (!isEventType(type)) {
      return reply.code(400).send({ message: `event_type is one of ${WEBHOOK_EVENT_TYPES.join(', ')}` });
    }
    const base = control.baseOf(request);
    const event = webhookEvent(order, type, base);
    if (!event)
      return reply.code(409).send({ message: 'The order has no capture to report on (or nothing left to take back)' });
    const raw = JSON.stringify(event);
    const url = body.deliver === false ? undefined : control.webhookUrl;
    const transmissions = [];
    for (let n = 0; n < (count(body.times) || 1); n++) {
      const headers = control.signer.sign(event, `${base}/_fake/certs/webhook`);
      let status: number | string | undefined;
      if (url) {
        status = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        }).then(
          (answer) => answer.status,
          (error: unknown) => (error instanceof Error ? error.name : 'error'),
        );
      }
      transmissions.push({ headers, body: raw, ...(status === undefined ? {} : { status }) });
    }
    return { event, transmissions };
  });
}
