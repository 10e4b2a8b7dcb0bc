/**
 * A task's title as the page shows it (spec 001 §9): 'YouTube Likes', 'Post Likes' and
 * 'X Followers' in English, 'Kupenda YouTube', 'Kupenda chapisho' and 'Kufuata X' in Kiswahili.
 * The English one the server writes is `taskTitle` (platform-links.ts); both are built from the
 * same parts, so they name a task alike.
 */
import { PLATFORM_LABELS, taskTitle, taskTitleParts, type TitleAction } from '@engage/shared/format/platform-links';
import type { ActionType, Platform } from '@engage/shared/contract/common';
import { t as formatText, type en } from '@engage/shared/format/messages';

/** The format catalog's word for each action; the server writes its titles with the same words. */
export const ACTION_WORDS: Readonly<Record<TitleAction, Extract<keyof typeof en, string>>> = {
  Views: 'titleViews',
  Likes: 'titleLikes',
  Comments: 'titleComments',
  Subscribers: 'titleSubscribers',
  Followers: 'titleFollowers',
  Retweets: 'titleRetweets',
  Bookmarks: 'titleBookmarks',
};

export function taskTitleText(platform: Platform, actionType: ActionType): string {
  const { onPost, action } = taskTitleParts(platform, actionType);
  return formatText('taskTitle', {
    subject: onPost ? formatText('titlePost') : PLATFORM_LABELS[platform],
    action: formatText(ACTION_WORDS[action]),
  });
}

/**
 * A post's own title: what its producer wrote, or undefined when it has none — blank, or a task
 * title written in its place (posts saved before the form had a title field), which the card
 * already shows and would only repeat ('YouTube Views / YouTube Views').
 */
export function postOwnTitle(post: {
  platform: Platform;
  action_type: ActionType;
  post_title?: string;
}): string | undefined {
  const own = post.post_title?.trim();
  if (!own) return undefined;
  const written = [taskTitle(post.platform, post.action_type), taskTitleText(post.platform, post.action_type)];
  return written.includes(own) ? undefined : own;
}
