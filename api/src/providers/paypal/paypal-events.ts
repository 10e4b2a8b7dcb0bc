/**
 * PayPal webhook events reduced to what we act on (HostedEvent). The four capture events we
 * subscribe to carry two kinds of resource (Webhooks event names, Payments v2):
 * - PAYMENT.CAPTURE.COMPLETED / DENIED: a capture, whose `id` is the capture id, with our
 *   `custom_id` and its order id in `supplementary_data.related_ids.order_id`;
 * - PAYMENT.CAPTURE.REFUNDED / REVERSED: a refund, whose capture is the target of its link
 *   with rel "up" (`…/v2/payments/captures/{id}`), with `custom_id` where PayPal copies it.
 */
import type { HostedEvent } from '../../modules/checkout/hosted-checkout';

const EVENT_TYPES: ReadonlyMap<string, HostedEvent['type']> = new Map([
  ['PAYMENT.CAPTURE.COMPLETED', 'capture_completed'],
  ['PAYMENT.CAPTURE.DENIED', 'capture_denied'],
  ['PAYMENT.CAPTURE.REFUNDED', 'capture_refunded'],
  ['PAYMENT.CAPTURE.REVERSED', 'capture_reversed'],
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

/** The event as a HostedEvent; null for an event type we do not act on, or one without an id. */
export function hostedEvent(event: Record<string, unknown>): HostedEvent | null {
  const type = EVENT_TYPES.get(text(event.event_type) ?? '');
  const eventId = text(event.id);
  if (!type || !eventId) return null;
  const resource = record(event.resource) ?? {};
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
    ...(paymentId === undefined ? {} : { paymentId }),
    ...(orderId === undefined ? {} : { token: orderId }),
    ...(captureId === undefined ? {} : { captureId }),
  };
}
