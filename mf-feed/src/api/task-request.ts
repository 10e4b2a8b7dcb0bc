/**
 * Which endpoint a task's action button calls, and with what payload (spec 000 §7 "YouTube
 * tasks", "Twitter tasks", "Instagram tasks", "Facebook"). Pure, so every platform × action
 * pair is unit-tested without a browser.
 *
 * YouTube Views tasks are not sent from the button: they are earned by watching (the watch
 * credit, spec 000 §4), so their button opens the player instead (`kind: 'watch'`).
 */
import type { ApiRouteName } from '@engage/shared/api/routes';
import type { ActionType, ConnectablePlatform, Platform } from '@engage/shared/contract/common';
import type { Link } from '@engage/shared/contract/links';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeLinkId } from '@engage/shared/format/youtube-link-id';

export type TaskRequest =
  | { kind: 'call'; route: ApiRouteName; body: Record<string, string | number> }
  | { kind: 'watch' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unsupported' };

type TaskLink = Pick<Link, 'link_id' | 'link_url' | 'platform' | 'action_type'>;

const isViews = (actionType: ActionType) => actionType === 'Views' || actionType === 'View';

/** The label of the action button (spec 000 §9 "Interaction labels"; 'View' reads 'Views'). */
export function actionLabel(actionType: ActionType): string {
  return actionType === 'View' ? 'Views' : actionType;
}

/** Whether the task's action needs a comment text (spec 000 §4 "the comment box"). */
export function needsText(link: Pick<Link, 'action_type'>): boolean {
  return link.action_type === 'Comments';
}

/** The account a platform's tasks need (spec 000 §6); Facebook and TikTok have no linking. */
export function requiredAccount(platform: Platform): ConnectablePlatform | null {
  return platform === 'youtube' || platform === 'twitter' || platform === 'instagram' ? platform : null;
}

/** Spec 000 §3 "is_shorts" and §2: the feed opens YouTube Views tasks in the inline player. */
export function isWatchTask(link: Pick<Link, 'platform' | 'action_type'>): boolean {
  return link.platform === 'youtube' && isViews(link.action_type);
}

function youtube(link: TaskLink, text: string): TaskRequest {
  const { link_id } = link;
  if (isViews(link.action_type)) return { kind: 'watch' };
  if (link.action_type === 'Comments') return { kind: 'call', route: 'youtubeComment', body: { link_id, text } };
  if (link.action_type !== 'Subscribers' && link.action_type !== 'Likes') return { kind: 'unsupported' };
  const id = parseYouTubeLinkId(link.link_url, link.action_type);
  if (!id.ok) return { kind: 'invalid', message: id.message };
  if (id.id === null) return { kind: 'invalid', message: INVALID_YOUTUBE_URL_MESSAGE };
  return link.action_type === 'Subscribers'
    ? { kind: 'call', route: 'youtubeSub', body: { channel_id: id.id, link_id } }
    : { kind: 'call', route: 'youtubeLike', body: { video_id: id.id, link_id } };
}

const TWITTER_ROUTES: Partial<Record<ActionType, ApiRouteName>> = {
  Followers: 'twitterFollow',
  Likes: 'twitterLike',
  Retweets: 'twitterRetweet',
  Bookmark: 'twitterBookmark',
};

function twitter(link: TaskLink, text: string): TaskRequest {
  const { link_id } = link;
  if (link.action_type === 'Comments') return { kind: 'call', route: 'twitterReply', body: { link_id, text } };
  const route = TWITTER_ROUTES[link.action_type];
  return route ? { kind: 'call', route, body: { link_id } } : { kind: 'unsupported' };
}

/** Instagram sends `{post_url, link_id}` (comments `{post_url, text}`); Facebook `post_url` only. */
function postUrlTask(link: TaskLink, text: string): TaskRequest {
  const instagram = link.platform === 'instagram';
  const post_url = link.link_url;
  const routes: Partial<Record<ActionType, ApiRouteName>> = instagram
    ? { Followers: 'instagramFollow', Likes: 'instagramLike', Views: 'instagramPostViews', View: 'instagramPostViews' }
    : { Followers: 'facebookFollow', Likes: 'facebookLike', Views: 'facebookPostViews', View: 'facebookPostViews' };
  if (link.action_type === 'Comments') {
    return { kind: 'call', route: instagram ? 'instagramComment' : 'facebookComment', body: { post_url, text } };
  }
  const route = routes[link.action_type];
  if (!route) return { kind: 'unsupported' };
  return { kind: 'call', route, body: instagram ? { post_url, link_id: link.link_id } : { post_url } };
}

/** The request for a task's action; `text` is the comment box's content for Comments tasks. */
export function taskRequest(link: TaskLink, text = ''): TaskRequest {
  switch (link.platform) {
    case 'youtube':
      return youtube(link, text);
    case 'twitter':
      return twitter(link, text);
    case 'instagram':
    case 'facebook':
      return postUrlTask(link, text);
    default:
      return { kind: 'unsupported' };
  }
}
