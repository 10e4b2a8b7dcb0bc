/**
 * The wire form of a link (the shared `LinkSchema`, spec 000 §3 / 001 §3) and the one query
 * that reads links with their producer, like count and the viewer's own flags. Every list of
 * links (feed, action history, websocket posts) goes through `linkViewsQuery`.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Link } from '@engage/shared/contract/links';
import type { Executor } from '../../db/database';
import { linkLikes, links, taskActions, users } from '../../db/schema';

export type LinkView = Link;

/** Shown instead of the producer when the post is anonymous (spec 001 §3 "anonymous"). */
export const ANONYMOUS_PRODUCER = 'Anonymous';

/**
 * Links with their producer, like count and the viewer's own flags, filtered by `where`, newest
 * first unless ordered otherwise; `viewer` is a user id, or a placeholder in a prepared query.
 */
export function linkViewsQuery(
  executor: Executor,
  viewer: number | Placeholder,
  where: SQL | undefined,
  orderBy?: SQL[],
) {
  return executor
    .select({
      link: links,
      producerUsername: users.username,
      producerAvatar: users.avatarPath,
      thumbUps: sql<number>`(SELECT count(*) FROM ${linkLikes} WHERE ${linkLikes.linkId} = ${links.id})::int`,
      hasLiked: sql<boolean>`EXISTS (SELECT 1 FROM ${linkLikes} WHERE ${linkLikes.linkId} = ${links.id} AND ${linkLikes.userId} = ${viewer})`,
      isActioned: sql<boolean>`EXISTS (SELECT 1 FROM ${taskActions} WHERE ${taskActions.linkId} = ${links.id} AND ${taskActions.userId} = ${viewer})`,
    })
    .from(links)
    .innerJoin(users, eq(users.id, links.producerId))
    .where(where)
    .orderBy(...(orderBy ?? [desc(links.createdAt), desc(links.id)]));
}

export type LinkViewRow = Awaited<ReturnType<typeof linkViewsQuery>>[number];

export function toLinkView({
  link,
  producerUsername,
  producerAvatar,
  thumbUps,
  hasLiked,
  isActioned,
}: LinkViewRow): LinkView {
  return {
    link_id: link.id,
    link_url: link.linkUrl,
    platform: link.platform,
    action_type: link.actionType,
    is_shorts: link.isShorts,
    created: link.createdAt.toISOString(),
    producer_username: link.anonymous ? ANONYMOUS_PRODUCER : producerUsername,
    producer_avatar: link.anonymous ? null : producerAvatar,
    producer_amount: link.producerAmountCents / 100,
    producer_location: link.producerLocation,
    anonymous: link.anonymous,
    post_title: link.postTitle,
    post_descrption: link.postDescrption,
    post_tags: link.postTags,
    post_thumbnail: link.postThumbnail || null,
    targets_location: link.targetsLocation,
    targets_needed: link.targetsNeeded,
    targets_reached: link.targetsReached,
    thumb_ups: Number(thumbUps),
    has_liked: Boolean(hasLiked),
    is_actioned: Boolean(isActioned),
    is_draft: link.status === 'draft',
    status: link.status,
    available_actions: [link.actionType],
  };
}

export async function selectLinkViews(
  executor: Executor,
  viewerId: number | null,
  where: SQL | undefined,
  options: { limit: number; offset?: number; orderBy?: SQL[] },
): Promise<LinkView[]> {
  const rows = await linkViewsQuery(executor, viewerId ?? 0, where, options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0);
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
