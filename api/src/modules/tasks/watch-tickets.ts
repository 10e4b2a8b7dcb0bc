/**
 * Watch tickets: when a user's player first started a video. A view credit may claim no more
 * seconds than have passed since (with a little slack for the network), whatever the verifier —
 * the browser's count alone is not evidence. SQL for `watch_tickets` lives here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { watchTickets } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import { text } from '../../i18n/messages';
import { isLiveUrl } from '../posting/links-table';

/** Seconds a claim may exceed the time since the ticket (requests in flight, clocks ticking). */
const WATCH_TICKET_SLACK_SECONDS = 2;

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
   * A view may claim no more than the time since its player first started, give or take the
   * network's slack, and at least the minimum: "no credit for 30 s claimed after 2 s".
   */
  async refuseBeyondTicket(userId: number, linkUrl: string, claimed: number): Promise<void> {
    const elapsed = await this.secondsSince(userId, linkUrl);
    if (elapsed === undefined) {
      throw refused(400, text('playFirst'));
    }
    if (claimed <= elapsed + WATCH_TICKET_SLACK_SECONDS) return;
    const watched = Math.floor(elapsed);
    throw refused(
      400,
      watched < this.minWatchSeconds
        ? text('watchedTooLittle', { watched, needed: this.minWatchSeconds })
        : text('watchedLessThanClaimed', { watched, claimed: Math.floor(claimed) }),
    );
  }

  private async startedAt(userId: number, linkUrl: string): Promise<Date | undefined> {
    const [ticket] = await this.db
      .select({ startedAt: watchTickets.startedAt })
      .from(watchTickets)
      .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
    return ticket?.startedAt;
  }

  /** Seconds since the ticket, by the database's clock (the one that stamped it); undefined without one. */
  private async secondsSince(userId: number, linkUrl: string): Promise<number | undefined> {
    const [ticket] = await this.db
      .select({ seconds: sql<number>`extract(epoch from now() - ${watchTickets.startedAt})::float8` })
      .from(watchTickets)
      .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
    return ticket ? Number(ticket.seconds) : undefined;
  }
}
