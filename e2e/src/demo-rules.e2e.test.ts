/**
 * The sandbox replaces the providers, not the rules: in Chromium against the production builds
 * and the journeys' API, whose task verifier is the sandbox one (api-server.ts), a new user meets
 * the rules production keeps. A Facebook like (no platform lets engage check it) waits for review
 * unpaid and says why; the post's demo producer approves it in their review list and only then is
 * it paid. A view without playback is refused, on the feed's endpoint and the reels'. The bot of a
 * user with nothing engage can check (Facebook needs no link) acts nowhere, and says it earns nothing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  api,
  journeyForThisFile,
  linkYoutube,
  pendingBalance,
  scrolledTo,
  signedInContext,
  verifiedUser,
  type Tokens,
} from './journey';
import { apiUrl, E2E_MIN_WATCH_SECONDS } from './api-server';
import { appUrl } from './servers';

jest.setTimeout(120_000);

const journey = journeyForThisFile();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

interface FeedTask {
  link_id: number;
  link_url: string;
  platform: string;
  action_type: string;
  is_actioned: boolean;
  producer_username: string;
  verification?: string;
  verification_note?: string;
}

/** The demo producers (api/src/seed/seed.ts), by username: they sign in to review their posts' claims. */
const DEMO_PRODUCERS: Record<string, string> = {
  nairobi_beats: 'beats@engage.test',
  mama_mboga_tv: 'mboga@engage.test',
  kenya_tech_hub: 'tech@engage.test',
  safari_reels: 'safari@engage.test',
};

async function findTask(tokens: Tokens, platform: string, match: (task: FeedTask) => boolean): Promise<FeedTask> {
  for (let page = 1; page < 20; page++) {
    const answer = await api<{ results: FeedTask[]; next: string | null }>(`${platform}/?page=${page}`, {
      token: tokens.access,
    });
    const task = answer.results.find((candidate) => !candidate.is_actioned && match(candidate));
    if (task) return task;
    if (!answer.next) break;
  }
  throw new Error(`no ${platform} task matches`);
}

/** `path` in the shell for `tokens`, on a desktop-sized window (the sidebar shows the balances). */
async function openPage(tokens: Tokens, path: string): Promise<Page> {
  const context = await signedInContext(journey().browser, tokens, { viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(appUrl('shell', path));
  return page;
}

const post = (path: string, tokens: Tokens, body: unknown) =>
  fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access}` },
    body: JSON.stringify(body),
  });

it('a Facebook like waits for review unpaid and says why; the demo producer approves it, and then it pays', async () => {
  const { tokens } = await verifiedUser('demo-rules-like');
  const task = await findTask(
    tokens,
    'facebook',
    (candidate) => candidate.action_type === 'Likes' && candidate.producer_username in DEMO_PRODUCERS,
  );
  // The feed says so before anyone spends time on it, as production's does.
  expect(task.verification).toBe('review');

  const page = await openPage(tokens, '/consumer?platform=facebook');
  const card = await scrolledTo(page, `article.eg-task[data-link-id="${task.link_id}"]`);
  await card.getByText(/^engage cannot check Facebook tasks yet/).waitFor();
  expect(await pendingBalance(page)).toBe('KES 0.00');
  await card.getByRole('button', { name: 'Likes', exact: true }).click();
  await card.getByText('Waiting for review').waitFor();
  await page
    .getByText(
      /engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed/,
    )
    .first()
    .waitFor();
  // Nothing was paid: the balance is as it was, on the page and after a reload.
  await page.reload();
  await page.locator('article.eg-task').first().waitFor();
  expect(await pendingBalance(page)).toBe('KES 0.00');

  // The post's producer (a demo account) finds the claim on the post and approves it.
  const producer = await api<Tokens>('users/login/', {
    body: { email: DEMO_PRODUCERS[task.producer_username], password: 'demo-password-1' },
  });
  const producerPage = await openPage(producer, `/consumer/edit-post/${task.link_id}`);
  const review = producerPage.getByRole('region', { name: 'Claims to review' });
  const row = review.getByRole('listitem').filter({ hasText: 'no account linked on this platform' }).first();
  await row.waitFor();
  await row.getByRole('button', { name: 'Approve' }).click();
  await producerPage
    .getByText(/^Approved: KES [\d,.]+ was paid from the post’s budget\.$/)
    .first()
    .waitFor();

  // Now it pays: the reward reaches the pending balance.
  await page.reload();
  await page.locator('article.eg-task').first().waitFor();
  await expect(pendingBalance(page)).resolves.not.toBe('KES 0.00');
});

it('a view without playback is refused, on the feed and on the reels', async () => {
  const { email, tokens } = await verifiedUser('demo-rules-view');
  await linkYoutube(tokens, email);
  const video = await findTask(tokens, 'youtube', (candidate) => candidate.action_type === 'Views');
  const claimed = await post('actions/youtube-views/', tokens, { link_id: video.link_id, watch_time: 60 });
  expect(claimed.status).toBe(400);

  const reels = await api<{ results: FeedTask[] }>('reels/?page=1', { token: tokens.access });
  const reel = reels.results.find((candidate) => candidate.action_type === 'Views' && !candidate.is_actioned);
  if (!reel) throw new Error('no Views reel to claim');
  const reelClaim = await post('reels/watch-time/', tokens, {
    link_id: reel.link_id,
    watch_time: E2E_MIN_WATCH_SECONDS * 10,
  });
  expect(reelClaim.status).toBe(400);

  const page = await openPage(tokens, '/consumer');
  await page.locator('article.eg-task').first().waitFor();
  expect(await pendingBalance(page)).toBe('KES 0.00');
});

it('the bot of a user with nothing engage can check (Facebook needs no link) says it earns nothing', async () => {
  const { tokens } = await verifiedUser('demo-rules-bot');
  const page = await openPage(tokens, '/consumer');
  await page.getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bot' });
  await dialog.getByRole('button', { name: 'ENABLE BOT' }).click();
  await page.getByText('Bot activated successfully!').first().waitFor();
  await page.getByText('Your bot will earn nothing until you link an account engage can check.').first().waitFor();

  const profile = await api<{ bot_active: boolean; bot_platforms?: string[] }>('users/profile-details/', {
    token: tokens.access,
  });
  expect(profile).toMatchObject({ bot_active: true, bot_platforms: [] });
});
