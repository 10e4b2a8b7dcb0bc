/** The SQL for `data_exports`: an export's link is found by its token's hash, never by the token. */
import { and, desc, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { dataExports } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The user's newest export, whatever its state. */
export async function latestExport(executor: Executor, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await executor
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row;
}

/**
 * A new export waiting to be built; undefined when the user already has one open (the unique
 * index on open exports: two taps at once make one).
 */
export async function insertExport(
  executor: Executor,
  values: { userId: number; tokenHash: string },
): Promise<DataExportRow | undefined> {
  const [row] = await executor
    .insert(dataExports)
    .values(values)
    .onConflictDoNothing({ target: dataExports.userId, where: sql`status <> 'expired'` })
    .returning();
  return row;
}

/** Marks the user's ready exports past their expiry expired and drops their files. */
export async function expireOf(executor: Executor, userId: number, now: Date): Promise<void> {
  await executor
    .update(dataExports)
    .set({ status: 'expired', json: null, csv: null })
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
}

/** Every ready export past its expiry: expired, its files dropped. */
export async function expireDue(executor: Executor, now: Date): Promise<number> {
  const rows = await executor
    .update(dataExports)
    .set({ status: 'expired', json: null, csv: null })
    .where(and(eq(dataExports.status, 'ready'), isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return rows.length;
}

/** The oldest exports waiting to be built. */
export function waitingExports(executor: Executor, limit: number): Promise<DataExportRow[]> {
  return executor
    .select()
    .from(dataExports)
    .where(eq(dataExports.status, 'preparing'))
    .orderBy(dataExports.id)
    .limit(limit);
}

/** The built files, ready until `expiresAt`; false when the export was no longer waiting (built by another run). */
export async function markReady(
  executor: Executor,
  id: number,
  files: { json: string; csv: string; linkTokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await executor
    .update(dataExports)
    .set({ status: 'ready', ...files })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** The owner's export one of whose tokens hashes to `tokenHash`, unless it expired. */
export async function openExportByHash(
  executor: Executor,
  userId: number,
  tokenHash: string,
): Promise<DataExportRow | undefined> {
  const [row] = await executor
    .select()
    .from(dataExports)
    .where(
      and(
        or(eq(dataExports.tokenHash, tokenHash), eq(dataExports.linkTokenHash, tokenHash)),
        eq(dataExports.userId, userId),
        ne(dataExports.status, 'expired'),
      ),
    );
  return row;
}

/** A new browser token for the user's open export (the asking browser lost its own). */
export async function renewToken(executor: Executor, id: number, tokenHash: string): Promise<void> {
  await executor.update(dataExports).set({ tokenHash }).where(eq(dataExports.id, id));
}

/** A deleted account's exports go with it: their files are a copy of everything erased. */
export async function deleteExportsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(dataExports).where(eq(dataExports.userId, userId));
}
