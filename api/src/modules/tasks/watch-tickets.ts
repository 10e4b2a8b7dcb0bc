/**
 * Watch tickets: when a user's player first started a video. A view credit may claim no more
 * seconds than have passed since (with a little slack for the network), whatever the verifier —
 * the browser's count alone is not evidence. SQL for `watch_tickets` lives here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { watchTickets } from '../../db/schema';

/** Seconds a claim may exceed the time since the ticket (requests in flight, clocks ticking). */
export const WATCH_TICKET_SLACK_SECONDS = 2;

export class WatchTickets {
  constructor(private readonly db: Db) {}

  /** The first start counts: starting again later neither moves it nor adds time. */
  async start(userId: number, linkUrl: string): Promise<Date> {
    await this.db.insert(watchTickets).values({ userId, linkUrl }).onConflictDoNothing();
    return (await this.startedAt(userId, linkUrl)) ?? new Date();
  }

  async startedAt(userId: number, linkUrl: string): Promise<Date | undefined> {
    const [ticket] = await this.db
      .select({ startedAt: watchTickets.startedAt })
      .from(watchTickets)
      .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
    return ticket?.startedAt;
  }

  /** Seconds since the ticket, by the database's clock (the one that stamped it); undefined without one. */
  async secondsSince(userId: number, linkUrl: string): Promise<number | undefined> {
    const [ticket] = await this.db
      .select({ seconds: sql<number>`extract(epoch from now() - ${watchTickets.startedAt})::float8` })
      .from(watchTickets)
      .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
    return ticket ? Number(ticket.seconds) : undefined;
  }
}
