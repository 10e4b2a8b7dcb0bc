/**
 * Matching a day of our PayPal and card payments with PayPal's Transaction Search, by capture id
 * (PayPal's transaction_id of a capture is the id our payment keeps as its receipt).
 */
import type { ProviderAmount } from '../checkout/hosted-checkout';
import type { OurRecord, ReconciliationItem, TheirRecord } from './reconciliation-report';

/**
 * PayPal's payment events are T00xx ("PayPal account-to-PayPal account payment"; T0006 is a
 * checkout capture, T0005 a direct card one); refunds (T1107), reversals (T1106), holds and
 * fees are other movements of the same captures, which their own webhooks book.
 */
const PAYMENT_EVENT = /^T00\d\d$/;
/**
 * Statuses of a payment that took the money: S (completed), and V / F (later refunded in full or
 * in part: the capture itself still happened). P (pending) and D (denied) took nothing yet.
 */
const TAKEN_STATUSES: ReadonlySet<string> = new Set(['S', 'V', 'F']);

export const isPaypalCapture = (record: TheirRecord) =>
  PAYMENT_EVENT.test(record.event) && TAKEN_STATUSES.has(record.status);

const same = (a: ProviderAmount, b: ProviderAmount) => a.currency === b.currency && a.cents === b.cents;

/** Why two records of one capture disagree, in words; undefined when they agree. */
function difference(ours: OurRecord, theirs: TheirRecord): string | undefined {
  if (!same(ours.amount, theirs.amount)) return 'the amounts differ';
  // A fee PayPal states and our ledger lacks (or books differently) leaves our PayPal account off by it.
  const theirFee = theirs.fee && theirs.fee.cents > 0 ? theirs.fee : undefined;
  if (theirFee && !ours.fee) return "PayPal's fee is not booked in our ledger";
  if (theirFee && ours.fee && !same(ours.fee, theirFee)) return 'the fees differ';
  return undefined;
}

/** One capture both sides have: matched, or why its records differ. */
export function lineFor(ours: OurRecord, theirs: TheirRecord, note?: string): ReconciliationItem {
  const why = difference(ours, theirs);
  const said = [why, note].filter(Boolean).join('; ');
  return { category: why ? 'amount_differs' : 'matched', ours, theirs, ...(said ? { note: said } : {}) };
}

export function matchPaypal(ours: readonly OurRecord[], theirs: readonly TheirRecord[]): ReconciliationItem[] {
  const captures = new Map(theirs.filter(isPaypalCapture).map((record) => [record.id, record]));
  const items: ReconciliationItem[] = [];
  for (const record of ours) {
    const their = captures.get(record.reference);
    if (!their) {
      items.push({ category: 'missing_theirs', ours: record, note: 'PayPal lists no completed capture with this id' });
      continue;
    }
    captures.delete(record.reference);
    items.push(lineFor(record, their));
  }
  for (const their of captures.values()) {
    items.push({ category: 'missing_ours', theirs: their, note: 'no completed payment of ours has this capture id' });
  }
  return items;
}
