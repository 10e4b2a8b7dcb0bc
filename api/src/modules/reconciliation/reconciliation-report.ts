/**
 * What a daily reconciliation report holds, and how it reads as text (the CLI prints it, the
 * alert quotes its counts). A report compares one Nairobi day of our records with one provider's
 * own: PayPal's transaction search, and for M-PESA the open items asked about again.
 */
import { kes, money } from '../ledger/money-text';
import type { ProviderAmount } from '../checkout/hosted-checkout';

export type ReconciledProvider = 'paypal' | 'mpesa';

export type ReconciliationCategory =
  /** Both sides have it, for the same amount (and fee, where both state one). */
  | 'matched'
  /** The provider took the money and we have no completed payment for it. */
  | 'missing_ours'
  /** We hold a payment completed that the provider does not list. */
  | 'missing_theirs'
  /** Both have it, for different amounts or fees. */
  | 'amount_differs'
  /** Not final on our side (M-PESA): the provider was asked again; its answer settles it elsewhere. */
  | 'open';

/** The lines an operator must settle by hand; `open` ones settle themselves (reconcile job). */
export const MISMATCHES: ReadonlySet<ReconciliationCategory> = new Set([
  'missing_ours',
  'missing_theirs',
  'amount_differs',
]);

export const CATEGORIES: readonly ReconciliationCategory[] = [
  'matched',
  'missing_ours',
  'missing_theirs',
  'amount_differs',
  'open',
];

/** Our side of a line: a payment or a payout, by our id and the provider's reference. */
export interface OurRecord {
  kind: 'payment' | 'withdrawal';
  id: number;
  /** The provider's id we hold: a PayPal capture id, an M-PESA CheckoutRequestID or OriginatorConversationID. */
  reference: string;
  status: string;
  amount: ProviderAmount;
  fee?: ProviderAmount;
}

/** The provider's side of a line, in its own terms. */
export interface TheirRecord {
  /** PayPal's transaction_id (a capture id). */
  id: string;
  /** PayPal's paypal_reference_id, when it gives one. */
  reference?: string;
  /** PayPal's transaction_event_code (T0006…) and transaction_status (S, V…). */
  event: string;
  status: string;
  amount: ProviderAmount;
  fee?: ProviderAmount;
  at: string;
}

export interface ReconciliationItem {
  category: ReconciliationCategory;
  ours?: OurRecord;
  theirs?: TheirRecord;
  /** What was asked or found, in words (an open item's question and the provider's answer). */
  note?: string;
}

export interface ReconciliationReport {
  /** The Nairobi day, YYYY-MM-DD. */
  day: string;
  provider: ReconciledProvider;
  madeAt: Date;
  mismatches: number;
  items: ReconciliationItem[];
  /**
   * The M-PESA float (Daraja Account Balance) in KES cents when the report was made. Null: the
   * newest Account Balance reading is over an hour old, and for PayPal.
   */
  floatCents: number | null;
}

export const countMismatches = (items: readonly ReconciliationItem[]) =>
  items.filter((item) => MISMATCHES.has(item.category)).length;

export function countsOf(items: readonly ReconciliationItem[]): Record<ReconciliationCategory, number> {
  const counts: Record<ReconciliationCategory, number> = {
    matched: 0,
    missing_ours: 0,
    missing_theirs: 0,
    amount_differs: 0,
    open: 0,
  };
  for (const item of items) counts[item.category] += 1;
  return counts;
}

/** An amount as the report prints it: `USD 11.59`, `KES 1,500.00`. */
const written = (amount: ProviderAmount) => money(amount.cents, amount.currency);

function describe(item: ReconciliationItem): string {
  const parts: string[] = [];
  if (item.ours) {
    const { kind, id, reference, status, amount, fee } = item.ours;
    parts.push(`ours: ${kind} ${id} ${reference} ${status} ${written(amount)}${fee ? ` fee ${written(fee)}` : ''}`);
  }
  if (item.theirs) {
    const { id, reference, event, status, amount, fee, at } = item.theirs;
    parts.push(
      `theirs: ${id}${reference ? ` (ref ${reference})` : ''} ${event}/${status} ${written(amount)}${fee ? ` fee ${written(fee)}` : ''} at ${at}`,
    );
  }
  if (item.note) parts.push(item.note);
  return `  ${item.category.padEnd(15)} ${parts.join('; ')}`;
}

/** The report as an operator reads it: the counts per category, then every line with ids and amounts. */
export function formatReport(report: ReconciliationReport): string {
  const counts = countsOf(report.items);
  const lines = [
    `Reconciliation ${report.day} (Africa/Nairobi), ${report.provider}, made ${report.madeAt.toISOString()}`,
    `  ${CATEGORIES.map((category) => `${category} ${counts[category]}`).join(', ')}`,
    `  mismatches ${report.mismatches}${report.mismatches > 0 ? ' (operator alert reconciliation_mismatch)' : ''}`,
  ];
  if (report.provider === 'mpesa') {
    lines.push(
      report.floatCents === null
        ? '  float: no Account Balance reading in the last hour (see the float job in the log)'
        : `  float: ${kes(report.floatCents)}`,
    );
  }
  lines.push(...report.items.map(describe));
  return lines.join('\n');
}
