/**
 * The reels' server state (spec 001 §7 "Reel feed", "Reel interaction", "Watch time") through
 * the one shared query cache, keys from `@engage/shared/api/query-keys`.
 */
import { useInfiniteQuery, type QueryClient } from '@engage/shared/queries';
import { callApi, type ApiSession } from '@engage/shared/api/client';
import { numberedPages } from '@engage/shared/api/paging';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { ReactionResponse } from '@engage/shared/contract/feed';
import type { ReelQuery } from '@engage/shared/contract/reels';

export type ReelFilter = NonNullable<ReelQuery['filter']>;

export function reelsQuery(filter: ReelFilter) {
  return {
    queryKey: queryKeys.reels.list(filter),
    queryFn: ({ pageParam, signal, client }: { pageParam: number; signal: AbortSignal; client: QueryClient }) =>
      callApi('reels', client, { query: { page: pageParam, filter }, signal }),
    ...numberedPages,
  };
}

/** Spec 001 §7 "Reel feed | GET | paged, filter 'all' and others". */
export function useReels(filter: ReelFilter) {
  return useInfiniteQuery(reelsQuery(filter));
}

function interact(session: ApiSession, linkId: number, action: 'like' | 'share'): Promise<ReactionResponse> {
  return callApi('reelInteract', session, { body: { link_id: linkId, action } });
}

/** Spec 001 §7 "Reel interaction ... 'like'": likes or unlikes a reel; the answer is the like as counted. */
export function likeReel(session: ApiSession, linkId: number): Promise<ReactionResponse> {
  return interact(session, linkId, 'like');
}

/** Spec 001 §7 "Reel interaction ... 'share'". */
export function shareReel(session: ApiSession, linkId: number): Promise<ReactionResponse> {
  return interact(session, linkId, 'share');
}

/** Spec 001 §7 "Watch time | POST | {watch_time, link_id}" (reels/watch-time/). */
export function creditReelWatch(session: ApiSession, linkId: number, watchTime: number): Promise<{ message?: string }> {
  return callApi('reelWatchTime', session, { body: { watch_time: watchTime, link_id: linkId } });
}
