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
 *
 * The sandbox verifier (development) answers for the platforms production can check and follows
 * the same table: it stands in for YouTube's and X's answers, never for the rules
 * (`checkedTasks`).
 */
import type { Link } from '@engage/shared/contract/links';
import type { Language } from '@engage/shared/i18n/language';
import { X_LOOKUPS, type AppConfig, type VerificationSettings, type XLookup } from '../../config';
import { text, written, type CatalogText, type InEachLanguage } from '../../i18n/messages';
import { TASK_ENDPOINTS, type TaskEndpoint } from './task-endpoints';

export type PlatformCheck =
  | { kind: 'watch' }
  | { kind: 'youtube'; check: 'subscription' | 'rating' | 'comment' }
  | { kind: 'x'; lookup: XLookup };

/**
 * Checked automatically, or reviewed: `note` says why to the person in their language, `reason`
 * is the same sentence in English, as a claim records it for the reviewer.
 */
export type Capability =
  { verification: 'automatic'; check: PlatformCheck } | { verification: 'review'; reason: string; note: CatalogText };

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

const LOOKUP_NAMES: Record<XLookup, InEachLanguage> = {
  likes: { en: 'likes', sw: 'vipendwa' },
  retweets: { en: 'reposts', sw: 'machapisho tena' },
  bookmarks: { en: 'bookmarks', sw: 'alamisho' },
  replies: { en: 'replies', sw: 'majibu' },
  follows: { en: 'follows', sw: 'wafuasi' },
};

function review(note: CatalogText): Capability {
  return { verification: 'review', reason: written(note, 'en'), note };
}

/** Which platforms and X lookups are checked: all a verifier reads of its settings. */
export type CheckedTasks = Pick<VerificationSettings, 'platforms' | 'xLookups'>;

/**
 * The sandbox's answers: YouTube and X, every lookup, as a fully configured production server
 * checks them; everything else waits for review exactly as it does there.
 */
export const SANDBOX_CHECKS: CheckedTasks = { platforms: ['youtube', 'twitter'], xLookups: [...X_LOOKUPS] };

/** What this server's verifier checks: the platform verifier's settings, the sandbox's, or nothing. */
export function checkedTasks(config: Pick<AppConfig, 'providers' | 'verification'>): CheckedTasks | null {
  if (config.providers.verifier === 'platform') return config.verification;
  return config.providers.verifier === 'sandbox' ? SANDBOX_CHECKS : null;
}

export function capability(endpoint: Pick<TaskEndpoint, 'route' | 'platform'>, settings: CheckedTasks): Capability {
  const check = CHECKS[endpoint.route];
  const name = PLATFORM_NAMES[endpoint.platform] ?? endpoint.platform;
  if (!check) return review(text('reviewPlatformUnchecked', { platform: name }));
  if (check.kind === 'youtube' && !settings.platforms.includes('youtube')) {
    return review(text('reviewServerSkipsPlatform', { platform: 'YouTube' }));
  }
  if (check.kind === 'x') {
    if (!settings.platforms.includes('twitter')) return review(text('reviewServerSkipsPlatform', { platform: 'X' }));
    if (!settings.xLookups.includes(check.lookup)) {
      return review(text('reviewXPlanSkips', { lookup: LOOKUP_NAMES[check.lookup] }));
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

/** The feed item's promise: checked automatically, or reviewed and why. */
export function linkVerification(
  link: Pick<Link, 'platform' | 'action_type'>,
  settings: CheckedTasks,
  language: Language,
): Pick<Link, 'verification' | 'verification_note'> {
  const endpoint = endpointOf(link);
  const answer = capability(endpoint ?? { route: 'feed', platform: link.platform }, settings);
  return answer.verification === 'automatic'
    ? { verification: 'automatic' }
    : { verification: 'review', verification_note: written(answer.note, language) };
}

/** The (platform, action type) pairs the verifier cannot check: hidden from the feed when asked. */
export function uncheckedTasks(settings: CheckedTasks): { platform: string; actionType: string }[] {
  const pairs: { platform: string; actionType: string }[] = [];
  for (const endpoint of TASK_ENDPOINTS) {
    if (capability(endpoint, settings).verification === 'automatic') continue;
    for (const actionType of endpoint.actionTypes) pairs.push({ platform: endpoint.platform, actionType });
  }
  // TikTok tasks have no endpoint of their own.
  pairs.push({ platform: 'tiktok', actionType: '*' });
  return pairs;
}
