/** The SQL for `area_releases` and `release_pins`. */
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { areaReleases, releasePins } from '../../db/schema';

export type AreaReleaseRow = typeof areaReleases.$inferSelect;
export type ReleaseState = AreaReleaseRow['state'];
export type ReleasePinRow = typeof releasePins.$inferSelect;

export async function insertRelease(
  executor: Executor,
  row: Pick<AreaReleaseRow, 'area' | 'release' | 'manifestUrl' | 'state' | 'percent'>,
): Promise<AreaReleaseRow> {
  const [inserted] = await executor.insert(areaReleases).values(row).returning();
  if (!inserted) throw new Error('area release not inserted');
  return inserted;
}

export async function findRelease(
  executor: Executor,
  where: { area: string; release: string } | { area: string; state: ReleaseState },
): Promise<AreaReleaseRow | undefined> {
  const [row] = await executor
    .select()
    .from(areaReleases)
    .where(
      'release' in where
        ? and(eq(areaReleases.area, where.area), eq(areaReleases.release, where.release))
        : and(eq(areaReleases.area, where.area), eq(areaReleases.state, where.state)),
    )
    .limit(1);
  return row;
}

/** Locks the area's rows for a change of state: two deploys of one area run one after the other. */
export async function lockArea(executor: Executor, area: string): Promise<AreaReleaseRow[]> {
  return executor.select().from(areaReleases).where(eq(areaReleases.area, area)).for('update');
}

export async function updateRelease(
  executor: Executor,
  id: number,
  change: Partial<Pick<AreaReleaseRow, 'state' | 'percent' | 'endedAt' | 'endedReason' | 'manifestUrl'>>,
): Promise<AreaReleaseRow> {
  const [row] = await executor.update(areaReleases).set(change).where(eq(areaReleases.id, id)).returning();
  if (!row) throw new Error(`area release ${id} not found`);
  return row;
}

/** Releases newest first, of one area or all. */
export function listReleases(executor: Executor, area?: string): Promise<AreaReleaseRow[]> {
  return executor
    .select()
    .from(areaReleases)
    .where(area ? eq(areaReleases.area, area) : undefined)
    .orderBy(desc(areaReleases.id));
}

/** The live canaries, of every area. */
export function liveCanaries(executor: Executor): Promise<AreaReleaseRow[]> {
  return executor.select().from(areaReleases).where(eq(areaReleases.state, 'canary'));
}

export function releasesByIds(executor: Executor, ids: readonly number[]): Promise<AreaReleaseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(areaReleases)
    .where(inArray(areaReleases.id, [...ids]));
}

/** Pins a user to a release of an area, replacing their pin of that area if they had one. */
export async function upsertPin(
  executor: Executor,
  row: Pick<ReleasePinRow, 'userId' | 'area' | 'areaReleaseId' | 'pinnedBy' | 'expiresAt'>,
): Promise<ReleasePinRow> {
  const [pin] = await executor
    .insert(releasePins)
    .values(row)
    .onConflictDoUpdate({
      target: [releasePins.userId, releasePins.area],
      set: {
        areaReleaseId: row.areaReleaseId,
        pinnedBy: row.pinnedBy,
        expiresAt: row.expiresAt,
        createdAt: new Date(),
      },
    })
    .returning();
  if (!pin) throw new Error('release pin not saved');
  return pin;
}

/** Pins still in force at `now`: of one user, or all of them newest first. */
export function livePins(executor: Executor, now: Date, userId?: number): Promise<ReleasePinRow[]> {
  return executor
    .select()
    .from(releasePins)
    .where(and(gt(releasePins.expiresAt, now), userId === undefined ? undefined : eq(releasePins.userId, userId)))
    .orderBy(desc(releasePins.id));
}

export async function deletePin(executor: Executor, id: number): Promise<boolean> {
  const removed = await executor.delete(releasePins).where(eq(releasePins.id, id)).returning({ id: releasePins.id });
  return removed.length > 0;
}

/** Lapsed pins, and every pin of an erased account. */
export async function deletePins(executor: Executor, where: { lapsedAt: Date } | { userId: number }): Promise<number> {
  const removed = await executor
    .delete(releasePins)
    .where('userId' in where ? eq(releasePins.userId, where.userId) : lte(releasePins.expiresAt, where.lapsedAt))
    .returning({ id: releasePins.id });
  return removed.length;
}
