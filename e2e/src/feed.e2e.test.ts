/**
 * The home feed, in Chromium against the production builds and our real API with
 * its sandbox providers: paging, tabs, linking a platform, doing tasks (credited once), the
 * verified-email rule, watching a Views task to the minimum, and a new post arriving live.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  api,
  eventually,
  journeyForThisFile,
  pendingBalance,
  linkYoutube,
  paidPost,
  scrolledTo,
  signedInContext,
  uniqueEmail,
  verifiedUser,
  xPost,
  type Tokens,
} from './journey';
import { apiUrl, E2E_MIN_WATCH_SECONDS } from './api-server';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let context: BrowserContext;

afterEach(async () => {
  await context?.close();
});

interface FeedTask {
  link_id: number;
  link_url: string;
  platform: string;
  action_type: string;
  is_actioned: boolean;
  reward: number;
}

/** `GET earning/today/`: the figures the server enforces. */
interface Earning {
  daily_limit: number;
  left_today: number;
  min_withdrawal: number;
  typical_reward: number | null;
  tasks_per_withdrawal: number | null;
}

/** An amount as the page writes a round figure in English ('KES 9', 'KES 8.50', 'KES 1,000'). */
const kes = (amount: number) =>
  `KES ${Number.isInteger(amount) ? amount.toLocaleString('en-KE') : amount.toLocaleString('en-KE', { minimumFractionDigits: 2 })}`;

/** A browser signed in as `tokens`, on a desktop-sized window (the sidebar shows balances). */
async function signedInPage(tokens: Tokens, viewport = { width: 1280, height: 900 }): Promise<Page> {
  context = await signedInContext(journey().browser, tokens, { viewport });
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer'));
  await page.locator('article.eg-task').first().waitFor();
  return page;
}

/** The first live task of the feed matching `match`, as the API lists it for this user. */
async function findTask(tokens: Tokens, platform: string, match: (task: FeedTask) => boolean): Promise<FeedTask> {
  for (let page = 1; page < 20; page++) {
    const answer = await api<{ results: FeedTask[]; next: string | null }>(`${platform}/?page=${page}`, {
      token: tokens.access,
    });
    const task = answer.results.find(match);
    if (task) return task;
    if (!answer.next) break;
  }
  throw new Error(`no ${platform} task matches`);
}

/** The card of one task, found by its link. */
const cardOf = (page: Page, task: FeedTask) => scrolledTo(page, `article.eg-task[data-link-id="${task.link_id}"]`);

it('the demo user scrolls to page 2, and each tab shows only its platform', async () => {
  const tokens = await api<Tokens>('users/login/', {
    body: { email: 'demo@engage.test', password: 'demo-password-1' },
  });
  const page = await signedInPage(tokens);
  const pageTwo = page.waitForRequest((request) => /\/api\/all\/\?page=2/.test(request.url()));
  // The page (the window) scrolls, as a thumb would; page 2 is asked for near the end of page 1.
  for (let i = 0; i < 30; i++) {
    await page.evaluate(() => window.scrollBy(0, 800));
    await page.waitForTimeout(100);
  }
  await pageTwo;
  await page.locator('article.eg-task').nth(2).waitFor();

  const tabs = page.getByRole('tablist', { name: 'Platforms' });
  expect(await tabs.getByRole('tab').allTextContents()).toEqual([
    'All',
    'YOUTUBE',
    'Twitter',
    'INSTAGRAM',
    'TIKTOK',
    'FACEBOOK',
  ]);
  for (const [label, title] of [
    ['YOUTUBE', /^YouTube /],
    ['Twitter', /^(X Followers|Post )/],
    ['INSTAGRAM', /^Instagram /],
    ['FACEBOOK', /^Facebook /],
  ] as const) {
    await tabs.getByRole('tab', { name: label }).click();
    await page.waitForURL(/platform=/);
    // The previous tab's cards stay until the new list replaces them: wait for the new list,
    // however fast or slow it comes, rather than reading whatever is on screen at that moment.
    const shown = async () => {
      const titles = await page.locator('article.eg-task h2').allTextContents();
      return titles.length > 0 && titles.every((text) => title.test(text));
    };
    await eventually(shown, true);
  }
});

it('a new user links YouTube through the sandbox, does a Likes task once, and sees the pending balance rise', async () => {
  const { email, tokens } = await verifiedUser('feedlike');
  const page = await signedInPage(tokens);
  const task = await findTask(tokens, 'youtube', (candidate) => candidate.action_type === 'Likes');
  const card = await cardOf(page, task);

  await card.getByRole('button', { name: 'Link Youtube' }).click();
  await page.getByRole('heading', { level: 1, name: /YouTube/ }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/localhost:3000/);
  await page.goto(appUrl('shell', '/consumer?platform=youtube'));

  await page.locator('dd', { hasText: 'KES' }).first().waitFor();
  const before = await pendingBalance(page);
  const linked = await cardOf(page, task);
  await linked.getByRole('button', { name: 'Likes', exact: true }).click();
  const credited = await page
    .getByText(/added to your pending balance/)
    .first()
    .textContent();
  await linked.getByRole('button', { name: 'Likes', exact: true }).waitFor({ state: 'detached' });
  // 'Success! KES 5.00 added to your pending balance.': the sidebar shows that reward without a reload.
  const reward = /KES [\d,]+\.\d\d/.exec(credited ?? '')?.[0];
  expect(reward).toMatch(/^KES [1-9]/);
  expect(before).toBe('KES 0.00');
  await expectChanged(() => pendingBalance(page), before);
  expect(await pendingBalance(page)).toBe(reward);

  // A second attempt (say from another device) is refused: one reward per user and task.
  const again = await fetch(`${apiUrl}actions/youtube-like/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access}` },
    body: JSON.stringify({ video_id: new URL(task.link_url).searchParams.get('v'), link_id: task.link_id }),
  });
  expect(again.status).toBe(409);
});

it('a Comments task is done with its text', async () => {
  // A YouTube comment: a Facebook one waits for review, as on a production server (demo-rules.e2e.test.ts).
  const { email, tokens } = await verifiedUser('feedcomment');
  await linkYoutube(tokens, email);
  const task = await findTask(tokens, 'youtube', (candidate) => candidate.action_type === 'Comments');
  const page = await signedInPage(tokens);
  const card = await cardOf(page, task);
  await card.getByRole('textbox', { name: 'Your comment' }).fill('Hongera! Great post.');
  await card.getByRole('button', { name: 'Comments', exact: true }).click();
  await page.getByText(/added to your pending balance/).waitFor();
  await card.getByRole('textbox', { name: 'Your comment' }).waitFor({ state: 'detached' });
});

it('an unverified user is blocked and told so', async () => {
  const email = uniqueEmail('feedunverified');
  await api('users/register/', { body: { email, password: 'unverified-1', user_type: 'consumer' } });
  const tokens = await api<Tokens>('users/login/', { body: { email, password: 'unverified-1' } });
  context = await signedInContext(journey().browser, tokens, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer?platform=facebook'));
  await page.getByRole('dialog', { name: 'Please check your email' }).getByRole('button', { name: 'Later' }).click();
  const card = page.locator('article.eg-task').first();
  await card.getByRole('button', { name: /Like/ }).first().click();
  await page.getByText(/You are not verified/).waitFor();
});

it("'Link Twitter' takes the user to the sandbox consent page", async () => {
  const { tokens } = await verifiedUser('feedtwitter');
  const page = await signedInPage(tokens);
  await page.getByRole('tablist', { name: 'Platforms' }).getByRole('tab', { name: 'Twitter' }).click();
  await page.getByRole('button', { name: 'Link Twitter' }).first().click();
  await page.getByRole('heading', { level: 1, name: /Twitter|X/ }).waitFor();
  expect(page.url()).toContain('/api/sandbox/oauth/twitter/authorize');
});

it('a Views task is watched on the sandbox player to the minimum and credited once; closing early says how long to watch', async () => {
  const { email, tokens } = await verifiedUser('feedwatch');
  await linkYoutube(tokens, email);
  const isSandboxVideo = (task: FeedTask) =>
    task.action_type === 'Views' && task.link_url.includes('/api/sandbox/media/');
  const first = await findTask(tokens, 'youtube', isSandboxVideo);
  const second = await findTask(tokens, 'youtube', (task) => isSandboxVideo(task) && task.link_id !== first.link_id);
  const page = await signedInPage(tokens);
  await page.goto(appUrl('shell', '/consumer?platform=youtube'));

  // Closing after a second: the early-stop message, and no credit.
  const early = await cardOf(page, second);
  await early.getByRole('button', { name: 'Watch Video' }).click();
  // The counter says how much of the server's minimum has been watched.
  await early.getByText(`1 s of ${E2E_MIN_WATCH_SECONDS} s watched`).waitFor({ timeout: 15_000 });
  await early.getByRole('button', { name: 'Close video' }).click();
  await page.getByText(`Watch at least ${E2E_MIN_WATCH_SECONDS} seconds to get paid.`).waitFor();
  await early.getByRole('button', { name: 'Views', exact: true }).waitFor();

  // Watching to the minimum credits the view once; the task's button goes away.
  const card = await cardOf(page, first);
  await card.getByRole('button', { name: 'Watch Video' }).click();
  await page.getByText('You’ve been credited for watching!').waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Views', exact: true }).waitFor({ state: 'detached' });
  const again = await fetch(`${apiUrl}actions/youtube-views/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access}` },
    // A claim the watch ticket allows (no more than the time since the player started), so the
    // answer is about the task having been done, not about the time claimed.
    body: JSON.stringify({ link_id: first.link_id, watch_time: E2E_MIN_WATCH_SECONDS }),
  });
  expect(again.status).toBe(409);
});

it('on a phone, a new user reads what a task pays, the daily limit left and what a withdrawal takes before acting; a done comment task says Done, after a reload too, and its stale error goes', async () => {
  const { email, tokens } = await verifiedUser('feedreward');
  await linkYoutube(tokens, email);
  const task = await findTask(tokens, 'youtube', (candidate) => candidate.action_type === 'Comments');
  const before = await api<Earning>('earning/today/', { token: tokens.access });
  expect(before.tasks_per_withdrawal).toBeGreaterThan(0);
  const page = await signedInPage(tokens, { width: 360, height: 740 });
  await page.goto(appUrl('shell', '/consumer?platform=youtube'));

  // Before acting: the reward on the card, the limit and what is left of it, a withdrawal in tasks.
  const card = await cardOf(page, task);
  await card.getByText(`Pays ${kes(task.reward)}`, { exact: true }).waitFor();
  const summary = page.getByRole('region', { name: 'Your earning today' });
  await summary.getByText(`Daily limit: ${before.daily_limit} tasks.`).waitFor();
  await summary.getByText(`${before.left_today} tasks left today.`).waitFor();
  // Other journeys post tasks meanwhile, so the typical reward may move: the line must agree
  // with itself (the minimum ÷ that reward) and with the server's minimum.
  const withdrawal = summary.getByText(/^Withdrawals start at /);
  const line = (await withdrawal.textContent()) ?? '';
  const [, minimum, count, reward] =
    /^Withdrawals start at (KES [\d,]+): about (\d+) tasks at KES ([\d.,]+) each\.$/.exec(line) ?? [];
  expect(minimum).toBe(kes(before.min_withdrawal));
  expect(Number(count)).toBe(Math.ceil(before.min_withdrawal / Number(reward?.replace(/,/g, ''))));

  // An empty comment is refused; once the comment is sent and paid, that refusal is gone.
  await card.getByRole('button', { name: 'Comments', exact: true }).click();
  const refusal = page.getByText('Write a comment first.');
  await refusal.waitFor();
  await card.getByRole('textbox', { name: 'Your comment' }).fill('Hongera! Great video.');
  await card.getByRole('button', { name: 'Comments', exact: true }).click();
  await page.getByText(/added to your pending balance/).waitFor();
  await refusal.waitFor({ state: 'hidden', timeout: 1500 });

  // The card says Done, the limit counts the task, and both stay after a reload.
  await card.getByText(/^✓ Done$/).waitFor();
  await summary.getByText(`${before.left_today - 1} tasks left today.`).waitFor();
  await page.reload();
  const reloaded = await cardOf(page, task);
  await reloaded.getByText(/^✓ Done$/).waitFor();
  await page
    .getByRole('region', { name: 'Your earning today' })
    .getByText(`${before.left_today - 1} tasks left today.`)
    .waitFor();
});

it('every platform tab is fully in sight at 360, 800 and 1366 px', async () => {
  const { tokens } = await verifiedUser('feedtabs');
  const page = await signedInPage(tokens, { width: 360, height: 740 });
  for (const width of [360, 800, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const tablist = page.getByRole('tablist', { name: 'Platforms' });
    await tablist.waitFor();
    const list = await tablist.boundingBox();
    if (!list) throw new Error('no tab list');
    // Nothing hidden behind a scroll of the tab row…
    expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // …and each tab whole inside the row and the window.
    for (const tab of await tablist.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      if (!box) throw new Error('a tab has no box');
      const name = `${await tab.textContent()} at ${width} px`;
      expect({
        name,
        left: box.x >= list.x - 0.5,
        right: box.x + box.width <= Math.min(list.x + list.width, width) + 0.5,
      }).toEqual({
        name,
        left: true,
        right: true,
      });
    }
  }
});

it('a producer funds a post on another device and the "new posts" pill appears live', async () => {
  const { tokens } = await verifiedUser('feedwatcher');
  const page = await signedInPage(tokens);
  const producer = await verifiedUser('feedproducer');
  await paidPost(producer.tokens, xPost('Live post', { post_descrption: 'A post funded while you watch.' }));
  // Other journeys fund posts on the same server at the same time: the pill may count theirs
  // first, so click it until ours is on top.
  const pill = page.getByRole('button', { name: /\d+ new posts?$/ });
  const ours = page.getByText('A post funded while you watch.');
  await pill.waitFor({ timeout: 20_000 });
  const deadline = Date.now() + 30_000;
  while (!(await ours.isVisible())) {
    if (Date.now() > deadline) throw new Error('the funded post never reached the feed');
    if (await pill.isVisible()) await pill.click();
    await page.waitForTimeout(250);
  }
});

async function expectChanged(read: () => Promise<string>, before: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await read()) !== before) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`still ${before}`);
}
