/**
 * The real provider code paths in the browser: a second API deployment whose M-PESA is the
 * Daraja adapter, whose checkout is the PayPal adapter, whose Google sign-in is the OpenID
 * Connect adapter, whose YouTube and X linking is OAuth and whose task verifier asks YouTube's
 * and X's APIs — all talking over HTTP to the local provider fakes (api/src/fakes), as
 * `ENGAGE_PROVIDERS=fakes pnpm start` runs them. The fakes call this API back as Safaricom and
 * PayPal would; PayPal's approve page and Google's and X's consent pages are the fakes' own.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { localRuntimeConfig, repoRoot } from '@engage/tooling/apps';
import type { TransactionHistory } from '@engage/shared/contract/wallet';
import { startApi, startProviderFakes, type RunningApi, type RunningFakes } from './api-server';
import {
  api,
  confirmItIsYou,
  eventually,
  scrolledTo,
  journeyForThisFile,
  PHONE,
  signedInContext,
  uniqueEmail,
  verifiedUser,
  xPost,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

jest.setTimeout(120_000);

const journey = journeyForThisFile();
const API_PORT = 4100;
const FAKES_PORT = 4910;
const base = `http://localhost:${API_PORT}/api/`;
const fakesUrl = `http://127.0.0.1:${FAKES_PORT}`;
/** An API with real providers has no development outbox: its mail goes to the fakes' mail server. */
const mailbox = `${fakesUrl}/mail/`;

let fakes: RunningFakes | undefined;
let providersApi: RunningApi;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  fakes = await startProviderFakes(FAKES_PORT, API_PORT);
  // Beside real providers there is no development route to end a payout number's cooling-off, so
  // this server, which is about the providers' paths, sets the period to nothing; the cooling-off
  // itself is shown by security.e2e.test.ts and api/src/modules/wallet/step-up.test.ts.
  providersApi = await startApi({
    port: API_PORT,
    env: { ...fakes.env, RECONCILE_AFTER_SECONDS: '5', PAYOUT_METHOD_COOLING_OFF_HOURS: '0' },
  });
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await providersApi?.stop();
  await fakes?.stop();
});

/** The shell for `tokens` (or signed out), with a runtime config that names the providers' API deployment. */
async function openPage(tokens: Tokens | null, pathname: string): Promise<Page> {
  const context = tokens
    ? await signedInContext(journey().browser, tokens, PHONE)
    : await journey().browser.newContext(PHONE);
  contexts.push(context);
  await context.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as { apiBaseUrl: string; wsBaseUrl: string };
    await route.fulfill({
      json: { ...config, apiBaseUrl: base, wsBaseUrl: `ws://localhost:${API_PORT}` },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  const page = await context.newPage();
  await page.goto(appUrl('shell', pathname));
  return page;
}

async function savedPost(tokens: Tokens, title: string): Promise<number> {
  const saved = await api<{ link_id: number }>('links/save/', {
    base,
    token: tokens.access,
    body: xPost(title, {
      is_draft: true,
      action_type: 'Retweets',
      producer_amount: 2000,
      targets_needed: 200,
      post_descrption: `${title}, paid for through the real adapter`,
      post_tags: 'music, kenya',
    }),
  });
  return saved.link_id;
}

const postStatus = async (tokens: Tokens, linkId: number) =>
  (await api<{ status: string }>(`links/${linkId}/`, { base, token: tokens.access })).status;

async function openPayment(tokens: Tokens, linkId: number): Promise<Page> {
  const page = await openPage(tokens, `/consumer/edit-post/${linkId}`);
  await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  return page;
}

it('pays with M-PESA: Daraja’s STK push, its callback confirmed by STK Push Query, the post live', async () => {
  const { tokens } = await verifiedUser('real-mpesa', 'real-mpesa-pass-1', base, mailbox);
  const linkId = await savedPost(tokens, 'Real M-PESA');
  const page = await openPayment(tokens, linkId);
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByRole('radio', { name: 'M-PESA' }).check();
  await dialog.getByRole('textbox', { name: 'M-PESA number' }).fill('0708374149');
  await dialog.getByRole('button', { name: 'Pay KES 2,000.00' }).click();
  await page.getByText('Enter your M-PESA PIN on 254708374149 to pay KES 2,000.00.').waitFor();
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 30_000 });
  await page.getByText('Payment received. Your post is live.').first().waitFor();
  await eventually(() => postStatus(tokens, linkId), 'active');
});

it('pays with PayPal: the order is approved on PayPal’s page, captured on return, the post live', async () => {
  const { tokens } = await verifiedUser('real-paypal', 'real-paypal-pass-1', base, mailbox);
  const linkId = await savedPost(tokens, 'Real PayPal');
  const page = await openPayment(tokens, linkId);
  const dialog = page.getByRole('dialog', { name: 'Pay for your post' });
  await dialog.getByRole('button', { name: /^Pay USD/ }).click();
  // PayPal's page (the fake's), then back to the return page with the order id and PayerID.
  await page.waitForURL((address) => address.port === String(FAKES_PORT), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL((address) => address.pathname === '/consumer/profile', { timeout: 30_000 });
  await page
    .getByText(/Your post is live/)
    .first()
    .waitFor();
  await eventually(() => postStatus(tokens, linkId), 'active');
});

it('withdraws to M-PESA: a B2C payout, its result from Daraja, the balance paid out', async () => {
  const tokens = await api<Tokens>('users/login/', {
    base,
    body: { email: 'demo@engage.test', password: 'demo-password-1' },
  });
  const page = await openPage(tokens, '/consumer/payments');
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  const available = page.getByTestId('available-earnings');
  await available.filter({ hasNotText: 'KES 0.00' }).waitFor();
  const before = (await available.textContent()) ?? '';

  await page.getByRole('button', { name: 'Setup M-PESA' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up M-PESA' });
  await setup.getByLabel('First name').fill('Demo');
  await setup.getByLabel('Last name').fill('Consumer');
  await setup.getByLabel('ID number').fill('23456789');
  await setup.getByLabel('Phone number').fill('0708374149');
  await setup.getByRole('button', { name: 'Save' }).click();
  await confirmItIsYou(page, 'demo-password-1');
  await page.getByText('Withdrawal method setup successfully!').waitFor();

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Withdraw earnings' }).getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('WIthdrawal request initiated').waitFor();
  await page.getByText(`Your withdrawal of ${before} was paid to your M-PESA.`).waitFor({ timeout: 30_000 });
  await available.getByText('KES 0.00').waitFor();
  // The payout's line carries M-PESA's receipt, not Safaricom's raw result text.
  const history = await api<TransactionHistory>('wallet/transactions/', { base, token: tokens.access });
  expect(history.results.transactions).toContainEqual(
    expect.objectContaining({
      transaction_status: 'Completed',
      status_description: expect.stringMatching(/^M-PESA receipt [A-Z0-9]{10}$/),
    }),
  );
});

it('Continue with Google: Google’s consent (the local OpenID Provider), the ID token verified, signed in and on the feed', async () => {
  const page = await openPage(null, '/signin');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL(/\/google\/interaction\//);
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('google'));
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByText('Success! Welcome!').waitFor();
  // A new account's first sign-in opens the first run; passing it over leads to the feed.
  await page.waitForURL(appUrl('shell', '/consumer/welcome'));
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('consumer');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL(appUrl('shell', '/consumer'));
});

it('Continue with Google with an email Google has not verified: refused, said in words on the sign-in page', async () => {
  const page = await openPage(null, '/signin');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL(/\/google\/interaction\//);
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('unverified'));
  await page.getByLabel('Google has verified this email').uncheck();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page
    .getByText(
      'Google sign-in failed: your Google account’s email is not verified. Verify it with Google, or sign up with your email and password.',
    )
    .waitFor();
  expect(new URL(page.url()).pathname).toBe('/signin');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

/** Scripts the provider world through a fake's control route (who liked what, account ids). */
async function fakeControl<T>(pathname: string, body: object): Promise<T> {
  const response = await fetch(`${fakesUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface FeedTask {
  link_id: number;
  link_url: string;
  action_type: string;
  is_actioned: boolean;
  verification?: string;
}

/** The first live task of `platform` on the providers' deployment matching `match`. */
async function findTask(tokens: Tokens, platform: string, match: (task: FeedTask) => boolean): Promise<FeedTask> {
  for (let page = 1; page < 20; page++) {
    const answer = await api<{ results: FeedTask[]; next: string | null }>(`${platform}/?page=${page}`, {
      base,
      token: tokens.access,
    });
    const task = answer.results.find((candidate) => !candidate.is_actioned && match(candidate));
    if (task) return task;
    if (!answer.next) break;
  }
  throw new Error(`no ${platform} task matches`);
}

const cardOf = (page: Page, task: FeedTask) => scrolledTo(page, `article.eg-task[data-link-id="${task.link_id}"]`);

describe('linking and verified tasks on the real adapters', () => {
  let person: { email: string; tokens: Tokens };
  const username = `engage_fan${String(Date.now() % 100_000)}`;

  beforeAll(async () => {
    person = await verifiedUser('golive', 'golive-pass-1', base, mailbox);
  });

  it('links X, then YouTube, in Settings: each provider’s consent page, back in the app linked', async () => {
    const page = await openPage(person.tokens, '/consumer/profile/settings');
    await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
    const linked = page.locator('section', { has: page.getByRole('heading', { name: 'Linked accounts' }) });

    await linked.getByRole('button', { name: 'Link Twitter' }).click();
    await page.waitForURL((address) => address.port === String(FAKES_PORT) && address.pathname.startsWith('/x/'));
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Authorize app' }).click();
    await page.getByText('Twitter linked. Its tasks are open to you now.').waitFor();

    await page.goto(appUrl('shell', '/consumer/profile/settings'));
    await linked.getByRole('button', { name: 'Link Youtube' }).click();
    await page.waitForURL(/\/google\/interaction\//);
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByText('Youtube linked. Its tasks are open to you now.').waitFor();

    await page.goto(appUrl('shell', '/consumer/profile/settings'));
    await linked.getByRole('button', { name: 'Unlink Twitter' }).waitFor();
    await linked.getByRole('button', { name: 'Unlink Youtube' }).waitFor();
    await page.screenshot({ path: path.join(repoRoot, 'e2e/artifacts/providers-linked.png'), fullPage: true });
    const details = await api<{ youtube_connected: boolean; twitter_connected: boolean }>('users/profile-details/', {
      base,
      token: person.tokens.access,
    });
    expect(details).toMatchObject({ youtube_connected: true, twitter_connected: true });
  });

  it('on the feed: a YouTube like YouTube confirms is credited, an X like X denies is refused in its words, a Facebook task waits for review', async () => {
    // YouTube: the channel of the Google account just linked has liked this video.
    const youtube = await findTask(
      person.tokens,
      'youtube',
      (task) => task.action_type === 'Likes' && /watch\?v=/.test(task.link_url),
    );
    const { channel_id: channelId } = await fakeControl<{ channel_id: string }>('/youtube/_fake/channel', {
      email: person.email,
    });
    await fakeControl('/youtube/_fake/rate', {
      channel_id: channelId,
      video_id: new URL(youtube.link_url).searchParams.get('v'),
      rating: 'like',
    });
    const page = await openPage(person.tokens, '/consumer?platform=youtube');
    const youtubeCard = await cardOf(page, youtube);
    await youtubeCard.getByRole('button', { name: 'Likes', exact: true }).click();
    const credited =
      (await page
        .getByText(/^Success! KES [\d,.]+ added to your pending balance\.$/)
        .first()
        .textContent()) ?? '';
    await youtubeCard.getByRole('button', { name: 'Likes', exact: true }).waitFor({ state: 'detached' });
    // X: nothing scripted, so X says the like did not happen; the button stays.
    const x = await findTask(person.tokens, 'twitter', (task) => task.action_type === 'Likes');
    await page.goto(appUrl('shell', '/consumer?platform=twitter'));
    const xCard = await cardOf(page, x);
    await xCard.getByRole('button', { name: 'Likes', exact: true }).click();
    await page.getByText('X says you have not liked this post yet. Like it, then try again.').first().waitFor();
    await xCard.getByRole('button', { name: 'Likes', exact: true }).waitFor();

    // Facebook: engage cannot check it; the card says so first, and the claim waits unpaid.
    const facebook = await findTask(person.tokens, 'facebook', (task) => task.action_type === 'Likes');
    expect(facebook.verification).toBe('review');
    await page.goto(appUrl('shell', '/consumer?platform=facebook'));
    const facebookCard = await cardOf(page, facebook);
    await facebookCard.getByText(/^engage cannot check Facebook tasks yet/).waitFor();
    await facebookCard.getByRole('button', { name: 'Likes', exact: true }).click();
    await facebookCard.getByText('Waiting for review').waitFor();
    await facebookCard.getByText(/engage cannot check Facebook tasks yet/).waitFor();
    await page.screenshot({ path: path.join(repoRoot, 'e2e/artifacts/providers-facebook-review.png') });

    // The server agrees: the YouTube like is the only money, pending.
    const details = await api<{ pending_balance: string | number }>('users/profile-details/', {
      base,
      token: person.tokens.access,
    });
    const reward = Number((/KES ([\d,.]+)/.exec(credited)?.[1] ?? '').replace(/,/g, ''));
    expect(reward).toBeGreaterThan(0);
    expect(Number(details.pending_balance)).toBe(reward);
  });
});
