import type { ActionType, Platform } from '@engage/shared/contract/common';
import { requiredAccount } from '@engage/shared/contract/task-endpoints';
import { actionLabel, isWatchTask, needsText, taskRequest } from './task-request';

const link = (platform: Platform, action_type: ActionType, link_url: string) => ({
  link_id: 7,
  platform,
  action_type,
  link_url,
});

describe('spec 000 §7 "YouTube tasks"', () => {
  it('youtube-sub/ {channel_id, link_id} with the channel from the link', () => {
    expect(taskRequest(link('youtube', 'Subscribers', 'https://www.youtube.com/@engage_kenya?si=x'))).toEqual({
      kind: 'call',
      call: { route: 'youtubeSub', body: { channel_id: 'engage_kenya', link_id: 7 } },
    });
  });

  it('youtube-like/ {video_id, link_id} with the id after v=', () => {
    expect(taskRequest(link('youtube', 'Likes', 'https://www.youtube.com/watch?v=abcdefghijk&t=3'))).toEqual({
      kind: 'call',
      call: { route: 'youtubeLike', body: { video_id: 'abcdefghijk', link_id: 7 } },
    });
  });

  it('youtube-comment/ {link_id, text}', () => {
    expect(taskRequest(link('youtube', 'Comments', 'https://youtu.be/abcdefghijk'), 'Great video')).toEqual({
      kind: 'call',
      call: { route: 'youtubeComment', body: { link_id: 7, text: 'Great video' } },
    });
  });

  it("refuses an id that is not 11 characters with 'Invalid YouTube URL.'", () => {
    expect(taskRequest(link('youtube', 'Likes', 'https://www.youtube.com/watch?v=short'))).toEqual({
      kind: 'invalid',
      message: 'Invalid YouTube URL.',
    });
  });

  it('Views tasks are earned by watching, not by a call', () => {
    expect(taskRequest(link('youtube', 'Views', 'https://www.youtube.com/watch?v=abcdefghijk'))).toEqual({
      kind: 'watch',
    });
    expect(isWatchTask({ platform: 'youtube', action_type: 'View' })).toBe(true);
    expect(isWatchTask({ platform: 'instagram', action_type: 'Views' })).toBe(false);
  });
});

describe('spec 000 §7 "Twitter tasks"', () => {
  it.each([
    ['Followers', 'twitterFollow'],
    ['Likes', 'twitterLike'],
    ['Retweets', 'twitterRetweet'],
    ['Bookmark', 'twitterBookmark'],
  ] as const)('%s → %s {link_id}', (action, route) => {
    expect(taskRequest(link('twitter', action, 'https://x.com/engage/status/1'))).toEqual({
      kind: 'call',
      call: { route, body: { link_id: 7 } },
    });
  });

  it('twitter-reply/ {link_id, text}', () => {
    expect(taskRequest(link('twitter', 'Comments', 'https://x.com/engage/status/1'), 'Nice')).toEqual({
      kind: 'call',
      call: { route: 'twitterReply', body: { link_id: 7, text: 'Nice' } },
    });
  });
});

describe('spec 000 §7 "Instagram tasks" and "Facebook | instagram-style endpoints with post_url only"', () => {
  const post = 'https://www.instagram.com/p/abc/';
  it.each([
    ['Followers', 'instagramFollow'],
    ['Likes', 'instagramLike'],
    ['Views', 'instagramPostViews'],
  ] as const)('instagram %s → %s {post_url, link_id}', (action, route) => {
    expect(taskRequest(link('instagram', action, post))).toEqual({
      kind: 'call',
      call: { route, body: { post_url: post, link_id: 7 } },
    });
  });

  it('instagram-comment/ {post_url, text}', () => {
    expect(taskRequest(link('instagram', 'Comments', post), 'Wow')).toEqual({
      kind: 'call',
      call: { route: 'instagramComment', body: { post_url: post, text: 'Wow' } },
    });
  });

  it('facebook sends post_url only', () => {
    const page = 'https://www.facebook.com/engage/posts/1';
    expect(taskRequest(link('facebook', 'Likes', page))).toEqual({
      kind: 'call',
      call: { route: 'facebookLike', body: { post_url: page } },
    });
    expect(taskRequest(link('facebook', 'Comments', page), 'Hi')).toEqual({
      kind: 'call',
      call: { route: 'facebookComment', body: { post_url: page, text: 'Hi' } },
    });
  });
});

it('TikTok tasks have no endpoint', () => {
  expect(taskRequest(link('tiktok', 'Likes', 'https://www.tiktok.com/@a/video/1'))).toEqual({ kind: 'unsupported' });
});

it('labels, comment box and linked accounts', () => {
  expect(actionLabel('View')).toBe('Views');
  expect(actionLabel('Bookmark')).toBe('Bookmark');
  expect(needsText({ action_type: 'Comments' })).toBe(true);
  expect(needsText({ action_type: 'Likes' })).toBe(false);
  expect(requiredAccount('facebook')).toBeNull();
  expect(requiredAccount('twitter')).toBe('twitter');
});
