/**
 * The platform verifier (TASK_VERIFIER=platform): a claim is credited only on the platform's
 * own word, read with the user's linked token. What the verifier cannot check (capabilities.ts)
 * waits for review; a provider that is down, or a quota that is spent, makes the claim wait and
 * be asked about again; a token the provider refuses asks the user to link again. Nothing is
 * ever paid on trust. Views are checked against the watch ticket by the task service itself.
 */
import { extractLinkId } from '@engage/shared/format/youtube-link-id';
import type { VerificationSettings, XLookup } from '../../config';
import { text, type MessageKey } from '../../i18n/messages';
import { XApi, X_USER_LIMITS, xPostId, xUsername } from '../../providers/x-api/x-api';
import { YoutubeDataApi, type QuotaGate } from '../../providers/youtube-data/youtube-data';
import type { RateGate } from '../../providers/x-api/x-api';
import { capability, type PlatformCheck } from './capabilities';
import type { LinkedTokens } from './linked-tokens';
import { AnswerCache, nextPacificMidnight, type VerificationBudget } from './verification-budget';
import type { PlatformAnswer, TaskVerifier, VerificationAttempt, Verdict } from './verifier';

/** A yes is reused this long for the same (user, link, action). */
const ANSWER_CACHE_MS = 30_000;
/** A provider that was down is asked again after this long. */
const RECHECK_AFTER_MS = 5 * 60_000;

const NOT_DONE: Record<string, string> = {
  subscription: 'YouTube says you are not subscribed to this channel yet. Subscribe, then try again.',
  rating: 'YouTube says you have not liked this video yet. Like it, then try again.',
  comment: 'Your comment is not on this video on YouTube yet. Comment, then try again.',
  likes: 'X says you have not liked this post yet. Like it, then try again.',
  retweets: 'X says you have not reposted this post yet. Repost it, then try again.',
  bookmarks: 'X says you have not bookmarked this post yet. Bookmark it, then try again.',
  replies: 'Your reply to this post is not on X yet. Reply, then try again.',
  follows: 'X says you do not follow this account yet. Follow it, then try again.',
};

/** What a new link would let engage check, for a check the link's grant does not cover. */
const NOT_PERMITTED: Record<string, MessageKey> = {
  rating: 'youtubeLinkCannotCheckLikes',
  comment: 'youtubeLinkCannotCheckComments',
};

const relink = (platform: 'youtube' | 'twitter') => {
  const name = platform === 'youtube' ? 'YouTube' : 'X';
  return `Your ${name} link has stopped working. Link ${name} again in Settings to do this task.`;
};

function youtubeQuotaGate(budget: VerificationBudget, dailyUnits: number): QuotaGate {
  const window = () => ({ key: 'youtube:units', limit: dailyUnits, ends: nextPacificMidnight() });
  return {
    async take(cost) {
      const current = window();
      if (await budget.spend(current, cost)) return { ok: true };
      return { ok: false, retryAt: (await budget.reopensAt(current.key)) ?? current.ends };
    },
    async spent() {
      const current = window();
      await budget.exhaust(current, current.ends);
      return current.ends;
    },
  };
}

function xRateGate(budget: VerificationBudget): RateGate {
  const window = (lookup: XLookup, userId: string) => ({
    key: `x:${lookup}:${userId}`,
    limit: X_USER_LIMITS[lookup],
    ends: new Date(Date.now() + 15 * 60_000),
  });
  return {
    async take(lookup, userId) {
      const current = window(lookup, userId);
      if (await budget.spend(current, 1)) return { ok: true };
      return { ok: false, retryAt: (await budget.reopensAt(current.key)) ?? current.ends };
    },
    closed: (lookup, userId, until) => budget.exhaust(window(lookup, userId), until),
  };
}

export class PlatformVerifier implements TaskVerifier {
  private readonly youtube: YoutubeDataApi;
  private readonly x: XApi;
  private readonly cache = new AnswerCache<PlatformAnswer>(ANSWER_CACHE_MS);

  constructor(
    private readonly settings: VerificationSettings,
    private readonly tokens: LinkedTokens,
    budget: VerificationBudget,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.youtube = new YoutubeDataApi(
      settings.youtubeApiBaseUrl,
      youtubeQuotaGate(budget, settings.youtubeDailyQuota),
      fetchImpl,
    );
    this.x = new XApi(settings.xApiBaseUrl, xRateGate(budget), fetchImpl);
  }

  async verify(attempt: VerificationAttempt): Promise<Verdict> {
    const { endpoint, link, payload, userId } = attempt;
    if (payload.text !== undefined && payload.text.trim() === '')
      return { ok: false, reason: 'Write a comment first.' };
    const able = capability(endpoint, this.settings);
    if (able.verification === 'review') return { ok: 'wait', reason: able.reason, recheck: false };
    if (able.check.kind === 'watch') return { ok: true };

    const platform = able.check.kind === 'youtube' ? 'youtube' : 'twitter';
    const key = `${userId}:${link.id}:${link.actionType}`;
    let answer = attempt.fresh ? undefined : this.cache.get(key);
    if (!answer) {
      const access = await this.tokens.accessToken(userId, platform);
      if (!access || 'relink' in access) return { ok: false, reason: relink(platform) };
      answer = await this.ask(able.check, link.linkUrl, access);
      // Only a yes is kept: a user told "like it, then try again" must be asked afresh when they do.
      if (answer.kind === 'done') this.cache.set(key, answer);
    }
    const name = able.check.kind === 'youtube' ? able.check.check : able.check.kind === 'x' ? able.check.lookup : '';
    switch (answer.kind) {
      case 'done':
        return { ok: true };
      case 'not-done':
        return { ok: false, reason: answer.note ?? NOT_DONE[name] ?? 'The platform says this task is not done yet.' };
      case 'relink':
        // Settings and the feed then ask for a new link too, not only this claim.
        await this.tokens.refused?.(userId, platform);
        return { ok: false, reason: relink(platform) };
      case 'not-permitted': {
        // The link is not broken: only this kind of check needs the scope a new link asks for.
        const key = NOT_PERMITTED[name];
        return { ok: false, reason: key ? text(key) : relink(platform) };
      }
      case 'unsure':
        return {
          ok: 'wait',
          reason: `${platform === 'youtube' ? 'YouTube' : 'X'} did not show your action among the latest ones we may read, so this claim waits for review.`,
          recheck: false,
        };
      case 'unavailable': {
        const provider = platform === 'youtube' ? 'YouTube' : 'X';
        if (answer.cause === 'plan') {
          return {
            ok: 'wait',
            reason: `This server's ${provider} access cannot check this task, so it waits for review.`,
            recheck: false,
          };
        }
        return {
          ok: 'wait',
          reason:
            answer.cause === 'quota'
              ? `engage has used its ${provider} checks for now. Your claim waits and is checked again later.`
              : `${provider} did not answer. Your claim waits and is checked again later.`,
          recheck: true,
          retryAt: answer.retryAt ?? new Date(Date.now() + RECHECK_AFTER_MS),
        };
      }
    }
  }

  private ask(
    check: PlatformCheck,
    linkUrl: string,
    access: { token: string; accountId: string },
  ): Promise<PlatformAnswer> {
    const unreadable: PlatformAnswer = {
      kind: 'not-done',
      note: 'This task’s link does not name a post engage can check.',
    };
    if (check.kind === 'youtube') {
      if (check.check === 'subscription') {
        const channel = extractLinkId(linkUrl, 'Subscribers');
        return channel ? this.youtube.subscribed(access.token, channel) : Promise.resolve(unreadable);
      }
      const video = extractLinkId(linkUrl, 'Likes');
      if (!video) return Promise.resolve(unreadable);
      return check.check === 'rating'
        ? this.youtube.liked(access.token, video)
        : this.youtube.commented(access.token, video, access.accountId);
    }
    if (check.kind !== 'x') return Promise.resolve({ kind: 'done' });
    if (check.lookup === 'follows') {
      const username = xUsername(linkUrl);
      return username ? this.x.follows(access.token, access.accountId, username) : Promise.resolve(unreadable);
    }
    const post = xPostId(linkUrl);
    if (!post) return Promise.resolve(unreadable);
    switch (check.lookup) {
      case 'likes':
        return this.x.liked(access.token, access.accountId, post);
      case 'retweets':
        return this.x.reposted(access.token, access.accountId, post);
      case 'bookmarks':
        return this.x.bookmarked(access.token, access.accountId, post);
      case 'replies':
        return this.x.replied(access.token, access.accountId, post);
    }
  }
}
