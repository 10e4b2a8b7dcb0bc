import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../seed/seed';
import { eq } from 'drizzle-orm';
import { links } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { insertLink, insertUser } from '../../../tests/fixtures';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { testConfig } from '../../config';

let t: TestApp;
let viewer: SignedIn;
let producerId: number;
const created = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

beforeAll(async () => {
  t = await openTestApp();
  viewer = await signUp(t.app, t.database, { verified: true });
  producerId = (await insertUser(t.database.db, { userType: 'producer', username: 'kamau_producer' })).id;
  // 12 active YouTube tasks (two pages), 1 short, 1 completed, 2 Twitter, 1 of the viewer's own.
  for (let i = 0; i < 12; i++) {
    await insertLink(t.database.db, producerId, {
      platform: 'youtube',
      postDescrption: `yt ${i}`,
      createdAt: created(100 - i),
    });
  }
  await insertLink(t.database.db, producerId, {
    platform: 'youtube',
    isShorts: true,
    linkUrl: 'https://youtube.com/shorts/abcdefghijk',
    createdAt: created(50),
  });
  await insertLink(t.database.db, producerId, {
    platform: 'youtube',
    status: 'completed',
    targetsReached: 10,
    createdAt: created(40),
  });
  await insertLink(t.database.db, producerId, { platform: 'twitter', actionType: 'Retweets', createdAt: created(30) });
  await insertLink(t.database.db, producerId, {
    platform: 'twitter',
    actionType: 'Followers',
    createdAt: created(20),
    anonymous: true,
  });
  await insertLink(t.database.db, viewer.userId, { platform: 'twitter', createdAt: created(10) });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user: SignedIn = viewer) => t.app.inject({ method: 'GET', url, headers: user.headers });

test('a platform feed pages by ten, newest first, with next', async () => {
  const first = await get('/api/youtube/?page=1');
  expect(first.statusCode).toBe(200);
  const body = first.json();
  expect(body.results).toHaveLength(10);
  expect(body.results[0]).toMatchObject({
    platform: 'youtube',
    post_descrption: 'yt 11',
    producer_username: 'kamau_producer',
    is_shorts: false,
    is_actioned: false,
    has_liked: false,
    thumb_ups: 0,
    status: 'active',
  });
  expect(body.next).toMatch(/\/api\/youtube\/\?page=2$/);
  const second = await get('/api/youtube/?page=2');
  expect(second.json().results.map((link: { post_descrption: string }) => link.post_descrption)).toEqual([
    'yt 1',
    'yt 0',
  ]);
  expect(second.json().next).toBeNull();
});

test('page_size asks for smaller pages (the data saver), and its next link keeps the size', async () => {
  const first = await get('/api/youtube/?page=1&page_size=5');
  const descriptions = (page: typeof first) =>
    page.json().results.map((link: { post_descrption: string }) => link.post_descrption);
  expect(descriptions(first)).toEqual(['yt 11', 'yt 10', 'yt 9', 'yt 8', 'yt 7']);
  expect(first.json().next).toMatch(/page=2/);
  expect(first.json().next).toMatch(/page_size=5/);
  expect(descriptions(await get('/api/youtube/?page=3&page_size=5'))).toEqual(['yt 1', 'yt 0']);
  expect((await get('/api/youtube/?page_size=11')).statusCode).toBe(400);
});

test('shorts only with shorts=true; completed and own links never', async () => {
  const shorts = await get('/api/youtube/?shorts=true');
  expect(shorts.json().results).toHaveLength(1);
  expect(shorts.json().results[0].is_shorts).toBe(true);
  const all = await get('/api/all/?page=2');
  const statuses = all.json().results.map((link: { status: string }) => link.status);
  expect(new Set(statuses)).toEqual(new Set(['active']));
  const twitter = await get('/api/twitter/');
  expect(twitter.json().results).toHaveLength(2);
  expect(twitter.json().results[0]).toMatchObject({
    anonymous: true,
    producer_username: 'Anonymous',
    producer_avatar: null,
  });
});

test('latest=true&last_seen returns only newer posts', async () => {
  const lastSeen = created(25).toISOString();
  const latest = await get(`/api/all/?latest=true&last_seen=${encodeURIComponent(lastSeen)}`);
  expect(latest.statusCode).toBe(200);
  expect(latest.json().results.map((link: { action_type: string }) => link.action_type)).toEqual(['Followers']);
  expect(latest.json().next).toBeNull();
});

test('bad platform, page or last_seen are 400; no token is 401', async () => {
  expect((await get('/api/myspace/')).statusCode).toBe(400);
  expect((await get('/api/youtube/?page=0')).statusCode).toBe(400);
  expect((await get('/api/youtube/?latest=true&last_seen=yesterday')).statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: '/api/youtube/' })).statusCode).toBe(401);
});

test('like toggles with the count; share counts; unverified users cannot like', async () => {
  const [link] = (await get('/api/twitter/')).json().results as { link_id: number }[];
  const id = link?.link_id;
  const like = await t.app.inject({ method: 'POST', url: `/api/${id}/action/like/`, headers: viewer.headers });
  expect(like.statusCode).toBe(200);
  expect(like.json()).toMatchObject({ has_liked: true, thumb_ups: 1 });
  const feed = await get('/api/twitter/');
  expect(feed.json().results[0]).toMatchObject({ link_id: id, has_liked: true, thumb_ups: 1 });
  const unlike = await t.app.inject({ method: 'POST', url: `/api/${id}/action/like/`, headers: viewer.headers });
  expect(unlike.json()).toMatchObject({ has_liked: false, thumb_ups: 0 });
  const share = await t.app.inject({ method: 'POST', url: `/api/${id}/action/share/`, headers: viewer.headers });
  expect(share.statusCode).toBe(200);

  const unverified = await signUp(t.app, t.database);
  const refused = await t.app.inject({ method: 'POST', url: `/api/${id}/action/like/`, headers: unverified.headers });
  expect(refused.statusCode).toBe(403);
  const unknown = await t.app.inject({ method: 'POST', url: '/api/999999/action/like/', headers: viewer.headers });
  expect(unknown.statusCode).toBe(404);
  const badAction = await t.app.inject({ method: 'POST', url: `/api/${id}/action/poke/`, headers: viewer.headers });
  expect(badAction.statusCode).toBe(400);
});

test('reactions only on live posts: drafts and unpaid posts are refused and never listed as liked', async () => {
  for (const status of ['draft', 'pending_payment'] as const) {
    const hidden = await insertLink(t.database.db, producerId, { platform: 'twitter', status });
    for (const action of ['like', 'share']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${hidden.id}/action/${action}/`,
        headers: viewer.headers,
      });
      expect(`${status} ${action} ${response.statusCode}`).toBe(`${status} ${action} 404`);
    }
    const liked = await t.app.inject({ method: 'GET', url: '/api/links/liked/', headers: viewer.headers });
    expect(liked.json().results.map((post: { link_id: number }) => post.link_id)).not.toContain(hidden.id);
    const [row] = await t.database.db.select().from(links).where(eq(links.id, hidden.id));
    expect(row?.shares).toBe(0);
  }
});

test('a share counts once per user, however often it is sent', async () => {
  const live = await insertLink(t.database.db, producerId, { platform: 'twitter' });
  const share = (user: SignedIn) =>
    t.app.inject({ method: 'POST', url: `/api/${live.id}/action/share/`, headers: user.headers });
  for (let i = 0; i < 5; i++) expect((await share(viewer)).statusCode).toBe(200);
  await Promise.all([share(viewer), share(viewer), share(viewer)]);
  const other = await signUp(t.app, t.database, { verified: true });
  await share(other);
  const [row] = await t.database.db.select().from(links).where(eq(links.id, live.id));
  expect(row?.shares).toBe(2);
});

describe('search (the navbar\'s "Search content")', () => {
  let searchApp: TestApp;
  beforeAll(async () => {
    searchApp = await openTestApp();
    await seedDemo(searchApp.database, searchApp.app.services);
  });
  afterAll(async () => searchApp.close());

  it('keeps the tasks whose title, text, tags or producer contain the words, case-insensitively', async () => {
    const login = await searchApp.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access}` };
    const search = async (text: string) => {
      const response = await searchApp.app.inject({
        method: 'GET',
        url: '/api/all/',
        query: { search: text },
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ results: { post_title: string; producer_username: string; post_tags: string }[] }>()
        .results;
    };
    const sukuma = await search('SUKUMA');
    expect(sukuma.length).toBeGreaterThan(0);
    for (const task of sukuma) expect(task.post_title.toLowerCase()).toContain('sukuma');
    const producer = await search('safari_reels');
    expect(producer.length).toBeGreaterThan(0);
    expect(await search('100%_nothing')).toEqual([]);
  });
});

describe('HIDE_UNVERIFIABLE_PLATFORMS: tasks the verifier cannot check stay out of the feed', () => {
  let hiding: TestApp;
  let consumer: SignedIn;
  beforeAll(async () => {
    const defaults = testConfig();
    hiding = await openTestApp({
      providers: { ...defaults.providers, verifier: 'platform' },
      verification: { ...defaults.verification, platforms: ['youtube'], hideUnverifiable: true },
    });
    consumer = await signUp(hiding.app, hiding.database, { verified: true });
    const producer = (await insertUser(hiding.database.db, { userType: 'producer' })).id;
    const tasks = [
      { platform: 'youtube', actionType: 'Likes' },
      { platform: 'youtube', actionType: 'Subscribers' },
      { platform: 'twitter', actionType: 'Retweets' },
      { platform: 'tiktok', actionType: 'Likes' },
    ] as const;
    for (const [i, task] of tasks.entries()) {
      await insertLink(hiding.database.db, producer, {
        ...task,
        postTitle: `${task.platform} ${task.actionType}`,
        createdAt: created(30 - i),
      });
    }
  });
  afterAll(async () => hiding.close());

  const titles = async (url: string) => {
    const response = await hiding.app.inject({ method: 'GET', url, headers: consumer.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ results: { post_title: string }[] }>().results.map((task) => task.post_title);
  };

  it('on the first page, on a platform, and among the newest', async () => {
    expect(await titles('/api/all/')).toEqual(['youtube Subscribers', 'youtube Likes']);
    expect(await titles('/api/twitter/')).toEqual([]);
    expect(await titles('/api/tiktok/')).toEqual([]);
    const since = encodeURIComponent(created(60).toISOString());
    expect(await titles(`/api/all/?latest=true&last_seen=${since}`)).toEqual(['youtube Subscribers', 'youtube Likes']);
  });
});
