/**
 * The optimistic like of a cached link (spec 000 §4 "Like toggles optimistically, count
 * adjusting by one", spec 001 §4 the same on a reel): the link changes at once in every cached
 * list of its key family, then takes the server's answer, or goes back if the server refuses
 * (the promise then rejects with the failure, for the caller's toast).
 *
 *   const toggle = useLikeToggle(queryKeys.feed.all, (session, linkId) => callApi('reaction', session, …));
 *   <LikeToggle … onToggle={() => toggle(task).catch((error) => notify.error(…))} />
 *
 * A plain function rather than a `useMutation` per card: a long list mounts cards while it
 * scrolls, and each mutation observer costs a frame's time on a slow phone.
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@engage/shared/queries';
import type { ApiSession } from '@engage/shared/api/client';
import type { Link } from '@engage/shared/contract/links';
import type { ReactionResponse } from '@engage/shared/contract/feed';
import { updateCachedLink } from './cached-links';

/** Sends the like as `session`'s user (the cache's); the answer is the like as the server counted it. */
export type SendLike = (session: ApiSession, linkId: number) => Promise<ReactionResponse>;

export async function toggleCachedLike(client: QueryClient, queryKey: QueryKey, link: Link, send: SendLike) {
  const before = { has_liked: link.has_liked, thumb_ups: link.thumb_ups };
  const set = (change: Partial<Link>) =>
    updateCachedLink(client, queryKey, link.link_id, (cached) => ({ ...cached, ...change }));
  const optimistic = {
    has_liked: !before.has_liked,
    thumb_ups: Math.max(0, before.thumb_ups + (before.has_liked ? -1 : 1)),
  };
  set(optimistic);
  try {
    const answer = await send(client, link.link_id);
    // The reaction answer may leave a field out (a share says nothing of likes): what it does
    // not say stays as the optimistic change made it.
    set({ has_liked: answer.has_liked ?? optimistic.has_liked, thumb_ups: answer.thumb_ups ?? optimistic.thumb_ups });
  } catch (error) {
    set(before);
    throw error;
  }
}

/** `toggle(link)` for the links cached under `queryKey`, in this cache (`useQueryClient()`). */
export function useLikeToggle(queryKey: QueryKey, send: SendLike): (link: Link) => Promise<void> {
  const client = useQueryClient();
  return (link) => toggleCachedLike(client, queryKey, link, send);
}
