import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, insertUser, startedWatching } from '../../../tests/fixtures';
import { openMoneySuite } from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';

let t: TestApp;
let producerId: number;
let viewer: SignedIn;
let youtubeReel: number;
let tiktokReel: number;
let likesReel: number;
let notAReel: number;
openMoneySuite((opened) => (t = opened));
beforeAll(async () => {
  producerId = (await insertUser(t.database.db, { emailVerified: true })).id;
  viewer = await signUp(t.app, t.database, { verified: true });
  await connectPlatform(t.database.db, viewer.userId, 'youtube');
  const funded = (values: Parameters<typeof insertFundedLink>[3]) =>
    insertFundedLink(t.database.db, t.app.services.ledger, producerId, values);
  youtubeReel = (
    await funded({
      linkUrl: 'https://www.youtube.com/shorts/aaaaaaaaaaa',
      isShorts: true,
      actionType: 'Views',
      rewardCents: 300,
    })
  ).id;
  tiktokReel = (
    await funded({
      linkUrl: 'https://www.tiktok.com/@a/video/1',
      platform: 'tiktok',
      isShorts: true,
      actionType: 'Views',
    })
  ).id;
  likesReel = (
    await funded({
      linkUrl: 'https://www.instagram.com/reel/abc/',
      platform: 'instagram',
      isShorts: true,
      actionType: 'Likes',
    })
  ).id;
  notAReel = (await funded({ actionType: 'Views' })).id;
  // The viewer's players started a minute ago (the watch tickets every view credit needs).
  for (const url of ['https://www.youtube.com/shorts/aaaaaaaaaaa', 'https://www.tiktok.com/@a/video/1']) {
    await startedWatching(t.database.db, viewer.userId, url, 60);
  }
});

const reels = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/reels/${query}`, headers: viewer.headers })).json<{
    results: { link_id: number }[];
    next: string | null;
  }>();
const post = (user: SignedIn, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/reels/${path}/`, headers: user.headers, payload });

test('the reel feed: shorts only, filter all or a platform', async () => {
  const all = (await reels()).results.map((reel) => reel.link_id);
  expect(all).toEqual(expect.arrayContaining([youtubeReel, tiktokReel, likesReel]));
  expect(all).not.toContain(notAReel);
  expect((await reels('?filter=tiktok')).results.map((reel) => reel.link_id)).toEqual([tiktokReel]);
  expect((await reels('?filter=youtube&page=1')).results.map((reel) => reel.link_id)).toEqual([youtubeReel]);
  expect((await reels('?filter=instagram')).next).toBeNull();
  const bad = await t.app.inject({ method: 'GET', url: '/api/reels/?filter=vimeo', headers: viewer.headers });
  expect(bad.statusCode).toBe(400);
});

test('like toggles and share counts', async () => {
  const liked = await post(viewer, 'interact', { link_id: youtubeReel, action: 'like' });
  expect(liked.statusCode).toBe(200);
  expect(liked.json()).toMatchObject({ has_liked: true, thumb_ups: 1 });
  const unliked = await post(viewer, 'interact', { link_id: youtubeReel, action: 'like' });
  expect(unliked.json()).toMatchObject({ has_liked: false, thumb_ups: 0 });
  expect((await post(viewer, 'interact', { link_id: youtubeReel, action: 'share' })).statusCode).toBe(200);
  expect((await post(viewer, 'interact', { link_id: notAReel, action: 'like' })).statusCode).toBe(404);
  expect((await post(viewer, 'interact', { link_id: youtubeReel, action: 'dislike' })).statusCode).toBe(400);
});

test('watch time credits a Views reel once, through the ledger', async () => {
  const short = await post(viewer, 'watch-time', { link_id: youtubeReel, watch_time: 10 });
  expect(short.statusCode).toBe(400);
  expect(short.json().message).toBe('Watch at least 30 seconds to get paid.');
  const ok = await post(viewer, 'watch-time', { link_id: youtubeReel, watch_time: 31 });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().message).toMatch(/^Success! KES 3\.00/);
  expect(await t.app.services.ledger.balance({ kind: 'consumer_pending', userId: viewer.userId })).toBe(300);
  const again = await post(viewer, 'watch-time', { link_id: youtubeReel, watch_time: 60 });
  expect(again.statusCode).toBe(409);
  expect(await t.app.services.ledger.balance({ kind: 'consumer_pending', userId: viewer.userId })).toBe(300);
  // TikTok reels pay for views too (the YouTube connection is what the spec asks for).
  expect((await post(viewer, 'watch-time', { link_id: tiktokReel, watch_time: 45 })).statusCode).toBe(200);
});

test('watch time refuses a reel that is not a Views task, no YouTube connection, a non-reel', async () => {
  expect((await post(viewer, 'watch-time', { link_id: likesReel, watch_time: 60 })).statusCode).toBe(400);
  const unlinked = await signUp(t.app, t.database, { verified: true });
  const refused = await post(unlinked, 'watch-time', { link_id: youtubeReel, watch_time: 60 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Link YouTube to do this task.');
  expect((await post(viewer, 'watch-time', { link_id: notAReel, watch_time: 60 })).statusCode).toBe(404);
  expect((await post(viewer, 'watch-time', { link_id: youtubeReel })).statusCode).toBe(400);
});
