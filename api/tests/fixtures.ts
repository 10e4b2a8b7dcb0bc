/** Rows the tests need as a starting point, written straight to the database. */
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../src/db/database';
import { links, socialConnections, users, watchTickets, type ActionType, type Platform } from '../src/db/schema';
import type { LedgerService } from '../src/modules/ledger/ledger.service';

export async function insertUser(
  db: Executor,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ email: `user-${tag}@engage.test`, username: `user_${tag}`, referralCode: `R${tag}`, ...values })
    .returning();
  if (!user) throw new Error('insertUser failed');
  return user;
}

export async function insertLink(
  db: Executor,
  producerId: number,
  values: Partial<typeof links.$inferInsert> & { platform?: Platform; actionType?: ActionType } = {},
): Promise<typeof links.$inferSelect> {
  const [link] = await db
    .insert(links)
    .values({
      producerId,
      linkUrl: `https://www.youtube.com/watch?v=${randomBytes(4).toString('hex')}abc`,
      platform: 'youtube',
      actionType: 'Likes',
      targetsNeeded: 10,
      rewardCents: 500,
      ...values,
    })
    .returning();
  if (!link) throw new Error('insertLink failed');
  return link;
}

/** A link whose escrow holds `targetsNeeded × rewardCents`, as after a producer's payment. */
export async function insertFundedLink(
  db: Executor,
  ledger: LedgerService,
  producerId: number,
  values: Partial<typeof links.$inferInsert> & { platform?: Platform; actionType?: ActionType } = {},
): Promise<typeof links.$inferSelect> {
  const link = await insertLink(db, producerId, values);
  await ledger.transfer({
    idempotencyKey: `fixture-deposit:${link.id}`,
    kind: 'deposit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -(link.rewardCents * link.targetsNeeded) },
      { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: link.rewardCents * link.targetsNeeded },
    ],
  });
  return link;
}

export async function connectPlatform(
  db: Executor,
  userId: number,
  platform: 'youtube' | 'twitter' | 'instagram',
  /** The platform's id of the account (a channel id); one of the user's own by default. */
  externalId = `fixture-${platform}-${userId}`,
): Promise<void> {
  await db.insert(socialConnections).values({ userId, platform, externalId }).onConflictDoNothing();
}

/**
 * A watch ticket taken `secondsAgo` ago whose player reported, all along, that it played: the
 * server counted `secondsAgo` seconds of watching, as honest progress reports would have made it.
 */
export async function startedWatching(
  db: Executor,
  userId: number,
  linkUrl: string,
  secondsAgo: number,
): Promise<void> {
  const watched = {
    startedAt: new Date(Date.now() - secondsAgo * 1000),
    reports: Math.max(1, Math.ceil(secondsAgo / 5)),
    lastPosition: secondsAgo,
    lastReportAt: new Date(),
    watchedSeconds: secondsAgo,
  };
  await db
    .insert(watchTickets)
    .values({ userId, linkUrl, ...watched })
    .onConflictDoUpdate({ target: [watchTickets.userId, watchTickets.linkUrl], set: watched });
}

/**
 * Moves a watch ticket `seconds` into the past (its start and its last report), as if that much
 * time had passed since: the progress tests run without waiting.
 */
export async function ageWatchTicket(db: Executor, userId: number, linkUrl: string, seconds: number): Promise<void> {
  await db
    .update(watchTickets)
    .set({
      startedAt: sql`${watchTickets.startedAt} - make_interval(secs => ${seconds})`,
      lastReportAt: sql`${watchTickets.lastReportAt} - make_interval(secs => ${seconds})`,
    })
    .where(and(eq(watchTickets.userId, userId), eq(watchTickets.linkUrl, linkUrl)));
}
