/**
 * A fake of the YouTube Data API v3 calls the verifier makes, under `/youtube/v3`, answering in
 * the documented shapes: `subscriptions.list` (mine=true&forChannelId), `videos.getRating`,
 * `commentThreads.list` (videoId, order, maxResults 1–100, pageToken) and `channels.list`
 * (forHandle, or mine=true: the token's own channel, which linking asks for). Each call needs
 * `Authorization: Bearer` with a token Google's fake issued — known, unexpired, unrevoked — or one
 * a test registered; else 401 with Google's authError body. The token must also carry one of the
 * scopes the method's reference lists ({@link METHOD_SCOPES}); without one the call answers 403
 * `insufficientPermissions`, as Google's resource servers do. A call costs its documented units
 * from the fake's daily quota, and past it answers 403 `quotaExceeded` with YouTube's error body.
 *
 * Every Google account of the fake has one channel, {@link fakeYoutubeChannelId} of its subject.
 * Tests script who did what through `/youtube/_fake/*`, keyed by that channel id: register a
 * token for a channel, revoke it, subscribe, like, comment, set or spend the quota, or make the
 * API answer 503.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fakeGoogleSubject } from './google-fake';

const YOUTUBE = 'https://www.googleapis.com/auth/youtube';
const YOUTUBE_FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
const YOUTUBE_READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
const YOUTUBE_PARTNER = 'https://www.googleapis.com/auth/youtubepartner';
const YOUTUBE_PARTNER_AUDIT = 'https://www.googleapis.com/auth/youtubepartner-channel-audit';

/**
 * The scopes each method accepts, as the YouTube Data API's reference (its discovery document)
 * lists them: a token needs one of them. `videos.getRating` and `commentThreads.list` are not
 * allowed with youtube.readonly — only the reads of subscriptions and channels are.
 */
export const METHOD_SCOPES = {
  'subscriptions.list': [YOUTUBE, YOUTUBE_FORCE_SSL, YOUTUBE_READONLY, YOUTUBE_PARTNER],
  'videos.getRating': [YOUTUBE, YOUTUBE_FORCE_SSL, YOUTUBE_PARTNER],
  'commentThreads.list': [YOUTUBE_FORCE_SSL],
  'channels.list': [YOUTUBE, YOUTUBE_FORCE_SSL, YOUTUBE_READONLY, YOUTUBE_PARTNER, YOUTUBE_PARTNER_AUDIT],
} as const satisfies Record<string, readonly string[]>;

type YoutubeMethod = keyof typeof METHOD_SCOPES;

/** What a token a test registers is granted unless it says: what linking asks Google for. */
const REGISTERED_SCOPES = [YOUTUBE_FORCE_SSL];

/** The channel of a Google account of the fake: `UC` and 22 characters, stable per subject. */
export function fakeYoutubeChannelId(googleSubject: string): string {
  return `UC${createHash('sha256').update(`channel:${googleSubject}`).digest('base64url').slice(0, 22)}`;
}

/** A token Google's fake issued: whose Google account, and its scopes. */
export interface GoogleTokenInfo {
  sub: string;
  scopes: string[];
}

export interface YoutubeFakeOptions {
  /** Google's fake's own access tokens, or null when unknown, expired or revoked. */
  issued?: (token: string) => Promise<GoogleTokenInfo | null>;
}

interface YoutubeFakeState {
  tokens: Map<string, { channelId: string; scopes: string[]; revoked: boolean }>;
  handles: Map<string, string>;
  subscriptions: Set<string>;
  ratings: Map<string, 'like' | 'dislike'>;
  comments: { id: string; videoId: string; authorChannelId: string; text: string }[];
  quota: number;
  used: number;
  down: boolean;
  calls: string[];
}

const fresh = (): YoutubeFakeState => ({
  tokens: new Map(),
  handles: new Map(),
  subscriptions: new Set(),
  ratings: new Map(),
  comments: [],
  quota: 10_000,
  used: 0,
  down: false,
  calls: [],
});

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

function googleError(reply: FastifyReply, code: number, reason: string, message: string, extra: object = {}) {
  return reply.code(code).send({
    error: { code, message, errors: [{ message, domain: 'global', reason, ...extra }] },
  });
}

/**
 * Google's answer to a token without any of the method's scopes: 403 PERMISSION_DENIED with
 * `errors[0].reason` `insufficientPermissions`, and the scopes that would do in `WWW-Authenticate`.
 */
function insufficientScopes(reply: FastifyReply, method: YoutubeMethod) {
  const message = 'Request had insufficient authentication scopes.';
  return reply
    .code(403)
    .header(
      'www-authenticate',
      `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${METHOD_SCOPES[method].join(' ')}"`,
    )
    .send({
      error: {
        code: 403,
        message,
        errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
        status: 'PERMISSION_DENIED',
      },
    });
}

const id = () => randomBytes(9).toString('base64url');

export const youtubeFake: FastifyPluginAsync<YoutubeFakeOptions> = async (app, options) => {
  let state = fresh();

  /** A test's registered token's channel, or the channel of the Google account a token was issued to. */
  const ownerOf = async (token: string): Promise<{ channelId: string; scopes: readonly string[] } | null> => {
    const registered = state.tokens.get(token);
    if (registered) return registered.revoked ? null : registered;
    const issued = await options.issued?.(token);
    if (!issued) return null;
    return { channelId: fakeYoutubeChannelId(issued.sub), scopes: issued.scopes };
  };

  /**
   * The caller's channel, or an answer already sent (401, 403 insufficientPermissions or
   * quotaExceeded, 503).
   */
  async function authorize(
    request: FastifyRequest,
    reply: FastifyReply,
    method: YoutubeMethod,
    cost: number,
  ): Promise<string | null> {
    state.calls.push(request.url);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const owner = token ? await ownerOf(token) : null;
    if (!owner) {
      await googleError(
        reply,
        401,
        'authError',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        { location: 'Authorization', locationType: 'header' },
      );
      return null;
    }
    const accepted: readonly string[] = METHOD_SCOPES[method];
    if (!owner.scopes.some((scope) => accepted.includes(scope))) {
      await insufficientScopes(reply, method);
      return null;
    }
    if (state.down) {
      await googleError(reply, 503, 'backendError', 'Backend Error');
      return null;
    }
    if (state.used + cost > state.quota) {
      await reply.code(403).send({
        error: {
          code: 403,
          message: QUOTA_MESSAGE,
          errors: [{ message: QUOTA_MESSAGE, domain: 'youtube.quota', reason: 'quotaExceeded' }],
        },
      });
      return null;
    }
    state.used += cost;
    return owner.channelId;
  }

  const missing = (reply: FastifyReply, name: string) =>
    googleError(reply, 400, 'missingRequiredParameter', `No filter selected. Expected one of: ${name}`);

  app.get<{ Querystring: Record<string, string | undefined> }>('/v3/subscriptions', async (request, reply) => {
    const { part, mine, forChannelId } = request.query;
    if (!part?.split(',').includes('snippet')) return missing(reply, 'part');
    if (mine !== 'true') return missing(reply, 'mine, channelId, id, myRecentSubscribers, mySubscribers');
    const channel = await authorize(request, reply, 'subscriptions.list', 1);
    if (channel === null) return reply;
    const wanted = (forChannelId ?? '').split(',').filter(Boolean);
    const items = wanted
      .filter((target) => state.subscriptions.has(`${channel}>${target}`))
      .map((target) => ({
        kind: 'youtube#subscription',
        etag: id(),
        id: id(),
        snippet: { resourceId: { kind: 'youtube#channel', channelId: target }, channelId: channel },
      }));
    return {
      kind: 'youtube#subscriptionListResponse',
      etag: id(),
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      items,
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/v3/videos/getRating', async (request, reply) => {
    if (!request.query.id) return missing(reply, 'id');
    const channel = await authorize(request, reply, 'videos.getRating', 1);
    if (channel === null) return reply;
    return {
      kind: 'youtube#videoGetRatingResponse',
      etag: id(),
      items: request.query.id
        .split(',')
        .map((videoId) => ({ videoId, rating: state.ratings.get(`${channel}:${videoId}`) ?? 'none' })),
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/v3/commentThreads', async (request, reply) => {
    const { part, videoId, maxResults = '20', pageToken } = request.query;
    if (!part?.split(',').includes('snippet')) return missing(reply, 'part');
    if (!videoId) return missing(reply, 'allThreadsRelatedToChannelId, id, videoId');
    const size = Number(maxResults);
    if (!Number.isInteger(size) || size < 1 || size > 100) {
      return googleError(reply, 400, 'invalidParameter', 'Invalid value for parameter maxResults');
    }
    const channel = await authorize(request, reply, 'commentThreads.list', 1);
    if (channel === null) return reply;
    const start = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return googleError(reply, 400, 'invalidPageToken', 'Invalid page token');
    // Newest first, as order=time asks (and as the API's default order is for a video).
    const all = state.comments.filter((comment) => comment.videoId === videoId).reverse();
    const page = all.slice(start, start + size);
    const next = start + size < all.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
    return {
      kind: 'youtube#commentThreadListResponse',
      etag: id(),
      ...(next ? { nextPageToken: next } : {}),
      pageInfo: { totalResults: page.length, resultsPerPage: size },
      items: page.map((comment) => ({
        kind: 'youtube#commentThread',
        etag: id(),
        id: comment.id,
        snippet: {
          videoId,
          topLevelComment: {
            kind: 'youtube#comment',
            etag: id(),
            id: comment.id,
            snippet: {
              videoId,
              textDisplay: comment.text,
              textOriginal: comment.text,
              authorChannelId: { value: comment.authorChannelId },
            },
          },
          canReply: true,
          totalReplyCount: 0,
          isPublic: true,
        },
      })),
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/v3/channels', async (request, reply) => {
    const { part, forHandle, mine } = request.query;
    if (!part) return missing(reply, 'part');
    if (!forHandle && mine !== 'true') {
      return missing(reply, 'categoryId, forHandle, forUsername, id, managedByMe, mine');
    }
    const channel = await authorize(request, reply, 'channels.list', 1);
    if (channel === null) return reply;
    if (mine === 'true') {
      return {
        kind: 'youtube#channelListResponse',
        etag: id(),
        pageInfo: { totalResults: 1, resultsPerPage: 5 },
        items: [{ kind: 'youtube#channel', etag: id(), id: channel }],
      };
    }
    if (!forHandle) return missing(reply, 'forHandle');
    const found = state.handles.get(forHandle.replace(/^@/, '').toLowerCase());
    return {
      kind: 'youtube#channelListResponse',
      etag: id(),
      pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 5 },
      ...(found ? { items: [{ kind: 'youtube#channel', etag: id(), id: found }] } : {}),
    };
  });

  // --- The tests' controls -------------------------------------------------------------------
  type Body = Record<string, string | number | boolean | undefined>;
  const text = (body: Body, name: string) => String(body[name] ?? '');

  /** `{ token, channel_id, scope? }`: scope space-separated, as Google's token answers list it. */
  app.post<{ Body: Body }>('/_fake/token', async (request) => {
    const scope = text(request.body, 'scope').split(' ').filter(Boolean);
    state.tokens.set(text(request.body, 'token'), {
      channelId: text(request.body, 'channel_id'),
      scopes: scope.length > 0 ? scope : REGISTERED_SCOPES,
      revoked: false,
    });
    return { ok: true };
  });
  /** `{ email }`: the channel of the Google fake's account for that email (what tests script by). */
  app.post<{ Body: Body }>('/_fake/channel', async (request) => ({
    channel_id: fakeYoutubeChannelId(fakeGoogleSubject(text(request.body, 'email'))),
  }));
  app.post<{ Body: Body }>('/_fake/revoke', async (request) => {
    const token = state.tokens.get(text(request.body, 'token'));
    if (token) token.revoked = true;
    return { ok: Boolean(token) };
  });
  app.post<{ Body: Body }>('/_fake/handle', async (request) => {
    state.handles.set(text(request.body, 'handle').replace(/^@/, '').toLowerCase(), text(request.body, 'channel_id'));
    return { ok: true };
  });
  app.post<{ Body: Body }>('/_fake/subscribe', async (request) => {
    state.subscriptions.add(`${text(request.body, 'channel_id')}>${text(request.body, 'target')}`);
    return { ok: true };
  });
  app.post<{ Body: Body }>('/_fake/rate', async (request) => {
    const rating = text(request.body, 'rating');
    const key = `${text(request.body, 'channel_id')}:${text(request.body, 'video_id')}`;
    if (rating === 'like' || rating === 'dislike') state.ratings.set(key, rating);
    else state.ratings.delete(key);
    return { ok: true };
  });
  app.post<{ Body: Body }>('/_fake/comment', async (request) => {
    state.comments.push({
      id: id(),
      videoId: text(request.body, 'video_id'),
      authorChannelId: text(request.body, 'channel_id'),
      text: text(request.body, 'text'),
    });
    return { ok: true };
  });
  /** `{ quota?, used?, down? }`: the day's units, those spent, and whether the API answers 503. */
  app.post<{ Body: Body }>('/_fake/service', async (request) => {
    const { quota, used, down } = request.body;
    if (typeof quota === 'number') state.quota = quota;
    if (typeof used === 'number') state.used = used;
    if (typeof down === 'boolean') state.down = down;
    return { quota: state.quota, used: state.used, down: state.down };
  });
  app.get('/_fake/calls', async () => ({ calls: state.calls, used: state.used }));
  app.post('/_fake/reset', async () => {
    state = fresh();
    return { ok: true };
  });
};
