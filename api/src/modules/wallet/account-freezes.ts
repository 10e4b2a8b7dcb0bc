/**
 * Frozen withdrawals, and the SQL for `account_freezes`. A freeze only refuses withdrawals: the
 * balance stays where it is. The owner's own freeze ("this was not me") is lifted by the owner
 * (after a step-up) or an operator; an operator's freeze, with the note the user is shown, only by
 * an operator.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { UserText } from '../../i18n/messages';
import { text } from '../../i18n/messages';
import type { Executor } from '../../db/database';
import { accountFreezes } from '../../db/schema';
import { redacted, type MentionPatterns } from '../../db/redaction';

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

/**
 * An operator's freeze, with the note the user is shown. An owner's freeze already open becomes
 * the operator's (the owner can no longer lift it). The row after, for the audit log.
 */
export async function operatorFreeze(executor: Executor, userId: number, note: string): Promise<FreezeRow> {
  const [row] = await executor
    .insert(accountFreezes)
    .values({ userId, reason: 'operator', note })
    .onConflictDoUpdate({
      target: accountFreezes.userId,
      targetWhere: isNull(accountFreezes.liftedAt),
      set: { reason: 'operator', note },
    })
    .returning();
  if (!row) throw new Error('operator freeze returned nothing');
  return row;
}

/**
 * Lifts the open freeze; `by` says who (`owner`, or `operator:<id>`). The owner lifts only their
 * own kind of freeze. False when none they may lift was open.
 */
export async function liftFreeze(executor: Executor, userId: number, by: string): Promise<boolean> {
  const where: SQL[] = [eq(accountFreezes.userId, userId), isNull(accountFreezes.liftedAt)];
  if (by === 'owner') where.push(eq(accountFreezes.reason, 'payout_method_disowned'));
  const lifted = await executor
    .update(accountFreezes)
    .set({ liftedAt: new Date(), liftedBy: by })
    .where(and(...where))
    .returning({ id: accountFreezes.id });
  return lifted.length > 0;
}

/** Why withdrawals are frozen, as the user is told. */
export function freezeReason(freeze: FreezeRow): UserText {
  return freeze.reason === 'operator'
    ? text('freezeReasonOperator', { note: freeze.note ?? '' })
    : text('freezeReasonDisowned');
}

/** A deleted account's freezes stay with their dates; an operator's note loses the person's identifiers. */
export async function redactFreezeNotesOf(
  executor: Executor,
  userId: number,
  mentions: MentionPatterns,
): Promise<void> {
  await executor
    .update(accountFreezes)
    .set({ note: redacted(accountFreezes.note, mentions) })
    .where(eq(accountFreezes.userId, userId));
}
