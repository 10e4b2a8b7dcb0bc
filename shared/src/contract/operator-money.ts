/**
 * The console's money overview (ours, `operator/…`): the operator alerts the money paths raise,
 * and the daily reconciliation reports with the M-PESA float and its trend. Read by `finance`
 * (and `admin`); the alerts list pages by cursor and exports to CSV like every operator list.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, Nullable } from '@engage/shared/contract/common';
import { CursorPage, CursorQuery, Reason } from '@engage/shared/contract/operator-access';

// --- Payments --------------------------------------------------------------------------------

export const PAYMENT_STATES = ['stuck', 'duplicate', 'late', 'reversed', 'disputed'] as const;

export const PaymentsQuerySchema = Type.Object({
  ...CursorQuery,
  // Each literal written out (the same as PAYMENT_STATES): a union built from an array has no
  // static type, so the console could not type its filter.
  /**
   * `stuck`: no final answer past the reconciliation delay; `duplicate`: a second payment for a
   * post already paid; `late`, `reversed`, `disputed`: a provider result after we closed it, a
   * reversal or refund by the provider, a PayPal dispute (each raised an operator alert).
   */
  state: Type.Optional(
    Type.Union([
      Type.Literal('stuck'),
      Type.Literal('duplicate'),
      Type.Literal('late'),
      Type.Literal('reversed'),
      Type.Literal('disputed'),
    ]),
  ),
});

export const OperatorPaymentSchema = Type.Object({
  id: Id(),
  user_id: Id(),
  link_id: Id(),
  provider: Type.Union([Type.Literal('paypal'), Type.Literal('card'), Type.Literal('mpesa'), Type.Literal('balance')]),
  status: Type.String(),
  /** In `currency`'s major units, as paid. */
  amount: Type.Number(),
  currency: Type.String(),
  /** The provider's id of the payment (PayPal order id, STK CheckoutRequestID, PayBill reference). */
  provider_ref: Type.String(),
  receipt: Nullable(Type.String()),
  status_description: Type.String(),
  created_at: DateTime(),
  completed_at: Nullable(DateTime()),
  checked_at: Nullable(DateTime()),
});
export type OperatorPayment = Static<typeof OperatorPaymentSchema>;
export const PaymentsPageSchema = CursorPage(OperatorPaymentSchema);

export const PaymentActionBodySchema = Type.Object({
  /** `query`: ask the provider now (STK Push Query, PayPal order) and apply its answer. */
  action: Type.Literal('query'),
  reason: Reason(),
});
export const PaymentActionDoneSchema = Type.Object({ payment: OperatorPaymentSchema, message: Type.String() });

// --- Alerts ----------------------------------------------------------------------------------

export const OperatorAlertsQuerySchema = Type.Object({
  ...CursorQuery,
  /** Open alerts only (the default), or acknowledged ones too. */
  state: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])),
});

export const OperatorAlertItemSchema = Type.Object({
  id: Id(),
  kind: Type.String(),
  /** What it is about: `payment:42`, `withdrawal:7`, `float`, `reconciliation:2026-11-27`. */
  subject: Type.String(),
  title: Type.String(),
  message: Type.String(),
  /** What the operator should do about this kind of alert. */
  action: Type.String(),
  raised_at: DateTime(),
  acknowledged_at: Nullable(DateTime()),
  acknowledged_by: Nullable(Type.String()),
});
export type OperatorAlertItem = Static<typeof OperatorAlertItemSchema>;
export const OperatorAlertsPageSchema = CursorPage(OperatorAlertItemSchema);

/** Marks an alert seen (handled, or known): a later occurrence of its kind and subject raises a new one. */
export const AcknowledgeAlertBodySchema = Type.Object({ reason: Reason() });
export const AlertAcknowledgedSchema = Type.Object({ alert: OperatorAlertItemSchema, message: Type.String() });

// --- Reconciliation and the float -------------------------------------------------------------

export const ReconciliationReportSummarySchema = Type.Object({
  /** The Nairobi day reconciled, YYYY-MM-DD. */
  day: Type.String(),
  provider: Type.Union([Type.Literal('paypal'), Type.Literal('mpesa')]),
  made_at: DateTime(),
  mismatches: Type.Integer({ minimum: 0 }),
  /** Items per category: matched, missing_ours, missing_theirs, amount_differs, open. */
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  /** The items that are not matched, as the report holds them. */
  items: Type.Array(Type.Unknown()),
  /** KES; null when no fresh float reading existed (always for PayPal). */
  float: Nullable(Type.Number()),
});
export type ReconciliationReportSummary = Static<typeof ReconciliationReportSummarySchema>;

export const FloatDaySchema = Type.Object({
  day: Type.String(),
  /** KES available for payouts at the day's last reading. */
  float: Type.Number(),
  read_at: DateTime(),
});

export const ReconciliationOverviewSchema = Type.Object({
  /** The newest reports first, both providers, over the recent days. */
  reports: Type.Array(ReconciliationReportSummarySchema),
  /** The newest Account Balance reading, whatever its age. */
  float: Nullable(Type.Object({ float: Type.Number(), read_at: DateTime() })),
  /** The last reading of each Nairobi day over the recent days, oldest first. */
  float_trend: Type.Array(FloatDaySchema),
});
export type ReconciliationOverview = Static<typeof ReconciliationOverviewSchema>;

/** A month of withholding tax, `YYYY-MM` (Nairobi time), and the list's cursor/CSV fields. */
export const TaxWithheldQuerySchema = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'YYYY-MM, Nairobi time.' }),
  ...CursorQuery,
});
export type TaxWithheldQuery = Static<typeof TaxWithheldQuerySchema>;

/**
 * One user's withholding tax on the payouts M-PESA paid in the month, for remittance: who (the
 * name and national ID on their payout number, or empty if it was removed), the taxable base and
 * the tax (KES), and how many payouts.
 */
export const TaxWithheldRowSchema = Type.Object({
  user_id: Id(),
  name: Type.String(),
  id_number: Type.String(),
  mpesa_phone: Type.String(),
  taxable: Type.Number(),
  tax: Type.Number(),
  payouts: Type.Integer({ minimum: 0 }),
});
export type TaxWithheldRow = Static<typeof TaxWithheldRowSchema>;

/** The whole month on one page (next_cursor is null). */
export const TaxWithheldPageSchema = CursorPage(TaxWithheldRowSchema);
