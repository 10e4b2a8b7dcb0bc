/**
 * The console's flagged accounts (ours, `operator/review/accounts/…`): accounts whose withdrawals
 * wait for an operator because of a farm flag (shared device, busy network, payout name), and
 * clearing one, which ends its review as `payout-review clear` does.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, IdParamsSchema } from '@engage/shared/contract/common';
import { CursorPage, CursorQuery, Reason } from '@engage/shared/contract/operator-access';

export const FlaggedAccountsQuerySchema = Type.Object({ ...CursorQuery });

/** One open review: an account may have one per reason. */
export const FlaggedAccountSchema = Type.Object({
  review_id: Id(),
  user_id: Id(),
  user_email: Type.String(),
  reason: Type.Union([
    Type.Literal('shared_device'),
    Type.Literal('busy_network'),
    Type.Literal('payout_name'),
    Type.Literal('card_return'),
  ]),
  /** What the check saw, for the operator (not shown to the user). */
  detail: Type.String(),
  flagged_at: DateTime(),
});
export type FlaggedAccount = Static<typeof FlaggedAccountSchema>;
export const FlaggedAccountsPageSchema = CursorPage(FlaggedAccountSchema);

export const ClearAccountParamsSchema = IdParamsSchema;
export const ClearAccountBodySchema = Type.Object({ reason: Reason() });
export const AccountClearedSchema = Type.Object({ user_id: Id(), reviews_cleared: Type.Integer({ minimum: 1 }) });
