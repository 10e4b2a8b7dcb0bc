/**
 * Field health: the beacons phones send of each area's release (page views, Core Web Vitals,
 * errors), kept 30 days, and the figures the operator console shows per area and release.
 *
 * Nothing stored names a person. The batch's `visitor` is the browser's random id of the day, an
 * error's message is cut short and loses e-mail addresses, long numbers (phones, ids, amounts)
 * and query strings before it is stored, and the request's address is only counted by the rate
 * limit, never kept.
 */
import type {
  AreaHealth,
  AreaHealthList,
  FieldBatch,
  FieldEvent,
  ReleaseHealth,
} from '@engage/shared/contract/field-health';
import { FIELD_DETAIL_MAX } from '@engage/shared/contract/field-health';
import type { Db } from '../../db/database';
import { addDays, nairobiDay } from '../../i18n/nairobi-days';
import {
  dailySince,
  dropDaysBefore,
  insertEvents,
  makePartitions,
  releaseAgainstRest,
  releaseTotals,
  rollUp,
  type SideFigures,
  type FieldEventRow,
} from './field-events-table';

/** Days of events kept, today included. */
export const FIELD_DAYS_KEPT = 30;
/** Days whose partitions are made ahead, so that a day's first event finds its own. */
const DAYS_AHEAD = 2;

/** What an error message may not carry into the table: whatever could name someone. */
const PERSONAL: readonly [RegExp, string][] = [
  [/[^\s@]+@[^\s@]+\.[^\s@]+/g, '<email>'],
  [/\?[^\s)'"]*/g, '?…'],
  [/\d{4,}/g, '<n>'],
];

export function scrubDetail(detail: string): string {
  let clean = detail;
  for (const [pattern, mark] of PERSONAL) clean = clean.replace(pattern, mark);
  return clean.slice(0, FIELD_DETAIL_MAX);
}

function rowOf(event: FieldEvent, day: string, visitor: string): FieldEventRow {
  const base = { day, area: event.area, release: event.release, visitor };
  switch (event.kind) {
    case 'view':
      return { ...base, kind: 'view' };
    case 'vital':
      return {
        ...base,
        kind: 'vital',
        metric: event.name,
        value: event.value,
        detail: event.target ? scrubDetail(event.target) : null,
      };
    case 'error':
      return { ...base, kind: 'error', metric: event.source, detail: scrubDetail(event.message) };
  }
}

/** Errors per 1,000 page views; null before any view. */
export const errorRate = (errors: number, views: number): number | null =>
  views === 0 ? null : Math.round((errors / views) * 1000 * 10) / 10;

export class FieldHealth {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores a beacon's events under today's (Nairobi) day, by the server's clock, not the phone's. */
  async take(batch: FieldBatch): Promise<number> {
    const day = nairobiDay(this.now());
    await insertEvents(
      this.db,
      batch.events.map((event) => rowOf(event, day, batch.visitor)),
    );
    return batch.events.length;
  }

  /**
   * The `field health` job: the coming days' partitions, the days past 30 dropped, and today's
   * and yesterday's figures recomputed (yesterday's last beacons arrive after midnight).
   */
  async maintain(): Promise<{ made: string[]; dropped: string[] }> {
    const today = nairobiDay(this.now());
    const ahead = Array.from({ length: DAYS_AHEAD + 1 }, (_, index) => addDays(today, index));
    const made = await makePartitions(this.db, ahead);
    const dropped = await dropDaysBefore(this.db, addDays(today, -(FIELD_DAYS_KEPT - 1)));
    await rollUp(this.db, [addDays(today, -1), today]);
    return { made, dropped };
  }

  /**
   * A release of an area against the area's other releases (what everyone outside its share
   * loads) since `since`: how a canary is judged (modules/area-releases).
   */
  compare(area: string, release: string, since: Date): Promise<{ release: SideFigures; rest: SideFigures }> {
    return releaseAgainstRest(this.db, { area, release, since, firstDay: nairobiDay(since) });
  }

  /** Each area's releases over the last `days` days, the release reported last first. */
  async health(days: number): Promise<AreaHealthList> {
    const firstDay = addDays(nairobiDay(this.now()), -(days - 1));
    const [totals, daily] = await Promise.all([releaseTotals(this.db, firstDay), dailySince(this.db, firstDay)]);
    const areas = new Map<string, AreaHealth>();
    for (const total of totals) {
      const release: ReleaseHealth = {
        release: total.release,
        first_seen: total.firstSeen,
        last_seen: total.lastSeen,
        views: total.views,
        errors: total.errors,
        error_rate: errorRate(total.errors, total.views),
        lcp_p75: total.lcpP75,
        inp_p75: total.inpP75,
        cls_p75: total.clsP75,
        daily: daily
          .filter((row) => row.area === total.area && row.release === total.release)
          .map((row) => ({ day: row.day, views: row.views, errors: row.errors, lcp_p75: row.lcpP75 })),
      };
      const area = areas.get(total.area) ?? { area: total.area, releases: [] };
      area.releases.push(release);
      areas.set(total.area, area);
    }
    return { days, results: [...areas.values()] };
  }
}
