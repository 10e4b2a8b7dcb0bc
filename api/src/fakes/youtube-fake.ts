/**
 * A fake of the YouTube Data API v3 calls the verifier makes, under `/youtube/v3`, answering in
 * the documented shapes: `subscriptions.list` (mine=true&forChannelId), `videos.getRating`,
 * `commentThreads.list` (videoId, order, maxResults 1–100, pageToken) and `channels.list`
 * (forHandle, or mine=true: the token's own channel, which linking asks for). Each call needs
 * `Authorization: Bearer` with a token Google's fake issued — known, unexpired, unrevoked, with a
 * YouTube scope, as Google's resource servers check it — or one a test registered; else 401 with
 * Google's authError body (403 insufficientPermissions without the scope). A call costs its
 * documented units from the fake's daily quota, and past it answers 403 `quotaExceeded` with
 * YouTube's error body.
 *
 * Every Google account of the fake has one channel, {@link fakeYoutubeChannelId} of its subject.
 * Tests script who did what through `/youtube/_fake/*`, keyed by that channel id: register a
 * token for a channel, revoke it, subscribe, like, comment, set or spend the quota, or make the
 * API answer 503.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fakeGoogleSubject } from './google-fake';

/** The scopes that let a token read YouTube (the read-only one is what linking asks for). */
const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

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
  tokens: Map<string, { channelId: string; revoked: boolean }>;
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

const id = () => randomBytes(9).toString('base64url');

export const youtubeFake: FastifyPluginAsync<YoutubeFakeOptions> = async (app, options) => {
  let state = fresh();

  /** A test's registered token's channel, or the channel of the Google account a token was issued to. */
  const ownerOf = async (token: string): Promise<{ channelId: string; scoped: boolean } | null> => {
    const registered = state.tokens.get(token);
    if (registered) return registered.revoked ? null : { channelId: registered.channelId, scoped: true };
    const issued = await options.issued?.(token);
    if (!issued) return null;
    return {
      channelId: fakeYoutubeChannelId(issued.sub),
      scoped: issued.scopes.some((scope) => YOUTUBE_SCOPES.includes(scope)),
    };
  };

  /** The caller's channel, or an answer already sent (401, 403 quotaExceeded, 503). */
  async function authorize(request: FastifyRequest, reply: FastifyReply, cost: number): Promise<string | null> {
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
    if (!owner.scoped) {
      await googleError(reply, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
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
    const channel = await authorize(request, reply, 1);
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
    const channel = await authorize(request, reply, 1);
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
    const channel = await authorize(request, reply, 1);
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
    const channel = await authorize(request, reply, 1);
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

  app.post<{ Body: Body }>('/_fake/token', async (request) => {
    state.tokens.set(text(request.body, 'token'), { channelId: text(request.body, 'channel_id'), revoked: false });
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
