/**
 * What the platform verifier can check, per task endpoint, under the operator's settings — the
 * one answer behind the verification itself, the feed's `verification` field, the feed's hiding
 * of what cannot be checked, and the bot's choice of tasks.
 *
 * - Views with a watch time (the feed's YouTube view, a reel's watch time): checked on our own
 *   server against the watch ticket; no platform is asked.
 * - YouTube subscribe, like, comment: the YouTube Data API, when VERIFY_PLATFORMS names youtube.
 * - X follow, like, retweet, bookmark, reply: the X API v2, when VERIFY_PLATFORMS names twitter
 *   and X_API_LOOKUPS includes that lookup (each is a different endpoint and plan).
 * - Instagram, Facebook, TikTok: no API proves a user's engagement; the claim waits for review.
 */
import type { Link } from '@engage/shared/contract/links';
import type { VerificationSettings, XLookup } from '../../config';
import { TASK_ENDPOINTS, type TaskEndpoint } from './task-endpoints';

export type PlatformCheck =
  | { kind: 'watch' }
  | { kind: 'youtube'; check: 'subscription' | 'rating' | 'comment' }
  | { kind: 'x'; lookup: XLookup };

export type Capability =
  { verification: 'automatic'; check: PlatformCheck } | { verification: 'review'; reason: string };

const CHECKS: Partial<Record<string, PlatformCheck>> = {
  youtubeView: { kind: 'watch' },
  reelWatchTime: { kind: 'watch' },
  youtubeSub: { kind: 'youtube', check: 'subscription' },
  youtubeLike: { kind: 'youtube', check: 'rating' },
  youtubeComment: { kind: 'youtube', check: 'comment' },
  twitterFollow: { kind: 'x', lookup: 'follows' },
  twitterLike: { kind: 'x', lookup: 'likes' },
  twitterRetweet: { kind: 'x', lookup: 'retweets' },
  twitterBookmark: { kind: 'x', lookup: 'bookmarks' },
  twitterReply: { kind: 'x', lookup: 'replies' },
};

const PLATFORM_NAMES: Record<string, string> = {
  youtube: 'YouTube',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

const LOOKUP_NAMES: Record<XLookup, string> = {
  likes: 'likes',
  retweets: 'reposts',
  bookmarks: 'bookmarks',
  replies: 'replies',
  follows: 'follows',
};

const WAITS = 'so a claim waits for review and is paid only once it is confirmed.';

export function capability(
  endpoint: Pick<TaskEndpoint, 'route' | 'platform'>,
  settings: VerificationSettings,
): Capability {
  const check = CHECKS[endpoint.route];
  const name = PLATFORM_NAMES[endpoint.platform] ?? endpoint.platform;
  if (!check) return { verification: 'review', reason: `engage cannot check ${name} tasks yet, ${WAITS}` };
  if (check.kind === 'youtube' && !settings.platforms.includes('youtube')) {
    return { verification: 'review', reason: `This server does not check YouTube tasks yet, ${WAITS}` };
  }
  if (check.kind === 'x') {
    if (!settings.platforms.includes('twitter')) {
      return { verification: 'review', reason: `This server does not check X tasks yet, ${WAITS}` };
    }
    if (!settings.xLookups.includes(check.lookup)) {
      return {
        verification: 'review',
        reason: `This server's X plan cannot check ${LOOKUP_NAMES[check.lookup]}, ${WAITS}`,
      };
    }
  }
  return { verification: 'automatic', check };
}

/** The endpoint a feed item is done through (spec 000 §7), or undefined (TikTok has none). */
function endpointOf(link: Pick<Link, 'platform' | 'action_type'>): TaskEndpoint | undefined {
  return TASK_ENDPOINTS.find(
    (endpoint) => endpoint.platform === link.platform && endpoint.actionTypes.includes(link.action_type),
  );
}

/** The feed item's promise (TASK_VERIFIER=platform): checked automatically, or reviewed and why. */
export function linkVerification(
  link: Pick<Link, 'platform' | 'action_type'>,
  settings: VerificationSettings,
): Pick<Link, 'verification' | 'verification_note'> {
  const endpoint = endpointOf(link);
  const answer = capability(endpoint ?? { route: 'feed', platform: link.platform }, settings);
  return answer.verification === 'automatic'
    ? { verification: 'automatic' }
    : { verification: 'review', verification_note: answer.reason };
}

/** The (platform, action type) pairs the verifier cannot check: hidden from the feed when asked. */
export function uncheckedTasks(settings: VerificationSettings): { platform: string; actionType: string }[] {
  const pairs: { platform: string; actionType: string }[] = [];
  for (const endpoint of TASK_ENDPOINTS) {
    if (capability(endpoint, settings).verification === 'automatic') continue;
    for (const actionType of endpoint.actionTypes) pairs.push({ platform: endpoint.platform, actionType });
  }
  // TikTok tasks have no endpoint of their own.
  pairs.push({ platform: 'tiktok', actionType: '*' });
  return pairs;
}
