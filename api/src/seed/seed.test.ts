import { count, eq } from 'drizzle-orm';
import { links, users } from '../db/schema';
import { startedWatching } from '../../tests/fixtures';
import { openTestApp, type TestApp } from '../../tests/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed';

/** The demo consumer's player of this demo video started a minute ago (the watch ticket a view credit needs). */
async function demoStartedWatching(app: TestApp, linkUrl: string): Promise<void> {
  const [demo] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!demo) throw new Error('no demo consumer');
  await startedWatching(app.database.db, demo.id, linkUrl, 60);
}

/** The sandbox video at a demo task's own address. */
const sandboxTask = /^http:\/\/localhost:4000\/api\/sandbox\/media\/engage-demo\.webm\?task=\d+$/;

// Each test seeds a whole demo (50+ funded tasks, weeks of history, its operators): on a loaded
// two-core machine one test has taken over 30 s.
jest.setTimeout(120_000);

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
  expect(await seedDemo(t.database, t.app.services)).toEqual({ created: false, tasks: 0, operatorLinks: [] });
  // The demo's operators, each with a one-time enrolment link.
  expect(first.operatorLinks).toEqual([
    expect.stringMatching(/^ops@engage\.test \(admin\): http:\/\/localhost:3000\/operator\/enrol\/[\w-]{43}$/),
    expect.stringMatching(/^finance@engage\.test \(finance\): http:\/\/localhost:3000\/operator\/enrol\/[\w-]{43}$/),
  ]);

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

// One demo, seeded with the API's address, read by the tests below in turn (each seed takes
// tens of seconds); what one test earns only adds lines the next reads as they come.
describe("a demo seeded with the API's address", () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await openTestApp({ minWatchSeconds: 5 });
    await seedDemo(seeded.database, seeded.app.services, { apiBase: 'http://localhost:4000' });
  });
  afterAll(async () => {
    await seeded.close();
  });

  test("given the API's address, YouTube Views tasks play the sandbox video and are credited by watching", async () => {
    const login = await seeded.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access}` };
    const views: { link_id: number; link_url: string }[] = [];
    for (let page = 1; page <= 3; page++) {
      const feed = await seeded.app.inject({ method: 'GET', url: `/api/youtube/?page=${page}`, headers });
      views.push(...feed.json().results.filter((link: { action_type: string }) => link.action_type === 'Views'));
    }
    expect(views.length).toBeGreaterThanOrEqual(3);
    for (const task of views) expect(task.link_url).toMatch(sandboxTask);
    // One address per task: a watch ticket for one demo video is no ticket for another.
    expect(new Set(views.map((task) => task.link_url)).size).toBe(views.length);
    await demoStartedWatching(seeded, views[0]?.link_url ?? '');

    const credit = (watch_time: number) =>
      seeded.app.inject({
        method: 'POST',
        url: '/api/actions/youtube-views/',
        headers,
        payload: { link_id: views[0]?.link_id, watch_time },
      });
    expect((await credit(4)).json().message).toBe('Watch at least 5 seconds to get paid.');
    expect((await credit(5)).statusCode).toBe(200);
    expect((await credit(6)).statusCode).toBe(409);
  });

  test("given the API's address, the Views reels play the sandbox video and a reel's watch time is credited once", async () => {
    const login = await seeded.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access}` };
    interface Reel {
      link_id: number;
      link_url: string;
      platform: string;
      action_type: string;
      is_actioned: boolean;
    }
    const listReels = async () => {
      const found: Reel[] = [];
      for (let page = 1; page <= 5; page++) {
        const answer = await seeded.app.inject({ method: 'GET', url: `/api/reels/?filter=all&page=${page}`, headers });
        found.push(...answer.json().results);
        if (!answer.json().next) break;
      }
      return found;
    };
    const reels = await listReels();
    const isViews = (reel: Reel) => reel.action_type === 'Views' || reel.action_type === 'View';
    // Every Views reel on a short-video platform plays offline, so its watch credit can be tried.
    const views = reels.filter((reel) => isViews(reel) && reel.platform !== 'facebook');
    expect(views.map((reel) => reel.platform).sort()).toEqual(['instagram', 'tiktok', 'tiktok', 'youtube', 'youtube']);
    for (const reel of views) expect(reel.link_url).toMatch(sandboxTask);
    // Instagram and TikTok frames cannot tell the page they failed (a grey box offline): their
    // demo reels all play the sandbox video. YouTube Shorts stay, for their player says when it
    // cannot play; the Facebook reel stays the spec's 'Unsupported video format'.
    for (const reel of reels.filter((r) => r.platform === 'instagram' || r.platform === 'tiktok')) {
      expect(reel.link_url).toMatch(sandboxTask);
    }
    expect(reels.filter((reel) => reel.link_url.startsWith('https://www.youtube.com/shorts/')).length).toBeGreaterThan(
      0,
    );
    expect(reels.filter((reel) => reel.platform === 'facebook').map((reel) => reel.link_url)).toEqual([
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/reels\//),
    ]);

    const reel = views.find((candidate) => !candidate.is_actioned);
    await demoStartedWatching(seeded, reel?.link_url ?? '');
    const watch = (watch_time: number) =>
      seeded.app.inject({
        method: 'POST',
        url: '/api/reels/watch-time/',
        headers,
        payload: { link_id: reel?.link_id, watch_time },
      });
    expect((await watch(4)).json().message).toBe('Watch at least 5 seconds to get paid.');
    expect((await watch(5)).statusCode).toBe(200);
    expect((await listReels()).find((listed) => listed.link_id === reel?.link_id)?.is_actioned).toBe(true);
    expect((await watch(6)).statusCode).toBe(409);
  });

  test('the demo has a past: earnings with a statement that adds up, referrals, and a producer’s drafts', async () => {
    const signIn = async (email: string) => {
      const login = await seeded.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${login.json().access}` };
    };
    const get = async (url: string, headers: Record<string, string>) => {
      const response = await seeded.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const demo = await signIn(DEMO_EMAIL);
    // Enough released to withdraw (spec 001 §9 minimum KES 1000), and some still pending.
    const profile = await get('/api/users/profile-details/', demo);
    expect(profile.earnings).toBeGreaterThanOrEqual(1000);
    expect(profile.pending_balance).toBeGreaterThan(0);
    const statement = await get('/api/wallet/statement/?page_size=50', demo);
    // One picture: task earnings and referral rewards together, as the wallet's card shows them.
    const picture = await get('/api/wallet/balances/', demo);
    expect(statement.balances.withdrawable).toBe(profile.earnings);
    expect(picture.withdrawable).toBe(profile.earnings);
    expect(statement.balances.pending + statement.balances.referral_pending).toBe(profile.pending_balance);
    expect(picture.pending).toBe(profile.pending_balance);
    // Newest first, and the dates go back over the last weeks.
    const dates = statement.results.map((row: { date: string }) => Date.parse(row.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Date.now() - Math.min(...dates)).toBeGreaterThan(14 * 24 * 3600_000);

    const affiliate = (await get('/api/affiliate/', demo)).affiliate;
    expect(affiliate.total_referrals).toBe(3);
    // The referral page's balance is the same one total; the referrals' own part is KES 200.
    expect(affiliate.reward_balance).toBe(profile.earnings);
    expect(picture.from_referrals).toBe(200);
    const statuses = affiliate.referrals.map((row: { payment_status: string }) => row.payment_status);
    expect(new Set(statuses).size).toBe(3);

    const producer = await signIn('beats@engage.test');
    const drafts = await get('/api/links/drafts/', producer);
    expect(drafts.results.length).toBe(2);
    expect(await seeded.app.services.ledger.unbalancedTransfers()).toEqual([]);
    expect(await seeded.app.services.ledger.booksTotal()).toBe(0);
  });
});
