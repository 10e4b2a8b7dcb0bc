/**
 * Which endpoint a task's action button calls, and with what payload (spec 000 §7 "YouTube
 * tasks", "Twitter tasks", "Instagram tasks", "Facebook"). Pure, so every platform × action
 * pair is unit-tested without a browser.
 *
 * YouTube Views tasks are not sent from the button: they are earned by watching (the watch
 * credit, spec 000 §4), so their button opens the player instead (`kind: 'watch'`).
 */
import type { ApiCall } from '@engage/shared/api/client';
import type { ActionType } from '@engage/shared/contract/common';
import type { Link } from '@engage/shared/contract/links';
import { taskEndpointFor, type TaskRoute } from '@engage/shared/contract/task-endpoints';
import { t as formatText } from '@engage/shared/format/messages';
import { parseYouTubeLinkId } from '@engage/shared/format/youtube-link-id';
import { t } from '../messages';

/** A task endpoint and the body it is sent. */
export type TaskCall = ApiCall<TaskRoute>;

export type TaskRequest =
  { kind: 'call'; call: TaskCall } | { kind: 'watch' } | { kind: 'invalid'; message: string } | { kind: 'unsupported' };

type TaskLink = Pick<Link, 'link_id' | 'link_url' | 'platform' | 'action_type'>;

const isViews = (actionType: ActionType) => actionType === 'Views' || actionType === 'View';

/** The label of the action button (spec 000 §9 "Interaction labels"; 'View' reads 'Views'). */
export function actionLabel(actionType: ActionType): string {
  return t(`action${actionType === 'View' ? 'Views' : actionType}`);
}

/** Whether the task's action needs a comment text (spec 000 §4 "the comment box"). */
export function needsText(link: Pick<Link, 'action_type'>): boolean {
  return link.action_type === 'Comments';
}

/** Spec 000 §3 "is_shorts" and §2: the feed opens YouTube Views tasks in the inline player. */
export function isWatchTask(link: Pick<Link, 'platform' | 'action_type'>): boolean {
  return link.platform === 'youtube' && isViews(link.action_type);
}

/**
 * The request for a task's action; `text` is the comment box's content for Comments tasks.
 * YouTube Subscribers and Likes tasks send the channel or video id read from the task's link.
 */
export function taskRequest(link: TaskLink, text = ''): TaskRequest {
  const endpoint = taskEndpointFor(link.platform, link.action_type);
  if (!endpoint) return { kind: 'unsupported' };
  const { link_id, link_url: post_url } = link;
  const call = (route: TaskRoute, body: TaskCall['body']): TaskRequest =>
    ({ kind: 'call', call: { route, body } }) as TaskRequest;
  switch (endpoint.body) {
    case 'watch':
      return { kind: 'watch' };
    case 'channel':
    case 'video': {
      const id = parseYouTubeLinkId(link.link_url, link.action_type);
      // Spec 000 §5 'Invalid YouTube URL.', in the page's language.
      if (!id.ok || id.id === null) return { kind: 'invalid', message: formatText('invalidYoutubeUrl') };
      return call(
        endpoint.route,
        endpoint.body === 'channel' ? { channel_id: id.id, link_id } : { video_id: id.id, link_id },
      );
    }
    case 'link':
      return call(endpoint.route, { link_id });
    case 'link-text':
      return call(endpoint.route, { link_id, text });
    case 'post-url-link':
      return call(endpoint.route, { post_url, link_id });
    case 'post-url-text':
      return call(endpoint.route, { post_url, text });
    case 'post-url':
      return call(endpoint.route, { post_url });
  }
}
