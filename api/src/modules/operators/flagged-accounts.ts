/**
 * The console's flagged accounts: those whose withdrawals wait for an operator because a farm
 * check flagged them (farms/). Clearing one ends every open review of the account, as
 * `payout-review clear` does, with the operator's reason and an audit line in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import { clearReviews, openReviewsOf, openReviewsPage } from '../farms/payout-reviews-table';
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type { FlaggedAccount } from '@engage/shared/contract/operator-review';
import { recordOperatorAction } from './audit-log';
import { toPage, type CsvColumn } from './operator-lists';

export async function flaggedAccountsPage(
  db: Db,
  page: { after?: (string | number)[]; limit: number },
): Promise<CursorPageOf<FlaggedAccount>> {
  const rows = await openReviewsPage(db, page.after?.[0] as number | undefined, page.limit);
  return toPage(
    rows,
    page.limit,
    ({ review, email }) => ({
      review_id: review.id,
      user_id: review.userId,
      user_email: email,
      reason: review.reason,
      detail: review.detail,
      flagged_at: review.createdAt.toISOString(),
    }),
    ({ review }) => [review.id],
  );
}

/** Ends the account's open reviews: its next withdrawals go out as usual. */
export async function clearFlaggedAccount(
  db: Db,
  operatorId: number,
  userId: number,
  reason: string,
  now = new Date(),
): Promise<{ user_id: number; reviews_cleared: number }> {
  return db.transaction(async (tx) => {
    // The account's row is locked so two operators clearing it at once write one audit line.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(text('notFound'));
    const before = await openReviewsOf(tx, userId);
    if (before.length === 0) throw conflict(text('accountNotFlagged'));
    const cleared = await clearReviews(tx, userId, now);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'clear_account',
      subjectType: 'user',
      subjectId: String(userId),
      accountId: userId,
      before: before.map((review) => ({ id: review.id, reason: review.reason, detail: review.detail })),
      after: { open_reviews: 0, cleared_at: now.toISOString() },
      reason: reason.trim(),
    });
    return { user_id: userId, reviews_cleared: cleared };
  });
}

export const FLAGGED_ACCOUNT_COLUMNS: readonly CsvColumn<FlaggedAccount>[] = [
  { header: 'review', value: (row) => row.review_id },
  { header: 'flagged_at', value: (row) => row.flagged_at },
  { header: 'user', value: (row) => row.user_id },
  { header: 'email', value: (row) => row.user_email },
  { header: 'reason', value: (row) => row.reason },
  { header: 'detail', value: (row) => row.detail },
];
