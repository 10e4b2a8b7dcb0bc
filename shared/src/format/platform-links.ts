/**
 * Rules about pasted links: which platform a URL belongs to, which links a post may use
 * (spec 001 §5), which videos reels accept (spec 001 §5), which tasks the feed hides
 * (spec 000 §2), the feed's 120-character preview (spec 000 §2, §9) and the task title of a
 * post card (spec 001 §9).
 */
import { FEED_DESCRIPTION_PREVIEW_CHARS } from '@engage/shared/contract/constants';
import type { ActionType, Platform, PostPlatform } from '@engage/shared/contract/common';
import { extractLinkId, INVALID_YOUTUBE_URL_MESSAGE } from '@engage/shared/format/youtube-link-id';

/** Spec 001 §5 "only YouTube and X/Twitter are accepted (...)". */
export const UNSUPPORTED_POST_LINK_MESSAGE =
  'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.';

/** Spec 001 §5 "Reels accept only short-video URLs (...); others give 'Unsupported video format'". */
export const UNSUPPORTED_VIDEO_MESSAGE = 'Unsupported video format';

/** The hosts of each platform; subdomains (www., m., mobile., vm., music.) match too. */
const PLATFORM_HOSTS: Readonly<Record<Platform, readonly string[]>> = {
  youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  tiktok: ['tiktok.com'],
  instagram: ['instagram.com', 'instagr.am'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  twitter: ['twitter.com', 'x.com'],
};

/** Parses a pasted link, adding `https://` when the scheme was left out; null when it is not a web URL. */
function parseUrl(raw: string): URL | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function hostMatches(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Spec 001 §5 "the button enables when the URL matches YouTube, TikTok, Instagram, Facebook or
 * X/Twitter": the platform of a pasted link by its host, or null. X links report `'twitter'`
 * (the wire value, spec 001 §3).
 */
export function detectPlatform(url: string): Platform | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  for (const platform of Object.keys(PLATFORM_HOSTS) as Platform[]) {
    if (hostMatches(parsed.hostname, PLATFORM_HOSTS[platform])) return platform;
  }
  return null;
}

export type PostLinkResult =
  { ok: true; platform: PostPlatform } | { ok: false; reason: 'unsupported' | 'invalid-youtube'; message: string };

/** A YouTube link with something to engage with: a video (watch, youtu.be, shorts) or a channel. */
function namesVideoOrChannel(url: string): boolean {
  const named = (id: string | null) => id !== null && id !== '';
  return named(extractLinkId(url, 'Likes')) || named(extractLinkId(url, 'Subscribers'));
}

/**
 * Spec 001 §5 "only YouTube and X/Twitter are accepted ('We currently accept only YouTube and
 * X (formerly Twitter) links. Please provide a valid link from these platforms.')" — with the
 * platform to post under when accepted. A YouTube link naming no video or channel (a bare
 * `https://youtu.be/`) is refused with spec 000 §5's 'Invalid YouTube URL.'
 */
export function checkPostLink(url: string): PostLinkResult {
  const platform = detectPlatform(url);
  if (platform === 'youtube' && !namesVideoOrChannel(url)) {
    return { ok: false, reason: 'invalid-youtube', message: INVALID_YOUTUBE_URL_MESSAGE };
  }
  if (platform === 'youtube' || platform === 'twitter') return { ok: true, platform };
  return { ok: false, reason: 'unsupported', message: UNSUPPORTED_POST_LINK_MESSAGE };
}

/** Spec 001 §5 "only YouTube and X/Twitter are accepted" — see {@link checkPostLink} for the message. */
export function isAcceptedPostLink(url: string): boolean {
  return checkPostLink(url).ok;
}

/**
 * Spec 001 §5 "Reels accept only short-video URLs (YouTube Shorts, Instagram Reels, TikTok)":
 * a YouTube `/shorts/` link, an Instagram `/reel/` or `/reels/` link, or a TikTok video link
 * (`/video/` or a vm./vt. short link).
 */
export function isShortVideoUrl(url: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  const path = parsed.pathname;
  if (hostMatches(parsed.hostname, PLATFORM_HOSTS.youtube)) return /^\/shorts\/[^/]+/.test(path);
  if (hostMatches(parsed.hostname, PLATFORM_HOSTS.instagram)) return /^\/reels?\/[^/]+/.test(path);
  if (hostMatches(parsed.hostname, PLATFORM_HOSTS.tiktok)) {
    return /\/video\/\d+/.test(path) || (/^(vm|vt)\./i.test(parsed.hostname) && path.length > 1);
  }
  return false;
}

/** Spec 001 §5 "others give 'Unsupported video format'": the message, or null for a short video. */
export function validateShortVideoUrl(url: string): string | null {
  return isShortVideoUrl(url) ? null : UNSUPPORTED_VIDEO_MESSAGE;
}

/** Spec 000 §2 "Tasks whose link contains /shorts/ or /reels/ are hidden." (they belong to reels). */
export function isHiddenFromFeed(linkUrl: string): boolean {
  return linkUrl.includes('/shorts/') || linkUrl.includes('/reels/');
}

/**
 * Spec 000 §2 "description (truncated to 120 characters with more / show less)", §9
 * "Description preview 120 characters." A text within the limit is returned unchanged; a
 * longer one is cut to `maxChars` characters (an emoji counts as one) and ends with '...'.
 * Whether to show "more" is `text !== truncateText(text)`.
 */
export function truncateText(text: string, maxChars: number = FEED_DESCRIPTION_PREVIEW_CHARS): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return `${chars.slice(0, maxChars).join('').trimEnd()}...`;
}

/** How the post cards name each platform (spec 001 §9 uses "YouTube" and "X"). */
export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = {
  youtube: 'YouTube',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/** The action word of a task title: plural, as 'View' and 'Bookmark' are singular in spec 000 §3. */
export type TitleAction = Exclude<ActionType, 'View' | 'Bookmark'> | 'Bookmarks';

function actionLabel(actionType: ActionType): TitleAction {
  if (actionType === 'View') return 'Views';
  if (actionType === 'Bookmark') return 'Bookmarks';
  return actionType;
}

/**
 * The two parts of a task title ({@link taskTitle}): whether it names the post ('Post Likes')
 * rather than the platform ('YouTube Likes', 'X Followers'), and the action word. The browser
 * writes them in the page's language from these (format/task-title.ts).
 */
export function taskTitleParts(platform: Platform, actionType: ActionType): { onPost: boolean; action: TitleAction } {
  return { onPost: platform === 'twitter' && actionType !== 'Followers', action: actionLabel(actionType) };
}

/**
 * Spec 001 §9 "Task titles per platform and action (...). Action labels: YouTube
 * Views/Likes/Comments/Subscribers; X Followers; Post Likes/Comments/Retweets."
 * - YouTube: `'YouTube Views'`, `'YouTube Likes'`, `'YouTube Comments'`, `'YouTube Subscribers'`.
 * - X/Twitter: `'X Followers'`; the other actions act on a post: `'Post Likes'`,
 *   `'Post Comments'`, `'Post Retweets'` (and `'Post Bookmarks'`, `'Post Views'`).
 * - Platforms the spec does not title: `'{Platform} {Action}'`, e.g. `'Instagram Likes'`.
 *
 * In English, as the server writes it (statement lines); a page shows `taskTitleText`
 * (format/task-title.ts), in its own language.
 */
export function taskTitle(platform: Platform, actionType: ActionType): string {
  const { onPost, action } = taskTitleParts(platform, actionType);
  return `${onPost ? 'Post' : PLATFORM_LABELS[platform]} ${action}`;
}
