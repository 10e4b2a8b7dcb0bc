/** The SQL of `operator_sessions` (migration 0034). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { operatorSessions } from '../../db/schema';

export async function openOperatorSession(executor: Executor, operatorId: number, expiresAt: Date): Promise<string> {
  const [row] = await executor
    .insert(operatorSessions)
    .values({ operatorId, expiresAt })
    .returning({ id: operatorSessions.id });
  if (!row) throw new Error('insert operator session returned nothing');
  return row.id;
}

/** Whether the session is still open: not signed out, not past its end. */
export async function operatorSessionOpen(executor: Executor, id: string, now: Date): Promise<boolean> {
  const [row] = await executor
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt), gt(operatorSessions.expiresAt, now)));
  return row !== undefined;
}

export async function endOperatorSession(executor: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(operatorSessions)
    .set({ endedAt: at })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length === 1;
}
