/**
 * The fake PayPal's webhooks: events shaped like PayPal's (Webhooks v1 event, Payments v2
 * capture and refund resources) and its transmission headers. PayPal signs
 * `transmission_id|transmission_time|webhook_id|crc32(body)` with its private key; the fake signs
 * the same string with a key only it holds, and remembers every transmission it sent, so that
 * its verify-webhook-signature answers SUCCESS only for an event it delivered itself, unchanged,
 * for the configured webhook id.
 */
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  captureJson,
  fromHundredths,
  paypalId,
  refundJson,
  refundable,
  timestamp,
  type FakeCapture,
  type FakeOrder,
} from './paypal-fake-state';
import type { VerifyInput } from './paypal-fake-validation';

export const WEBHOOK_EVENT_TYPES = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
  'CUSTOMER.DISPUTE.CREATED',
  'CUSTOMER.DISPUTE.UPDATED',
  'CUSTOMER.DISPUTE.RESOLVED',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const AUTH_ALGO = 'SHA256withRSA';

/** JSON with its keys sorted, so that an event re-serialized in another key order still compares equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE), the checksum PayPal puts in the signed string. */
function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface Sent {
  time: string;
  sig: string;
  certUrl: string;
  webhookId: string;
  event: string;
}

export class WebhookSigner {
  private readonly key = randomBytes(32);
  private readonly sent = new Map<string, Sent>();

  constructor(private readonly webhookId: string) {}

  private signature(id: string, time: string, webhookId: string, event: string): string {
    // Hex, so that it always fits the documented transmission_sig pattern (a word character first).
    return createHmac('sha256', this.key)
      .update(`${id}|${time}|${webhookId}|${crc32(event)}`)
      .digest('hex');
  }

  /** The headers PayPal sends with a delivery of `event` (its names, as PayPal spells them). */
  sign(event: unknown, certUrl: string): Record<string, string> {
    const id = randomUUID();
    const time = new Date().toISOString();
    const canonical = canonicalJson(event);
    const sig = this.signature(id, time, this.webhookId, canonical);
    this.sent.set(id, { time, sig, certUrl, webhookId: this.webhookId, event: canonical });
    return {
      'PAYPAL-TRANSMISSION-ID': id,
      'PAYPAL-TRANSMISSION-TIME': time,
      'PAYPAL-TRANSMISSION-SIG': sig,
      'PAYPAL-CERT-URL': certUrl,
      'PAYPAL-AUTH-ALGO': AUTH_ALGO,
    };
  }

  /** verify-webhook-signature: true only for a delivery this fake made, unchanged, for its webhook. */
  verify(input: VerifyInput): boolean {
    const sent = this.sent.get(input.transmission_id);
    if (!sent || input.webhook_id !== this.webhookId || input.auth_algo !== AUTH_ALGO) return false;
    if (input.transmission_time !== sent.time || input.cert_url !== sent.certUrl) return false;
    const event = canonicalJson(input.webhook_event);
    const expected = Buffer.from(
      this.signature(input.transmission_id, input.transmission_time, input.webhook_id, event),
    );
    const given = Buffer.from(input.transmission_sig);
    return event === sent.event && given.length === expected.length && timingSafeEqual(given, expected);
  }

  forget(): void {
    this.sent.clear();
  }
}

/**
 * A dispute as Disputes v1 shows it in CUSTOMER.DISPUTE.* events: the buyer says the service
 * was not received; the disputed transaction is our capture (`seller_transaction_id`).
 * RESOLVED closes it in the buyer's favour.
 */
function disputeJson(order: FakeOrder, capture: FakeCapture, id: string, type: WebhookEventType, base: string) {
  const now = timestamp();
  const resolved = type === 'CUSTOMER.DISPUTE.RESOLVED';
  return {
    dispute_id: id,
    create_time: capture.updateTime,
    update_time: now,
    disputed_transactions: [
      {
        seller_transaction_id: capture.id,
        create_time: capture.createTime,
        transaction_status: capture.status,
        gross_amount: capture.amount,
        ...(order.customId === undefined ? {} : { custom: order.customId }),
        seller: { merchant_id: 'FAKEMERCHANT01' },
      },
    ],
    reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
    status: resolved ? 'RESOLVED' : type === 'CUSTOMER.DISPUTE.CREATED' ? 'OPEN' : 'WAITING_FOR_SELLER_RESPONSE',
    dispute_amount: capture.amount,
    ...(resolved
      ? { dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR', amount_refunded: capture.amount } }
      : {}),
    dispute_life_cycle_stage: 'INQUIRY',
    dispute_channel: 'INTERNAL',
    links: [{ href: `${base}/v1/customer/disputes/${id}`, rel: 'self', method: 'GET' }],
  };
}

const dollars = (capture: FakeCapture) => `$ ${capture.amount.value} ${capture.amount.currency_code}`;

/**
 * Builds the event and moves the capture to the state the event reports: a pending capture
 * completes or is denied; a refund from PayPal's site or a reversal (chargeback) takes back what
 * is left of the capture. Null when the order has no capture to report on, or nothing is left
 * to take back.
 */
export function webhookEvent(order: FakeOrder, type: WebhookEventType, base: string): Record<string, unknown> | null {
  const capture = order.capture;
  if (!capture) return null;
  const now = timestamp();
  let resourceType: 'capture' | 'refund' | 'dispute' = 'capture';
  let resource: Record<string, unknown>;
  let summary: string;
  if (type.startsWith('CUSTOMER.DISPUTE.')) {
    capture.disputeId ??= `PP-D-${randomInt(10_000, 99_999)}`;
    resourceType = 'dispute';
    resource = disputeJson(order, capture, capture.disputeId, type, base);
    summary = `A dispute was ${type === 'CUSTOMER.DISPUTE.CREATED' ? 'created' : type === 'CUSTOMER.DISPUTE.UPDATED' ? 'updated' : 'resolved'}`;
  } else if (type === 'PAYMENT.CAPTURE.COMPLETED' || type === 'PAYMENT.CAPTURE.DENIED') {
    const completed = type === 'PAYMENT.CAPTURE.COMPLETED';
    if (completed && capture.status === 'PENDING') capture.status = 'COMPLETED';
    if (!completed) capture.status = 'DECLINED';
    if (completed) delete capture.reason;
    capture.updateTime = now;
    resource = captureJson(order, capture, base, true);
    summary = completed ? `Payment completed for ${dollars(capture)}` : `Payment denied for ${dollars(capture)}`;
  } else {
    const reversal = type === 'PAYMENT.CAPTURE.REVERSED';
    const left = refundable(capture);
    const earlier = capture.refunds.filter((refund) => refund.reversal === reversal).at(-1);
    let refund = earlier;
    if (left > 0n && (reversal || !earlier)) {
      refund = {
        id: paypalId(),
        status: 'COMPLETED',
        amount: fromHundredths(left, capture.amount.currency_code),
        reversal,
        createTime: now,
      };
      capture.refunds.push(refund);
      capture.status = 'REFUNDED';
      capture.updateTime = now;
    }
    if (!refund) return null;
    resourceType = 'refund';
    resource = refundJson(order, capture, refund, base);
    summary = `A ${dollars(capture)} capture payment was ${reversal ? 'reversed' : 'refunded'}`;
  }
  const id = `WH-${paypalId()}-${paypalId()}`;
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: type,
    summary,
    resource,
    links: [
      { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}
