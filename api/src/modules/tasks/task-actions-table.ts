/**
 * The SQL for the `task_actions` table (see posting/links-table.ts for the convention): one row
 * per task credited, written once with the reward's transfer and stamped when its pending credit
 * is released. Lists of links a user has done read through the fragments at the end.
 *
 * Every function takes the executor first: the database, or the caller's transaction.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { taskActions } from '../../db/schema';

export type NewTaskAction = typeof taskActions.$inferInsert;

/** Whether the user was already credited for this action on this link. */
export async function hasDone(
  executor: Executor,
  userId: number,
  linkId: number,
  actionType: string,
): Promise<boolean> {
  const [done] = await executor
    .select({ id: taskActions.id })
    .from(taskActions)
    .where(and(eq(taskActions.userId, userId), eq(taskActions.linkId, linkId), eq(taskActions.actionType, actionType)));
  return done !== undefined;
}

/** How many tasks the user was credited for since `since` (the daily cap's count). */
export async function countDoneSince(executor: Executor, userId: number, since: Date): Promise<number> {
  const [done] = await executor
    .select({ n: count() })
    .from(taskActions)
    .where(and(eq(taskActions.userId, userId), gte(taskActions.createdAt, since)));
  return done?.n ?? 0;
}

/** The tasks credited to the user since `since` (the daily cap's count) and what they paid. */
export async function creditedSince(
  executor: Executor,
  userId: number,
  since: Date,
): Promise<{ count: number; rewardCents: number }> {
  const [done] = await executor
    .select({ n: count(), cents: sql<string | null>`sum(${taskActions.rewardCents})` })
    .from(taskActions)
    .where(and(eq(taskActions.userId, userId), gte(taskActions.createdAt, since)));
  return { count: done?.n ?? 0, rewardCents: Number(done?.cents ?? 0) };
}

/** How many tasks the user was ever credited for (the action history's total). */
export async function countDone(executor: Executor, userId: number): Promise<number> {
  const [done] = await executor.select({ n: count() }).from(taskActions).where(eq(taskActions.userId, userId));
  return done?.n ?? 0;
}

export async function insertTaskAction(executor: Executor, values: NewTaskAction): Promise<void> {
  await executor.insert(taskActions).values(values);
}

/** A credit whose hold has ended, with what a retention check needs to ask about it. */
export interface MaturedAction {
  id: number;
  userId: number;
  linkId: number;
  actionType: string;
  endpoint: string;
  rewardCents: number;
}

/**
 * Credits whose pending hold ended at `cutoff` and are neither released nor voided yet, leaving
 * out those whose retention check waits until after `now`; `limit` at a time.
 */
export function unreleasedBefore(
  executor: Executor,
  cutoff: Date,
  limit: number,
  now = new Date(),
): Promise<MaturedAction[]> {
  return executor
    .select({
      id: taskActions.id,
      userId: taskActions.userId,
      linkId: taskActions.linkId,
      actionType: taskActions.actionType,
      endpoint: taskActions.endpoint,
      rewardCents: taskActions.rewardCents,
    })
    .from(taskActions)
    .where(
      and(
        isNull(taskActions.releasedAt),
        isNull(taskActions.voidedAt),
        lte(taskActions.createdAt, cutoff),
        or(isNull(taskActions.retentionCheckAt), lte(taskActions.retentionCheckAt, now)),
      ),
    )
    .orderBy(taskActions.createdAt)
    .limit(limit);
}

export async function markReleased(executor: Executor, actionId: number, at: Date): Promise<void> {
  await executor.update(taskActions).set({ releasedAt: at }).where(eq(taskActions.id, actionId));
}

/** A retention check that could not be made: asked again from `at`. */
export async function postponeRetentionCheck(executor: Executor, actionId: number, at: Date): Promise<void> {
  await executor.update(taskActions).set({ retentionCheckAt: at }).where(eq(taskActions.id, actionId));
}

/**
 * Marks an unreleased credit voided with its reason; false when it was released or voided in
 * the meantime (then nothing may be taken back).
 */
export async function markVoided(executor: Executor, actionId: number, reason: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(taskActions)
    .set({ voidedAt: at, voidReason: reason })
    .where(and(eq(taskActions.id, actionId), isNull(taskActions.releasedAt), isNull(taskActions.voidedAt)))
    .returning({ id: taskActions.id });
  return rows.length > 0;
}

/**
 * The user's own actions behind reward transfers: by the reward's transfer id, or by the action
 * id a release names (`release:{id}`).
 */
export function actionsByReference(
  executor: Executor,
  userId: number,
  refs: { transferIds: number[]; actionIds: number[] },
): Promise<{ actionId: number; transferId: number; linkId: number; actionType: string }[]> {
  return executor
    .select({
      actionId: taskActions.id,
      transferId: taskActions.transferId,
      linkId: taskActions.linkId,
      actionType: taskActions.actionType,
    })
    .from(taskActions)
    .where(
      and(
        eq(taskActions.userId, userId),
        or(
          refs.transferIds.length ? inArray(taskActions.transferId, refs.transferIds) : undefined,
          refs.actionIds.length ? inArray(taskActions.id, refs.actionIds) : undefined,
        ),
      ),
    );
}

/**
 * SQL: whether the user has done a task on the link `linkId` names (a column of the outer
 * query). The feed's `is_actioned` and the bot's open tasks ask it.
 */
export function hasActioned(userId: number | Placeholder, linkId: AnyColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${taskActions} WHERE ${taskActions.linkId} = ${linkId} AND ${taskActions.userId} = ${userId})`;
}

/** SQL: the ids of the links the user has done a task on (the action history's links). */
export function actionedLinkIds(userId: number): SQL {
  return sql`SELECT ${taskActions.linkId} FROM ${taskActions} WHERE ${taskActions.userId} = ${userId}`;
}

/** A user's credited rewards still pending (not released, not voided), oldest first. */
export function pendingRewardsOf(
  executor: Executor,
  userId: number,
): Promise<{ rewardCents: number; createdAt: Date; retentionCheckAt: Date | null }[]> {
  return executor
    .select({
      rewardCents: taskActions.rewardCents,
      createdAt: taskActions.createdAt,
      retentionCheckAt: taskActions.retentionCheckAt,
    })
    .from(taskActions)
    .where(and(eq(taskActions.userId, userId), isNull(taskActions.releasedAt), isNull(taskActions.voidedAt)))
    .orderBy(taskActions.createdAt);
}

// --- A post's report (posting/post-report.ts) ----------------------------------------------------

/**
 * The credits of a link: how many were kept and what they paid, how many were taken back
 * (drops), and of those how many before `closedAt` (while the post lived: refilled); all of them
 * while it has not closed.
 */
export async function creditsOfLink(
  executor: Executor,
  linkId: number,
  closedAt: Date | null,
): Promise<{ kept: number; keptCents: number; voided: number; refilled: number }> {
  const whileLive = closedAt
    ? sql`${taskActions.voidedAt} < ${closedAt.toISOString()}::timestamptz`
    : sql`${taskActions.voidedAt} IS NOT NULL`;
  const [row] = await executor
    .select({
      kept: sql<string>`count(*) filter (where ${taskActions.voidedAt} IS NULL)`,
      keptCents: sql<string | null>`sum(${taskActions.rewardCents}) filter (where ${taskActions.voidedAt} IS NULL)`,
      voided: sql<string>`count(*) filter (where ${taskActions.voidedAt} IS NOT NULL)`,
      refilled: sql<string>`count(*) filter (where ${whileLive})`,
    })
    .from(taskActions)
    .where(eq(taskActions.linkId, linkId));
  return {
    kept: Number(row?.kept ?? 0),
    keptCents: Number(row?.keptCents ?? 0),
    voided: Number(row?.voided ?? 0),
    refilled: Number(row?.refilled ?? 0),
  };
}

/** A link's kept credits per calendar day in `timeZone` (`YYYY-MM-DD`), from `since` on. */
export async function creditsPerDay(
  executor: Executor,
  linkId: number,
  since: Date,
  timeZone: string,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${taskActions.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await executor
    .select({ day, n: count() })
    .from(taskActions)
    .where(and(eq(taskActions.linkId, linkId), isNull(taskActions.voidedAt), gte(taskActions.createdAt, since)))
    // By position: the zone is a parameter, and PostgreSQL does not see two parameters as one expression.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** Who a link's kept credits went to and when, newest first. */
export function creditedUsersOf(
  executor: Executor,
  linkId: number,
  limit: number,
): Promise<{ userId: number; createdAt: Date }[]> {
  return executor
    .select({ userId: taskActions.userId, createdAt: taskActions.createdAt })
    .from(taskActions)
    .where(and(eq(taskActions.linkId, linkId), isNull(taskActions.voidedAt)))
    .orderBy(desc(taskActions.createdAt), desc(taskActions.id))
    .limit(limit);
}

/**
 * A deleted account's credits: those still held are marked released (their money was forfeited
 * with the pending balance, so the release and retention jobs must not move it again), and its
 * comments' words go. The actions stay: producers paid for them and their reports count them.
 */
export async function closeActionsOf(executor: Executor, userId: number, at: Date): Promise<void> {
  await executor
    .update(taskActions)
    .set({ releasedAt: at })
    .where(and(eq(taskActions.userId, userId), isNull(taskActions.releasedAt), isNull(taskActions.voidedAt)));
  await executor.update(taskActions).set({ commentText: null }).where(eq(taskActions.userId, userId));
}

/** The user's credited task actions for their data export (modules/privacy), oldest first. */
export function exportFor(executor: Executor, userId: number) {
  return executor.select().from(taskActions).where(eq(taskActions.userId, userId)).orderBy(asc(taskActions.id));
}
