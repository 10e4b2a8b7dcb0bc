import { eq } from 'drizzle-orm';
import { links, notifications, platformAccountLinks, platformAccountRewards, taskActions } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import {
  ageWatchTicket,
  connectPlatform,
  insertFundedLink,
  insertUser,
  startedWatching,
} from '../../../tests/fixtures';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let producerId: number;
beforeAll(async () => {
  t = await openTestApp({ pendingHoldHours: 24, dailyCap: 100 });
  producerId = (await insertUser(t.database.db, { userType: 'producer', emailVerified: true })).id;
});
afterAll(async () => {
  await t.close();
});

async function consumer(
  connect: ('youtube' | 'twitter' | 'instagram')[] = ['youtube', 'twitter', 'instagram'],
): Promise<SignedIn> {
  const user = await signUp(t.app, t.database, { verified: true });
  for (const platform of connect) await connectPlatform(t.database.db, user.userId, platform);
  return user;
}

const post = (user: SignedIn, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/actions/${path}/`, headers: user.headers, payload });

const balances = async (user: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers });
  return response.json<{ earnings: number; pending_balance: number }>();
};

describe('every task endpoint credits once, or sends to review what production cannot check', () => {
  const cases = [
    {
      path: 'youtube-sub',
      platform: 'youtube',
      actionType: 'Subscribers',
      url: 'https://www.youtube.com/@engagechannel',
      body: { channel_id: 'engagechannel' },
    },
    {
      path: 'youtube-like',
      platform: 'youtube',
      actionType: 'Likes',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      body: { video_id: 'dQw4w9WgXcQ' },
    },
    {
      path: 'youtube-comment',
      platform: 'youtube',
      actionType: 'Comments',
      url: 'https://youtu.be/aaaaaaaaaaa',
      body: { text: 'Great video' },
    },
    {
      path: 'youtube-views',
      platform: 'youtube',
      actionType: 'Views',
      url: 'https://youtu.be/bbbbbbbbbbb',
      body: { watch_time: 31 },
    },
    { path: 'twitter-follow', platform: 'twitter', actionType: 'Followers', url: 'https://x.com/engage', body: {} },
    { path: 'twitter-like', platform: 'twitter', actionType: 'Likes', url: 'https://x.com/engage/status/1', body: {} },
    {
      path: 'twitter-retweet',
      platform: 'twitter',
      actionType: 'Retweets',
      url: 'https://x.com/engage/status/2',
      body: {},
    },
    {
      path: 'twitter-bookmark',
      platform: 'twitter',
      actionType: 'Bookmark',
      url: 'https://x.com/engage/status/3',
      body: {},
    },
    {
      path: 'twitter-reply',
      platform: 'twitter',
      actionType: 'Comments',
      url: 'https://x.com/engage/status/4',
      body: { text: 'Nice' },
    },
    {
      path: 'instagram-follow',
      platform: 'instagram',
      actionType: 'Followers',
      url: 'https://www.instagram.com/engage/',
      body: 'post_url',
    },
    {
      path: 'instagram-like',
      platform: 'instagram',
      actionType: 'Likes',
      url: 'https://www.instagram.com/p/abc/',
      body: 'post_url',
    },
    {
      path: 'instagram-p-views',
      platform: 'instagram',
      actionType: 'Views',
      url: 'https://www.instagram.com/p/def/',
      body: 'post_url',
    },
    {
      path: 'instagram-comment',
      platform: 'instagram',
      actionType: 'Comments',
      url: 'https://www.instagram.com/p/ghi/',
      body: 'post_url_text',
    },
    {
      path: 'facebook-follow',
      platform: 'facebook',
      actionType: 'Followers',
      url: 'https://www.facebook.com/engage',
      body: 'post_url_only',
    },
    {
      path: 'facebook-like',
      platform: 'facebook',
      actionType: 'Likes',
      url: 'https://www.facebook.com/engage/posts/1',
      body: 'post_url_only',
    },
    {
      path: 'facebook-p-views',
      platform: 'facebook',
      actionType: 'Views',
      url: 'https://www.facebook.com/engage/videos/2',
      body: 'post_url_only',
    },
    {
      path: 'facebook-comment',
      platform: 'facebook',
      actionType: 'Comments',
      url: 'https://www.facebook.com/engage/posts/3',
      body: 'post_url_text',
    },
  ] as const;

  test.each(cases)('$path', async ({ path, platform, actionType, url, body }) => {
    const user = await consumer();
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform,
      actionType,
      // A unique URL per case: the post_url-only endpoints find their link by URL.
      linkUrl: `${url}${url.includes('?') ? '&' : '?'}t=${path}`,
      targetsNeeded: 5,
      rewardCents: 250,
    });
    const payload =
      body === 'post_url'
        ? { post_url: link.linkUrl, link_id: link.id }
        : body === 'post_url_text'
          ? { post_url: link.linkUrl, text: 'Lovely' }
          : body === 'post_url_only'
            ? { post_url: link.linkUrl }
            : { ...body, link_id: link.id };
    if (path === 'youtube-views') await startedWatching(t.database.db, user.userId, link.linkUrl, 40);
    const first = await post(user, path, payload);
    // The sandbox keeps production's rules: no platform proves Instagram or Facebook work.
    if (platform === 'instagram' || platform === 'facebook') {
      expect(first.statusCode).toBe(202);
      expect(first.json()).toMatchObject({ status: 'review' });
      expect(first.json().message).toMatch(/cannot check (Instagram|Facebook) tasks yet/);
      expect((await post(user, path, payload)).statusCode).toBe(409);
      expect(await balances(user)).toMatchObject({ pending_balance: 0, earnings: 0 });
      return;
    }
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/^Success! KES 2\.50/);
    const second = await post(user, path, payload);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'You have already done this task.' });

    expect(await balances(user)).toMatchObject({ pending_balance: 2.5, earnings: 0 });
    const [row] = await t.database.db.select().from(links).where(eq(links.id, link.id));
    expect(row?.targetsReached).toBe(1);
    expect(await t.app.services.ledger.balance({ kind: 'producer_escrow', linkId: link.id })).toBe(1000);
  });
});

describe('the rules', () => {
  test('an unverified user may not act', async () => {
    const user = await signUp(t.app, t.database);
    await connectPlatform(t.database.db, user.userId, 'twitter');
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform: 'twitter',
      actionType: 'Followers',
    });
    const response = await post(user, 'twitter-follow', { link_id: link.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not verified/);
  });

  test('the platform must be linked', async () => {
    const user = await consumer([]);
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform: 'twitter',
      actionType: 'Likes',
    });
    const response = await post(user, 'twitter-like', { link_id: link.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Link Twitter to do this task.');
  });

  test('a view needs the minimum watch time, and only Views tasks pay for views', async () => {
    const user = await consumer();
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    await startedWatching(t.database.db, user.userId, views.linkUrl, 40);
    const short = await post(user, 'youtube-views', { link_id: views.id, watch_time: 29 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Watch at least 30 seconds to get paid.');
    const likes = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Likes' });
    const wrongType = await post(user, 'youtube-views', { link_id: likes.id, watch_time: 60 });
    expect(wrongType.statusCode).toBe(400);
    const ok = await post(user, 'youtube-views', { link_id: views.id, watch_time: 30 });
    expect(ok.statusCode).toBe(200);
  });

  test('bad bodies are 400 with field messages and credit nothing', async () => {
    const user = await consumer();
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Likes' });
    const response = await post(user, 'youtube-like', { link_id: link.id, video_id: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.video_id).toBeDefined();
    const missing = await post(user, 'youtube-comment', { link_id: link.id });
    expect(missing.json().errors).toEqual({ text: ['Text is required'] });
    expect(await balances(user)).toMatchObject({ pending_balance: 0 });
  });

  test('the sandbox verifier refuses a like of another video', async () => {
    const user = await consumer();
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      actionType: 'Likes',
      linkUrl: 'https://www.youtube.com/watch?v=ccccccccccc',
    });
    const response = await post(user, 'youtube-like', { link_id: link.id, video_id: 'ddddddddddd' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That video is not this task.');
  });

  test('an unknown task is 404 and a protected call without a token is 401', async () => {
    const user = await consumer();
    expect((await post(user, 'twitter-like', { link_id: 999999 })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/actions/twitter-like/',
      payload: { link_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('a link completes at its target, stops paying, leaves the feed and tells the producer', async () => {
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform: 'twitter',
      actionType: 'Retweets',
      targetsNeeded: 2,
    });
    const [a, b, c] = [await consumer(), await consumer(), await consumer()];
    expect((await post(a, 'twitter-retweet', { link_id: link.id })).statusCode).toBe(200);
    expect((await post(b, 'twitter-retweet', { link_id: link.id })).statusCode).toBe(200);
    const late = await post(c, 'twitter-retweet', { link_id: link.id });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This task is no longer available.');
    const [row] = await t.database.db.select().from(links).where(eq(links.id, link.id));
    expect(row).toMatchObject({ status: 'completed', targetsReached: 2 });
    expect(await t.app.services.ledger.balance({ kind: 'producer_escrow', linkId: link.id })).toBe(0);
    const feed = await t.app.inject({ method: 'GET', url: '/api/twitter/', headers: c.headers });
    expect(feed.json().results.map((item: { link_id: number }) => item.link_id)).not.toContain(link.id);
    const producerAlerts = await t.database.db.select().from(notifications).where(eq(notifications.userId, producerId));
    expect(producerAlerts.map((alert) => alert.alertTitle)).toContain('Target reached');
  });

  test('the daily cap stops credits for the day', async () => {
    const capped = await openTestApp({ dailyCap: 1 });
    try {
      const producer = await insertUser(capped.database.db, { userType: 'producer' });
      const user = await signUp(capped.app, capped.database, { verified: true });
      await connectPlatform(capped.database.db, user.userId, 'twitter');
      const one = await insertFundedLink(capped.database.db, capped.app.services.ledger, producer.id, {
        platform: 'twitter',
        actionType: 'Likes',
      });
      const two = await insertFundedLink(capped.database.db, capped.app.services.ledger, producer.id, {
        platform: 'twitter',
        actionType: 'Likes',
      });
      const first = await capped.app.inject({
        method: 'POST',
        url: '/api/actions/twitter-like/',
        headers: user.headers,
        payload: { link_id: one.id },
      });
      expect(first.statusCode).toBe(200);
      const second = await capped.app.inject({
        method: 'POST',
        url: '/api/actions/twitter-like/',
        headers: user.headers,
        payload: { link_id: two.id },
      });
      expect(second.statusCode).toBe(429);
    } finally {
      await capped.close();
    }
  });

  test('pending credits become available after the hold', async () => {
    const user = await consumer();
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform: 'twitter',
      actionType: 'Bookmark',
      rewardCents: 400,
    });
    expect((await post(user, 'twitter-bookmark', { link_id: link.id })).statusCode).toBe(200);
    await t.app.services.tasks.releaseMatured(new Date(Date.now() + 23 * 3600_000));
    expect(await balances(user)).toMatchObject({ pending_balance: 4, earnings: 0 });
    await t.app.services.tasks.releaseMatured(new Date(Date.now() + 25 * 3600_000));
    expect(await balances(user)).toMatchObject({ pending_balance: 0, earnings: 4 });
    const [action] = await t.database.db.select().from(taskActions).where(eq(taskActions.linkId, link.id));
    expect(action?.releasedAt).not.toBeNull();
    expect(await t.app.services.ledger.unbalancedTransfers()).toEqual([]);
  });

  test('action history lists what the user did', async () => {
    const user = await consumer();
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      platform: 'twitter',
      actionType: 'Followers',
    });
    await post(user, 'twitter-follow', { link_id: link.id });
    const history = await t.app.inject({ method: 'GET', url: '/api/users/action-history/', headers: user.headers });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      results: { total_actions: 1, actions: [{ link_id: link.id, is_actioned: true }] },
      next: null,
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/users/action-history/?page=0', headers: user.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the watch ticket', () => {
  test('a view credit of 30 s claimed 2 s after the player started is refused and pays nothing', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    const started = await post(user, 'watch-start', { link_url: views.linkUrl });
    expect(started.statusCode).toBe(200);
    expect(Date.parse(started.json().started_at)).toBeLessThanOrEqual(Date.now());
    await startedWatching(t.database.db, user.userId, views.linkUrl, 2);
    const early = await post(user, 'youtube-views', { link_id: views.id, watch_time: 30 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('You watched 2 s; 30 s are needed.');
    expect(await balances(user)).toMatchObject({ pending_balance: 0 });
  });

  test('no ticket, no view credit; a claim within the time since the ticket is credited', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    const none = await post(user, 'youtube-views', { link_id: views.id, watch_time: 30 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Play the video in engage first: a view counts from the moment its player starts.',
    );
    await startedWatching(t.database.db, user.userId, views.linkUrl, 45);
    const inflated = await post(user, 'youtube-views', { link_id: views.id, watch_time: 300 });
    expect(inflated.statusCode).toBe(400);
    expect(inflated.json().message).toBe('You watched 45 s, not 300 s.');
    const honest = await post(user, 'youtube-views', { link_id: views.id, watch_time: 44 });
    expect(honest.statusCode).toBe(200);
    expect(await balances(user)).toMatchObject({ pending_balance: 5 });
  });

  test('the first start counts, and only for a video engage offers', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    await startedWatching(t.database.db, user.userId, views.linkUrl, 50);
    // Starting again (a second play) moves nothing: 50 s have passed since the first.
    expect((await post(user, 'watch-start', { link_url: views.linkUrl })).statusCode).toBe(200);
    expect((await post(user, 'youtube-views', { link_id: views.id, watch_time: 48 })).statusCode).toBe(200);
    const unknown = await post(user, 'watch-start', { link_url: 'https://www.youtube.com/watch?v=nottaskzzzz' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('watch progress: a view is paid for the playing the player reported', () => {
  const progress = (user: SignedIn, linkUrl: string, position: unknown) =>
    post(user, 'watch-progress', { link_url: linkUrl, position });

  test('a script that waits past the minimum after watch-start, with no player, is refused', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    expect((await post(user, 'watch-start', { link_url: views.linkUrl })).statusCode).toBe(200);
    // 31 s later by the server's clock, and not one progress report.
    await ageWatchTicket(t.database.db, user.userId, views.linkUrl, 31);
    const claim = await post(user, 'youtube-views', { link_id: views.id, watch_time: 31 });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().message).toBe(
      'engage saw no playing time for this video. Play it in engage and keep it playing until it is counted.',
    );
    expect(await balances(user)).toMatchObject({ pending_balance: 0 });
  });

  test('progress reported faster than real time counts nothing, and the claim is refused', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    await post(user, 'watch-start', { link_url: views.linkUrl });
    for (const position of [10, 20, 30, 40]) {
      const report = await progress(user, views.linkUrl, position);
      expect(report.statusCode).toBe(200);
      expect(report.json().watched_seconds).toBe(0);
    }
    const claim = await post(user, 'youtube-views', { link_id: views.id, watch_time: 31 });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().message).toBe('You watched 0 s; 30 s are needed.');
    expect(await balances(user)).toMatchObject({ pending_balance: 0 });
  });

  test('honest progress every 5 s is counted and credited; a seek forward adds nothing', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    await post(user, 'watch-start', { link_url: views.linkUrl });
    let watched = 0;
    for (const position of [5, 10, 15, 20, 25]) {
      await ageWatchTicket(t.database.db, user.userId, views.linkUrl, 5);
      watched = (await progress(user, views.linkUrl, position)).json().watched_seconds;
    }
    expect(watched).toBeGreaterThanOrEqual(24.9);
    expect(watched).toBeLessThanOrEqual(25.1);
    // A jump of 300 s in 5 s is a seek, not watching.
    await ageWatchTicket(t.database.db, user.userId, views.linkUrl, 5);
    const seek = await progress(user, views.linkUrl, 325);
    expect(seek.json().watched_seconds).toBe(watched);
    const early = await post(user, 'youtube-views', { link_id: views.id, watch_time: 30 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('You watched 25 s; 30 s are needed.');
    await ageWatchTicket(t.database.db, user.userId, views.linkUrl, 5);
    expect((await progress(user, views.linkUrl, 330)).json().watched_seconds).toBeGreaterThanOrEqual(29.9);
    const claim = await post(user, 'youtube-views', { link_id: views.id, watch_time: 30 });
    expect(claim.statusCode).toBe(200);
    expect(await balances(user)).toMatchObject({ pending_balance: 5 });
  });

  test('progress needs a started player, and a position in seconds', async () => {
    const user = await consumer(['youtube']);
    const views = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Views' });
    const unstarted = await progress(user, views.linkUrl, 5);
    expect(unstarted.statusCode).toBe(400);
    expect(unstarted.json().message).toBe(
      'Play the video in engage first: a view counts from the moment its player starts.',
    );
    await post(user, 'watch-start', { link_url: views.linkUrl });
    for (const position of [-1, 'ten', null]) {
      const bad = await progress(user, views.linkUrl, position);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('position');
    }
  });
});

describe('a reward belongs to the social account that earned it', () => {
  const videoOf = (url: string) => new URL(url).searchParams.get('v') ?? '';

  test('a YouTube channel unlinked from one engage account earns nothing for the same task on another', async () => {
    const first = await consumer([]);
    const second = await consumer([]);
    const channel = `UC-shared-${first.userId}`;
    await connectPlatform(t.database.db, first.userId, 'youtube', channel);
    const like = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      actionType: 'Likes',
      rewardCents: 900,
      linkUrl: `https://www.youtube.com/watch?v=${String(first.userId).padStart(11, 'x')}`,
    });
    expect((await post(first, 'youtube-like', { link_id: like.id, video_id: videoOf(like.linkUrl) })).statusCode).toBe(
      200,
    );

    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/disconnect/',
      headers: first.headers,
      payload: { platform: 'youtube' },
    });
    expect(unlinked.statusCode).toBe(200);
    await connectPlatform(t.database.db, second.userId, 'youtube', channel);
    const again = await post(second, 'youtube-like', { link_id: like.id, video_id: videoOf(like.linkUrl) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This YouTube account has already earned this task on another engage account.');
    expect(JSON.stringify(again.json())).not.toContain(String(first.userId));
    expect(await balances(second)).toMatchObject({ pending_balance: 0 });
    const swahili = await t.app.inject({
      method: 'POST',
      url: '/api/actions/youtube-like/',
      headers: { ...second.headers, 'accept-language': 'sw' },
      payload: { link_id: like.id, video_id: videoOf(like.linkUrl) },
    });
    expect(swahili.json().message).toBe(
      'Akaunti hii ya YouTube tayari imelipwa kwa kazi hii kwenye akaunti nyingine ya engage.',
    );

    // Another task is the channel's to earn on its new engage account.
    const other = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, {
      actionType: 'Likes',
      linkUrl: `https://www.youtube.com/watch?v=${String(second.userId).padStart(11, 'y')}`,
    });
    expect(
      (await post(second, 'youtube-like', { link_id: other.id, video_id: videoOf(other.linkUrl) })).statusCode,
    ).toBe(200);
  });

  test('the history keeps a keyed hash of the channel, never its id, and outlives the link', async () => {
    const user = await consumer([]);
    const channel = `UC-history-${user.userId}`;
    await connectPlatform(t.database.db, user.userId, 'youtube', channel);
    const like = await insertFundedLink(t.database.db, t.app.services.ledger, producerId, { actionType: 'Likes' });
    expect((await post(user, 'youtube-like', { link_id: like.id, video_id: videoOf(like.linkUrl) })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/disconnect/',
      headers: user.headers,
      payload: { platform: 'youtube' },
    });
    const history = await t.database.db
      .select()
      .from(platformAccountLinks)
      .where(eq(platformAccountLinks.firstUserId, user.userId));
    expect(history).toHaveLength(1);
    const rewards = await t.database.db
      .select()
      .from(platformAccountRewards)
      .where(eq(platformAccountRewards.userId, user.userId));
    expect(rewards).toHaveLength(1);
    expect(JSON.stringify([history, rewards])).not.toContain(channel);
    expect(rewards[0]?.accountHash).toBe(history[0]?.accountHash);
  });
});
