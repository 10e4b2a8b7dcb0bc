import { loadMessages } from '@engage/shared/i18n/translate';
import type { ActionType, Platform } from '@engage/shared/contract/common';
import { taskTitle } from './platform-links';
import { postOwnTitle, taskTitleText } from './task-title';

const platforms: Platform[] = ['youtube', 'twitter', 'instagram', 'facebook', 'tiktok'];
const actions: ActionType[] = [
  'Subscribers',
  'Likes',
  'Comments',
  'Views',
  'Retweets',
  'Followers',
  'Bookmark',
  'View',
];

afterEach(() => {
  document.documentElement.lang = '';
});

it("titles every task in English exactly as the server's statement lines do", () => {
  for (const platform of platforms)
    for (const action of actions) expect(taskTitleText(platform, action)).toBe(taskTitle(platform, action));
  expect(taskTitleText('twitter', 'Likes')).toBe('Post Likes');
});

it('titles tasks in Kiswahili on a Kiswahili page, brand names kept', async () => {
  await loadMessages('sw');
  document.documentElement.lang = 'sw';
  expect(taskTitleText('youtube', 'Likes')).toBe('Kupenda YouTube');
  expect(taskTitleText('youtube', 'View')).toBe('Kutazama YouTube');
  expect(taskTitleText('twitter', 'Retweets')).toBe('Kuchapisha tena chapisho');
  expect(taskTitleText('twitter', 'Followers')).toBe('Kufuata X');
});

it("a post's own title is what its producer wrote, never a task title written in its place", () => {
  const youtubeViews = { platform: 'youtube', action_type: 'Views' } as const;
  expect(postOwnTitle({ ...youtubeViews, post_title: ' Benga night live ' })).toBe('Benga night live');
  expect(postOwnTitle({ ...youtubeViews, post_title: 'YouTube Views' })).toBeUndefined();
  expect(postOwnTitle({ ...youtubeViews, post_title: '  ' })).toBeUndefined();
  expect(postOwnTitle(youtubeViews)).toBeUndefined();
});
