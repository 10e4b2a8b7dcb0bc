/**
 * Watch tickets: when a user's player first started a video, and what it has reported since.
 * While the video plays the player reports its current time in it every few seconds; the server
 * counts, between two reports, the time the video advanced, but never more than its own clock
 * moved, and nothing for a jump further than the clock allows (a seek, or a script that made the
 * numbers up). A view credit is paid from that count alone: a claim whose player reported
 * nothing, or too little, is refused — the browser's own count, and the time merely elapsed
 * since the start, are not evidence. SQL for `watch_tickets` lives here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { watchTickets } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import { text } from '../../i18n/messages';
import { isLiveUrl } from '../posting/links-table';

/**
 * Seconds of network slack: a report may arrive a little before the time it describes has passed
 * by our clock (requests in flight), and a claim may exceed the counted time by as much.
 */
const WATCH_TICKET_SLACK_SECONDS = 2;

/**
 * What one report adds: how far the video advanced since the last report (or since the start,
 * from 0), counted up to the time our clock moved; a backwards move (replay) or a jump beyond
 * the clock and its slack counts nothing.
 */
export function countedAdvance(advanced: number, elapsed: number): number {
  if (!(advanced > 0) || advanced > elapsed + WATCH_TICKET_SLACK_SECONDS) return 0;
  return Math.min(advanced, Math.max(elapsed, 0));
}

export class WatchTickets {
  constructor(
    private readonly db: Db,
    private readonly minWatchSeconds: number,
  ) {}

  /**
   * The ticket of a task's video; only for videos engage offers, so nobody fills the table. The
   * first start counts: starting again later neither moves it nor adds time.
   */
  async start(userId: number, linkUrl: string): Promise<Date> {
    const url = linkUrl.trim();
    if (!(await isLiveUrl(this.db, url))) throw notFound(text('taskNotFound'));
    await this.db.insert(watchTickets).values({ userId, linkUrl: url }).onConflictDoNothing();
    return (await this.startedAt(userId, url)) ?? new Date();
  }

  /**
   * A report of the playing player's current time (`position`, seconds into the video); answers
   * the seconds counted so far. Reports of one ticket take turns on its row, so two sent at once
   * cannot both count the same stretch of time.
   */
  async progress(userId: number, linkUrl: string, position: number): Promise<number> {
    const url = linkUrl.trim();
    return this.db.transaction(async (tx) => {
      const [ticket] = await tx
        .select({
          lastPosition: watchTickets.lastPosition,
          watchedSeconds: watchTickets.watchedSeconds,
          // By the database's clock, the one that stamps the reports.
          elapsed: sql<number>`extract(epoch from now() - coalesce(${watchTickets.lastReportAt}, ${watchTickets.startedAt}))::float8`,
        })
        .from(watchTickets)
        .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, url)))
        .for('update');
      if (!ticket) throw refused(400, text('playFirst'));
      const counted = countedAdvance(position - (ticket.lastPosition ?? 0), Number(ticket.elapsed));
      const watched = ticket.watchedSeconds + counted;
      await tx
        .update(watchTickets)
        .set({
          reports: sql`${watchTickets.reports} + 1`,
          lastPosition: position,
          lastReportAt: sql`now()`,
          watchedSeconds: watched,
        })
        .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, url)));
      return watched;
    });
  }

  /**
   * A view is paid only for the watching its player reported, at least the minimum, and claims
   * no more than that (give or take the network's slack): "no credit for 30 s claimed after 2 s",
   * and none for a script that only waited.
   */
  async refuseUnwatched(userId: number, linkUrl: string, claimed: number): Promise<void> {
    const [ticket] = await this.db
      .select({ reports: watchTickets.reports, watchedSeconds: watchTickets.watchedSeconds })
      .from(watchTickets)
      .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
    if (!ticket) throw refused(400, text('playFirst'));
    if (ticket.reports === 0) throw refused(400, text('watchNotReported'));
    const watched = Math.floor(ticket.watchedSeconds);
    if (ticket.watchedSeconds + WATCH_TICKET_SLACK_SECONDS < this.minWatchSeconds) {
      throw refused(400, text('watchedTooLittle', { watched, needed: this.minWatchSeconds }));
    }
    if (claimed > ticket.watchedSeconds + WATCH_TICKET_SLACK_SECONDS) {
      throw refused(400, text('watchedLessThanClaimed', { watched, claimed: Math.floor(claimed) }));
    }
  }

  private async startedAt(userId: number, linkUrl: string): Promise<Date | undefined> {
    const [ticket] = await this.db
      .select({ startedAt: watchTickets.startedAt })
      .from(watchTickets)
      .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
    return ticket?.startedAt;
  }
}

/** A deleted account's viewing record goes with it. */
export async function deleteTicketsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(watchTickets).where(eq(watchTickets.userId, userId));
}
