/**
 * What each platform can and cannot verify under TASK_VERIFIER=platform, as a table: the answer
 * behind the verification, the feed's promise, the feed's hiding and the bot's choice. Also the
 * settings' validation at boot.
 */
import { loadConfig, testConfig, type VerificationSettings } from '../../config';
import { capability, checkedTasks, SANDBOX_CHECKS, uncheckedTasks } from './capabilities';
import { TASK_ENDPOINTS } from './task-endpoints';

const everything: VerificationSettings = {
  ...testConfig().verification,
  platforms: ['youtube', 'twitter'],
  xLookups: ['likes', 'retweets', 'bookmarks', 'replies', 'follows'],
};
const nothing: VerificationSettings = { ...everything, platforms: [], xLookups: [] };
const xLikesOnly: VerificationSettings = { ...everything, xLookups: ['likes'] };

const table: [route: string, all: string, none: string, likesPlan: string][] = [
  // route                 everything on  nothing on    X plan: likes only
  ['youtubeView', 'automatic', 'automatic', 'automatic'],
  ['youtubeSub', 'automatic', 'review', 'automatic'],
  ['youtubeLike', 'automatic', 'review', 'automatic'],
  ['youtubeComment', 'automatic', 'review', 'automatic'],
  ['twitterFollow', 'automatic', 'review', 'review'],
  ['twitterLike', 'automatic', 'review', 'automatic'],
  ['twitterRetweet', 'automatic', 'review', 'review'],
  ['twitterBookmark', 'automatic', 'review', 'review'],
  ['twitterReply', 'automatic', 'review', 'review'],
  ['instagramFollow', 'review', 'review', 'review'],
  ['instagramLike', 'review', 'review', 'review'],
  ['instagramPostViews', 'review', 'review', 'review'],
  ['instagramComment', 'review', 'review', 'review'],
  ['facebookFollow', 'review', 'review', 'review'],
  ['facebookLike', 'review', 'review', 'review'],
  ['facebookPostViews', 'review', 'review', 'review'],
  ['facebookComment', 'review', 'review', 'review'],
];

test('the table covers every task endpoint', () => {
  expect(table.map(([route]) => route).sort()).toEqual(TASK_ENDPOINTS.map((endpoint) => endpoint.route).sort());
});

test.each(table)(
  '%s: %s with everything on, %s with nothing on, %s with an X plan of likes',
  (route, all, none, likes) => {
    const endpoint = TASK_ENDPOINTS.find((candidate) => candidate.route === route);
    if (!endpoint) throw new Error(route);
    expect(capability(endpoint, everything).verification).toBe(all);
    expect(capability(endpoint, nothing).verification).toBe(none);
    expect(capability(endpoint, xLikesOnly).verification).toBe(likes);
  },
);

test('a reel’s watch time is checked against the watch ticket on any platform', () => {
  for (const platform of ['youtube', 'tiktok', 'instagram'] as const) {
    expect(capability({ route: 'reelWatchTime', platform }, nothing)).toEqual({
      verification: 'automatic',
      check: { kind: 'watch' },
    });
  }
});

test('the sandbox checks what a fully configured production server checks, and nothing more', () => {
  const sandbox = testConfig();
  expect(sandbox.providers.verifier).toBe('sandbox');
  expect(checkedTasks(sandbox)).toBe(SANDBOX_CHECKS);
  for (const endpoint of TASK_ENDPOINTS) {
    expect(capability(endpoint, SANDBOX_CHECKS)).toEqual(capability(endpoint, everything));
  }
  expect(checkedTasks({ ...sandbox, providers: { ...sandbox.providers, verifier: 'off' } })).toBeNull();
});

test('each review says why', () => {
  const reason = (route: string, settings: VerificationSettings) => {
    const endpoint = TASK_ENDPOINTS.find((candidate) => candidate.route === route);
    const answer = endpoint && capability(endpoint, settings);
    return answer?.verification === 'review' ? answer.reason : undefined;
  };
  expect(reason('facebookLike', everything)).toBe(
    'engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed.',
  );
  expect(reason('youtubeLike', nothing)).toMatch(/^This server does not check YouTube tasks yet/);
  expect(reason('twitterRetweet', xLikesOnly)).toMatch(/^This server's X plan cannot check reposts/);
});

test('what the feed hides with HIDE_UNVERIFIABLE_PLATFORMS', () => {
  const hidden = uncheckedTasks(xLikesOnly).map((task) => `${task.platform}/${task.actionType}`);
  expect(hidden).toEqual(expect.arrayContaining(['facebook/Likes', 'instagram/Views', 'twitter/Retweets', 'tiktok/*']));
  expect(hidden).not.toContain('twitter/Likes');
  expect(hidden).not.toContain('youtube/Views');
});

describe('settings at boot', () => {
  const base = {
    NODE_ENV: 'test',
    TASK_VERIFIER: 'platform',
    JWT_SECRET: 's'.repeat(32),
    DATA_DIR: '/tmp/engage-never-written',
  };
  test('off by default: no platform, no X lookup, the feed hides nothing', () => {
    expect(loadConfig(base).verification).toMatchObject({
      platforms: [],
      xLookups: [],
      hideUnverifiable: false,
      youtubeApiBaseUrl: 'https://www.googleapis.com/youtube/v3',
      xApiBaseUrl: 'https://api.x.com',
      youtubeDailyQuota: 10_000,
    });
  });
  test.each([
    [
      { VERIFY_PLATFORMS: 'youtube,facebook' },
      'VERIFY_PLATFORMS must be a comma list of youtube, twitter; "facebook" is none of them',
    ],
    [{ VERIFY_PLATFORMS: 'twitter' }, /X_API_LOOKUPS is empty/],
    [{ VERIFY_PLATFORMS: 'youtube', X_API_LOOKUPS: 'likes' }, /does not name twitter/],
    [{ VERIFY_PLATFORMS: 'twitter', X_API_LOOKUPS: 'likes,views' }, /"views" is none of them/],
    [{ TASK_VERIFIER: 'sandbox', VERIFY_PLATFORMS: 'youtube' }, /only with TASK_VERIFIER=platform/],
    [{ YOUTUBE_DAILY_QUOTA: 'lots' }, 'YOUTUBE_DAILY_QUOTA must be an integer >= 1, got "lots"'],
    [{ HIDE_UNVERIFIABLE_PLATFORMS: 'yes' }, 'HIDE_UNVERIFIABLE_PLATFORMS must be true or false, got "yes"'],
  ])('%j is refused', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
