/**
 * The SQL for `field_events` (partitioned by day) and `field_health_daily`. A day's partition is
 * made before its day comes, so events land in their own partition and leave with one DROP.
 */
import { asc, gte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { fieldEvents, fieldHealthDaily } from '../../db/schema';
import { isDay } from '../../i18n/nairobi-days';

export type FieldEventRow = typeof fieldEvents.$inferInsert;
export type DailyHealthRow = typeof fieldHealthDaily.$inferSelect;

async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The partition of `day` (YYYY-MM-DD): `field_events_p20261129`. Its name is written into SQL, so it is checked. */
function partitionName(day: string): string {
  if (!isDay(day)) throw new Error(`not a day: ${day}`);
  return `field_events_p${day.replaceAll('-', '')}`;
}
const PARTITION = /^field_events_p(\d{4})(\d{2})(\d{2})$/;

export async function insertEvents(executor: Executor, rows: readonly FieldEventRow[]): Promise<void> {
  if (rows.length > 0) await executor.insert(fieldEvents).values([...rows]);
}

/**
 * Makes the partitions of `days` that do not exist yet. A day whose first events came before its
 * partition (the server started after midnight) has them moved out of the default partition into
 * the new one, inside one transaction that holds the default still meanwhile: PostgreSQL will not
 * attach a partition for rows the default holds.
 */
export async function makePartitions(db: Db, days: readonly string[]): Promise<string[]> {
  const made: string[] = [];
  for (const day of days) {
    const name = partitionName(day);
    const [present] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass(${name}) is not null as present`);
    if (present?.present) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table field_events_default in share row exclusive mode`);
      await tx.execute(sql.raw(`CREATE TABLE ${name} (LIKE field_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`));
      await tx.execute(
        sql.raw(
          `WITH moved AS (DELETE FROM field_events_default WHERE day = '${day}' RETURNING *) ` +
            `INSERT INTO ${name} SELECT * FROM moved`,
        ),
      );
      await tx.execute(
        sql.raw(`ALTER TABLE field_events ATTACH PARTITION ${name} FOR VALUES FROM ('${day}') TO ('${day}'::date + 1)`),
      );
    });
    made.push(day);
  }
  return made;
}

/** Drops the partitions of days before `firstKept` and the default partition's rows of them. */
export async function dropDaysBefore(executor: Executor, firstKept: string): Promise<string[]> {
  const partitions = await rowsOf<{ name: string }>(
    executor,
    sql`select child.relname as name
          from pg_inherits
          join pg_class child on child.oid = pg_inherits.inhrelid
         where pg_inherits.inhparent = 'field_events'::regclass`,
  );
  const dropped: string[] = [];
  for (const { name } of partitions) {
    const parts = PARTITION.exec(name);
    if (!parts) continue;
    const day = `${parts[1]}-${parts[2]}-${parts[3]}`;
    if (day >= firstKept) continue;
    await executor.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
    dropped.push(day);
  }
  await executor.execute(sql`delete from field_events_default where day < ${firstKept}::date`);
  await executor.delete(fieldHealthDaily).where(sql`${fieldHealthDaily.day} < ${firstKept}::date - 365`);
  return dropped;
}

/** Recomputes the daily figures of `days` from their events. */
export async function rollUp(executor: Executor, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  const p75 = (metric: string) =>
    sql`percentile_cont(0.75) within group (order by value) filter (where kind = 'vital' and metric = ${metric})`;
  await executor.execute(sql`
    insert into field_health_daily (day, area, release, views, errors, lcp_p75, inp_p75, cls_p75, updated_at)
    select day, area, release,
           count(*) filter (where kind = 'view'),
           count(*) filter (where kind = 'error'),
           ${p75('LCP')}, ${p75('INP')}, ${p75('CLS')}, now()
      from field_events
     where day in (${sql.join(
       days.map((day) => sql`${day}::date`),
       sql`, `,
     )})
     group by day, area, release
    on conflict (day, area, release) do update
       set views = excluded.views, errors = excluded.errors, lcp_p75 = excluded.lcp_p75,
           inp_p75 = excluded.inp_p75, cls_p75 = excluded.cls_p75, updated_at = excluded.updated_at`);
}

/** Each area × release over the days from `firstDay`, counted and measured from the events themselves. */
export async function releaseTotals(
  executor: Executor,
  firstDay: string,
): Promise<
  {
    area: string;
    release: string;
    firstSeen: string;
    lastSeen: string;
    views: number;
    errors: number;
    lcpP75: number | null;
    inpP75: number | null;
    clsP75: number | null;
  }[]
> {
  const p75 = (metric: string) =>
    sql<
      number | null
    >`percentile_cont(0.75) within group (order by value) filter (where kind = 'vital' and metric = ${metric})`;
  const rows = await executor
    .select({
      area: fieldEvents.area,
      release: fieldEvents.release,
      firstSeen: sql<string>`min(${fieldEvents.day})::text`,
      lastSeen: sql<string>`max(${fieldEvents.day})::text`,
      lastAt: sql<string>`max(${fieldEvents.at})`,
      views: sql<number>`count(*) filter (where kind = 'view')`.mapWith(Number),
      errors: sql<number>`count(*) filter (where kind = 'error')`.mapWith(Number),
      lcpP75: p75('LCP'),
      inpP75: p75('INP'),
      clsP75: p75('CLS'),
    })
    .from(fieldEvents)
    .where(gte(fieldEvents.day, firstDay))
    .groupBy(fieldEvents.area, fieldEvents.release)
    .orderBy(asc(fieldEvents.area), sql`max(${fieldEvents.at}) desc`);
  return rows.map(({ lastAt: _lastAt, ...row }) => ({
    ...row,
    lcpP75: row.lcpP75 === null ? null : Number(row.lcpP75),
    inpP75: row.inpP75 === null ? null : Number(row.inpP75),
    clsP75: row.clsP75 === null ? null : Number(row.clsP75),
  }));
}

/** The daily roll-up rows from `firstDay`, oldest first. */
export function dailySince(executor: Executor, firstDay: string): Promise<DailyHealthRow[]> {
  return executor
    .select()
    .from(fieldHealthDaily)
    .where(gte(fieldHealthDaily.day, firstDay))
    .orderBy(asc(fieldHealthDaily.day));
}

export interface SideFigures {
  views: number;
  errors: number;
  lcpP75: number | null;
  /** How many LCP readings the p75 is of. */
  lcpCount: number;
}

/**
 * One release of an area against every other release of it (what the users outside its share
 * load), over the same time: since `since`, whose Nairobi day is `firstDay` (the partitions read).
 */
export async function releaseAgainstRest(
  executor: Executor,
  where: { area: string; release: string; since: Date; firstDay: string },
): Promise<{ release: SideFigures; rest: SideFigures }> {
  const rows = await rowsOf<{
    side: 'release' | 'rest';
    views: string;
    errors: string;
    lcp_p75: number | string | null;
    lcp_count: string;
  }>(
    executor,
    sql`select case when release = ${where.release} then 'release' else 'rest' end as side,
               count(*) filter (where kind = 'view') as views,
               count(*) filter (where kind = 'error') as errors,
               percentile_cont(0.75) within group (order by value) filter (where kind = 'vital' and metric = 'LCP') as lcp_p75,
               count(*) filter (where kind = 'vital' and metric = 'LCP') as lcp_count
          from field_events
         where day >= ${where.firstDay} and at >= ${where.since.toISOString()} and area = ${where.area}
         group by 1`,
  );
  const side = (name: 'release' | 'rest'): SideFigures => {
    const row = rows.find((candidate) => candidate.side === name);
    return {
      views: Number(row?.views ?? 0),
      errors: Number(row?.errors ?? 0),
      lcpP75: row?.lcp_p75 === null || row?.lcp_p75 === undefined ? null : Number(row.lcp_p75),
      lcpCount: Number(row?.lcp_count ?? 0),
    };
  };
  return { release: side('release'), rest: side('rest') };
}
