/**
 * The writes whose server honours an `Idempotency-Key` header (api/src/http/idempotency.ts), and
 * the keys a tap sends with them. Such a write sent twice with one key is applied once: the copy
 * gets the first answer again. So the API client may resend it after a failure mid-flight
 * (client.ts), where any other write fails at once because it may have been applied.
 *
 * The server registers these routes with the key honoured and the browser passes a key only to
 * them: both read this list, so they cannot disagree. Plain data and one small function.
 */
import type { ApiRouteName } from '@engage/shared/api/routes';
import { TASK_ENDPOINTS } from '@engage/shared/contract/task-endpoints';

/** The writes that move money or credit a task: a double would cost someone. */
export const IDEMPOTENT_ROUTE_NAMES = [
  'withdraw',
  'affiliateWithdraw',
  'checkoutMpesa',
  'checkoutPaypal',
  'checkoutCard',
  'checkoutBalance',
  ...TASK_ENDPOINTS.map((endpoint) => endpoint.route),
] as const satisfies readonly ApiRouteName[];

export type IdempotentRouteName = (typeof IDEMPOTENT_ROUTE_NAMES)[number];

export const IDEMPOTENT_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>(IDEMPOTENT_ROUTE_NAMES);

/**
 * A fresh key for one user action: make one per tap and pass it to that call only. The client's
 * own resends of the call reuse it; the next tap makes a new one.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); a phone opening the app by a
  // LAN address over http has getRandomValues alone.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4, variant 10: the same shape as randomUUID's, so the server sees one kind of key.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
