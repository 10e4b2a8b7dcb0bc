/**
 * The SQL for the `links` table's rows: every service reads, locks and writes a link through
 * these functions, so a rule about links (what "live" means, which row lock queues what) has
 * one place. Each table with several users has such a `<table>-table.ts` beside the module that
 * creates its rows (the ledger's tables are owned the same way by ledger.service.ts). Lists of
 * links as the wire shows them, joined with their producer and likes, are link-view.ts's; which
 * links a list shows is chosen by the filters at the end of this file.
 *
 * A condition on another table comes from that table's module as an SQL fragment (a user's
 * likes, their tasks, producers by name), so no other table is named here.
 *
 * Every function takes the executor first: the database, or the transaction the caller is in,
 * so a lock taken here is held until that transaction ends.
 */
import { and, count, desc, eq, ilike, inArray, ne, not, or, sql, type Placeholder, type SQL, asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { links, type ActionType, type Platform } from '../../db/schema';
import { userIdsNamedLike } from '../accounts/users-table';
import { hasActioned } from '../tasks/task-actions-table';

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

/**
 * The median reward, in cents, of the live tasks open to `viewer` (everyone's but their own),
 * or null while there is none: what a task typically pays, to say how many a withdrawal takes.
 */
export async function medianLiveRewardCents(executor: Executor, viewer: number): Promise<number | null> {
  const [row] = await executor
    .select({ cents: sql<string | null>`percentile_disc(0.5) WITHIN GROUP (ORDER BY ${links.rewardCents})` })
    .from(links)
    .where(and(eq(links.status, 'active'), ne(links.producerId, viewer), sql`${links.rewardCents} > 0`));
  return row?.cents === null || row?.cents === undefined ? null : Number(row.cents);
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
        not(hasActioned(userId, links.id)),
      ),
    )
    .orderBy(links.createdAt)
    .limit(limit);
}

/** These links, by id (the claims of a page, each with its post). */
export async function linksByIds(executor: Executor, linkIds: readonly number[]): Promise<Map<number, LinkRow>> {
  if (linkIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(links)
    .where(inArray(links.id, [...new Set(linkIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The platform of each of these links, by link id (the statement's task titles). */
export async function platformsOf(executor: Executor, linkIds: readonly number[]): Promise<Map<number, Platform>> {
  if (linkIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: links.id, platform: links.platform })
    .from(links)
    .where(inArray(links.id, [...new Set(linkIds)]));
  return new Map(rows.map((row) => [row.id, row.platform]));
}

// --- Which links a list shows: conditions for link-view.ts's lists and countLinks ---------------

/** A producer's posts saved with Post (awaiting payment, live, completed), or their drafts. */
export function postsOf(producerId: number, kind: 'posted' | 'drafts'): SQL | undefined {
  return and(
    eq(links.producerId, producerId),
    kind === 'drafts' ? eq(links.status, 'draft') : ne(links.status, 'draft'),
  );
}

/** One link, only when the producer is this user (another's post answers like an unknown one). */
export function ownLink(producerId: number, linkId: number): SQL | undefined {
  return and(eq(links.id, linkId), eq(links.producerId, producerId));
}

/** SQL selecting the ids of a producer's links (one link when `linkId` is given): the claims on them. */
export function producerLinkIds(producerId: number, linkId?: number): SQL {
  const one = linkId === undefined ? sql`` : sql` AND ${links.id} = ${linkId}`;
  return sql`SELECT ${links.id} FROM ${links} WHERE ${links.producerId} = ${producerId}${one}`;
}

/**
 * Links among `linkIds` (SQL selecting link ids: a user's likes, the links of their tasks);
 * `wereLive` keeps only posts that were live, now or before they completed: never someone's
 * draft or unpaid post.
 */
export function linksAmong(linkIds: SQL, options: { wereLive?: boolean } = {}): SQL | undefined {
  return and(
    sql`${links.id} IN (${linkIds})`,
    options.wereLive ? inArray(links.status, ['active', 'completed']) : undefined,
  );
}

/** A task the verifier cannot check: its platform and action, or '*' for every action. */
export interface ExcludedTask {
  platform: string;
  actionType: string;
}

/** The condition that leaves these tasks out; undefined when there are none. */
export function excluding(tasks: readonly ExcludedTask[]): SQL | undefined {
  if (tasks.length === 0) return undefined;
  return sql`NOT (${or(
    ...tasks.map((task) =>
      task.actionType === '*'
        ? sql`${links.platform} = ${task.platform}`
        : and(sql`${links.platform} = ${task.platform}`, sql`${links.actionType} = ${task.actionType}`),
    ),
  )})`;
}

/** The tasks offered to a viewer (the feed, the reels). Placeholders serve a prepared query. */
export interface LiveTasksFilter {
  /** Their own posts are not offered to them. */
  viewer: number | Placeholder;
  /** One platform; every platform when left out. */
  platform?: Platform | Placeholder;
  shorts: boolean | Placeholder;
  /** From `excluding`. */
  excluded?: SQL;
  /** Only links created after this moment. */
  newerThan?: Date;
  /** Words in the title, description, tags or (named) producer. */
  search?: string;
}

export function liveTasks(filter: LiveTasksFilter): SQL | undefined {
  return and(
    eq(links.status, 'active'),
    filter.excluded,
    filter.platform === undefined ? undefined : eq(links.platform, filter.platform),
    eq(links.isShorts, filter.shorts),
    ne(links.producerId, filter.viewer),
    // Clients hold millisecond ISO times; PostgreSQL keeps microseconds.
    filter.newerThan
      ? sql`date_trunc('milliseconds', ${links.createdAt}) > ${filter.newerThan.toISOString()}::timestamptz`
      : undefined,
    filter.search ? matchesSearch(filter.search) : undefined,
  );
}

/** `text` as a literal ILIKE pattern: `%`, `_` and `\` match only themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Tasks whose title, description, tags or (named) producer contain the search text. */
function matchesSearch(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(links.postTitle, pattern),
    ilike(links.postDescrption, pattern),
    ilike(links.postTags, pattern),
    // The filter picks links before their producers are joined (link-view.ts): ask of the
    // producer here.
    and(eq(links.anonymous, false), sql`${links.producerId} IN (${userIdsNamedLike(pattern)})`),
  );
}

/** A deleted producer's posts keep what was paid for, not where the producer said they are. */
export async function eraseProducerLocation(executor: Executor, producerId: number): Promise<void> {
  await executor.update(links).set({ producerLocation: '' }).where(eq(links.producerId, producerId));
}

/** The user's posts, drafts included, for their data export (modules/privacy), oldest first. */
export function exportFor(executor: Executor, userId: number) {
  return executor.select().from(links).where(eq(links.producerId, userId)).orderBy(asc(links.id));
}
