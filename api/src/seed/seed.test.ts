import { count, eq } from 'drizzle-orm';
import { links } from '../db/schema';
import { openTestApp, type TestApp } from '../../tests/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

test('the seed creates 50+ funded tasks on every platform and a demo consumer who can sign in and earn', async () => {
  const first = await seedDemo(t.database, t.app.services);
  expect(first.created).toBe(true);
  expect(first.tasks).toBeGreaterThanOrEqual(50);
  expect(await seedDemo(t.database, t.app.services)).toEqual({ created: false, tasks: 0 });

  const platforms = await t.database.db.selectDistinct({ platform: links.platform }).from(links);
  expect(platforms.map((p) => p.platform).sort()).toEqual(['facebook', 'instagram', 'tiktok', 'twitter', 'youtube']);
  const [shorts] = await t.database.db.select({ n: count() }).from(links).where(eq(links.isShorts, true));
  expect(shorts?.n).toBeGreaterThan(3);
  expect(await t.app.services.ledger.unbalancedTransfers()).toEqual([]);

  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${login.json().access}` };
  const feed = await t.app.inject({ method: 'GET', url: '/api/youtube/', headers });
  expect(feed.json().results.length).toBe(10);
  const likeTask = feed.json().results.find((link: { action_type: string }) => link.action_type === 'Likes');
  const videoId = new URL(likeTask.link_url).searchParams.get('v');
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/actions/youtube-like/',
    headers,
    payload: { link_id: likeTask.link_id, video_id: videoId },
  });
  expect(done.statusCode).toBe(200);
});

test("given the API's address, YouTube Views tasks play the sandbox video and are credited by watching", async () => {
  const other = await openTestApp({ minWatchSeconds: 5 });
  try {
    await seedDemo(other.database, other.app.services, { apiBase: 'http://localhost:4000' });
    const login = await other.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access}` };
    const views: { link_id: number; link_url: string }[] = [];
    for (let page = 1; page <= 3; page++) {
      const feed = await other.app.inject({ method: 'GET', url: `/api/youtube/?page=${page}`, headers });
      views.push(...feed.json().results.filter((link: { action_type: string }) => link.action_type === 'Views'));
    }
    expect(views.length).toBeGreaterThanOrEqual(3);
    for (const task of views) expect(task.link_url).toBe('http://localhost:4000/api/sandbox/media/engage-demo.webm');

    const credit = (watch_time: number) =>
      other.app.inject({
        method: 'POST',
        url: '/api/actions/youtube-views/',
        headers,
        payload: { link_id: views[0]?.link_id, watch_time },
      });
    expect((await credit(4)).json().message).toBe('Watch at least 5 seconds to get paid.');
    expect((await credit(5)).statusCode).toBe(200);
    expect((await credit(6)).statusCode).toBe(409);
  } finally {
    await other.close();
  }
});

test('the demo has a past: earnings with a statement that adds up, referrals, and a producer’s drafts', async () => {
  const other = await openTestApp();
  try {
    await seedDemo(other.database, other.app.services);
    const signIn = async (email: string) => {
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${login.json().access}` };
    };
    const get = async (url: string, headers: Record<string, string>) => {
      const response = await other.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const demo = await signIn(DEMO_EMAIL);
    // Enough released to withdraw (spec 001 §9 minimum KES 1000), and some still pending.
    const profile = await get('/api/users/profile-details/', demo);
    expect(profile.earnings).toBeGreaterThanOrEqual(1000);
    expect(profile.pending_balance).toBeGreaterThan(0);
    const statement = await get('/api/wallet/statement/?page_size=50', demo);
    expect(statement.balances.available).toBe(profile.earnings);
    expect(statement.balances.pending).toBe(profile.pending_balance);
    // Newest first, and the dates go back over the last weeks.
    const dates = statement.results.map((row: { date: string }) => Date.parse(row.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Date.now() - Math.min(...dates)).toBeGreaterThan(14 * 24 * 3600_000);

    const affiliate = (await get('/api/affiliate/', demo)).affiliate;
    expect(affiliate.total_referrals).toBe(3);
    expect(affiliate.reward_balance).toBe(200);
    const statuses = affiliate.referrals.map((row: { payment_status: string }) => row.payment_status);
    expect(new Set(statuses).size).toBe(3);

    const producer = await signIn('beats@engage.test');
    const drafts = await get('/api/links/drafts/', producer);
    expect(drafts.results.length).toBe(2);
    expect(await other.app.services.ledger.unbalancedTransfers()).toEqual([]);
    expect(await other.app.services.ledger.booksTotal()).toBe(0);
  } finally {
    await other.close();
  }
});
