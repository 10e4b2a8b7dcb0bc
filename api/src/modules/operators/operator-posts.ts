/**
 * The console's list of posts: every producer's post with its producer's email, searched by a
 * post's or producer's id, a producer's email, or words of the title or link; filtered by status;
 * newest first by default. Ids grow with time, so the id is the cursor.
 */
import { and, asc, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { links, users } from '../../db/schema';
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type { OperatorPost } from '@engage/shared/contract/operator-posts';
import { decimal } from '../ledger/money-text';
import { toPage, type CsvColumn } from './operator-lists';

export interface PostFilters {
  q?: string;
  status?: OperatorPost['status'];
  sort: 'newest' | 'oldest';
}

/** `%` and `_` typed by an operator are searched for as themselves. */
const contains = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(q: string): SQL | undefined {
  const words = q.trim();
  if (!words) return undefined;
  if (/^\d{1,15}$/.test(words)) {
    const id = Number(words);
    return or(eq(links.id, id), eq(links.producerId, id));
  }
  if (words.includes('@')) return ilike(users.email, contains(words));
  return or(ilike(links.postTitle, contains(words)), ilike(links.linkUrl, contains(words)));
}

export async function operatorPostsPage(
  db: Db,
  filters: PostFilters,
  page: { after?: (string | number)[]; limit: number },
): Promise<CursorPageOf<OperatorPost>> {
  const newest = filters.sort === 'newest';
  const after = page.after?.[0] as number | undefined;
  const rows = await db
    .select({ link: links, email: users.email })
    .from(links)
    .innerJoin(users, eq(users.id, links.producerId))
    .where(
      and(
        filters.q ? matching(filters.q) : undefined,
        filters.status ? eq(links.status, filters.status) : undefined,
        after === undefined ? undefined : newest ? lt(links.id, after) : gt(links.id, after),
      ),
    )
    .orderBy(newest ? desc(links.id) : asc(links.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, toOperatorPost, ({ link }) => [link.id]);
}

/** One post as the console's list shows it, after an action on it. */
export async function operatorPost(db: Db, linkId: number): Promise<OperatorPost | undefined> {
  const [row] = await db
    .select({ link: links, email: users.email })
    .from(links)
    .innerJoin(users, eq(users.id, links.producerId))
    .where(eq(links.id, linkId));
  return row ? toOperatorPost(row) : undefined;
}

function toOperatorPost({ link, email }: { link: typeof links.$inferSelect; email: string }): OperatorPost {
  return {
    id: link.id,
    producer_id: link.producerId,
    producer_email: email,
    title: link.postTitle,
    link_url: link.linkUrl,
    platform: link.platform,
    action_type: link.actionType,
    status: link.status,
    targets_needed: link.targetsNeeded,
    targets_reached: link.targetsReached,
    reward: link.rewardCents / 100,
    returned: link.returnedCents / 100,
    paused_by: link.pausedBy,
    created_at: link.createdAt.toISOString(),
  };
}

export const POST_COLUMNS: readonly CsvColumn<OperatorPost>[] = [
  { header: 'post', value: (post) => post.id },
  { header: 'created_at', value: (post) => post.created_at },
  { header: 'producer', value: (post) => post.producer_email },
  { header: 'title', value: (post) => post.title },
  { header: 'link', value: (post) => post.link_url },
  { header: 'platform', value: (post) => post.platform },
  { header: 'action', value: (post) => post.action_type },
  { header: 'status', value: (post) => post.status },
  { header: 'targets_needed', value: (post) => post.targets_needed },
  { header: 'targets_reached', value: (post) => post.targets_reached },
  { header: 'reward_kes', value: (post) => decimal(Math.round(post.reward * 100)) },
  { header: 'returned_kes', value: (post) => decimal(Math.round(post.returned * 100)) },
];
