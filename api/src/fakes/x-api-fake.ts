/**
 * A fake of the X API v2 lookups the verifier makes, under `/x/2/...` beside the OAuth fake
 * (x-fake.ts, also under `/x`): liked posts `GET /2/users/:id/liked_tweets`, reposters
 * `GET /2/tweets/:id/retweeted_by`, bookmarks `GET /2/users/:id/bookmarks` (only the token's own
 * user), following `GET /2/users/:id/following`, and recent search
 * `GET /2/tweets/search/recent` for `conversation_id:<post> from:<user id>`. Answers have X's
 * shapes (`data`, `meta.result_count`, `meta.next_token`), every answer carries the
 * `x-rate-limit-*` headers, a token that is neither issued by the X OAuth fake (x-fake.ts, for
 * as long as it lives there) nor registered by a test answers 401 (and one without the scopes
 * the endpoint needs, 403), and a spent window answers 429 with X's problem body until its reset.
 *
 * Tests script who did what through `/x/_fake-lookups/*`, keyed by the X user id the OAuth fake
 * gives an account (`fakeXUserId(username)`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { XAccessTokenInfo } from './x-fake';

export interface XApiFakeOptions {
  /** The X OAuth fake's own tokens: whose a token is and its scopes, or null when it is not good. */
  issued?: (token: string) => XAccessTokenInfo | null;
}

interface XUser {
  id: string;
  username: string;
}

interface XLookupsState {
  tokens: Map<string, { user: XUser; revoked: boolean }>;
  users: Map<string, XUser>;
  likes: Set<string>;
  reposts: Set<string>;
  bookmarks: Set<string>;
  follows: Set<string>;
  replies: Map<string, string>;
  /** Requests left in the current window of each endpoint (all users), and when it resets. */
  remaining: number;
  resetAt: number;
  calls: string[];
}

const WINDOW_LIMIT = 75;

const fresh = (): XLookupsState => ({
  tokens: new Map(),
  users: new Map(),
  likes: new Set(),
  reposts: new Set(),
  bookmarks: new Set(),
  follows: new Set(),
  replies: new Map(),
  remaining: WINDOW_LIMIT,
  resetAt: Math.floor(Date.now() / 1000) + 900,
  calls: [],
});

const problem = (reply: FastifyReply, status: number, title: string, detail = title) =>
  reply.code(status).send({ title, detail, type: 'about:blank', status });

type Query = Record<string, string | undefined>;

/** The scopes each lookup needs, as X's API reference lists them. */
const SCOPES = {
  likes: ['tweet.read', 'users.read', 'like.read'],
  reposts: ['tweet.read', 'users.read'],
  bookmarks: ['tweet.read', 'users.read', 'bookmark.read'],
  follows: ['tweet.read', 'users.read', 'follows.read'],
  search: ['tweet.read', 'users.read'],
} as const;

export const xApiFake: FastifyPluginAsync<XApiFakeOptions> = async (app, options) => {
  let state = fresh();

  /** A test's registered token, or one the X OAuth fake issued (with its scopes). */
  const ownerOf = (token: string): { user: XUser; scopes: readonly string[] | null } | null => {
    const registered = state.tokens.get(token);
    if (registered) return registered.revoked ? null : { user: registered.user, scopes: null };
    const issued = options.issued?.(token);
    if (!issued) return null;
    const user = { id: issued.userId, username: issued.username };
    state.users.set(user.id, user);
    return { user, scopes: issued.scopes };
  };

  /** The token's user, or an answer already sent (401, 403 for a missing scope, 429). */
  async function authorize(
    request: FastifyRequest,
    reply: FastifyReply,
    needs: readonly string[],
  ): Promise<XUser | null> {
    state.calls.push(request.url);
    const now = Math.floor(Date.now() / 1000);
    if (now >= state.resetAt) {
      state.remaining = WINDOW_LIMIT;
      state.resetAt = now + 900;
    }
    void reply.header('x-rate-limit-limit', String(WINDOW_LIMIT));
    void reply.header('x-rate-limit-reset', String(state.resetAt));
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const owner = token ? ownerOf(token) : null;
    if (!owner) {
      await problem(reply, 401, 'Unauthorized');
      return null;
    }
    const missing = owner.scopes ? needs.filter((scope) => !owner.scopes?.includes(scope)) : [];
    if (missing.length > 0) {
      await problem(reply, 403, 'Forbidden', `Missing required scopes: ${missing.join(', ')}`);
      return null;
    }
    if (state.remaining <= 0) {
      void reply.header('x-rate-limit-remaining', '0');
      await problem(reply, 429, 'Too Many Requests');
      return null;
    }
    state.remaining -= 1;
    void reply.header('x-rate-limit-remaining', String(state.remaining));
    return owner.user;
  }

  /** One page of `items` as X pages them, or an answer already sent (400) for a bad max_results. */
  function paged<T>(reply: FastifyReply, query: Query, items: T[], min: number, max: number) {
    const size = Number(query.max_results ?? 100);
    if (!Number.isInteger(size) || size < min || size > max) {
      void problem(
        reply,
        400,
        'Invalid Request',
        `The \`max_results\` query parameter value [${query.max_results}] is not between ${min} and ${max}`,
      );
      return null;
    }
    const start = query.pagination_token ? Number(Buffer.from(query.pagination_token, 'base64url').toString()) : 0;
    const page = items.slice(start, start + size);
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
    return {
      ...(page.length ? { data: page } : {}),
      meta: { result_count: page.length, ...(next ? { next_token: next } : {}) },
    };
  }

  const post = (id: string) => ({ id, text: `Post ${id}`, edit_history_tweet_ids: [id] });
  const user = (id: string) => {
    const known = state.users.get(id);
    return { id, name: known?.username ?? id, username: known?.username ?? `user${id}` };
  };
  const of = (set: Set<string>, prefix: string) =>
    [...set]
      .filter((entry) => entry.startsWith(`${prefix}:`))
      .map((entry) => entry.slice(prefix.length + 1))
      .reverse();

  app.get<{ Params: { id: string }; Querystring: Query }>('/2/users/:id/liked_tweets', async (request, reply) => {
    if (!(await authorize(request, reply, SCOPES.likes))) return reply;
    return paged(reply, request.query, of(state.likes, request.params.id).map(post), 5, 100) ?? reply;
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/2/tweets/:id/retweeted_by', async (request, reply) => {
    if (!(await authorize(request, reply, SCOPES.reposts))) return reply;
    const reposters = [...state.reposts]
      .filter((entry) => entry.endsWith(`:${request.params.id}`))
      .map((entry) => user(entry.split(':')[0] ?? ''));
    return paged(reply, request.query, reposters, 1, 100) ?? reply;
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/2/users/:id/bookmarks', async (request, reply) => {
    const me = await authorize(request, reply, SCOPES.bookmarks);
    if (!me) return reply;
    // Bookmarks are private: only the token's own user may read them.
    if (me.id !== request.params.id) return problem(reply, 403, 'Forbidden', 'You can only read your own bookmarks.');
    return paged(reply, request.query, of(state.bookmarks, me.id).map(post), 1, 100) ?? reply;
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/2/users/:id/following', async (request, reply) => {
    if (!(await authorize(request, reply, SCOPES.follows))) return reply;
    const followed = of(state.follows, request.params.id).map((username) => ({
      id: `id-${username}`,
      name: username,
      username,
    }));
    return paged(reply, request.query, followed, 1, 1000) ?? reply;
  });

  app.get<{ Querystring: Query }>('/2/tweets/search/recent', async (request, reply) => {
    const query = request.query.query ?? '';
    if (!query) return problem(reply, 400, 'Invalid Request', 'The `query` query parameter can not be empty');
    if (!(await authorize(request, reply, SCOPES.search))) return reply;
    const conversation = /conversation_id:(\d+)/.exec(query)?.[1];
    const from = /from:(\w+)/.exec(query)?.[1];
    const matches = [...state.replies.entries()]
      .filter(([key]) => {
        const [author, inConversation] = key.split(':');
        const authorName = state.users.get(author ?? '')?.username;
        return (!conversation || inConversation === conversation) && (!from || from === author || from === authorName);
      })
      .map(([, id]) => post(id));
    return paged(reply, request.query, matches, 10, 100) ?? reply;
  });

  // --- The tests' controls -------------------------------------------------------------------
  type Body = Record<string, string | number | undefined>;
  const text = (body: Body, name: string) => String(body[name] ?? '');

  app.post<{ Body: Body }>('/_fake-lookups/token', async (request) => {
    const account = { id: text(request.body, 'user_id'), username: text(request.body, 'username') };
    state.users.set(account.id, account);
    state.tokens.set(text(request.body, 'token'), { user: account, revoked: false });
    return { ok: true };
  });
  app.post<{ Body: Body }>('/_fake-lookups/revoke', async (request) => {
    const token = state.tokens.get(text(request.body, 'token'));
    if (token) token.revoked = true;
    return { ok: Boolean(token) };
  });
  /** `{ user_id, action: like|repost|bookmark|follow|reply, post_id | username }`. */
  app.post<{ Body: Body }>('/_fake-lookups/act', async (request, reply) => {
    const userId = text(request.body, 'user_id');
    const target = text(request.body, 'post_id') || text(request.body, 'username').toLowerCase();
    switch (text(request.body, 'action')) {
      case 'like':
        state.likes.add(`${userId}:${target}`);
        break;
      case 'repost':
        state.reposts.add(`${userId}:${target}`);
        break;
      case 'bookmark':
        state.bookmarks.add(`${userId}:${target}`);
        break;
      case 'follow':
        state.follows.add(`${userId}:${target}`);
        break;
      case 'reply':
        state.replies.set(`${userId}:${target}`, randomBytes(6).readUIntBE(0, 6).toString());
        break;
      default:
        return reply.code(400).send({ error: 'unknown action' });
    }
    return { ok: true };
  });
  /** `{ remaining }`: requests left in the window (0: every lookup answers 429 until the reset). */
  app.post<{ Body: Body }>('/_fake-lookups/window', async (request) => {
    if (typeof request.body.remaining === 'number') state.remaining = request.body.remaining;
    return { remaining: state.remaining, reset: state.resetAt };
  });
  app.get('/_fake-lookups/calls', async () => ({ calls: state.calls }));
  app.post('/_fake-lookups/reset', async () => {
    state = fresh();
    return { ok: true };
  });
};
