/**
 * The feed's server state (spec 000 §7 "Feed", "Reaction", task endpoints, "View credit"),
 * through the one shared query cache. Keys come from `@engage/shared/api/query-keys`, so a task
 * action elsewhere (reels) refreshes this feed too.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { hashKey, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@engage/shared/queries';
import { updateCachedLink, type LinkPages } from '@engage/task-kit/cached-links';
import { callApi, type ApiSession } from '@engage/shared/api/client';
import { newIdempotencyKey } from '@engage/shared/api/idempotency';
import { refreshAfterTaskAction } from '@engage/task-kit/refresh-after-task';
import { numberedPages } from '@engage/shared/api/paging';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { FeedPlatform } from '@engage/shared/contract/common';
import type { Link, LinkPage } from '@engage/shared/contract/links';
import { clearNewPosts } from '@engage/shared/feed/new-posts-queue';
import { dataSaverStore, useDataSaver } from '@engage/shared/session/data-saver';
import { DATA_SAVER_PAGE_SIZE } from '@engage/shared/contract/constants';
import type { ReactionResponse } from '@engage/shared/contract/feed';
import type { TaskCall } from './task-request';
import { reviewReason, type TaskAnswer } from './task-outcome';

export type FeedData = LinkPages;

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
    queryFn: async ({ pageParam, signal, client }: { pageParam: number; signal: AbortSignal; client: QueryClient }) => {
      // The data saver asks for smaller pages; the list starts again from page 1 when it changes.
      const pageSize = dataSaverStore.getState().on ? DATA_SAVER_PAGE_SIZE : undefined;
      const page = await callApi('feed', client, {
        params: { platform },
        query: { page: pageParam, search: search || undefined, page_size: pageSize },
        signal,
      });
      // Spec 000 §4 "a feed refresh clears the queue": page 1 now shows what was queued.
      if (pageParam === 1) clearNewPosts(newestCreated(page.results));
      return page;
    },
    ...numberedPages,
  };
}

/** Ten tasks a page (spec 000 §2; five with the data saver on), the next page on demand. */
export function useFeed(platform: FeedPlatform, search: string) {
  const client = useQueryClient();
  const saving = useDataSaver();
  const sizedFor = useRef(saving);
  useEffect(() => {
    if (sizedFor.current === saving) return;
    sizedFor.current = saving;
    // Pages of another size would overlap or leave gaps: the list is read again from page 1.
    void client.resetQueries({ queryKey: queryKeys.feed.all });
  }, [client, saving]);
  return useInfiniteQuery(feedQuery(platform, search));
}

/** Spec 000 §7 "GET {platform}/?latest=true&last_seen={time}": what is newer than the newest shown. */
export function fetchLatest(session: ApiSession, platform: FeedPlatform, lastSeen: string): Promise<LinkPage> {
  return callApi('feed', session, { params: { platform }, query: { latest: true, last_seen: lastSeen } });
}

/** Changes one task wherever it is cached (every tab and search of the feed). */
export function updateCachedTask(client: QueryClient, linkId: number, change: (task: Link) => Link): void {
  updateCachedLink(client, queryKeys.feed.all, linkId, change);
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

/**
 * The new-posts pill's fetch: newer tasks on top of the list shown, the queue emptied. A read,
 * but one the user starts and waits on (the pill waits): a mutation, like the writes.
 */
export function useShowNewPosts(platform: FeedPlatform, search: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (since: string, { client: cache }) => fetchLatest(cache, platform, since),
    onSuccess: (latest, since) => {
      prependTasks(client, platform, search, latest.results);
      clearNewPosts(newestCreated(latest.results) ?? since);
    },
  });
}

/** Spec 000 §7 "Reaction": likes or unlikes a task; the answer is the like as counted. */
export function likeTask(session: ApiSession, linkId: number): Promise<ReactionResponse> {
  return callApi('reaction', session, { params: { link_id: linkId, action: 'like' } });
}

/** Spec 000 §7 "Reaction ... 'share'": counted by the server once per user. */
export function shareTask(session: ApiSession, linkId: number): Promise<ReactionResponse> {
  return callApi('reaction', session, { params: { link_id: linkId, action: 'share' } });
}

/**
 * One task endpoint call (see task-request.ts for which endpoint and payload): credited, or — on a
 * server that verifies tasks — waiting for review (task-outcome.ts). One call per tap, with its own
 * idempotency key: a resend after a dropped answer gets the credit's answer, not "already done".
 */
export function performTask(session: ApiSession, call: TaskCall): Promise<TaskAnswer> {
  return callApi(call.route, session, { body: call.body, idempotencyKey: newIdempotencyKey() });
}

/**
 * The card's task action as a mutation. A credited task is marked actioned in every cached list
 * and the balances load afresh; a claim waiting for review changes nothing (nothing was paid).
 */
export function usePerformTask(linkId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: TaskCall, { client: cache }) => performTask(cache, call),
    onSuccess: (answer) => {
      if (reviewReason({ answer }) !== undefined) return;
      updateCachedTask(client, linkId, (cached) => ({ ...cached, is_actioned: true }));
      void refreshAfterTaskAction(client);
    },
  });
}

/** Spec 000 §7 "View credit | POST /actions/youtube-views/ {watch_time, link_id}". */
export function creditView(session: ApiSession, linkId: number, watchTime: number): Promise<{ message?: string }> {
  return callApi('youtubeView', session, {
    body: { watch_time: watchTime, link_id: linkId },
    idempotencyKey: newIdempotencyKey(),
  });
}

/**
 * The reason a task's claim waits for review, as the claim's answer said (`markClaimInReview`);
 * undefined while it does not wait. Kept in the query cache rather than in the card: the feed's
 * list drops cards scrolled away.
 *
 * Read straight from the cache rather than through `useQuery`: every card reads it, a long list
 * mounts cards while it scrolls, and a query observer per card (options, result tracking,
 * subscription) was a visible share of a card's mount on a slow phone.
 */
export function useClaimInReview(linkId: number): string | undefined {
  const client = useQueryClient();
  // Our clients keep TanStack's own key hash, so this is the key the cache files the query under.
  const hash = useMemo(() => hashKey(queryKeys.taskClaims.inReview(linkId)), [linkId]);
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      }),
    [client, hash],
  );
  const read = () => client.getQueryCache().get<string>(hash)?.state.data;
  return useSyncExternalStore(subscribe, read, read);
}

/** Notes that the task's claim waits for review, with the reason shown on its card. */
export function markClaimInReview(client: QueryClient, linkId: number, reason: string): void {
  // Kept for the visit, like the observer-held query it replaces: no observer keeps it from GC.
  client.setQueryDefaults(queryKeys.taskClaims.all, { gcTime: Infinity, staleTime: Infinity });
  client.setQueryData(queryKeys.taskClaims.inReview(linkId), reason);
}
