/**
 * Money in the texts the server writes (alerts, task and checkout messages, refusals): the same
 * `KES 1,250.00` the browser shows (`formatEarnings`), so an alert and the wallet beside it agree.
 * Amounts arrive in integer cents, as the ledger keeps them.
 */
import { formatEarnings, fromCents } from '@engage/shared/format/money';

/** `money(125000, 'KES')` = `'KES 1,250.00'`. */
export function money(cents: number, currency: string): string {
  return formatEarnings(fromCents(cents), currency);
}

/** `kes(125000)` = `'KES 1,250.00'`. */
export function kes(cents: number): string {
  return money(cents, 'KES');
}
