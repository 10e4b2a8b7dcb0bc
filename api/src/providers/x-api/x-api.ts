/**
 * The X API v2 lookups the verifier makes with a user's own token, each only when the
 * operator's plan includes it (X_API_LOOKUPS). Each endpoint has its own per-user limit per 15
 * minutes (X's rate-limit table); requests are counted against it before they are made, and a
 * 429 closes the window until its `x-rate-limit-reset`.
 *
 * - likes: `GET /2/users/:id/liked_tweets` — the post among the user's recent likes.
 * - retweets: `GET /2/tweets/:id/retweeted_by` — the user among the post's reposters.
 * - bookmarks: `GET /2/users/:id/bookmarks` — the post among the user's bookmarks.
 * - follows: `GET /2/users/:id/following` (`user.fields=username`) — the account followed.
 * - replies: `GET /2/tweets/search/recent` `query=conversation_id:<post> from:<user id>` — a
 *   reply in the post's conversation in the last 7 days (recent search's reach).
 * Lists are read at most X_PAGES pages; not found by then is `unsure`, not `not-done`.
 */
import type { XLookup } from '../../config';
import type { PlatformAnswer } from '../../modules/tasks/verifier';
import { platformGet } from '../platform-http';

/** Requests per user and 15 minutes, per endpoint (X's published limits). */
export const X_USER_LIMITS: Record<XLookup, number> = {
  likes: 75,
  retweets: 75,
  bookmarks: 180,
  follows: 15,
  replies: 300,
};

const X_PAGES = 3;

/** Asks for one request of this lookup's window for this user; a refusal says when it reopens. */
export interface RateGate {
  take(lookup: XLookup, userId: string): Promise<{ ok: true } | { ok: false; retryAt: Date }>;
  /** X answered 429: the window is closed until `until`. */
  closed(lookup: XLookup, userId: string, until: Date): Promise<void>;
}

interface Page<T> {
  data?: T[];
  meta?: { next_token?: string; result_count?: number };
}

type Call = { ok: true; body: unknown } | { ok: false; answer: PlatformAnswer };

export class XApi {
  constructor(
    private readonly baseUrl: string,
    private readonly gate: RateGate,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(
    lookup: XLookup,
    userId: string,
    path: string,
    params: Record<string, string>,
    token: string,
  ): Promise<Call> {
    const taken = await this.gate.take(lookup, userId);
    if (!taken.ok) return { ok: false, answer: { kind: 'unavailable', cause: 'quota', retryAt: taken.retryAt } };
    const response = await platformGet(
      `${this.baseUrl}${path}?${new URLSearchParams(params).toString()}`,
      token,
      this.fetchImpl,
    );
    if (response.ok) return response;
    if (response.status === 401) return { ok: false, answer: { kind: 'relink' } };
    if (response.status === 429) {
      const reset = Number(response.headers.get('x-rate-limit-reset'));
      const until = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(Date.now() + 15 * 60_000);
      await this.gate.closed(lookup, userId, until);
      return { ok: false, answer: { kind: 'unavailable', cause: 'quota', retryAt: until } };
    }
    // 403: the app's access level does not include this endpoint (the plan), or the token
    // lacks its scope — neither is the user's doing; a person reviews the claim.
    if (response.status === 403) return { ok: false, answer: { kind: 'unavailable', cause: 'plan' } };
    if (response.status === 404)
      return { ok: false, answer: { kind: 'not-done', note: 'X no longer has this post or account.' } };
    return { ok: false, answer: { kind: 'unavailable', cause: 'down' } };
  }

  /** Reads up to X_PAGES pages of a list until `found` says yes. */
  private async search<T>(
    lookup: XLookup,
    userId: string,
    path: string,
    params: Record<string, string>,
    token: string,
    found: (item: T) => boolean,
  ): Promise<PlatformAnswer> {
    let next: string | undefined;
    for (let page = 0; page < X_PAGES; page++) {
      const list = await this.call(lookup, userId, path, next ? { ...params, pagination_token: next } : params, token);
      if (!list.ok) return list.answer;
      const body = list.body as Page<T>;
      if ((body.data ?? []).some(found)) return { kind: 'done' };
      next = body.meta?.next_token;
      if (!next) return { kind: 'not-done' };
    }
    return { kind: 'unsure' };
  }

  liked(token: string, userId: string, postId: string): Promise<PlatformAnswer> {
    return this.search<{ id: string }>(
      'likes',
      userId,
      `/2/users/${userId}/liked_tweets`,
      { max_results: '100' },
      token,
      (post) => post.id === postId,
    );
  }

  reposted(token: string, userId: string, postId: string): Promise<PlatformAnswer> {
    return this.search<{ id: string }>(
      'retweets',
      userId,
      `/2/tweets/${postId}/retweeted_by`,
      { max_results: '100' },
      token,
      (user) => user.id === userId,
    );
  }

  bookmarked(token: string, userId: string, postId: string): Promise<PlatformAnswer> {
    return this.search<{ id: string }>(
      'bookmarks',
      userId,
      `/2/users/${userId}/bookmarks`,
      { max_results: '100' },
      token,
      (post) => post.id === postId,
    );
  }

  follows(token: string, userId: string, username: string): Promise<PlatformAnswer> {
    const wanted = username.toLowerCase();
    return this.search<{ username?: string }>(
      'follows',
      userId,
      `/2/users/${userId}/following`,
      { max_results: '1000', 'user.fields': 'username' },
      token,
      (user) => user.username?.toLowerCase() === wanted,
    );
  }

  async replied(token: string, userId: string, postId: string): Promise<PlatformAnswer> {
    const found = await this.call(
      'replies',
      userId,
      '/2/tweets/search/recent',
      { query: `conversation_id:${postId} from:${userId}`, max_results: '10' },
      token,
    );
    if (!found.ok) return found.answer;
    return ((found.body as Page<unknown>).data ?? []).length > 0 ? { kind: 'done' } : { kind: 'not-done' };
  }
}

/** The post id of an X link (`…/status/123`), or null. */
export function xPostId(url: string): string | null {
  return /\/status(?:es)?\/(\d+)/.exec(url)?.[1] ?? null;
}

/** The account an X profile link names (`x.com/name`), or null. */
export function xUsername(url: string): string | null {
  try {
    const parsed = new URL(/^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);
    const name = parsed.pathname.split('/').filter(Boolean)[0]?.replace(/^@/, '');
    return name && /^\w{1,15}$/.test(name) ? name : null;
  } catch {
    return null;
  }
}
