/**
 * The feed's server state (spec 000 §7 "Feed", "Reaction", task endpoints, "View credit"),
 * through the one shared query cache. Keys come from `@engage/shared/api/query-keys`, so a task
 * action elsewhere (reels) refreshes this feed too.
 */
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { ApiRouteName } from '@engage/shared/api/routes';
import type { FeedPlatform } from '@engage/shared/contract/common';
import type { Link, LinkPage } from '@engage/shared/contract/links';
import { clearNewPosts } from '@engage/shared/feed/new-posts-queue';
import type { TaskAnswer } from './task-outcome';

export type FeedData = InfiniteData<LinkPage, number>;

/** The newest `created` among tasks (ISO strings sort by time), or null. */
export function newestCreated(tasks: readonly Pick<Link, 'created'>[]): string | null {
  return tasks.reduce<string | null>(
    (newest, task) => (newest && newest >= task.created ? newest : task.created),
    null,
  );
}

export function feedQuery(platform: FeedPlatform, search: string) {
  return {
    queryKey: queryKeys.feed.list(platform, search),
    queryFn: async ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
      const page = await callApi<LinkPage>('feed', {
        params: { platform },
        query: { page: pageParam, search: search || undefined },
        signal,
      });
      // Spec 000 §4 "a feed refresh clears the queue": page 1 now shows what was queued.
      if (pageParam === 1) clearNewPosts(newestCreated(page.results));
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last: LinkPage, _pages: LinkPage[], lastPage: number) => (last.next ? lastPage + 1 : undefined),
  };
}

/** Ten tasks a page (spec 000 §2), the next page on demand. */
export function useFeed(platform: FeedPlatform, search: string) {
  return useInfiniteQuery(feedQuery(platform, search));
}

/** Spec 000 §7 "GET {platform}/?latest=true&last_seen={time}": what is newer than the newest shown. */
export function fetchLatest(platform: FeedPlatform, lastSeen: string): Promise<LinkPage> {
  return callApi<LinkPage>('feed', { params: { platform }, query: { latest: true, last_seen: lastSeen } });
}

/** Changes one task wherever it is cached (every tab and search of the feed). */
export function updateCachedTask(client: QueryClient, linkId: number, change: (task: Link) => Link): void {
  client.setQueriesData<FeedData>({ queryKey: queryKeys.feed.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((task) => (task.link_id === linkId ? change(task) : task)),
          })),
        }
      : data,
  );
}

/** Puts newer tasks on top of one cached list, once each (spec 000 §4 new posts). */
export function prependTasks(client: QueryClient, platform: FeedPlatform, search: string, tasks: Link[]): void {
  client.setQueryData<FeedData>(queryKeys.feed.list(platform, search), (data) => {
    if (!data || data.pages.length === 0) return data;
    const shown = new Set(data.pages.flatMap((page) => page.results.map((task) => task.link_id)));
    const fresh = tasks.filter((task) => !shown.has(task.link_id));
    const [first, ...rest] = data.pages;
    return first ? { ...data, pages: [{ ...first, results: [...fresh, ...first.results] }, ...rest] } : data;
  });
}

interface ReactionAnswer {
  has_liked: boolean;
  thumb_ups: number;
  message?: string;
}

/**
 * Spec 000 §4 "Like toggles optimistically, count adjusting by one": the card changes at once
 * and goes back if the server refuses (the promise then rejects with the failure). A plain
 * function rather than a `useMutation` per card: a long feed mounts cards while it scrolls,
 * and each mutation observer costs a frame's time on a slow phone.
 */
export async function toggleLike(client: QueryClient, task: Link): Promise<void> {
  const before = { has_liked: task.has_liked, thumb_ups: task.thumb_ups };
  updateCachedTask(client, task.link_id, (cached) => ({
    ...cached,
    has_liked: !before.has_liked,
    thumb_ups: Math.max(0, before.thumb_ups + (before.has_liked ? -1 : 1)),
  }));
  try {
    const answer = await callApi<ReactionAnswer>('reaction', { params: { link_id: task.link_id, action: 'like' } });
    updateCachedTask(client, task.link_id, (cached) => ({
      ...cached,
      has_liked: answer.has_liked,
      thumb_ups: answer.thumb_ups,
    }));
  } catch (error) {
    updateCachedTask(client, task.link_id, (cached) => ({ ...cached, ...before }));
    throw error;
  }
}

/** Spec 000 §7 "Reaction ... 'share'": counted by the server once per user. */
export function shareTask(linkId: number): Promise<ReactionAnswer> {
  return callApi<ReactionAnswer>('reaction', { params: { link_id: linkId, action: 'share' } });
}

/**
 * One task endpoint call (see task-request.ts for which endpoint and payload): credited, or — on a
 * server that verifies tasks — waiting for review (task-outcome.ts).
 */
export function performTask(route: ApiRouteName, body: Record<string, string | number>): Promise<TaskAnswer> {
  return callApi<TaskAnswer>(route, { body });
}

/** Spec 000 §7 "View credit | POST /actions/youtube-views/ {watch_time, link_id}". */
export function creditView(linkId: number, watchTime: number): Promise<{ message?: string }> {
  return callApi<{ message?: string }>('youtubeView', { body: { watch_time: watchTime, link_id: linkId } });
}
