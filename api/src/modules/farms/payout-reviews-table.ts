/**
 * The SQL for the `payout_reviews` table (see posting/links-table.ts for the convention): the
 * accounts whose withdrawals wait for an operator, and why. The rules are farm-signals.ts's and
 * wallet.service.ts's.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { payoutReviews, users } from '../../db/schema';

export type ReviewReason = (typeof payoutReviews.$inferSelect)['reason'];
export type PayoutReviewRow = typeof payoutReviews.$inferSelect;

/** Opens a review of the account for this reason; false when one is open already. */
export async function openReview(
  executor: Executor,
  userId: number,
  reason: ReviewReason,
  detail: string,
): Promise<boolean> {
  const rows = await executor
    .insert(payoutReviews)
    .values({ userId, reason, detail })
    .onConflictDoNothing({
      target: [payoutReviews.userId, payoutReviews.reason],
      where: isNull(payoutReviews.clearedAt),
    })
    .returning({ id: payoutReviews.id });
  return rows.length > 0;
}

/** The account's open reviews, oldest first (none: its withdrawals go out as usual). */
export function openReviewsOf(executor: Executor, userId: number): Promise<PayoutReviewRow[]> {
  return executor
    .select()
    .from(payoutReviews)
    .where(and(eq(payoutReviews.userId, userId), isNull(payoutReviews.clearedAt)))
    .orderBy(asc(payoutReviews.createdAt), asc(payoutReviews.id));
}

/** Every open review, oldest first (the operator's list). */
export function openReviews(executor: Executor, limit: number): Promise<PayoutReviewRow[]> {
  return executor
    .select()
    .from(payoutReviews)
    .where(isNull(payoutReviews.clearedAt))
    .orderBy(asc(payoutReviews.createdAt), asc(payoutReviews.id))
    .limit(limit);
}

/**
 * One page of the open reviews with each account's email, oldest first (ids grow with time, so
 * the id is the cursor); `limit + 1` rows, so the caller knows whether another page follows.
 */
export function openReviewsPage(executor: Executor, afterId: number | undefined, limit: number) {
  return executor
    .select({ review: payoutReviews, email: users.email })
    .from(payoutReviews)
    .innerJoin(users, eq(users.id, payoutReviews.userId))
    .where(and(isNull(payoutReviews.clearedAt), afterId === undefined ? undefined : gt(payoutReviews.id, afterId)))
    .orderBy(asc(payoutReviews.id))
    .limit(limit + 1);
}

/** Clears the account's open reviews; returns how many were open. */
export async function clearReviews(executor: Executor, userId: number, at: Date): Promise<number> {
  const cleared = await executor
    .update(payoutReviews)
    .set({ clearedAt: at })
    .where(and(eq(payoutReviews.userId, userId), isNull(payoutReviews.clearedAt)))
    .returning({ id: payoutReviews.id });
  return cleared.length;
}

/** A deleted account's reviews keep their reason and dates; the detail (names, numbers) goes. */
export async function eraseReviewDetailsOf(executor: Executor, userId: number): Promise<void> {
  await executor.update(payoutReviews).set({ detail: '' }).where(eq(payoutReviews.userId, userId));
}
