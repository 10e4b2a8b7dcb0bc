/**
 * Claims waiting for proof (TASK_VERIFIER=platform): recorded with the reason the user is shown,
 * never paid until proven. One the verifier cannot settle by asking again goes to a person: the
 * post's producer until `review_due_at`, then engage's operators (claim-review.ts). SQL for
 * `task_claims` lives here.
 */
import { and, asc, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { taskClaims } from '../../db/schema';
import type { TaskPayload } from './task-endpoints';

export type TaskClaim = typeof taskClaims.$inferSelect;

export interface NewClaim {
  userId: number;
  linkId: number;
  actionType: string;
  endpoint: string;
  payload: TaskPayload;
  viaBot: boolean;
  reason: string;
  recheck: boolean;
  nextCheckAt: Date | null;
}

export type Reviewer = 'producer' | 'operator';
export type Decider = 'platform' | 'producer' | 'operator';

export class TaskClaims {
  constructor(
    private readonly db: Db,
    /** PRODUCER_REVIEW_HOURS: the producer's time to decide. */
    private readonly producerReviewHours = 72,
  ) {}

  /** Until when a claim sent to its producer now may wait for them. */
  producerDue(now = new Date()): Date {
    return new Date(now.getTime() + this.producerReviewHours * 3600_000);
  }

  async byId(id: number, executor: Executor = this.db): Promise<TaskClaim | undefined> {
    const [claim] = await executor.select().from(taskClaims).where(eq(taskClaims.id, id));
    return claim;
  }

  /** Locks the claim's row: a decision and an appeal of one claim take turns. */
  async lock(id: number, tx: Executor): Promise<TaskClaim | undefined> {
    const [claim] = await tx.select().from(taskClaims).where(eq(taskClaims.id, id)).for('update');
    return claim;
  }

  /** A user's own claims, newest first. */
  async ofUser(userId: number, limit: number, offset: number): Promise<{ total: number; claims: TaskClaim[] }> {
    const [counted] = await this.db.select({ total: count() }).from(taskClaims).where(eq(taskClaims.userId, userId));
    const claims = await this.db
      .select()
      .from(taskClaims)
      .where(eq(taskClaims.userId, userId))
      .orderBy(desc(taskClaims.createdAt), desc(taskClaims.id))
      .limit(limit)
      .offset(offset);
    return { total: counted?.total ?? 0, claims };
  }

  /** Claims waiting for their producer on the links `linkIds` selects, the nearest deadline first. */
  async waitingOnLinks(linkIds: SQL, limit: number, offset: number): Promise<{ total: number; claims: TaskClaim[] }> {
    const where = and(
      eq(taskClaims.status, 'review'),
      eq(taskClaims.reviewer, 'producer'),
      sql`${taskClaims.linkId} IN (${linkIds})`,
    );
    const [counted] = await this.db.select({ total: count() }).from(taskClaims).where(where);
    const claims = await this.db
      .select()
      .from(taskClaims)
      .where(where)
      .orderBy(asc(taskClaims.reviewDueAt), asc(taskClaims.id))
      .limit(limit)
      .offset(offset);
    return { total: counted?.total ?? 0, claims };
  }

  /**
   * How many claims on the link wait for a decision (a person's or a recheck's): each may still
   * be credited from the link's escrow, so a closed post keeps that much of it back.
   */
  async countWaiting(linkId: number, executor: Executor): Promise<number> {
    const [counted] = await executor
      .select({ total: count() })
      .from(taskClaims)
      .where(and(eq(taskClaims.status, 'review'), eq(taskClaims.linkId, linkId)));
    return Number(counted?.total ?? 0);
  }

  /** Claims their producer left undecided past the deadline. */
  overdue(now: Date, limit = 100): Promise<TaskClaim[]> {
    return this.db
      .select()
      .from(taskClaims)
      .where(
        and(eq(taskClaims.status, 'review'), eq(taskClaims.reviewer, 'producer'), lte(taskClaims.reviewDueAt, now)),
      )
      .orderBy(asc(taskClaims.reviewDueAt))
      .limit(limit);
  }

  /** Hands an undecided claim to the operators; false when it was decided meanwhile. */
  async toOperator(id: number, executor: Executor): Promise<boolean> {
    const rows = await executor
      .update(taskClaims)
      .set({ reviewer: 'operator', reviewDueAt: null })
      .where(and(eq(taskClaims.id, id), eq(taskClaims.status, 'review'), eq(taskClaims.reviewer, 'producer')))
      .returning({ id: taskClaims.id });
    return rows.length > 0;
  }

  /** The one appeal of a refusal: the claim goes back to review, by the operators. */
  async appeal(id: number, note: string, executor: Executor): Promise<boolean> {
    const rows = await executor
      .update(taskClaims)
      .set({
        status: 'review',
        reviewer: 'operator',
        reviewDueAt: null,
        appealNote: note,
        appealedAt: new Date(),
        decidedAt: null,
      })
      .where(and(eq(taskClaims.id, id), eq(taskClaims.status, 'refused'), isNull(taskClaims.appealedAt)))
      .returning({ id: taskClaims.id });
    return rows.length > 0;
  }

  /** A credited claim refused after all (an operator's decision); its money is taken back by the caller. */
  async reverse(id: number, reason: string, executor: Executor): Promise<boolean> {
    const rows = await executor
      .update(taskClaims)
      .set({ status: 'refused', reason, decidedAt: new Date(), decidedBy: 'operator', reviewer: null })
      .where(and(eq(taskClaims.id, id), eq(taskClaims.status, 'credited')))
      .returning({ id: taskClaims.id });
    return rows.length > 0;
  }

  /** How many claims wait for the operators (for the CLI's listing). */
  waitingOnOperator(limit = 100): Promise<TaskClaim[]> {
    return this.db
      .select()
      .from(taskClaims)
      .where(and(eq(taskClaims.status, 'review'), eq(taskClaims.reviewer, 'operator')))
      .orderBy(asc(taskClaims.appealedAt), asc(taskClaims.createdAt))
      .limit(limit);
  }

  /** True when the claim was appealed (its appeal spent). */
  static appealed(claim: TaskClaim): boolean {
    return claim.appealedAt !== null;
  }

  async find(userId: number, linkId: number, actionType: string): Promise<TaskClaim | undefined> {
    const [claim] = await this.db
      .select()
      .from(taskClaims)
      .where(and(eq(taskClaims.userId, userId), eq(taskClaims.linkId, linkId), eq(taskClaims.actionType, actionType)));
    return claim;
  }

  /** Records a claim in review; a claim refused earlier is opened again with the new reason. */
  async wait(claim: NewClaim): Promise<void> {
    // What the verifier will not ask about again goes to the post's producer at once.
    const now = new Date();
    const values = {
      ...claim,
      createdAt: now,
      payload: JSON.stringify(claim.payload),
      status: 'review' as const,
      attempts: 0,
      decidedAt: null,
      decidedBy: null,
      reviewer: claim.recheck ? null : ('producer' as const),
      reviewDueAt: claim.recheck ? null : this.producerDue(now),
      // A new claim after a refusal is a new refusal to appeal, if it comes to that.
      appealNote: null,
      appealedAt: null,
    };
    await this.db
      .insert(taskClaims)
      .values(values)
      .onConflictDoUpdate({
        target: [taskClaims.userId, taskClaims.linkId, taskClaims.actionType],
        set: values,
        setWhere: sql`${taskClaims.status} <> 'credited'`,
      });
  }

  /** Claims whose provider should be asked again now, oldest first. */
  due(now: Date, limit = 50): Promise<TaskClaim[]> {
    return this.db
      .select()
      .from(taskClaims)
      .where(and(eq(taskClaims.status, 'review'), eq(taskClaims.recheck, true), lte(taskClaims.nextCheckAt, now)))
      .orderBy(asc(taskClaims.nextCheckAt))
      .limit(limit);
  }

  async decide(
    id: number,
    status: 'credited' | 'refused',
    reason: string,
    executor: Executor = this.db,
    decidedBy: Decider = 'platform',
  ): Promise<boolean> {
    const rows = await executor
      .update(taskClaims)
      .set({ status, reason, decidedAt: new Date(), nextCheckAt: null, decidedBy, reviewer: null, reviewDueAt: null })
      .where(and(eq(taskClaims.id, id), eq(taskClaims.status, 'review')))
      .returning({ id: taskClaims.id });
    return rows.length > 0;
  }

  /** Still no answer: ask again at `next` (or leave it to the producer when `next` is null). */
  async postpone(claim: TaskClaim, reason: string, next: Date | null): Promise<void> {
    await this.db
      .update(taskClaims)
      .set({
        reason,
        attempts: claim.attempts + 1,
        recheck: next !== null,
        nextCheckAt: next,
        ...(next === null ? { reviewer: 'producer' as const, reviewDueAt: this.producerDue() } : {}),
      })
      .where(and(eq(taskClaims.id, claim.id), eq(taskClaims.status, 'review')));
  }
}

/**
 * A deleted account's claims: those still open are refused (it can be credited nothing), and
 * what the user wrote (the task request, a comment, an appeal) goes from all of them.
 */
export async function closeClaimsOf(executor: Executor, userId: number, at: Date): Promise<void> {
  await executor
    .update(taskClaims)
    .set({
      status: 'refused',
      reason: 'The account was deleted.',
      decidedAt: at,
      nextCheckAt: null,
      reviewer: null,
      reviewDueAt: null,
    })
    .where(and(eq(taskClaims.userId, userId), eq(taskClaims.status, 'review')));
  await executor.update(taskClaims).set({ payload: '{}', appealNote: null }).where(eq(taskClaims.userId, userId));
}

/** The user's claims for their data export (modules/privacy), oldest first. */
export function exportFor(executor: Executor, userId: number) {
  return executor.select().from(taskClaims).where(eq(taskClaims.userId, userId)).orderBy(asc(taskClaims.id));
}
