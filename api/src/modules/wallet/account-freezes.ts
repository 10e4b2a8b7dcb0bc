/**
 * Frozen withdrawals, and the SQL for `account_freezes`. A freeze only refuses withdrawals: the
 * balance stays where it is, and the owner (after a step-up) or an operator lifts it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accountFreezes } from '../../db/schema';

export type FreezeRow = typeof accountFreezes.$inferSelect;
export type FreezeReason = FreezeRow['reason'];

/** The account's open freeze, if any. */
export async function openFreeze(executor: Executor, userId: number): Promise<FreezeRow | undefined> {
  const [row] = await executor
    .select()
    .from(accountFreezes)
    .where(and(eq(accountFreezes.userId, userId), isNull(accountFreezes.liftedAt)));
  return row;
}

/** Freezes withdrawals; an account already frozen stays frozen once (one open freeze per account). */
export async function freezeWithdrawals(executor: Executor, userId: number, reason: FreezeReason): Promise<boolean> {
  const inserted = await executor
    .insert(accountFreezes)
    .values({ userId, reason })
    .onConflictDoNothing()
    .returning({ id: accountFreezes.id });
  return inserted.length > 0;
}

/** Lifts the open freeze; `by` says who (`owner`, or the operator's name). False when none was open. */
export async function liftFreeze(executor: Executor, userId: number, by: string): Promise<boolean> {
  const lifted = await executor
    .update(accountFreezes)
    .set({ liftedAt: new Date(), liftedBy: by })
    .where(and(eq(accountFreezes.userId, userId), isNull(accountFreezes.liftedAt)))
    .returning({ id: accountFreezes.id });
  return lifted.length > 0;
}
