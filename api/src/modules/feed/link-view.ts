/**
 * The wire form of a link (the shared `LinkSchema`, spec 000 §3 / 001 §3) and the one query
 * that reads links with their producer, like count and the viewer's own flags: the read model of
 * a link as a card. Every list of links (feed, reels, profile lists, action history, websocket
 * posts) goes through `linkViewsQuery`, with a filter from posting/links-table.ts.
 *
 * Beside posting/links-table.ts it is the only module that reads `links`; it writes nothing. It
 * joins `users` (the producer's name and avatar) and counts `link_likes` read-only; whether the
 * viewer did the task is task-actions-table.ts's fragment.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Link } from '@engage/shared/contract/links';
import type { Executor } from '../../db/database';
import { linkLikes, links, users } from '../../db/schema';
import { hasActioned } from '../tasks/task-actions-table';

export type LinkView = Link;

/** Shown instead of the producer when the post is anonymous (spec 001 §3 "anonymous"). */
const ANONYMOUS_PRODUCER = 'Anonymous';

/** Which links, and how many from where: a page of the list, newest first. */
export interface LinkPage {
  /** A number, or SQL text in a prepared query (a parameter there stops plan caching). */
  limit: number | Placeholder;
  offset?: number;
}

/**
 * Links with their producer, like count and the viewer's own flags, filtered by `where`, newest
 * first; `viewer` is a user id, or a placeholder in a prepared query. The page of links is
 * chosen first and only its rows are joined and counted: on small tables PostgreSQL prefers to
 * scan and sort every match, and it would then count likes for all of them, not just the ten
 * shown (four times the work of a feed page on the demo data).
 */
export function linkViewsQuery(
  executor: Executor,
  viewer: number | Placeholder,
  where: SQL | undefined,
  page: LinkPage,
) {
  const newestFirst = executor
    .select()
    .from(links)
    .where(where)
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(page.limit);
  const shown = (page.offset ? newestFirst.offset(page.offset) : newestFirst).as('shown');
  return executor
    .select({
      id: shown.id,
      linkUrl: shown.linkUrl,
      platform: shown.platform,
      actionType: shown.actionType,
      isShorts: shown.isShorts,
      createdAt: shown.createdAt,
      anonymous: shown.anonymous,
      producerAmountCents: shown.producerAmountCents,
      rewardCents: shown.rewardCents,
      producerLocation: shown.producerLocation,
      postTitle: shown.postTitle,
      postDescrption: shown.postDescrption,
      postTags: shown.postTags,
      postThumbnail: shown.postThumbnail,
      targetsLocation: shown.targetsLocation,
      targetsNeeded: shown.targetsNeeded,
      targetsReached: shown.targetsReached,
      status: shown.status,
      returnedCents: shown.returnedCents,
      expiresAt: shown.expiresAt,
      producerUsername: users.username,
      producerAvatar: users.avatarPath,
      thumbUps: sql<number>`(SELECT count(*) FROM ${linkLikes} WHERE ${linkLikes.linkId} = ${shown.id})::int`,
      hasLiked: sql<boolean>`EXISTS (SELECT 1 FROM ${linkLikes} WHERE ${linkLikes.linkId} = ${shown.id} AND ${linkLikes.userId} = ${viewer})`,
      isActioned: sql<boolean>`${hasActioned(viewer, shown.id)}`,
    })
    .from(shown)
    .innerJoin(users, eq(users.id, shown.producerId))
    .orderBy(desc(shown.createdAt), desc(shown.id));
}

export type LinkViewRow = Awaited<ReturnType<typeof linkViewsQuery>>[number];

export function toLinkView(row: LinkViewRow): LinkView {
  return {
    link_id: row.id,
    link_url: row.linkUrl,
    platform: row.platform,
    action_type: row.actionType,
    is_shorts: row.isShorts,
    created: row.createdAt.toISOString(),
    producer_username: row.anonymous ? ANONYMOUS_PRODUCER : row.producerUsername,
    producer_avatar: row.anonymous ? null : row.producerAvatar,
    producer_amount: row.producerAmountCents / 100,
    producer_location: row.producerLocation,
    anonymous: row.anonymous,
    post_title: row.postTitle,
    post_descrption: row.postDescrption,
    post_tags: row.postTags,
    post_thumbnail: row.postThumbnail || null,
    targets_location: row.targetsLocation,
    targets_needed: row.targetsNeeded,
    targets_reached: row.targetsReached,
    thumb_ups: Number(row.thumbUps),
    has_liked: Boolean(row.hasLiked),
    is_actioned: Boolean(row.isActioned),
    is_draft: row.status === 'draft',
    status: row.status,
    available_actions: [row.actionType],
    // What task-credit.ts pays for it: the link's own reward, fixed when the post was paid.
    reward: row.rewardCents / 100,
    returned: row.returnedCents / 100,
    expires_at:
      (row.status === 'active' || row.status === 'paused') && row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

export async function selectLinkViews(
  executor: Executor,
  viewerId: number | null,
  where: SQL | undefined,
  page: LinkPage,
): Promise<LinkView[]> {
  const rows = await linkViewsQuery(executor, viewerId ?? 0, where, page);
  return rows.map(toLinkView);
}

export async function linkView(
  executor: Executor,
  viewerId: number | null,
  linkId: number,
): Promise<LinkView | undefined> {
  const [view] = await selectLinkViews(executor, viewerId, and(eq(links.id, linkId)), { limit: 1 });
  return view;
}
