/**
 * Every task endpoint of spec 000 §7 with the platform it acts on, the action types of the
 * links it may credit, and the account that must be linked first (Facebook has no linking in
 * the spec, so its tasks need none).
 */
import { apiRoutes, type ApiRouteName } from '@engage/shared/api/routes';
import {
  LinkOnlyBodySchema,
  LinkTextBodySchema,
  PostUrlBodySchema,
  PostUrlLinkBodySchema,
  PostUrlTextBodySchema,
  ViewCreditBodySchema,
  YoutubeLikeBodySchema,
  YoutubeSubBodySchema,
} from '@engage/shared/contract/feed';
import type { ActionType, ConnectablePlatform, Platform } from '@engage/shared/contract/common';
import type { TSchema } from 'typebox';

export interface TaskEndpoint {
  route: ApiRouteName;
  /** The endpoint's own name, e.g. 'youtube-sub' (stored with the reward). */
  name: string;
  platform: Platform;
  actionTypes: readonly ActionType[];
  requires: ConnectablePlatform | null;
  body: TSchema;
}

const endpoint = (
  route: ApiRouteName,
  platform: Platform,
  actionTypes: readonly ActionType[],
  body: TSchema,
): TaskEndpoint => ({
  route,
  name: apiRoutes[route].path.replace(/^actions\//, '').replace(/\/$/, ''),
  platform,
  actionTypes,
  requires: platform === 'facebook' || platform === 'tiktok' ? null : platform,
  body,
});

const VIEWS = ['Views', 'View'] as const;

export const TASK_ENDPOINTS: readonly TaskEndpoint[] = [
  endpoint('youtubeView', 'youtube', VIEWS, ViewCreditBodySchema),
  endpoint('youtubeSub', 'youtube', ['Subscribers'], YoutubeSubBodySchema),
  endpoint('youtubeLike', 'youtube', ['Likes'], YoutubeLikeBodySchema),
  endpoint('youtubeComment', 'youtube', ['Comments'], LinkTextBodySchema),
  endpoint('twitterFollow', 'twitter', ['Followers'], LinkOnlyBodySchema),
  endpoint('twitterLike', 'twitter', ['Likes'], LinkOnlyBodySchema),
  endpoint('twitterRetweet', 'twitter', ['Retweets'], LinkOnlyBodySchema),
  endpoint('twitterBookmark', 'twitter', ['Bookmark'], LinkOnlyBodySchema),
  endpoint('twitterReply', 'twitter', ['Comments'], LinkTextBodySchema),
  endpoint('instagramFollow', 'instagram', ['Followers'], PostUrlLinkBodySchema),
  endpoint('instagramLike', 'instagram', ['Likes'], PostUrlLinkBodySchema),
  endpoint('instagramPostViews', 'instagram', VIEWS, PostUrlLinkBodySchema),
  endpoint('instagramComment', 'instagram', ['Comments'], PostUrlTextBodySchema),
  endpoint('facebookFollow', 'facebook', ['Followers'], PostUrlBodySchema),
  endpoint('facebookLike', 'facebook', ['Likes'], PostUrlBodySchema),
  endpoint('facebookPostViews', 'facebook', VIEWS, PostUrlBodySchema),
  endpoint('facebookComment', 'facebook', ['Comments'], PostUrlTextBodySchema),
];

/** What a task request may carry, over all endpoints. */
export interface TaskPayload {
  link_id?: number;
  post_url?: string;
  text?: string;
  channel_id?: string;
  video_id?: string;
  watch_time?: number;
}
