/**
 * What a producer's money bought (ours): a paid post's report — engagements per day, who acted,
 * the credits taken back (drops) and where every shilling went — and the receipts of its payment
 * and of the unspent budget given back. Conventions: see common.ts.
 */
import { Type, type Static } from 'typebox';
import {
  ActionTypeSchema,
  DateTime,
  Id,
  Kes,
  Nullable,
  PlatformSchema,
  PostStatusSchema,
} from '@engage/shared/contract/common';

/** The most days the chart covers: the last ones when a post lived longer. */
export const REPORT_DAYS_MAX = 60;
/** The most consumers listed, newest first; `consumers_total` counts them all. */
export const REPORT_CONSUMERS_MAX = 100;

/** `GET links/:link_id/report/`: the producer's own post (another's answers 404). */
export const PostReportParamsSchema = Type.Object({ link_id: Id() });

/** Verified engagements on one Nairobi calendar day (`YYYY-MM-DD`). */
export const ReportDaySchema = Type.Object({
  day: Type.String({ description: 'A Nairobi calendar day, YYYY-MM-DD.' }),
  count: Type.Integer({ minimum: 0 }),
});
export type ReportDay = Static<typeof ReportDaySchema>;

/**
 * A consumer whose engagement was credited (and not taken back): their engage username, or null
 * when their profile is private (shown as "A consumer"). Never an email or a phone.
 */
export const ReportConsumerSchema = Type.Object({
  username: Nullable(Type.String()),
  acted_at: DateTime(),
});
export type ReportConsumer = Static<typeof ReportConsumerSchema>;

/** Where the post's money went, in KES. */
export const ReportMoneySchema = Type.Object({
  /** The completed payment. */
  paid: Kes(),
  /** Rewards credited to consumers and not taken back. */
  earned: Kes(),
  /** The platform's fee: paid less the escrow funded and any referral reward. */
  fees: Kes(),
  /** The unspent budget given back to the producer's engage balance. */
  returned: Kes(),
  /** What the post's escrow holds now. */
  held: Kes(),
  /**
   * Ours: the returns the producer chose to have refunded through the provider that took the
   * payment: how much, where ("M-PESA 0712345678", "PayPal"), whether it is on its way, refunded
   * or (refused by the provider) went to the engage balance instead, and the provider's reference.
   */
  refunds: Type.Array(
    Type.Object({
      amount: Kes(),
      to: Type.String(),
      state: Type.Union([Type.Literal('on_its_way'), Type.Literal('refunded'), Type.Literal('to_balance')]),
      reference: Nullable(Type.String()),
    }),
  ),
});
export type ReportMoney = Static<typeof ReportMoneySchema>;

export const PostReportSchema = Type.Object({
  link_id: Id(),
  title: Type.String(),
  link_url: Type.String(),
  platform: PlatformSchema,
  action_type: ActionTypeSchema,
  status: PostStatusSchema,
  targets_needed: Type.Integer({ minimum: 0 }),
  targets_reached: Type.Integer({ minimum: 0 }),
  went_live: Nullable(DateTime()),
  /** When it was cancelled, expired or taken down; null while it lives. */
  closed_at: Nullable(DateTime()),
  /** One entry per day from going live to now (or closing), at most REPORT_DAYS_MAX, oldest first. */
  days: Type.Array(ReportDaySchema),
  /** Verified engagements, all of them (the days above may cover only the last ones). */
  engagements: Type.Integer({ minimum: 0 }),
  consumers: Type.Array(ReportConsumerSchema),
  consumers_total: Type.Integer({ minimum: 0 }),
  drops: Type.Object({
    /** Credits a retention check took back. */
    found: Type.Integer({ minimum: 0 }),
    /** Of those, taken back while the post lived: their slot went back to the post. */
    refilled: Type.Integer({ minimum: 0 }),
  }),
  money: ReportMoneySchema,
  /** The completed payment's id, for its receipt; null when none was completed. */
  payment_id: Nullable(Id()),
  /** Whether unspent budget went back (a return receipt exists). */
  has_return: Type.Boolean(),
});
export type PostReport = Static<typeof PostReportSchema>;

// --- Receipts ---------------------------------------------------------------------------------

export const ReceiptFormatSchema = Type.Union([Type.Literal('json'), Type.Literal('pdf')]);
export type ReceiptFormat = Static<typeof ReceiptFormatSchema>;

/** `?format=pdf` answers the receipt as a PDF download instead of JSON. */
export const ReceiptQuerySchema = Type.Object({ format: Type.Optional(ReceiptFormatSchema) });

/** `GET receipts/payment/:id/`: a completed payment of the user's. */
export const PaymentReceiptParamsSchema = Type.Object({ id: Id() });
/** `GET receipts/return/:link_id/`: the unspent budget of the user's closed post. */
export const ReturnReceiptParamsSchema = Type.Object({ link_id: Id() });

export const ReceiptSchema = Type.Object({
  kind: Type.Union([Type.Literal('payment'), Type.Literal('return')]),
  /** The payment's id, or the post's for a return. */
  id: Id(),
  /** Written in the request's language ("Payment for a post on engage", "Unspent budget returned…"). */
  description: Type.String(),
  producer: Type.Object({ username: Type.String(), email: Type.String() }),
  post: Type.Object({ link_id: Id(), title: Type.String(), link_url: Type.String() }),
  date: DateTime(),
  amount: Kes(),
  currency: Type.Literal('KES'),
  /** How it was paid; for a return, the provider it was refunded through (null: the engage balance). */
  provider: Nullable(
    Type.Union([Type.Literal('mpesa'), Type.Literal('paypal'), Type.Literal('card'), Type.Literal('balance')]),
  ),
  /**
   * The provider's reference (M-PESA's CheckoutRequestID, PayPal's order); for a return, the
   * ledger transfers' ids, or our request id of a refund through a provider.
   */
  reference: Type.String(),
  /** M-PESA's receipt number or the capture's id (a refund: M-PESA's receipt or PayPal's refund id), when given. */
  receipt: Nullable(Type.String()),
});
export type Receipt = Static<typeof ReceiptSchema>;
