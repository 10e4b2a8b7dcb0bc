/** The SQL for `reseller_keys`: a key's row is found by its hash, never by the key itself. */
import { and, desc, eq, isNull, lt, or, count, asc, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { resellerKeys } from '../../db/schema';

export type ResellerKeyRow = typeof resellerKeys.$inferSelect;

export async function insertKey(
  executor: Executor,
  values: { userId: number; name: string; keyHash: string; prefix: string },
): Promise<ResellerKeyRow> {
  const [row] = await executor.insert(resellerKeys).values(values).returning();
  if (!row) throw new Error('insert reseller key returned nothing');
  return row;
}

/** The owner's keys that still work, newest first. */
export function liveKeysOf(executor: Executor, userId: number): Promise<ResellerKeyRow[]> {
  return executor
    .select()
    .from(resellerKeys)
    .where(and(eq(resellerKeys.userId, userId), isNull(resellerKeys.revokedAt)))
    .orderBy(desc(resellerKeys.id));
}

export async function countLiveKeys(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(resellerKeys)
    .where(and(eq(resellerKeys.userId, userId), isNull(resellerKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

/** The key whose hash this is, unless it was revoked. */
export async function liveKeyByHash(executor: Executor, keyHash: string): Promise<ResellerKeyRow | undefined> {
  const [row] = await executor
    .select()
    .from(resellerKeys)
    .where(and(eq(resellerKeys.keyHash, keyHash), isNull(resellerKeys.revokedAt)));
  return row;
}

/** Revokes the owner's key; false when they have no such live key. */
export async function revokeKey(executor: Executor, userId: number, keyId: number): Promise<boolean> {
  const rows = await executor
    .update(resellerKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(resellerKeys.id, keyId), eq(resellerKeys.userId, userId), isNull(resellerKeys.revokedAt)))
    .returning({ id: resellerKeys.id });
  return rows.length > 0;
}

/** Marks the key used now, at most once a minute: a busy panel does not write on every call. */
export async function touchKey(executor: Executor, keyId: number, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await executor
    .update(resellerKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(resellerKeys.id, keyId), or(isNull(resellerKeys.lastUsedAt), lt(resellerKeys.lastUsedAt, minuteAgo))),
    );
}

/** A deleted account's keys stop working at once, and the names its owner gave them go. */
export async function revokeKeysOf(executor: Executor, userId: number, at: Date): Promise<void> {
  await executor
    .update(resellerKeys)
    .set({ revokedAt: at })
    .where(and(eq(resellerKeys.userId, userId), isNull(resellerKeys.revokedAt)));
  await executor.update(resellerKeys).set({ name: '' }).where(eq(resellerKeys.userId, userId));
}

/** The user's reseller keys, revoked ones too, for their data export (modules/privacy): never the key's hash. */
export function exportFor(executor: Executor, userId: number) {
  const { keyHash: _secret, ...columns } = getTableColumns(resellerKeys);
  return executor
    .select(columns)
    .from(resellerKeys)
    .where(eq(resellerKeys.userId, userId))
    .orderBy(asc(resellerKeys.id));
}
