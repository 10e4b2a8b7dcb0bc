/**
 * The reels' server state (spec 001 §7 "Reel feed", "Reel interaction", "Watch time") through
 * the one shared query cache, keys from `@engage/shared/api/query-keys`.
 */
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { Link, LinkPage } from '@engage/shared/contract/links';
import type { ReelQuery } from '@engage/shared/contract/reels';

export type ReelFilter = NonNullable<ReelQuery['filter']>;
export type ReelData = InfiniteData<LinkPage, number>;

export function reelsQuery(filter: ReelFilter) {
  return {
    queryKey: queryKeys.reels.list(filter),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      callApi<LinkPage>('reels', { query: { page: pageParam, filter }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: LinkPage, _pages: LinkPage[], lastPage: number) => (last.next ? lastPage + 1 : undefined),
  };
}

/** Spec 001 §7 "Reel feed | GET | paged, filter 'all' and others". */
export function useReels(filter: ReelFilter) {
  return useInfiniteQuery(reelsQuery(filter));
}

/** Changes one reel wherever it is cached (every filter tab). */
export function updateCachedReel(client: QueryClient, linkId: number, change: (reel: Link) => Link): void {
  client.setQueriesData<ReelData>({ queryKey: queryKeys.reels.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((reel) => (reel.link_id === linkId ? change(reel) : reel)),
          })),
        }
      : data,
  );
}

interface ReactionAnswer {
  has_liked: boolean;
  thumb_ups: number;
  message?: string;
}

function interact(linkId: number, action: 'like' | 'share'): Promise<ReactionAnswer> {
  return callApi<ReactionAnswer>('reelInteract', { body: { link_id: linkId, action } });
}

/**
 * Spec 001 §4 "Like on a reel toggles locally and changes the count by one": the reel changes
 * at once and goes back if the server refuses (the promise then rejects with the failure).
 */
export async function toggleReelLike(client: QueryClient, reel: Link): Promise<void> {
  const before = { has_liked: reel.has_liked, thumb_ups: reel.thumb_ups };
  updateCachedReel(client, reel.link_id, (cached) => ({
    ...cached,
    has_liked: !before.has_liked,
    thumb_ups: Math.max(0, before.thumb_ups + (before.has_liked ? -1 : 1)),
  }));
  try {
    const answer = await interact(reel.link_id, 'like');
    updateCachedReel(client, reel.link_id, (cached) => ({
      ...cached,
      has_liked: answer.has_liked,
      thumb_ups: answer.thumb_ups,
    }));
  } catch (error) {
    updateCachedReel(client, reel.link_id, (cached) => ({ ...cached, ...before }));
    throw error;
  }
}

/** Spec 001 §7 "Reel interaction ... 'share'". */
export function shareReel(linkId: number): Promise<ReactionAnswer> {
  return interact(linkId, 'share');
}

/** Spec 001 §7 "Watch time | POST | {watch_time, link_id}" (reels/watch-time/). */
export function creditReelWatch(linkId: number, watchTime: number): Promise<{ message?: string }> {
  return callApi<{ message?: string }>('reelWatchTime', { body: { watch_time: watchTime, link_id: linkId } });
}
