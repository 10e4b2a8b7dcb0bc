/**
 * Claims waiting for proof (TASK_VERIFIER=platform): recorded with the reason the user is shown,
 * never paid until proven. SQL for `task_claims` lives here.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
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

export class TaskClaims {
  constructor(private readonly db: Db) {}

  async find(userId: number, linkId: number, actionType: string): Promise<TaskClaim | undefined> {
    const [claim] = await this.db
      .select()
      .from(taskClaims)
      .where(and(eq(taskClaims.userId, userId), eq(taskClaims.linkId, linkId), eq(taskClaims.actionType, actionType)));
    return claim;
  }

  /** Records a claim in review; a claim refused earlier is opened again with the new reason. */
  async wait(claim: NewClaim): Promise<void> {
    const values = {
      ...claim,
      payload: JSON.stringify(claim.payload),
      status: 'review' as const,
      attempts: 0,
      decidedAt: null,
    };
    await this.db
      .insert(taskClaims)
      .values(values)
      .onConflictDoUpdate({
        target: [taskClaims.userId, taskClaims.linkId, taskClaims.actionType],
        set: { ...values, createdAt: new Date() },
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
  ): Promise<boolean> {
    const rows = await executor
      .update(taskClaims)
      .set({ status, reason, decidedAt: new Date(), nextCheckAt: null })
      .where(and(eq(taskClaims.id, id), eq(taskClaims.status, 'review')))
      .returning({ id: taskClaims.id });
    return rows.length > 0;
  }

  /** Still no answer: ask again at `next` (or leave it to a person when `next` is null). */
  async postpone(claim: TaskClaim, reason: string, next: Date | null): Promise<void> {
    await this.db
      .update(taskClaims)
      .set({ reason, attempts: claim.attempts + 1, recheck: next !== null, nextCheckAt: next })
      .where(and(eq(taskClaims.id, claim.id), eq(taskClaims.status, 'review')));
  }
}
