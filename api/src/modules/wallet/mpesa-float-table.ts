/**
 * The SQL for `mpesa_float_readings` (see posting/links-table.ts for the convention): one row per
 * Account Balance query, filled in by its result. The rules are mpesa-float.ts's.
 */
import { and, asc, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mpesaFloatReadings } from '../../db/schema';

export type FloatReadingRow = typeof mpesaFloatReadings.$inferSelect;
export type NewFloatReading = typeof mpesaFloatReadings.$inferInsert;

/** Records a query M-PESA took; its result may have been recorded first, which is kept. */
export async function recordFloatQuery(
  executor: Executor,
  ids: { originatorConversationId: string; conversationId: string },
): Promise<void> {
  await executor
    .insert(mpesaFloatReadings)
    .values(ids)
    .onConflictDoUpdate({
      target: mpesaFloatReadings.originatorConversationId,
      set: { conversationId: ids.conversationId },
    });
}

/** Records a query's result (once: a result delivered twice changes nothing); undefined when already recorded. */
export async function recordFloatResult(
  executor: Executor,
  values: NewFloatReading & { status: 'read' | 'failed' },
): Promise<FloatReadingRow | undefined> {
  const { originatorConversationId: _query, ...result } = values;
  const [row] = await executor
    .insert(mpesaFloatReadings)
    .values(values)
    .onConflictDoUpdate({
      target: mpesaFloatReadings.originatorConversationId,
      set: result,
      where: eq(mpesaFloatReadings.status, 'asked'),
    })
    .returning();
  return row;
}

/** The newest float read since `since`, if any. */
export async function latestFloatReading(executor: Executor, since: Date): Promise<FloatReadingRow | undefined> {
  const [row] = await executor
    .select()
    .from(mpesaFloatReadings)
    .where(and(eq(mpesaFloatReadings.status, 'read'), gte(mpesaFloatReadings.readAt, since)))
    .orderBy(desc(mpesaFloatReadings.readAt), desc(mpesaFloatReadings.id))
    .limit(1);
  return row;
}

/** When a float query was last asked (answered or not). */
export async function lastFloatQueryAt(executor: Executor): Promise<Date | undefined> {
  const [row] = await executor
    .select({ askedAt: mpesaFloatReadings.askedAt })
    .from(mpesaFloatReadings)
    .orderBy(desc(mpesaFloatReadings.askedAt))
    .limit(1);
  return row?.askedAt;
}

/** Every answered float reading since `since`, oldest first (the console draws its trend). */
export async function floatReadingsSince(executor: Executor, since: Date): Promise<FloatReadingRow[]> {
  return executor
    .select()
    .from(mpesaFloatReadings)
    .where(
      and(
        eq(mpesaFloatReadings.status, 'read'),
        isNotNull(mpesaFloatReadings.readAt),
        gte(mpesaFloatReadings.readAt, since),
      ),
    )
    .orderBy(asc(mpesaFloatReadings.readAt), asc(mpesaFloatReadings.id));
}
