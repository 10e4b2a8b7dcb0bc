/**
 * The YouTube Data API v3 calls the verifier makes with a user's own token (plain HTTP: the
 * official client needs Node 22). Each call's documented quota cost is taken from the daily
 * budget first; a spent budget answers `unavailable` without calling.
 *
 * - Subscribers: `subscriptions.list` `part=snippet&mine=true&forChannelId=…` — subscribed when
 *   `items` is not empty. A link naming a handle (`/@name`) is resolved with `channels.list`
 *   `part=id&forHandle=@name` first.
 * - Likes: `videos.getRating` `id=…` — `items[0].rating` is `like`.
 * - Comments: `commentThreads.list` `part=snippet&videoId=…&order=time&maxResults=100`, newest
 *   first, at most COMMENT_PAGES pages: a top-level comment whose
 *   `snippet.topLevelComment.snippet.authorChannelId.value` is the user's channel.
 *
 * Each method accepts only the OAuth scopes its reference lists: `videos.getRating` needs
 * youtube.force-ssl (or youtube), `commentThreads.list` youtube.force-ssl; a link granted only
 * youtube.readonly can call `subscriptions.list` and `channels.list`. A token without the scope
 * gets 403 `insufficientPermissions`: `not-permitted`, not `relink`, since the link still works
 * for the checks its grant covers.
 */
import type { PlatformAnswer } from '../../modules/tasks/verifier';
import { platformGet } from '../platform-http';

/** Quota units per call (the API reference's "quota cost" of each method). */
const YOUTUBE_UNIT_COSTS = {
  subscriptionsList: 1,
  videosGetRating: 1,
  commentThreadsList: 1,
  channelsList: 1,
} as const;

/** Comment pages read per check (100 comments each, newest first): a fresh comment is near the top. */
const COMMENT_PAGES = 3;

/** Asks for `cost` units of today's quota; false when they are not there. */
export interface QuotaGate {
  take(cost: number): Promise<{ ok: true } | { ok: false; retryAt: Date }>;
  /** YouTube said quotaExceeded: nothing more today. */
  spent(): Promise<Date>;
}

type Call = { ok: true; body: unknown } | { ok: false; answer: PlatformAnswer };

interface YoutubeErrorBody {
  error?: { errors?: { reason?: string }[] };
}

interface ListBody<T> {
  items?: T[];
  nextPageToken?: string;
}

interface CommentThread {
  snippet?: { topLevelComment?: { snippet?: { authorChannelId?: { value?: string } } } };
}

const CHANNEL_ID = /^UC[\w-]{22}$/;

export class YoutubeDataApi {
  constructor(
    private readonly baseUrl: string,
    private readonly quota: QuotaGate,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(path: string, params: Record<string, string>, token: string, cost: number): Promise<Call> {
    const taken = await this.quota.take(cost);
    if (!taken.ok) return { ok: false, answer: { kind: 'unavailable', cause: 'quota', retryAt: taken.retryAt } };
    const response = await platformGet(
      `${this.baseUrl}/${path}?${new URLSearchParams(params).toString()}`,
      token,
      this.fetchImpl,
    );
    if (response.ok) return response;
    const reason = (response.body as YoutubeErrorBody | null)?.error?.errors?.[0]?.reason;
    if (response.status === 401) return { ok: false, answer: { kind: 'relink' } };
    if (response.status === 403 && (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded')) {
      return { ok: false, answer: { kind: 'unavailable', cause: 'quota', retryAt: await this.quota.spent() } };
    }
    if (response.status === 403 && (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded')) {
      return { ok: false, answer: { kind: 'unavailable', cause: 'quota', retryAt: new Date(Date.now() + 60_000) } };
    }
    if (response.status === 403 && reason === 'insufficientPermissions') {
      return { ok: false, answer: { kind: 'not-permitted' } };
    }
    // The YouTube account was closed or suspended: only a new link helps.
    if (response.status === 403 && reason?.startsWith('authenticatedUser')) {
      return { ok: false, answer: { kind: 'relink' } };
    }
    if (response.status === 403 && reason === 'commentsDisabled') {
      return { ok: false, answer: { kind: 'not-done', note: 'Comments are turned off on this video.' } };
    }
    if (response.status === 404) {
      return { ok: false, answer: { kind: 'not-done', note: 'YouTube no longer has this video or channel.' } };
    }
    return { ok: false, answer: { kind: 'unavailable', cause: 'down' } };
  }

  /** The channel id a Subscribers link names: as written (`/channel/UC…`) or by its handle. */
  private async channelId(
    token: string,
    channel: string,
  ): Promise<{ ok: true; id: string } | { ok: false; answer: PlatformAnswer }> {
    if (CHANNEL_ID.test(channel)) return { ok: true, id: channel };
    const found = await this.call(
      'channels',
      { part: 'id', forHandle: `@${channel.replace(/^@/, '')}` },
      token,
      YOUTUBE_UNIT_COSTS.channelsList,
    );
    if (!found.ok) return found;
    const id = (found.body as ListBody<{ id?: string }>).items?.[0]?.id;
    return id ? { ok: true, id } : { ok: false, answer: { kind: 'not-done', note: 'YouTube has no such channel.' } };
  }

  async subscribed(token: string, channel: string): Promise<PlatformAnswer> {
    const target = await this.channelId(token, channel);
    if (!target.ok) return target.answer;
    const list = await this.call(
      'subscriptions',
      { part: 'snippet', mine: 'true', forChannelId: target.id },
      token,
      YOUTUBE_UNIT_COSTS.subscriptionsList,
    );
    if (!list.ok) return list.answer;
    return ((list.body as ListBody<unknown>).items ?? []).length > 0 ? { kind: 'done' } : { kind: 'not-done' };
  }

  async liked(token: string, videoId: string): Promise<PlatformAnswer> {
    const rating = await this.call('videos/getRating', { id: videoId }, token, YOUTUBE_UNIT_COSTS.videosGetRating);
    if (!rating.ok) return rating.answer;
    const item = (rating.body as ListBody<{ videoId?: string; rating?: string }>).items?.find(
      (entry) => entry.videoId === videoId,
    );
    return item?.rating === 'like' ? { kind: 'done' } : { kind: 'not-done' };
  }

  async commented(token: string, videoId: string, channelId: string): Promise<PlatformAnswer> {
    let pageToken: string | undefined;
    for (let page = 0; page < COMMENT_PAGES; page++) {
      const params: Record<string, string> = { part: 'snippet', videoId, order: 'time', maxResults: '100' };
      if (pageToken) params.pageToken = pageToken;
      const list = await this.call('commentThreads', params, token, YOUTUBE_UNIT_COSTS.commentThreadsList);
      if (!list.ok) return list.answer;
      const body = list.body as ListBody<CommentThread>;
      const mine = (body.items ?? []).some(
        (thread) => thread.snippet?.topLevelComment?.snippet?.authorChannelId?.value === channelId,
      );
      if (mine) return { kind: 'done' };
      if (!body.nextPageToken) return { kind: 'not-done' };
      pageToken = body.nextPageToken;
    }
    return { kind: 'unsure' };
  }
}
