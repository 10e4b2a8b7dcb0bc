/** The SQL for `reseller_refills`: the refill receipts the panel API hands out. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { resellerRefills } from '../../db/schema';

export type ResellerRefillRow = typeof resellerRefills.$inferSelect;

export async function insertRefill(executor: Executor, userId: number, linkId: number): Promise<number> {
  const [row] = await executor.insert(resellerRefills).values({ userId, linkId }).returning({ id: resellerRefills.id });
  if (!row) throw new Error('insert reseller refill returned nothing');
  return row.id;
}

/** The owner's refills among `ids`; another's are not found. */
export function refillsOf(executor: Executor, userId: number, ids: readonly number[]): Promise<ResellerRefillRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(resellerRefills)
    .where(and(eq(resellerRefills.userId, userId), inArray(resellerRefills.id, [...ids])));
}
