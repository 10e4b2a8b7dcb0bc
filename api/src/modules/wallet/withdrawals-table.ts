/**
 * The SQL for the `withdrawals` table (see posting/links-table.ts for the convention): a
 * payout's row from the moment it is held until M-PESA's answer settles it. The rules are
 * wallet.service.ts's.
 *
 * Every function takes the executor first: the database, or the caller's transaction, so a lock
 * taken here is held until that transaction ends.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withdrawals } from '../../db/schema';
import { redacted, type MentionPatterns } from '../../db/redaction';

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

/** The payout a failed one was sent again as, if it was. */
export async function retryOfPayout(executor: Executor, failedId: number): Promise<WithdrawalRow | undefined> {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.retryOf, failedId));
  return row;
}

/** The withdrawal booked with this M-PESA receipt, if any. */
export async function withdrawalByReceipt(executor: Executor, receipt: string): Promise<WithdrawalRow | undefined> {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.receipt, receipt)).limit(1);
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

/** Payouts waiting for the float to cover them, oldest first. */
export function delayedPayouts(executor: Executor, limit: number): Promise<WithdrawalRow[]> {
  return executor
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'delayed'))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
}

/**
 * Takes a delayed payout back to pending under a new OriginatorConversationID (M-PESA refused
 * the old one, and refuses an id it has seen), or undefined when another instance took it
 * first. `checkedAt` keeps reconciliation from asking about the new id before it is sent.
 */
export async function takeDelayedPayout(
  executor: Executor,
  withdrawalId: number,
  originatorConversationId: string,
  now: Date,
): Promise<WithdrawalRow | undefined> {
  const [row] = await executor
    .update(withdrawals)
    .set({
      status: 'pending',
      originatorConversationId,
      conversationId: null,
      acceptedAt: null,
      checkedAt: now,
      resentAt: now,
      // A new request: what was asked or claimed about the refused one says nothing of it.
      statusQueryId: null,
      nextCheckAt: null,
      claimedResultCode: null,
      statusDescription: 'Sending to M-PESA again',
    })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'delayed')))
    .returning();
  return row;
}

/** What M-PESA has taken to pay out since `since` (payouts it accepted, paid or not yet; net of withholding tax), in cents. */
export async function acceptedSince(executor: Executor, since: Date): Promise<number> {
  const [row] = await executor
    .select({ cents: sql<string | null>`sum(${withdrawals.amountCents} - ${withdrawals.taxCents})` })
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, ['pending', 'completed']), gte(withdrawals.acceptedAt, since)));
  return Number(row?.cents ?? 0);
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

/** Every M-PESA number these users were paid to or asked to be paid to (the referral checks). */
export async function numbersPaidTo(
  executor: Executor,
  userIds: number[],
): Promise<{ userId: number; phone: string }[]> {
  if (userIds.length === 0) return [];
  return executor
    .selectDistinct({ userId: withdrawals.userId, phone: withdrawals.mpesaPhone })
    .from(withdrawals)
    .where(inArray(withdrawals.userId, userIds));
}

/** Payouts waiting for an operator's review, oldest first. */
export function payoutsInReview(executor: Executor, limit: number): Promise<WithdrawalRow[]> {
  return executor
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'review'))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
}

/** Withdrawals of this user still on their way to M-PESA (or waiting for float or an operator). */
export async function countInFlight(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<string>`count(*)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['pending', 'delayed', 'review'])));
  return Number(row?.count ?? 0);
}

/**
 * A deleted account's payouts are kept for the anti-money-laundering years with their amounts,
 * dates and M-PESA references (enough to match M-PESA's statements), but not the number paid
 * or the receiver's name that a status line may quote.
 */
export async function erasePayeeOf(executor: Executor, userId: number, mentions: MentionPatterns): Promise<void> {
  await executor
    .update(withdrawals)
    .set({ mpesaPhone: '', methodId: null, statusDescription: redacted(withdrawals.statusDescription, mentions) })
    .where(eq(withdrawals.userId, userId));
}

/** Every number the user's payouts went to. */
export async function payoutNumbersOf(executor: Executor, userId: number): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ phone: withdrawals.mpesaPhone })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId));
  return rows.map((row) => row.phone);
}

/** The user's withdrawals (payouts) for their data export (modules/privacy), oldest first. */
export function exportFor(executor: Executor, userId: number) {
  return executor.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(asc(withdrawals.id));
}

/** The taxable base every payout of the user's not failed has taken (withholding.ts), in cents. */
export async function taxableBaseTaken(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ cents: sql<string | null>`sum(${withdrawals.taxableCents})` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), ne(withdrawals.status, 'failed')));
  return Number(row?.cents ?? 0);
}

/** What M-PESA is sent for a payout: its amount less the withholding tax held back. */
export const payoutCents = (row: Pick<WithdrawalRow, 'amountCents' | 'taxCents'>): number =>
  row.amountCents - row.taxCents;

/** The user's payouts M-PESA paid in [start, end) (by when they were paid), oldest first. */
export function paidBetween(executor: Executor, userId: number, start: Date, end: Date): Promise<WithdrawalRow[]> {
  return executor
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.status, 'completed'),
        gte(withdrawals.completedAt, start),
        lt(withdrawals.completedAt, end),
      ),
    )
    .orderBy(asc(withdrawals.completedAt), asc(withdrawals.id));
}

/**
 * Withholding tax on the payouts M-PESA paid in [start, end), per user with any: the taxable
 * base, the tax, how many payouts, and the payout number of the latest (for who it was).
 */
export async function taxWithheldBetween(
  executor: Executor,
  start: Date,
  end: Date,
): Promise<
  { userId: number; taxableCents: number; taxCents: number; payouts: number; methodId: number | null; phone: string }[]
> {
  const rows = await executor
    .select({
      userId: withdrawals.userId,
      taxable: sql<string>`sum(${withdrawals.taxableCents})`,
      tax: sql<string>`sum(${withdrawals.taxCents})`,
      payouts: sql<string>`count(*)`,
      methodId: sql<string | null>`(array_agg(${withdrawals.methodId} ORDER BY ${withdrawals.id} DESC))[1]`,
      phone: sql<string>`(array_agg(${withdrawals.mpesaPhone} ORDER BY ${withdrawals.id} DESC))[1]`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'completed'),
        gte(withdrawals.completedAt, start),
        lt(withdrawals.completedAt, end),
        sql`${withdrawals.taxCents} > 0`,
      ),
    )
    .groupBy(withdrawals.userId)
    .orderBy(asc(withdrawals.userId));
  return rows.map((row) => ({
    userId: row.userId,
    taxableCents: Number(row.taxable),
    taxCents: Number(row.tax),
    payouts: Number(row.payouts),
    methodId: row.methodId === null ? null : Number(row.methodId),
    phone: row.phone,
  }));
}
