/**
 * The SQL for the `referral_rewards` table (see posting/links-table.ts for the convention): one
 * reward per referred user, pending through its hold, then available or void. The rules are
 * referrals.service.ts's.
 *
 * Every function takes the executor first: the database, or the caller's transaction, so a lock
 * taken here is held until that transaction ends.
 */
import { and, eq, inArray, lte, sql, sum, asc, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { referralRewards, taskActions } from '../../db/schema';

export type RewardRow = typeof referralRewards.$inferSelect;

/**
 * The idempotency-key prefix of the ledger transfer that voids a reward because both accounts
 * look like one person (a refund's void is `referral-void:`): the statement tells them apart by it.
 */
export const RELATED_VOID_KEY = 'referral-void-related';
export type NewReward = typeof referralRewards.$inferInsert;

/** Records the referred user's reward; undefined when they already have one (one reward each, ever). */
export async function insertReward(executor: Executor, values: NewReward): Promise<RewardRow | undefined> {
  const [reward] = await executor
    .insert(referralRewards)
    .values(values)
    .onConflictDoNothing({ target: referralRewards.referredId })
    .returning();
  return reward;
}

/**
 * Pending rewards whose hold ended by `now` and whose referred user has done a verified task (a
 * credited task action: `task_actions` is written only when a task is credited), of one
 * referrer when given, `limit` at a time.
 */
export async function maturedRewardIds(
  executor: Executor,
  now: Date,
  referrerId: number | undefined,
  limit: number,
): Promise<number[]> {
  const rows = await executor
    .select({ id: referralRewards.id })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.status, 'pending'),
        lte(referralRewards.availableAt, now),
        sql`exists (select 1 from ${taskActions} where ${taskActions.userId} = ${referralRewards.referredId})`,
        referrerId === undefined ? undefined : eq(referralRewards.referrerId, referrerId),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The reward while it is still pending, with its row lock; undefined when it is not pending or
 * another transaction holds it (SKIP LOCKED: that one is releasing it).
 */
export async function lockPendingReward(executor: Executor, rewardId: number): Promise<RewardRow | undefined> {
  const [reward] = await executor
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.id, rewardId), eq(referralRewards.status, 'pending')))
    .for('update', { skipLocked: true });
  return reward;
}

/** The reward a payment earned, with its row lock. */
export async function lockRewardOfPayment(executor: Executor, paymentId: number): Promise<RewardRow | undefined> {
  const [reward] = await executor
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.paymentId, paymentId))
    .for('update');
  return reward;
}

/** A reward leaves its hold: withdrawable, or void (and why). */
export async function settleReward(
  executor: Executor,
  rewardId: number,
  status: 'available' | 'void',
  at: Date,
  voidReason: RewardRow['voidReason'],
): Promise<void> {
  await executor
    .update(referralRewards)
    .set({ status, settledAt: at, voidReason })
    .where(eq(referralRewards.id, rewardId));
}

/** The rewards of these referred users, by referred user id. */
export async function rewardsOfReferred(
  executor: Executor,
  referredIds: number[],
): Promise<Map<number, Pick<RewardRow, 'createdAt' | 'status' | 'amountCents' | 'voidReason'>>> {
  if (referredIds.length === 0) return new Map();
  const rows = await executor
    .select({
      referredId: referralRewards.referredId,
      createdAt: referralRewards.createdAt,
      status: referralRewards.status,
      amountCents: referralRewards.amountCents,
      voidReason: referralRewards.voidReason,
    })
    .from(referralRewards)
    .where(inArray(referralRewards.referredId, referredIds));
  return new Map(rows.map(({ referredId, ...reward }) => [referredId, reward]));
}

/** Everything the referrer earned that was not voided, pending or not, in cents. */
export async function earnedCents(executor: Executor, referrerId: number): Promise<number> {
  const [earned] = await executor
    .select({ total: sum(referralRewards.amountCents) })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, referrerId), sql`${referralRewards.status} <> 'void'`));
  return Number(earned?.total ?? 0);
}

/** A referrer's rewards within their hold, oldest first, and whether the referred user has done a verified task. */
export async function pendingRewardsOf(
  executor: Executor,
  referrerId: number,
): Promise<{ amountCents: number; availableAt: Date; referredDidTask: boolean }[]> {
  return executor
    .select({
      amountCents: referralRewards.amountCents,
      availableAt: referralRewards.availableAt,
      referredDidTask: sql<boolean>`exists (select 1 from ${taskActions} where ${taskActions.userId} = ${referralRewards.referredId})`,
    })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, referrerId), eq(referralRewards.status, 'pending')))
    .orderBy(referralRewards.availableAt);
}

/** A deleted referrer's rewards still pending are void: their money was forfeited with the balance. */
export async function voidPendingRewardsOf(executor: Executor, referrerId: number, at: Date): Promise<void> {
  await executor
    .update(referralRewards)
    .set({ status: 'void', voidReason: 'account_deleted', settledAt: at })
    .where(and(eq(referralRewards.referrerId, referrerId), eq(referralRewards.status, 'pending')));
}

/** Referral rewards the user earned or was the referred person of, for their data export (modules/privacy). */
export function exportFor(executor: Executor, userId: number) {
  return executor
    .select()
    .from(referralRewards)
    .where(or(eq(referralRewards.referrerId, userId), eq(referralRewards.referredId, userId)))
    .orderBy(asc(referralRewards.id));
}
