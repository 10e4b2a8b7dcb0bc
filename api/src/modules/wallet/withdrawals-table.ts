/**
 * The SQL for the `withdrawals` table (see posting/links-table.ts for the convention): a
 * payout's row from the moment it is held until M-PESA's answer settles it. The rules are
 * wallet.service.ts's.
 *
 * Every function takes the executor first: the database, or the caller's transaction, so a lock
 * taken here is held until that transaction ends.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withdrawals } from '../../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(executor: Executor, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await executor.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('insert withdrawal returned nothing');
  return row;
}

/** Changes a withdrawal and answers it as it is now (undefined: no such withdrawal). */
export async function updateWithdrawal(
  executor: Executor,
  withdrawalId: number,
  changes: Partial<NewWithdrawal>,
): Promise<WithdrawalRow | undefined> {
  const [row] = await executor.update(withdrawals).set(changes).where(eq(withdrawals.id, withdrawalId)).returning();
  return row;
}

/** The withdrawal with its row lock: the queue of everything that settles it. */
export async function lockWithdrawal(executor: Executor, withdrawalId: number): Promise<WithdrawalRow | undefined> {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  return row;
}

/** A withdrawal by its id (any user's: for M-PESA's results and reconciliation). */
export async function withdrawalById(executor: Executor, withdrawalId: number): Promise<WithdrawalRow | undefined> {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  return row;
}

/**
 * The withdrawal a payout result names: by our OriginatorConversationID, or by M-PESA's
 * ConversationID when the result gives only that.
 */
export async function withdrawalOfPayout(
  executor: Executor,
  ids: { originatorConversationId: string; conversationId?: string | undefined },
): Promise<WithdrawalRow | undefined> {
  const match = ids.originatorConversationId
    ? eq(withdrawals.originatorConversationId, ids.originatorConversationId)
    : ids.conversationId
      ? eq(withdrawals.conversationId, ids.conversationId)
      : undefined;
  if (!match) return undefined;
  const [row] = await executor.select().from(withdrawals).where(match);
  return row;
}

/**
 * Payouts still pending that were asked for before `since` and are due to be looked at again
 * by `now`, oldest first.
 */
export function payoutsDueForCheck(
  executor: Executor,
  since: Date,
  now: Date,
  limit: number,
): Promise<WithdrawalRow[]> {
  return executor
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'pending'),
        lt(withdrawals.createdAt, since),
        or(isNull(withdrawals.nextCheckAt), lte(withdrawals.nextCheckAt, now)),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(limit);
}

/** The user's own withdrawals with these ids. */
export async function withdrawalsById(executor: Executor, userId: number, ids: number[]): Promise<WithdrawalRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.id, ids)));
}

/** The user's withdrawals, newest first. */
export function withdrawalsOf(executor: Executor, userId: number, limit: number): Promise<WithdrawalRow[]> {
  return executor
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** Payouts asked for in [start, end) that M-PESA has not settled yet (the daily reconciliation). */
export function pendingBetween(executor: Executor, start: Date, end: Date): Promise<WithdrawalRow[]> {
  return executor
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), gte(withdrawals.createdAt, start), lt(withdrawals.createdAt, end)))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id));
}
