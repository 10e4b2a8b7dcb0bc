/**
 * The SQL for the `links` table's rows: every service reads, locks and writes a link through
 * these functions, so a rule about links (what "live" means, which row lock queues what) has
 * one place. Each table with several users has such a `<table>-table.ts` beside the module that
 * creates its rows (the ledger's tables are owned the same way by ledger.service.ts). Lists of
 * links as the wire shows them, joined with their producer and likes, are link-view.ts's.
 *
 * Every function takes the executor first: the database, or the transaction the caller is in,
 * so a lock taken here is held until that transaction ends.
 */
import { and, count, desc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { links, taskActions, type ActionType, type Platform } from '../../db/schema';

export type LinkRow = typeof links.$inferSelect;
export type NewLink = typeof links.$inferInsert;

/** One link; `lock` takes its row lock (FOR UPDATE), the queue of everything that changes it. */
export async function findLink(
  executor: Executor,
  linkId: number,
  options: { lock?: boolean } = {},
): Promise<LinkRow | undefined> {
  const query = executor.select().from(links).where(eq(links.id, linkId));
  const [link] = options.lock ? await query.for('update') : await query;
  return link;
}

export async function insertLink(executor: Executor, values: NewLink): Promise<number> {
  const [row] = await executor.insert(links).values(values).returning({ id: links.id });
  if (!row) throw new Error('insert link returned nothing');
  return row.id;
}

export async function updateLink(executor: Executor, linkId: number, values: Partial<NewLink>): Promise<void> {
  await executor.update(links).set(values).where(eq(links.id, linkId));
}

export async function deleteLink(executor: Executor, linkId: number): Promise<void> {
  await executor.delete(links).where(eq(links.id, linkId));
}

/** How many links match `where` (a list's whole size, beside the page link-view.ts reads). */
export async function countLinks(executor: Executor, where: SQL | undefined): Promise<number> {
  const [total] = await executor.select({ n: count() }).from(links).where(where);
  return Number(total?.n ?? 0);
}

/** True while the link is live: only live posts take reactions and tasks. */
export async function isLive(executor: Executor, linkId: number): Promise<boolean> {
  const [link] = await executor
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.status, 'active')));
  return link !== undefined;
}

/** True when some live link points at `url` (a task's video, by its address). */
export async function isLiveUrl(executor: Executor, url: string): Promise<boolean> {
  const [link] = await executor
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.linkUrl, url), eq(links.status, 'active')))
    .limit(1);
  return link !== undefined;
}

/** A reel: a link marked as a short video, whatever its status. */
export async function findShort(
  executor: Executor,
  linkId: number,
): Promise<Pick<LinkRow, 'id' | 'platform'> | undefined> {
  const [reel] = await executor
    .select({ id: links.id, platform: links.platform })
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.isShorts, true)));
  return reel;
}

/**
 * The link a task names by its post's address alone (instagram-comment and the Facebook
 * endpoints send only post_url, spec 000 §7): a live one first, then the newest.
 */
export async function findByPostUrl(
  executor: Executor,
  url: string,
  platform: Platform,
  actionTypes: readonly ActionType[],
): Promise<LinkRow | undefined> {
  const [link] = await executor
    .select()
    .from(links)
    .where(and(eq(links.linkUrl, url), eq(links.platform, platform), inArray(links.actionType, [...actionTypes])))
    .orderBy(sql`${links.status} = 'active' DESC`, desc(links.id))
    .limit(1);
  return link;
}

/** A share counts once per user: the caller raises the count only for the first one. */
export async function addShare(executor: Executor, linkId: number): Promise<void> {
  await executor
    .update(links)
    .set({ shares: sql`${links.shares} + 1` })
    .where(eq(links.id, linkId));
}

/** Live links of others on the given platforms and actions that the user has not done yet, oldest first. */
export function openTasksFor(
  executor: Executor,
  userId: number,
  platforms: readonly Platform[],
  actionTypes: readonly ActionType[],
  limit: number,
): Promise<Pick<LinkRow, 'id' | 'platform' | 'actionType' | 'linkUrl'>[]> {
  return executor
    .select({ id: links.id, platform: links.platform, actionType: links.actionType, linkUrl: links.linkUrl })
    .from(links)
    .where(
      and(
        eq(links.status, 'active'),
        ne(links.producerId, userId),
        inArray(links.platform, [...platforms]),
        inArray(links.actionType, [...actionTypes]),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(taskActions)
            .where(and(eq(taskActions.linkId, links.id), eq(taskActions.userId, userId))),
        ),
      ),
    )
    .orderBy(links.createdAt)
    .limit(limit);
}
