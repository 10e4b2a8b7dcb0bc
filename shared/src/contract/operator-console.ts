/**
 * The operator console's queues and actions (ours, `operator/…`): the review queue, a person's
 * restrictions, payouts, and balance adjustments with four eyes. Lists page by cursor and export
 * to CSV (`operator-access.ts`); every write takes the operator's reason, which the audit log keeps.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, IdParamsSchema, Kes, Nullable, Text } from '@engage/shared/contract/common';
import { CursorPage, CursorQuery, Reason } from '@engage/shared/contract/operator-access';
import { MPESA_RECEIPT_PATTERN } from '@engage/shared/contract/input-limits';

// --- Review ----------------------------------------------------------------------------------

export const ReviewQueueQuerySchema = Type.Object({
  ...CursorQuery,
  /** Claims waiting for an operator, or appeals of a refusal (final). */
  queue: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('appeals')])),
  platform: Type.Optional(Text(20)),
  sort: Type.Optional(Type.Union([Type.Literal('oldest'), Type.Literal('newest')])),
});

export const ReviewClaimSchema = Type.Object({
  claim_id: Id(),
  user_id: Id(),
  user_email: Type.String(),
  link_id: Id(),
  link_url: Type.String(),
  platform: Type.String(),
  action_type: Type.String(),
  /** What the claim sent, as it was sent (the evidence). */
  evidence: Type.Unknown(),
  via_bot: Type.Boolean(),
  /** Why it waits for a person. */
  waiting_because: Type.String(),
  claimed_at: DateTime(),
  appeal_note: Nullable(Type.String()),
  appealed_at: Nullable(DateTime()),
  /** The producer's refusal, when an appeal follows one. */
  producer_decision: Nullable(Type.String()),
  /** The claimant's record: claims credited and refused, and when the account was made. */
  history: Type.Object({ credited: Type.Integer(), refused: Type.Integer(), joined_at: DateTime() }),
  /** Open farm flags on the claimant's account (shared device, busy network, payout name). */
  flags: Type.Array(Type.String()),
});
export type ReviewClaim = Static<typeof ReviewClaimSchema>;
export const ReviewQueuePageSchema = CursorPage(ReviewClaimSchema);

export const ReviewDecideBodySchema = Type.Object({
  claim_ids: Type.Array(Id(), { minItems: 1, maxItems: 100, uniqueItems: true }),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('refuse')]),
  reason: Reason(),
});
export const ReviewDecisionsSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      claim_id: Id(),
      outcome: Type.Union([Type.Literal('approved'), Type.Literal('refused'), Type.Literal('not_decided')]),
      message: Type.String(),
    }),
  ),
});
export type ReviewDecisions = Static<typeof ReviewDecisionsSchema>;

// --- People ----------------------------------------------------------------------------------

export const PersonActionBodySchema = Type.Object({
  action: Type.Union([
    Type.Literal('freeze_withdrawals'),
    Type.Literal('unfreeze_withdrawals'),
    Type.Literal('stop_earning'),
    Type.Literal('resume_earning'),
    Type.Literal('revoke_sessions'),
  ]),
  /** Shown to the user for a freeze or a stop: write it for them. */
  reason: Reason(),
});
export const PersonActionParamsSchema = IdParamsSchema;
export const PersonActionDoneSchema = Type.Object({ done: Type.Boolean(), message: Type.String() });

// --- Payouts ---------------------------------------------------------------------------------

export const PAYOUT_STATES = ['pending', 'unknown', 'held', 'failed'] as const;
export const PayoutsQuerySchema = Type.Object({
  ...CursorQuery,
  state: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('unknown'), Type.Literal('held'), Type.Literal('failed')]),
  ),
});
export const OperatorPayoutSchema = Type.Object({
  id: Id(),
  user_id: Id(),
  amount: Kes(),
  mpesa_phone: Type.String(),
  status: Type.String(),
  state: Type.Union([
    Type.Literal('pending'),
    Type.Literal('unknown'),
    Type.Literal('held'),
    Type.Literal('failed'),
    Type.Literal('completed'),
  ]),
  status_description: Type.String(),
  hold_reason: Nullable(Type.String()),
  originator_conversation_id: Type.String(),
  receipt: Nullable(Type.String()),
  created_at: DateTime(),
  checked_at: Nullable(DateTime()),
});
export type OperatorPayout = Static<typeof OperatorPayoutSchema>;
export const PayoutsPageSchema = CursorPage(OperatorPayoutSchema);

export const PayoutActionBodySchema = Type.Object({
  /** `retry`: a failed payout is sent again, once, as a new payout (its money held again). */
  action: Type.Union([
    Type.Literal('query'),
    Type.Literal('release'),
    Type.Literal('mark_paid'),
    Type.Literal('retry'),
  ]),
  reason: Reason(),
  /** `mark_paid` only, and required there: the receipt of the payment on the M-PESA statement. */
  receipt: Type.Optional(Type.String({ pattern: MPESA_RECEIPT_PATTERN, maxLength: 10 })),
});
export const PayoutActionDoneSchema = Type.Object({ payout: OperatorPayoutSchema, message: Type.String() });

// --- Ledger adjustments ----------------------------------------------------------------------

export const AdjustmentSchema = Type.Object({
  id: Id(),
  account_id: Id(),
  amount: Kes(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  reason: Type.String(),
  requested_by: Id(),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('applied')]),
  approved_by: Nullable(Id()),
  created_at: DateTime(),
  applied_at: Nullable(DateTime()),
});
export type Adjustment = Static<typeof AdjustmentSchema>;
export const AdjustmentsQuerySchema = Type.Object({
  ...CursorQuery,
  status: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('applied')])),
});
export const AdjustmentsPageSchema = CursorPage(AdjustmentSchema);
export const AdjustBodySchema = Type.Object({
  account_id: Id(),
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, multipleOf: 0.01 }),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  reason: Reason(),
});
export const ApproveAdjustmentBodySchema = Type.Object({ reason: Reason() });
export const AdjustmentDoneSchema = Type.Object({ adjustment: AdjustmentSchema, message: Type.String() });
