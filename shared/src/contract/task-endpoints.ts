/**
 * Every task endpoint of spec 000 §7 ("YouTube tasks", "Twitter tasks", "Instagram tasks",
 * "Facebook"): the platform it acts on, the action types of the links it credits, and what its
 * body carries. The feed's action button picks its call from this table and the server
 * registers and credits from it, so the two cannot disagree. Plain data: it costs the browser
 * a few hundred bytes, and the body schemas stay in the route contract (api-contract.ts).
 */
import type { ApiRouteName } from '@engage/shared/api/routes';
import type { ActionType, ConnectablePlatform, Platform } from '@engage/shared/contract/common';

/**
 * What a task's body carries besides the task (spec 000 §7): the watch time (`{watch_time,
 * link_id}`), the YouTube channel or video id, a comment text, the post's URL — Instagram sends
 * `{post_url, link_id}`, its comments `{post_url, text}`, Facebook `post_url` only.
 */
type TaskBodyKind =
  'watch' | 'channel' | 'video' | 'link' | 'link-text' | 'post-url-link' | 'post-url-text' | 'post-url';

interface TaskEndpointEntry {
  readonly route: ApiRouteName;
  readonly platform: Platform;
  readonly actionTypes: readonly ActionType[];
  readonly body: TaskBodyKind;
}

const VIEWS = ['Views', 'View'] as const;

export const TASK_ENDPOINTS = [
  { route: 'youtubeView', platform: 'youtube', actionTypes: VIEWS, body: 'watch' },
  { route: 'youtubeSub', platform: 'youtube', actionTypes: ['Subscribers'], body: 'channel' },
  { route: 'youtubeLike', platform: 'youtube', actionTypes: ['Likes'], body: 'video' },
  { route: 'youtubeComment', platform: 'youtube', actionTypes: ['Comments'], body: 'link-text' },
  { route: 'twitterFollow', platform: 'twitter', actionTypes: ['Followers'], body: 'link' },
  { route: 'twitterLike', platform: 'twitter', actionTypes: ['Likes'], body: 'link' },
  { route: 'twitterRetweet', platform: 'twitter', actionTypes: ['Retweets'], body: 'link' },
  { route: 'twitterBookmark', platform: 'twitter', actionTypes: ['Bookmark'], body: 'link' },
  { route: 'twitterReply', platform: 'twitter', actionTypes: ['Comments'], body: 'link-text' },
  { route: 'instagramFollow', platform: 'instagram', actionTypes: ['Followers'], body: 'post-url-link' },
  { route: 'instagramLike', platform: 'instagram', actionTypes: ['Likes'], body: 'post-url-link' },
  { route: 'instagramPostViews', platform: 'instagram', actionTypes: VIEWS, body: 'post-url-link' },
  { route: 'instagramComment', platform: 'instagram', actionTypes: ['Comments'], body: 'post-url-text' },
  { route: 'facebookFollow', platform: 'facebook', actionTypes: ['Followers'], body: 'post-url' },
  { route: 'facebookLike', platform: 'facebook', actionTypes: ['Likes'], body: 'post-url' },
  { route: 'facebookPostViews', platform: 'facebook', actionTypes: VIEWS, body: 'post-url' },
  { route: 'facebookComment', platform: 'facebook', actionTypes: ['Comments'], body: 'post-url-text' },
] as const satisfies readonly TaskEndpointEntry[];

type TaskEndpoint = (typeof TASK_ENDPOINTS)[number];
export type TaskRoute = TaskEndpoint['route'];

/** The endpoint that does a task of this platform and action type, if engage has one. */
export function taskEndpointFor(platform: Platform, actionType: ActionType): TaskEndpoint | undefined {
  return TASK_ENDPOINTS.find(
    (endpoint) =>
      endpoint.platform === platform && (endpoint.actionTypes as readonly ActionType[]).includes(actionType),
  );
}

/** The account a platform's tasks need (spec 000 §6); Facebook and TikTok have no linking. */
export function requiredAccount(platform: Platform): ConnectablePlatform | null {
  return platform === 'youtube' || platform === 'twitter' || platform === 'instagram' ? platform : null;
}
