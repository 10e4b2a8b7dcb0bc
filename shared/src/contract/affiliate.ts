/** Referrals and rewards (spec 001 §3, §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { DateTime, Id, KES_AMOUNT_MAX, Kes, Nullable } from '@engage/shared/contract/common';

// ---------------------------------------------------------------------------------------------
// Affiliate
// ---------------------------------------------------------------------------------------------

/**
 * Spec 001 §3 "referrals list (user_id, referral_date, payment_status, payable_amount)".
 * `void_reason` is ours: why a reward was voided, in the reader's language (docs/security.md "Farms").
 */
const ReferralSchema = Type.Object({
  user_id: Id(),
  referral_date: DateTime(),
  payment_status: Type.String(),
  payable_amount: Kes(),
  void_reason: Type.Optional(Type.String()),
});
export type Referral = Static<typeof ReferralSchema>;

/** Spec 001 §3 "Affiliate: reward_balance, minimum_pay, total_earnings, total_referrals, referrals list". */
const AffiliateSchema = Type.Object({
  reward_balance: Kes(),
  minimum_pay: Kes(),
  total_earnings: Kes(),
  total_referrals: Type.Integer({ minimum: 0 }),
  referrals: Type.Array(ReferralSchema),
});
export type Affiliate = Static<typeof AffiliateSchema>;

/**
 * Spec 001 §7 "Affiliate | GET | ?page={n}; reads affiliate.referrals, next, and the balances"
 * — the balances sit inside `affiliate`, `next` beside it.
 */
export const AffiliateResponseSchema = Type.Object({
  affiliate: AffiliateSchema,
  next: Nullable(Type.String()),
});
export type AffiliateResponse = Static<typeof AffiliateResponseSchema>;

/** Referral reward withdrawal (spec 001 §2 "Reward balance with a Withdraw button"; payload not shown). */
export const AffiliateWithdrawBodySchema = Type.Object({
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: KES_AMOUNT_MAX })),
});
