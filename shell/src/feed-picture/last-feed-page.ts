/**
 * The feed's first page as the signed-in user last saw it, kept in this browser so that engage
 * opened with no connection shows that page under the "You are offline" banner, not an error.
 *
 * Only this answer is kept here: it lists tasks anyone is offered, not money or personal details,
 * so it is put back online too. The other areas' last answers are kept apart (kept-answers.ts) and
 * put back only offline. Kept in local storage rather than in the service worker, which keeps no
 * API answer at all (network/offline-copies.ts); tied to the session it was seen in and forgotten
 * at sign-out.
 *
 * It is put back as the page starts, online or not, and when asking for the feed failed for want of
 * a connection. Online, a returning user's feed then paints its cards in its first render, from
 * this copy, while the fresh page is read (on a slowed phone waiting for that answer before the
 * first card cost a render pass and about 400 ms); the copy is marked as old, so the feed reads
 * the page again as it mounts, and again as soon as the connection returns when offline.
 */
import type { QueryClient } from '@engage/shared/queries';
import type { LinkPage } from '@engage/shared/contract/links';
import { queryKeys } from '@engage/shared/api/query-keys';
import { isApiFailure } from '@engage/shared/api/failure';
import { sessionStore } from '@engage/shared/session';
import { forgetOfflineCopies, lastFeedPageKey } from '@engage/shared/network/offline-copies';
import { takeFeedPictureSoon } from './feed-picture';

/** The feed as it opens: every platform, no search. */
const feedKey = queryKeys.feed.list('all', '');

interface KeptPage {
  /** The session it was seen in: another user on this device never sees it. */
  sessionId: string;
  savedAt: number;
  page: LinkPage;
}

interface FeedPages {
  pages: LinkPage[];
  pageParams: unknown[];
}

function read(): KeptPage | undefined {
  try {
    const text = localStorage.getItem(lastFeedPageKey);
    const kept = text === null ? undefined : (JSON.parse(text) as KeptPage);
    const sessionId = sessionStore.getState().sessionId;
    return kept && sessionId !== null && kept.sessionId === sessionId ? kept : undefined;
  } catch {
    return undefined;
  }
}

function write(page: LinkPage): void {
  const sessionId = sessionStore.getState().sessionId;
  if (sessionId === null) return;
  try {
    localStorage.setItem(lastFeedPageKey, JSON.stringify({ sessionId, savedAt: Date.now(), page } satisfies KeptPage));
  } catch {
    // storage full or disabled: an offline start shows the feed's error state instead
  }
}

/** Puts the kept page in the cache as the feed's only page, stale: it is read again when it can be. */
function restore(client: QueryClient): void {
  const kept = read();
  if (!kept) return;
  client.setQueryData<FeedPages>(feedKey, { pages: [kept.page], pageParams: [1] }, { updatedAt: kept.savedAt });
  void client.invalidateQueries({ queryKey: feedKey, exact: true, refetchType: 'none' });
}

function isFeed(queryKey: readonly unknown[]): boolean {
  return queryKey.length === feedKey.length && feedKey.every((part, index) => queryKey[index] === part);
}

/**
 * Puts the kept page back in `client` now, keeps the feed's first page from now on, and puts it
 * back when the feed cannot be reached. Returns a function that stops it.
 */
export function keepLastFeedPage(client: QueryClient): () => void {
  restore(client);
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isFeed(event.query.queryKey)) return;
    if (event.action.type === 'success') {
      const first = (event.query.state.data as FeedPages | undefined)?.pages[0];
      if (first) write(first);
      // A page read from the API, not the kept one put back or a like written into the cache:
      // the screen is about to show the feed as it is now.
      if (first && !event.action.manual) takeFeedPictureSoon();
    } else if (event.action.type === 'error' && event.query.state.data === undefined) {
      // Status 0: the server was never reached (client.ts). Any other failure is shown as it is.
      if (isApiFailure(event.action.error) && event.action.error.status === 0) restore(client);
    }
  });
  const stopSession = sessionStore.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) void forgetOfflineCopies();
  });
  return () => {
    stopCache();
    stopSession();
  };
}
