/**
 * PayPal webhook events reduced to what we act on (HostedEvent). The events we subscribe to
 * carry three kinds of resource (Webhooks event names, Payments v2, Disputes v1):
 * - PAYMENT.CAPTURE.COMPLETED / PENDING / DENIED: a capture, whose `id` is the capture id, with
 *   our `custom_id` and its order id in `supplementary_data.related_ids.order_id`;
 * - PAYMENT.CAPTURE.REFUNDED / REVERSED: a refund, whose capture is the target of its link
 *   with rel "up" (`…/v2/payments/captures/{id}`), with `custom_id` where PayPal copies it, and
 *   the `amount` taken back;
 * - CUSTOMER.DISPUTE.CREATED / UPDATED / RESOLVED: a dispute (`dispute_id`, `reason`, `status`,
 *   `dispute_outcome.outcome_code`, `dispute_amount`), whose `disputed_transactions[]` name our
 *   capture as `seller_transaction_id`.
 */
import type { HostedEvent, ProviderAmount } from '../../modules/checkout/hosted-checkout';

const EVENT_TYPES: ReadonlyMap<string, HostedEvent['type']> = new Map([
  ['PAYMENT.CAPTURE.COMPLETED', 'capture_completed'],
  ['PAYMENT.CAPTURE.DENIED', 'capture_denied'],
  ['PAYMENT.CAPTURE.REFUNDED', 'capture_refunded'],
  ['PAYMENT.CAPTURE.REVERSED', 'capture_reversed'],
  ['CUSTOMER.DISPUTE.CREATED', 'dispute_created'],
  ['CUSTOMER.DISPUTE.UPDATED', 'dispute_updated'],
  ['CUSTOMER.DISPUTE.RESOLVED', 'dispute_resolved'],
]);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The body of a webhook delivery as an event object, or undefined when it is not one. */
export function parseWebhookEvent(rawBody: string): Record<string, unknown> | undefined {
  try {
    return record(JSON.parse(rawBody));
  } catch {
    return undefined;
  }
}

/** The id at the end of the link with rel "up" whose path is `…/{collection}/{id}`. */
function upId(links: unknown, collection: string): string | undefined {
  if (!Array.isArray(links)) return undefined;
  for (const item of links) {
    const link = record(item);
    const href = text(link?.href);
    if (link?.rel !== 'up' || !href) continue;
    const match = new RegExp(`/${collection}/([^/?#]+)`).exec(href);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** Our payment id from `custom_id` (we send String(paymentId)). */
function paymentIdOf(customId: unknown): number | undefined {
  const given = text(customId);
  if (!given || !/^\d{1,15}$/.test(given)) return undefined;
  return Number(given);
}

/** A PayPal amount ({currency_code, value: "12.34"}) in minor units, exactly; undefined when malformed. */
export function amountOf(value: unknown): ProviderAmount | undefined {
  const money = record(value);
  const currency = text(money?.currency_code);
  const given = text(money?.value);
  const match = given ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(given) : null;
  if (!currency || !match?.[1]) return undefined;
  return { currency, cents: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}

function disputeEvent(
  eventId: string,
  type: HostedEvent['type'],
  resource: Record<string, unknown>,
): HostedEvent | null {
  const id = text(resource.dispute_id);
  if (!id) return null;
  const transactions = Array.isArray(resource.disputed_transactions) ? resource.disputed_transactions : [];
  const captureId = transactions.map((item) => text(record(item)?.seller_transaction_id)).find(Boolean);
  const amount = amountOf(resource.dispute_amount);
  const dispute = {
    id,
    ...optional('reason', text(resource.reason)),
    ...optional('status', text(resource.status)),
    ...optional('outcome', text(record(resource.dispute_outcome)?.outcome_code)),
    ...optional('stage', text(resource.dispute_life_cycle_stage)),
  };
  return { eventId, type, dispute, ...optional('captureId', captureId), ...optional('amount', amount) };
}

const optional = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, V>);

/** The event as a HostedEvent; null for an event type we do not act on, or one without an id. */
export function hostedEvent(event: Record<string, unknown>): HostedEvent | null {
  const type = EVENT_TYPES.get(text(event.event_type) ?? '');
  const eventId = text(event.id);
  if (!type || !eventId) return null;
  const resource = record(event.resource) ?? {};
  if (type.startsWith('dispute_')) return disputeEvent(eventId, type, resource);
  // The resource type says which kind came; when absent, the event type does.
  const isRefund =
    event.resource_type === 'refund' ||
    (event.resource_type !== 'capture' && (type === 'capture_refunded' || type === 'capture_reversed'));
  const captureId = isRefund ? upId(resource.links, 'captures') : text(resource.id);
  const orderId =
    text(record(record(resource.supplementary_data)?.related_ids)?.order_id) ??
    (isRefund ? undefined : upId(resource.links, 'orders'));
  const paymentId = paymentIdOf(resource.custom_id);
  return {
    eventId,
    type,
    ...optional('paymentId', paymentId),
    ...optional('token', orderId),
    ...optional('captureId', captureId),
    ...(isRefund
      ? { ...optional('refundId', text(resource.id)), ...optional('amount', amountOf(resource.amount)) }
      : {}),
  };
}
