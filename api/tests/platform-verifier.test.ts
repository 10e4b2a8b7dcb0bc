/**
 * A production-mode server with TASK_VERIFIER=platform pointed at the local fakes of the YouTube
 * Data API and the X API v2 lookups, over real HTTP: a proven like is credited, an unproven one
 * refused with nothing paid, what cannot be checked waits in review unpaid, a spent quota makes
 * a claim wait until the recheck job proves it, a revoked token asks the user to link again,
 * and the bot never earns where the verifier cannot look.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { notifications, taskActions, taskClaims, verificationUsage } from '../src/db/schema';
import { startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import type { LinkedAccess, LinkedTokens } from '../src/modules/tasks/linked-tokens';
import { signUp, type SignedIn } from './auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from './fixtures';
import { productionConfig, startProductionApp } from './production-on-fakes';
import { openTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let producerId: number;

/** The linked accounts' tokens, as the linking module would hand them out. */
const linked = new Map<string, LinkedAccess>();
const tokens: LinkedTokens = {
  accessToken: (userId, platform) => Promise.resolve(linked.get(`${userId}:${platform}`) ?? null),
};

beforeAll(async () => {
  fakes = await startFakes({ port: 0, apiBase: 'http://127.0.0.1:1' });
  database = await openTestDatabase();
  const config = productionConfig('platform-verifier', fakes.verifierEnvironment);
  app = (await startProductionApp({ config, database, services: { linkedTokens: tokens } })).app;
  producerId = (await insertUser(database.db, { userType: 'producer', emailVerified: true })).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fakes?.close();
});

async function fake(path: string, body: object = {}): Promise<unknown> {
  const response = await fetch(`${fakes.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * A verified user with YouTube (a channel) and/or X (an account) linked, tokens in the fakes;
 * the YouTube token granted `youtubeScope` (default: what linking asks for).
 */
async function person(platforms: ('youtube' | 'twitter')[] = ['youtube', 'twitter'], youtubeScope?: string) {
  const user = await signUp(app, database, { verified: true });
  const tag = randomBytes(6).toString('hex');
  const channelId = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`;
  const xUserId = String(1_000_000 + user.userId);
  for (const platform of platforms) {
    await connectPlatform(database.db, user.userId, platform);
    const token = `${platform}-token-${tag}`;
    if (platform === 'youtube') {
      await fake('/youtube/_fake/token', { token, channel_id: channelId, scope: youtubeScope });
      linked.set(`${user.userId}:youtube`, { token, accountId: channelId });
    } else {
      await fake('/x/_fake-lookups/token', { token, user_id: xUserId, username: `fan${user.userId}` });
      linked.set(`${user.userId}:twitter`, { token, accountId: xUserId });
    }
  }
  return { ...user, channelId, xUserId, tag };
}

const act = (user: SignedIn, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/actions/${path}/`, headers: user.headers, payload });

const pending = (user: SignedIn) => app.services.ledger.balance({ kind: 'consumer_pending', userId: user.userId });
const rewards = (user: SignedIn) => database.db.select().from(taskActions).where(eq(taskActions.userId, user.userId));
const claimOf = async (user: SignedIn, linkId: number) =>
  (
    await database.db
      .select()
      .from(taskClaims)
      .where(and(eq(taskClaims.userId, user.userId), eq(taskClaims.linkId, linkId)))
  )[0];

const video = () => randomBytes(8).toString('base64url').slice(0, 11);
const funded = (values: Parameters<typeof insertFundedLink>[3]) =>
  insertFundedLink(database.db, app.services.ledger, producerId, { rewardCents: 500, ...values });

describe('YouTube', () => {
  test('a like YouTube confirms is credited', async () => {
    const user = await person(['youtube']);
    const id = video();
    const link = await funded({ linkUrl: `https://www.youtube.com/watch?v=${id}`, actionType: 'Likes' });
    await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: id, rating: 'like' });
    const response = await act(user, 'youtube-like', { link_id: link.id, video_id: id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Success! KES 5.00 added to your pending balance.');
    expect(await pending(user)).toBe(500);
  });

  test('a like YouTube does not confirm is refused, and nothing is credited', async () => {
    const user = await person(['youtube']);
    const id = video();
    const link = await funded({ linkUrl: `https://youtu.be/${id}`, actionType: 'Likes' });
    await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: id, rating: 'dislike' });
    const response = await act(user, 'youtube-like', { link_id: link.id, video_id: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('YouTube says you have not liked this video yet. Like it, then try again.');
    expect(await pending(user)).toBe(0);
    expect(await rewards(user)).toEqual([]);
    expect(await claimOf(user, link.id)).toBeUndefined();

    // Told to like it and try again, the user does, and YouTube is asked afresh.
    await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: id, rating: 'like' });
    expect((await act(user, 'youtube-like', { link_id: link.id, video_id: id })).statusCode).toBe(200);
    expect(await pending(user)).toBe(500);
  });

  test('a subscription (by handle) and a comment are read from YouTube', async () => {
    const user = await person(['youtube']);
    const channel = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`;
    await fake('/youtube/_fake/handle', { handle: `creator${user.tag}`, channel_id: channel });
    const sub = await funded({ linkUrl: `https://www.youtube.com/@creator${user.tag}`, actionType: 'Subscribers' });
    const notYet = await act(user, 'youtube-sub', { link_id: sub.id, channel_id: `creator${user.tag}` });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toMatch(/not subscribed/);
    await fake('/youtube/_fake/subscribe', { channel_id: user.channelId, target: channel });
    // A new link of the same channel is asked afresh.
    const sub2 = await funded({
      linkUrl: `https://www.youtube.com/@creator${user.tag}?si=2`,
      actionType: 'Subscribers',
    });
    expect((await act(user, 'youtube-sub', { link_id: sub2.id, channel_id: `creator${user.tag}` })).statusCode).toBe(
      200,
    );

    const id = video();
    const comment = await funded({ linkUrl: `https://www.youtube.com/watch?v=${id}`, actionType: 'Comments' });
    // Someone else's comments, more than a page of them, then the user's own, newest.
    for (let i = 0; i < 3; i++)
      await fake('/youtube/_fake/comment', { channel_id: `UCsomeoneelse${i}`, video_id: id, text: 'hi' });
    await fake('/youtube/_fake/comment', { channel_id: user.channelId, video_id: id, text: 'Great video' });
    const said = await act(user, 'youtube-comment', { link_id: comment.id, text: 'Great video' });
    expect(said.statusCode).toBe(200);
    expect(await pending(user)).toBe(1000);
  });

  test('a revoked token tells the user to link YouTube again, and pays nothing', async () => {
    const user = await person(['youtube']);
    const id = video();
    const link = await funded({ linkUrl: `https://www.youtube.com/watch?v=${id}`, actionType: 'Likes' });
    await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: id, rating: 'like' });
    const access = linked.get(`${user.userId}:youtube`);
    await fake('/youtube/_fake/revoke', { token: access && 'token' in access ? access.token : '' });
    const response = await act(user, 'youtube-like', { link_id: link.id, video_id: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Your YouTube link has stopped working. Link YouTube again in Settings to do this task.',
    );
    expect(await pending(user)).toBe(0);
  });

  test('a spent quota makes the claim wait, unpaid; the recheck job credits it once the quota is back', async () => {
    const user = await person(['youtube']);
    const id = video();
    const link = await funded({ linkUrl: `https://www.youtube.com/watch?v=${id}`, actionType: 'Likes' });
    await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: id, rating: 'like' });
    await fake('/youtube/_fake/service', { used: 10_000 });
    try {
      const response = await act(user, 'youtube-like', { link_id: link.id, video_id: id });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({
        status: 'review',
        reason: 'engage has used its YouTube checks for now. Your claim waits and is checked again later.',
      });
      expect(await pending(user)).toBe(0);
      expect(await claimOf(user, link.id)).toMatchObject({ status: 'review', recheck: true });
      const again = await act(user, 'youtube-like', { link_id: link.id, video_id: id });
      expect(again.statusCode).toBe(409);
      // Said in data as well as in words, so the card shows the waiting state, not an error.
      expect(again.json()).toMatchObject({
        status: 'review',
        reason: 'engage has used its YouTube checks for now. Your claim waits and is checked again later.',
      });

      // Our own count now stops every call until YouTube's day ends: the fake is not asked.
      const before = ((await (await fetch(`${fakes.url}/youtube/_fake/calls`)).json()) as { calls: string[] }).calls
        .length;
      expect(await app.services.claimRechecks.recheckDue(new Date(Date.now() + 2 * 86_400_000))).toMatchObject({
        credited: 0,
      });
      const after = ((await (await fetch(`${fakes.url}/youtube/_fake/calls`)).json()) as { calls: string[] }).calls
        .length;
      expect(after).toBe(before);
      expect(await pending(user)).toBe(0);
    } finally {
      await fake('/youtube/_fake/service', { used: 0 });
    }
    // A new day: YouTube's quota and ours are back.
    await database.db.update(verificationUsage).set({ windowEnds: new Date(Date.now() - 1000) });
    const pass = await app.services.claimRechecks.recheckDue(new Date(Date.now() + 2 * 86_400_000));
    expect(pass.credited).toBeGreaterThanOrEqual(1);
    expect(await claimOf(user, link.id)).toMatchObject({ status: 'credited' });
    expect(await pending(user)).toBe(500);
  });

  test('a provider that is down: the claim waits; the job refuses it when YouTube then says no', async () => {
    const user = await person(['youtube']);
    const id = video();
    const link = await funded({ linkUrl: `https://www.youtube.com/watch?v=${id}`, actionType: 'Likes' });
    await fake('/youtube/_fake/service', { down: true });
    try {
      const response = await act(user, 'youtube-like', { link_id: link.id, video_id: id });
      expect(response.statusCode).toBe(202);
      expect(response.json().reason).toBe('YouTube did not answer. Your claim waits and is checked again later.');
    } finally {
      await fake('/youtube/_fake/service', { down: false });
    }
    await app.services.claimRechecks.recheckDue(new Date(Date.now() + 3600_000));
    expect(await claimOf(user, link.id)).toMatchObject({
      status: 'refused',
      reason: 'YouTube says you have not liked this video yet. Like it, then try again.',
    });
    expect(await pending(user)).toBe(0);
  });
});

test('a waiting like whose link was granted only youtube.readonly: the job refuses it, asking for a new link to check likes', async () => {
  const user = await person(['youtube'], 'https://www.googleapis.com/auth/youtube.readonly');
  const id = video();
  const link = await funded({ linkUrl: `https://www.youtube.com/watch?v=${id}`, actionType: 'Likes' });
  await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: id, rating: 'like' });
  // engage's own YouTube units are spent: the claim waits without asking YouTube.
  const spent = { used: 1_000_000_000, windowEnds: new Date(Date.now() + 3600_000) };
  await database.db
    .insert(verificationUsage)
    .values({ key: 'youtube:units', ...spent })
    .onConflictDoUpdate({ target: verificationUsage.key, set: spent });
  expect((await act(user, 'youtube-like', { link_id: link.id, video_id: id })).statusCode).toBe(202);
  await database.db.update(verificationUsage).set({ windowEnds: new Date(Date.now() - 1000) });
  await app.services.claimRechecks.recheckDue(new Date(Date.now() + 2 * 86_400_000));
  const reason =
    'Your YouTube link does not let engage check likes. Link YouTube again in Settings to allow likes to be checked.';
  expect(await claimOf(user, link.id)).toMatchObject({ status: 'refused', reason });
  const alerts = await database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
  expect(alerts.map((alert) => alert.alertText).join('\n')).toContain(reason);
  expect(await pending(user)).toBe(0);
});

describe('X', () => {
  test('a like and a repost X confirms are credited; a bookmark it does not is refused', async () => {
    const user = await person(['twitter']);
    const like = await funded({
      platform: 'twitter',
      actionType: 'Likes',
      linkUrl: `https://x.com/a/status/1${user.userId}1`,
    });
    const repost = await funded({
      platform: 'twitter',
      actionType: 'Retweets',
      linkUrl: `https://x.com/a/status/1${user.userId}2`,
    });
    const bookmark = await funded({
      platform: 'twitter',
      actionType: 'Bookmark',
      linkUrl: `https://x.com/a/status/1${user.userId}3`,
    });
    await fake('/x/_fake-lookups/act', { user_id: user.xUserId, action: 'like', post_id: `1${user.userId}1` });
    await fake('/x/_fake-lookups/act', { user_id: user.xUserId, action: 'repost', post_id: `1${user.userId}2` });
    expect((await act(user, 'twitter-like', { link_id: like.id })).statusCode).toBe(200);
    expect((await act(user, 'twitter-retweet', { link_id: repost.id })).statusCode).toBe(200);
    const notSaved = await act(user, 'twitter-bookmark', { link_id: bookmark.id });
    expect(notSaved.statusCode).toBe(400);
    expect(notSaved.json().message).toBe('X says you have not bookmarked this post yet. Bookmark it, then try again.');
    expect(await pending(user)).toBe(1000);
  });

  test('a follow and a reply are read from X', async () => {
    const user = await person(['twitter']);
    const follow = await funded({
      platform: 'twitter',
      actionType: 'Followers',
      linkUrl: `https://x.com/Creator${user.tag.slice(0, 6)}`,
    });
    const reply = await funded({
      platform: 'twitter',
      actionType: 'Comments',
      linkUrl: `https://x.com/a/status/2${user.userId}`,
    });
    await fake('/x/_fake-lookups/act', {
      user_id: user.xUserId,
      action: 'follow',
      username: `creator${user.tag.slice(0, 6)}`,
    });
    await fake('/x/_fake-lookups/act', { user_id: user.xUserId, action: 'reply', post_id: `2${user.userId}` });
    expect((await act(user, 'twitter-follow', { link_id: follow.id })).statusCode).toBe(200);
    expect((await act(user, 'twitter-reply', { link_id: reply.id, text: 'Nice' })).statusCode).toBe(200);
  });

  test('a 429 with its reset makes the claim wait until X reopens', async () => {
    const user = await person(['twitter']);
    const like = await funded({
      platform: 'twitter',
      actionType: 'Likes',
      linkUrl: `https://x.com/a/status/3${user.userId}`,
    });
    await fake('/x/_fake-lookups/window', { remaining: 0 });
    try {
      const response = await act(user, 'twitter-like', { link_id: like.id });
      expect(response.statusCode).toBe(202);
      expect(response.json().reason).toBe(
        'engage has used its X checks for now. Your claim waits and is checked again later.',
      );
      const claim = await claimOf(user, like.id);
      expect(claim?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    } finally {
      await fake('/x/_fake-lookups/window', { remaining: 75 });
    }
    expect(await pending(user)).toBe(0);
  });
});

describe('what cannot be checked', () => {
  test('a Facebook task waits in review with the reason, and pays nothing', async () => {
    const user = await person([]);
    const link = await funded({
      platform: 'facebook',
      actionType: 'Likes',
      linkUrl: `https://www.facebook.com/p/${user.tag}`,
    });
    const response = await act(user, 'facebook-like', { post_url: link.linkUrl });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      status: 'review',
      reason:
        'engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed.',
      message:
        'Nothing is paid yet: engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed.',
    });
    expect(await pending(user)).toBe(0);
    expect(await rewards(user)).toEqual([]);
    expect(await claimOf(user, link.id)).toMatchObject({ status: 'review', recheck: false });
  });

  test('the feed says, on each task, whether a claim is checked or reviewed', async () => {
    const user = await person([]);
    const fb = await funded({
      platform: 'facebook',
      actionType: 'Views',
      linkUrl: `https://www.facebook.com/v/${user.tag}`,
    });
    const yt = await funded({ actionType: 'Likes', linkUrl: `https://www.youtube.com/watch?v=${video()}` });
    const feed = await app.inject({ method: 'GET', url: '/api/all/?page=1', headers: user.headers });
    expect(feed.statusCode).toBe(200);
    const results = feed.json<{ results: { link_id: number; verification?: string; verification_note?: string }[] }>()
      .results;
    const all = [...results];
    for (
      let page = 2;
      !(all.some((item) => item.link_id === fb.id) && all.some((item) => item.link_id === yt.id)) && page < 20;
      page++
    ) {
      const next = await app.inject({ method: 'GET', url: `/api/all/?page=${page}`, headers: user.headers });
      if (next.statusCode !== 200) break;
      all.push(...next.json<{ results: typeof results }>().results);
    }
    expect(all.find((item) => item.link_id === fb.id)).toMatchObject({
      verification: 'review',
      verification_note: expect.stringMatching(/^engage cannot check Facebook tasks yet/),
    });
    expect(all.find((item) => item.link_id === yt.id)).toMatchObject({ verification: 'automatic' });
  });
});

describe('the bot', () => {
  test('never earns on an unlinked or unverifiable platform, and says where it acts', async () => {
    const user = await person(['youtube']);
    const post = `4${user.userId}`;
    await funded({ platform: 'facebook', actionType: 'Likes', linkUrl: `https://www.facebook.com/b/${user.tag}` });
    await funded({ platform: 'twitter', actionType: 'Likes', linkUrl: `https://x.com/a/status/${post}` });
    await funded({ actionType: 'Views', linkUrl: `https://www.youtube.com/watch?v=${video()}` });
    const on = await app.inject({ method: 'POST', url: '/api/users/bot/activate/', headers: user.headers });
    expect(on.json()).toMatchObject({ bot_active: true, bot_platforms: [] });
    await app.services.bot.runOnce(50);
    expect(await rewards(user)).toEqual([]);
    expect(await pending(user)).toBe(0);

    // With X linked and the like really made, the bot claims it — and X confirms it.
    const xToken = `twitter-token-bot-${user.tag}`;
    await connectPlatform(database.db, user.userId, 'twitter');
    await fake('/x/_fake-lookups/token', { token: xToken, user_id: user.xUserId, username: `fan${user.userId}` });
    linked.set(`${user.userId}:twitter`, { token: xToken, accountId: user.xUserId });
    await fake('/x/_fake-lookups/act', { user_id: user.xUserId, action: 'like', post_id: post });
    // The profile says it too, so the bot's page can tell before the switch is touched.
    const details = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers });
    expect(details.json()).toMatchObject({ bot_active: true, bot_platforms: ['twitter'] });
    const off = await app.inject({ method: 'POST', url: '/api/users/bot/activate/', headers: user.headers });
    expect(off.json()).toMatchObject({ bot_active: false, bot_platforms: ['twitter'] });
    await app.inject({ method: 'POST', url: '/api/users/bot/activate/', headers: user.headers });
    await app.services.bot.runOnce(50);
    const earned = await rewards(user);
    expect(earned.map((row) => row.endpoint)).toEqual(['twitter-like']);
    expect(earned.every((row) => row.viaBot)).toBe(true);
  });
});
