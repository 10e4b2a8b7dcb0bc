/**
 * The SQL for the `farm_signals` table (see posting/links-table.ts for the convention): the
 * device id and network seen when an account signed up or signed in. The rules are
 * farm-signals.ts's.
 */
import { and, countDistinct, eq, gte, inArray, lt, ne, sql, asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { farmSignals } from '../../db/schema';

export type NewFarmSignal = typeof farmSignals.$inferInsert;

export async function insertSignal(executor: Executor, values: NewFarmSignal): Promise<void> {
  await executor.insert(farmSignals).values(values);
}

/** How many accounts other than `userId` were seen on this device id. */
export async function otherAccountsOnDevice(executor: Executor, deviceId: string, userId: number): Promise<number> {
  const [row] = await executor
    .select({ count: countDistinct(farmSignals.userId) })
    .from(farmSignals)
    .where(and(eq(farmSignals.deviceId, deviceId), ne(farmSignals.userId, userId)));
  return Number(row?.count ?? 0);
}

/** Sign-ups from this network since `since` (the one being recorded included). */
export async function signupsFromNetwork(executor: Executor, network: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ count: sql<string>`count(*)` })
    .from(farmSignals)
    .where(and(eq(farmSignals.network, network), eq(farmSignals.event, 'signup'), gte(farmSignals.createdAt, since)));
  return Number(row?.count ?? 0);
}

/** The device ids and networks these accounts were seen with. */
export async function signalsOf(
  executor: Executor,
  userIds: number[],
): Promise<{ userId: number; deviceId: string | null; network: string | null }[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({ userId: farmSignals.userId, deviceId: farmSignals.deviceId, network: farmSignals.network })
    .from(farmSignals)
    .where(inArray(farmSignals.userId, userIds));
}

/** Deletes what was seen before `before` (retention); returns how many rows went. */
export async function deleteSignalsBefore(executor: Executor, before: Date): Promise<number> {
  const gone = await executor
    .delete(farmSignals)
    .where(lt(farmSignals.createdAt, before))
    .returning({ id: farmSignals.id });
  return gone.length;
}

/**
 * A deleted account's device ids and networks go at once: an account that is gone earns
 * nothing, so there is nothing left for them to protect.
 */
export async function deleteSignalsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(farmSignals).where(eq(farmSignals.userId, userId));
}

/** The devices and networks seen at the user's sign-ups and sign-ins, for their data export (modules/privacy). */
export function exportFor(executor: Executor, userId: number) {
  return executor.select().from(farmSignals).where(eq(farmSignals.userId, userId)).orderBy(asc(farmSignals.id));
}
