/**
 * The console's money overview: payments that need a look (stuck, duplicate, late, reversed,
 * disputed), the operator alerts (newest first, open ones by default) and the
 * daily reconciliation reports beside the M-PESA float and its trend. Read only; the alerts'
 * SQL is operator-alerts.ts's, the reports' and the float's their own tables' modules.
 */
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type {
  OperatorAlertItem,
  OperatorPayment,
  PAYMENT_STATES,
  ReconciliationOverview,
} from '@engage/shared/contract/operator-money';
import type { CheckoutService } from '../checkout/checkout.service';
import { findPayment, paymentsForOperators, type PaymentRow } from '../checkout/payments-table';
import { conflict, notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import { recordOperatorAction } from './audit-log';
import type { Db, Executor } from '../../db/database';
import { paymentIdsAlertedAs, type OperatorAlert, type OperatorAlerts } from '../operator-alerts/operator-alerts';
import { nairobiDay } from '../../i18n/nairobi-days';
import { countsOf } from '../reconciliation/reconciliation-report';
import { reportsSince } from '../reconciliation/reconciliation-reports-table';
import { floatReadingsSince, latestFloatReading } from '../wallet/mpesa-float-table';
import { decimal } from '../ledger/money-text';
import { toPage, type CsvColumn } from './operator-lists';

/** How many days of reports and float the overview shows: two weeks shows a weekly pattern twice. */
export const OVERVIEW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentState = (typeof PAYMENT_STATES)[number];

const paymentView = (row: PaymentRow): OperatorPayment => ({
  id: row.id,
  user_id: row.userId,
  link_id: row.linkId,
  provider: row.provider,
  status: row.status,
  amount: row.amountCents / 100,
  currency: row.currency,
  provider_ref: row.providerRef,
  receipt: row.receipt,
  status_description: row.statusDescription,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
  checked_at: row.checkedAt?.toISOString() ?? null,
});

/** Which alert kind marks a payment late, reversed or disputed. */
const ALERTED_AS = { late: 'late_result', reversed: 'reversal', disputed: 'dispute' } as const;

/** Newest first. `stuckAfterSeconds` is RECONCILE_AFTER_SECONDS, as for payouts. */
export async function paymentsPage(
  executor: Executor,
  state: PaymentState | undefined,
  stuckAfterSeconds: number,
  page: { after?: (string | number)[]; limit: number },
  now = new Date(),
): Promise<CursorPageOf<OperatorPayment>> {
  const rows = await paymentsForOperators(
    executor,
    {
      stuckBefore: state === 'stuck' ? new Date(now.getTime() - stuckAfterSeconds * 1000) : undefined,
      duplicate: state === 'duplicate',
      alertedIds:
        state === 'late' || state === 'reversed' || state === 'disputed'
          ? paymentIdsAlertedAs(ALERTED_AS[state])
          : undefined,
    },
    { before: page.after?.[0] as number | undefined, limit: page.limit },
  );
  return toPage(rows, page.limit, paymentView, (row) => [row.id]);
}

/**
 * Asks an open payment's provider now, through the reconcile job's own path (so the answer is
 * applied once, whoever asked), and audit-logs it with the payment before and after.
 */
export async function queryPayment(
  executor: Executor,
  checkout: CheckoutService,
  reconcileAfterSeconds: number,
  operatorId: number,
  id: number,
  reason: string,
): Promise<{ payment: OperatorPayment; message: string }> {
  const before = await findPayment(executor, { id });
  if (!before) throw notFound(text('notFound'));
  if (before.status !== 'pending' && before.status !== 'approved') throw conflict(text('operatorPaymentNotOpen'));
  await checkout.reconcileOne(before, reconcileAfterSeconds);
  const after = (await findPayment(executor, { id })) ?? before;
  await recordOperatorAction(executor, {
    operatorId,
    action: 'query_payment',
    subjectType: 'payment',
    subjectId: String(id),
    accountId: before.userId,
    before: paymentView(before),
    after: paymentView(after),
    reason: reason.trim(),
  });
  const message =
    after.status === before.status
      ? `Asked ${before.provider}: still ${after.status} (${after.statusDescription || 'no final answer yet'}).`
      : `Asked ${before.provider}: now ${after.status} (${after.statusDescription}).`;
  return { payment: paymentView(after), message };
}

export const PAYMENT_COLUMNS: readonly CsvColumn<OperatorPayment>[] = [
  { header: 'id', value: (payment) => payment.id },
  { header: 'created_at', value: (payment) => payment.created_at },
  { header: 'user', value: (payment) => payment.user_id },
  { header: 'post', value: (payment) => payment.link_id },
  { header: 'provider', value: (payment) => payment.provider },
  { header: 'status', value: (payment) => payment.status },
  { header: 'amount', value: (payment) => decimal(Math.round(payment.amount * 100)) },
  { header: 'currency', value: (payment) => payment.currency },
  { header: 'provider_ref', value: (payment) => payment.provider_ref },
  { header: 'receipt', value: (payment) => payment.receipt },
  { header: 'status_description', value: (payment) => payment.status_description },
];

const alertView = (alert: OperatorAlert): OperatorAlertItem => ({
  id: alert.id,
  kind: alert.kind,
  subject: alert.subject,
  title: alert.title,
  message: alert.message,
  action: alert.action,
  raised_at: alert.raisedAt.toISOString(),
  acknowledged_at: alert.acknowledgedAt?.toISOString() ?? null,
  acknowledged_by: alert.acknowledgedBy,
});

export async function alertsPage(
  alerts: OperatorAlerts,
  filter: { state: 'open' | 'all' },
  page: { after?: (string | number)[]; limit: number },
): Promise<CursorPageOf<OperatorAlertItem>> {
  const rows = await alerts.page(
    { open: filter.state === 'open' },
    { after: page.after?.[0] as number | undefined, limit: page.limit },
  );
  return toPage(rows, page.limit, alertView, (row) => [row.id]);
}

/**
 * An operator marks an open alert seen, with a reason; the mark and its audit record are kept
 * or lost together. An alert already acknowledged, or none, is a 409.
 */
export async function acknowledgeAlert(
  db: Db,
  alerts: OperatorAlerts,
  operator: { operatorId: number; email: string },
  id: number,
  reason: string,
): Promise<{ alert: OperatorAlertItem; message: string }> {
  return db.transaction(async (tx) => {
    const done = await alerts.acknowledge(id, operator.email, tx);
    if (!done) throw conflict(text('operatorAlertNotOpen'));
    const before = alertView(done.before);
    const after = alertView(done.after);
    await recordOperatorAction(tx, {
      operatorId: operator.operatorId,
      action: 'acknowledge_alert',
      subjectType: 'operator_alert',
      subjectId: String(id),
      accountId: null,
      before,
      after,
      reason: reason.trim(),
    });
    return { alert: after, message: 'Acknowledged: the next time this happens it raises a new alert.' };
  });
}

export const ALERT_COLUMNS: readonly CsvColumn<OperatorAlertItem>[] = [
  { header: 'id', value: (alert) => alert.id },
  { header: 'raised_at', value: (alert) => alert.raised_at },
  { header: 'kind', value: (alert) => alert.kind },
  { header: 'subject', value: (alert) => alert.subject },
  { header: 'title', value: (alert) => alert.title },
  { header: 'message', value: (alert) => alert.message },
  { header: 'acknowledged_at', value: (alert) => alert.acknowledged_at },
  { header: 'acknowledged_by', value: (alert) => alert.acknowledged_by },
];

export async function reconciliationOverview(executor: Executor, now = new Date()): Promise<ReconciliationOverview> {
  const since = new Date(now.getTime() - OVERVIEW_DAYS * DAY_MS);
  const reports = await reportsSince(executor, nairobiDay(since));
  const readings = await floatReadingsSince(executor, since);
  // Readings come oldest first, so the last one of each day overwrites the earlier ones.
  const lastOfDay = new Map<string, { float: number; read_at: string }>();
  for (const reading of readings) {
    if (reading.utilityAvailableCents === null || reading.readAt === null) continue;
    lastOfDay.set(nairobiDay(reading.readAt), {
      float: reading.utilityAvailableCents / 100,
      read_at: reading.readAt.toISOString(),
    });
  }
  // The newest reading may be older than the trend's window: it is still the float we last knew.
  const latest = await latestFloatReading(executor, new Date(0));
  return {
    reports: reports.map((report) => ({
      day: report.day,
      provider: report.provider,
      made_at: report.madeAt.toISOString(),
      mismatches: report.mismatches,
      counts: countsOf(report.items),
      items: report.items.filter((item) => item.category !== 'matched'),
      float: report.floatCents === null ? null : report.floatCents / 100,
    })),
    float:
      latest?.utilityAvailableCents != null && latest.readAt
        ? { float: latest.utilityAvailableCents / 100, read_at: latest.readAt.toISOString() }
        : null,
    float_trend: [...lastOfDay.entries()].map(([day, reading]) => ({ day, ...reading })),
  };
}
