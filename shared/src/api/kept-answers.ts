/**
 * The last answers of the areas a signed-in user has opened (balances, statement, alerts, profile,
 * linked accounts, referrals, reels), kept in this browser so that an area opened with no
 * connection shows what it last showed, under the "You are offline" banner, rather than loading
 * for ever. The feed's first page has its own, faster copy (shell/src/feed-picture/last-feed-page.ts).
 *
 * What is kept, and why it is safe on a shared phone (docs/offline.md):
 *   - only the queries of {@link keptQueries}, an allow-list: nothing that is not shown on a page
 *     of the user's own, no tokens, no payout numbers' full details beyond what the wallet shows;
 *     of a paged list only its first page;
 *   - tied to the session it was seen in: another sign-in on this device never sees it, and
 *     sign-out (or a session the server refuses) removes it (network/offline-copies.ts);
 *   - for {@link keptForMs} at most: an older copy is not shown;
 *   - put back only when there is no connection (as the page starts offline, when the browser
 *     goes offline, or when a read got no answer at all), into queries that hold nothing, and
 *     always as old: it is read again as soon as the connection returns. Online, every area reads
 *     the server as before, so a kept balance never stands in for a live one.
 *
 * Loaded once a user is signed in (query-client.ts), never on the sign-in page.
 */
import type { Query, QueryClient, QueryKey } from '@engage/shared/queries';
import { isApiFailure } from '@engage/shared/api/failure';
import { queryKeys } from '@engage/shared/api/query-keys';
import { isOnline } from '@engage/shared/network/online';
import { keptAnswersKey } from '@engage/shared/network/offline-copies';
import { sessionStore } from '@engage/shared/session';

/** The queries kept, by the start of their key. */
export const keptQueries: readonly QueryKey[] = [
  queryKeys.profile.details,
  queryKeys.profile.user,
  queryKeys.profile.lists,
  queryKeys.wallet.all,
  queryKeys.notifications.all,
  queryKeys.affiliate.all,
  queryKeys.reels.all,
  queryKeys.claims.mine,
  queryKeys.settings,
];

/** A week: older, a balance or a list is more likely to mislead than to help. */
export const keptForMs = 7 * 24 * 60 * 60 * 1000;

interface KeptAnswer {
  key: QueryKey;
  data: unknown;
  savedAt: number;
}

interface Kept {
  /** The session the answers were seen in. */
  sessionId: string;
  /** By the query's hash. */
  answers: Record<string, KeptAnswer>;
}

function startsWith(key: QueryKey, start: QueryKey): boolean {
  return start.length <= key.length && start.every((part, index) => key[index] === part);
}

export function isKept(key: QueryKey): boolean {
  return keptQueries.some((start) => startsWith(key, start));
}

/** A paged list (an infinite query's data) is kept with its first page only. */
function firstPageOnly(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('pages' in data) || !('pageParams' in data)) return data;
  const { pages, pageParams } = data as { pages: unknown[]; pageParams: unknown[] };
  if (!Array.isArray(pages) || !Array.isArray(pageParams)) return data;
  return { pages: pages.slice(0, 1), pageParams: pageParams.slice(0, 1) };
}

function read(): Kept | undefined {
  const sessionId = sessionStore.getState().sessionId;
  if (sessionId === null) return undefined;
  try {
    const text = localStorage.getItem(keptAnswersKey);
    const kept = text === null ? undefined : (JSON.parse(text) as Kept);
    return kept?.sessionId === sessionId ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `query`'s answer. Written a moment later, not as each answer lands: a page opening
 * reads several at once, and one write covers them all.
 */
class Writer {
  private readonly waiting = new Map<string, KeptAnswer>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  keep(query: Query): void {
    this.waiting.set(query.queryHash, {
      key: query.queryKey,
      data: firstPageOnly(query.state.data),
      savedAt: query.state.dataUpdatedAt,
    });
    this.timer ??= setTimeout(() => this.flush(), 500);
  }

  flush(): void {
    this.timer = undefined;
    const sessionId = sessionStore.getState().sessionId;
    if (sessionId === null || this.waiting.size === 0) return;
    const kept: Kept = read() ?? { sessionId, answers: {} };
    for (const [hash, answer] of this.waiting) kept.answers[hash] = answer;
    this.waiting.clear();
    try {
      localStorage.setItem(keptAnswersKey, JSON.stringify(kept));
    } catch {
      // storage full or disabled: offline, those areas wait for the connection as before
    }
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.clear();
  }
}

/**
 * Puts the kept answers into the queries of `client` that hold nothing (all of them, or only
 * `hash`), marked as old so they are read again once there is a connection.
 */
export function restoreKeptAnswers(client: QueryClient, hash?: string, now = Date.now()): string[] {
  const restored: string[] = [];
  const kept = read();
  if (!kept) return restored;
  for (const [keptHash, answer] of Object.entries(kept.answers)) {
    if (hash !== undefined && keptHash !== hash) continue;
    if (now - answer.savedAt > keptForMs || !isKept(answer.key)) continue;
    if (client.getQueryData(answer.key) !== undefined) continue;
    client.setQueryData(answer.key, answer.data, { updatedAt: answer.savedAt });
    void client.invalidateQueries({ queryKey: answer.key, exact: true, refetchType: 'none' });
    restored.push(keptHash);
  }
  return restored;
}

/**
 * Back online: a kept answer no page is showing is dropped, so an area opened from now on reads
 * the server before it shows anything, as it does online; one on screen is being read again.
 */
function dropUnshown(client: QueryClient, restored: Set<string>): void {
  for (const hash of restored) {
    const query = client.getQueryCache().get(hash);
    if (query && query.getObserversCount() === 0 && query.state.isInvalidated) client.getQueryCache().remove(query);
  }
  restored.clear();
}

/**
 * Keeps the allow-listed answers of `client` from now on, and puts them back while there is no
 * connection. Returns a function that stops it.
 */
export function keepAnswers(client: QueryClient): () => void {
  const writer = new Writer();
  const restored = new Set<string>();
  const restore = (hash?: string) => restoreKeptAnswers(client, hash).forEach((one) => restored.add(one));
  if (!isOnline()) restore();
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isKept(event.query.queryKey)) return;
    const { action } = event;
    // A page's own read, not a kept answer put back (a manual setQueryData).
    if (action.type === 'success' && !action.manual) writer.keep(event.query);
    else if (action.type === 'error' && event.query.state.data === undefined) {
      // Status 0: the server was never reached (client.ts). Any other failure is shown as it is.
      if (isApiFailure(action.error) && action.error.status === 0) restore(event.query.queryHash);
    }
  });
  // A page left within the half second still keeps what it read.
  const leaving = () => writer.flush();
  window.addEventListener('pagehide', leaving);
  const wentOffline = () => restore();
  const cameBack = () => dropUnshown(client, restored);
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameBack);
  // Signed out (or another user): nothing waiting is written under the next session.
  const stopSession = sessionStore.subscribe((state, previous) => {
    if (state.sessionId !== previous.sessionId) writer.cancel();
  });
  return () => {
    writer.flush();
    stopCache();
    stopSession();
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', cameBack);
    window.removeEventListener('pagehide', leaving);
  };
}
