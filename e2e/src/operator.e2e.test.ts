/**
 * The operator console, in Chromium against its own API (the demo's operators, their one-time
 * enrolment links printed by the server): an operator enrols with an authenticator app and signs
 * in with a code; approves an appealed claim from the review queue (the consumer is credited and
 * told); asks for a balance adjustment that waits for a second operator, who approves it in
 * their own browser; releases a payout held for review, whose result M-PESA never sends, and
 * asks M-PESA about it once its outcome is unknown (M-PESA's answer gives the money back);
 * freezes an account, whose owner reads why; pauses a post, which its producer cannot resume; and finds each of those actions in the audit log. The console loads no consumer area, and
 * a consumer's session opens none of it.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { localRuntimeConfig, remotes } from '@engage/tooling/apps';
import { startApi, startProviderFakes, type RunningApi, type RunningFakes } from './api-server';
import {
  api,
  eventually,
  journeyForThisFile,
  liveYoutubeLikesPost,
  linkYoutube,
  PHONE,
  signedInContext,
  stepUp,
  totp,
  verifiedUser,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

jest.setTimeout(240_000);

const journey = journeyForThisFile();
const API_PORT = 4130;
const FAKES_PORT = 4930;
const base = `http://localhost:${API_PORT}/api/`;
/** A server checking platforms has no development outbox: its emails go to the fakes' mail server. */
const mailbox = `http://127.0.0.1:${FAKES_PORT}/mail/`;
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const OPERATOR_PASSWORD = 'operator-password-1';

let fakes: RunningFakes | undefined;
let operatorApi: RunningApi;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Claims no API checks wait for a person; one account per phone (a second is flagged for review).
  fakes = await startProviderFakes(FAKES_PORT, API_PORT);
  // M-PESA is the Daraja fake, whose control API scripts a result that never comes.
  const mpesa = Object.entries(fakes.env).filter(([name]) => /^(DARAJA_|MPESA_PROVIDER$|PUBLIC_API_URL$)/.test(name));
  operatorApi = await startApi({
    port: API_PORT,
    env: {
      ...Object.fromEntries(mpesa),
      TASK_VERIFIER: 'platform',
      FARM_ACCOUNTS_PER_DEVICE: '1',
      // A payout number is usable at once: the cooling-off has journeys of its own.
      PAYOUT_METHOD_COOLING_OFF_HOURS: '0',
      // A payout M-PESA has not answered is looked at after 10 s, not a minute.
      RECONCILE_AFTER_SECONDS: '10',
      SMTP_URL: fakes.env.SMTP_URL ?? '',
      PUBLIC_URL: `http://localhost:${API_PORT}`,
    },
  });
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await operatorApi?.stop();
  await fakes?.stop();
});

/** The demo operators' enrolment links, as the server printed them. */
function enrolmentLink(email: string): string {
  const line = operatorApi
    .output()
    .split('\n')
    .find((candidate) => candidate.startsWith(`${email} (`));
  const link = line?.slice(line.indexOf('http'));
  if (!link) throw new Error(`no enrolment link for ${email} in:\n${operatorApi.output()}`);
  return link;
}

/** A browser context whose shell talks to this file's API. */
async function context(options: BrowserContextOptions = DESKTOP, tokens?: Tokens): Promise<BrowserContext> {
  const opened = tokens
    ? await signedInContext(journey().browser, tokens, options)
    : await journey().browser.newContext(options);
  contexts.push(opened);
  await opened.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as { apiBaseUrl: string; wsBaseUrl: string };
    await route.fulfill({
      json: { ...config, apiBaseUrl: base, wsBaseUrl: `ws://localhost:${API_PORT}` },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  return opened;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Signs an enrolled operator in through the form; the code is the next step's (the last one is spent). */
async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto(appUrl('shell', '/operator'));
  await heading(page, 'Operator sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(page, 'Claims to review');
}

/** Fills the reason dialog every action asks and confirms it. */
async function withReason(page: Page, title: string | RegExp, reason: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Scripts what the Daraja fake's next requests meet (its control API). */
async function daraja(path: '_fake/next', body: object): Promise<void>;
async function daraja(path: '_fake/transactions'): Promise<{ transactions: { kind: string }[] }>;
async function daraja(path: string, body?: object): Promise<unknown> {
  const answer = await fetch(`http://127.0.0.1:${FAKES_PORT}/daraja/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`the Daraja fake's ${path} answered ${answer.status}`);
  return answer.json();
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text).first().waitFor();

/** Signs `email` in from the phone `device`, as the app does (the device id in its header). */
async function signInFrom(device: string, email: string, password: string): Promise<void> {
  const answer = await fetch(`${base}users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Engage-Device': device },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
}

it('an operator enrols, signs in with a code, reviews, adjusts with four eyes, releases a payout and settles its unknown outcome, freezes an account, pauses a post, and finds it all audited', async () => {
  // The people: a producer, and a consumer whose claim the producer refuses and who appeals.
  const producer = await verifiedUser('op-producer', undefined, base, mailbox);
  const consumer = await verifiedUser('op-consumer', 'op-consumer-pass-1', base, mailbox);
  const { user_id: consumerId } = await api<{ user_id: number }>('users/profile/', {
    base,
    token: consumer.tokens.access,
  });
  const { linkId, videoId } = await liveYoutubeLikesPost(producer.tokens, 'Operator journey song', base);
  await linkYoutube(consumer.tokens, consumer.email, base);
  const liked = await fetch(`${base}actions/youtube-like/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${consumer.tokens.access}` },
    body: JSON.stringify({ link_id: linkId, video_id: videoId }),
  });
  expect(liked.status).toBe(202);
  const { results: toReview } = await api<{ results: { id: number }[] }>('reviews/', {
    base,
    token: producer.tokens.access,
  });
  const claimId = toReview[0]?.id ?? 0;
  await api(`reviews/${claimId}/refuse/`, {
    base,
    token: producer.tokens.access,
    body: { reason: 'No like from this account.' },
  });
  await api(`claims/${claimId}/appeal/`, {
    base,
    token: consumer.tokens.access,
    body: { note: 'I liked it, here is my channel.' },
  });

  // The admin enrols with an authenticator app, then signs in with a fresh code.
  const admin = await (await context()).newPage();
  const consumerOrigins: string[] = [];
  admin.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (remotes.some((remote) => remote.name !== 'mf_operator' && String(remote.port) === port)) {
      consumerOrigins.push(request.url());
    }
  });
  // The link names the shell (APP_URL), where the console lives.
  await admin.goto(enrolmentLink('ops@engage.test'));
  await heading(admin, 'Set up your operator account');
  const secret = (await admin.getByTestId('totp-secret').innerText()).trim();
  await admin.getByLabel('New password', { exact: true }).fill(OPERATOR_PASSWORD);
  await admin.getByLabel('Code from your authenticator app').fill(totp(secret));
  await admin.getByRole('button', { name: 'Finish setup' }).click();
  await admin.getByText('Your operator account is ready. Sign in with it now.').waitFor();
  await signIn(admin, 'ops@engage.test', secret);

  // The appeal waits in the review queue; approving it credits the consumer, who is told.
  await admin.getByRole('tab', { name: 'Appeals' }).click();
  const row = admin.getByRole('row', { name: new RegExp(consumer.email) });
  await row.waitFor();
  await row.getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Approve selected (1)' }).click();
  await withReason(admin, 'Approve 1 claims', 'The like is on the video.', 'Approve');
  await toast(admin, '1 approved, 0 refused, 0 not decided');
  await row.waitFor({ state: 'detached' });
  const alerts = await api<{ results: { alert_title: string }[] }>('alerts/', { base, token: consumer.tokens.access });
  expect(alerts.results.map((alert) => alert.alert_title)).toContain('Appeal decided');
  const afterReview = await api<{ pending: number }>('wallet/balances/', { base, token: consumer.tokens.access });
  expect(afterReview.pending).toBeGreaterThan(0);

  // A credit of KES 10,000 waits for a second operator: the finance operator approves it.
  await admin.getByRole('link', { name: 'Ledger' }).click();
  await heading(admin, 'Balance adjustments');
  await admin.getByLabel('Account id').fill(String(consumerId));
  await admin.getByLabel('Amount (KES)').fill('10000');
  await admin.getByLabel('Reason').fill('Prize for the top referrer');
  await admin.getByRole('button', { name: 'Request' }).click();
  await toast(admin, /waits for a second operator/);
  await admin
    .getByRole('row', { name: /Prize for the top referrer/ })
    .getByText('A second operator approves this one')
    .waitFor();

  const financeLink = enrolmentLink('finance@engage.test');
  const financeToken = financeLink.slice(financeLink.lastIndexOf('/') + 1);
  const { secret: financeSecret } = await api<{ secret: string }>(`operator/enrol/${financeToken}/`, { base });
  await api(`operator/enrol/${financeToken}/`, {
    base,
    body: { password: OPERATOR_PASSWORD, code: totp(financeSecret) },
  });
  const finance = await (await context()).newPage();
  await signIn(finance, 'finance@engage.test', financeSecret);
  await finance.getByRole('link', { name: 'Ledger' }).click();
  await heading(finance, 'Balance adjustments');
  const waiting = finance.getByRole('row', { name: /Prize for the top referrer/ });
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await withReason(finance, /^Approve adjustment \d+$/, 'Checked against the prize list', 'Approve');
  await toast(finance, /Approved and applied/);
  const withdrawable = async () =>
    (await api<{ withdrawable: number }>('wallet/balances/', { base, token: consumer.tokens.access })).withdrawable;
  await eventually(withdrawable, 10_000);

  // The consumer shares a phone with another account: their withdrawal waits for review.
  const other = await verifiedUser('op-phone-sharer', 'op-sharer-pass-1', base, mailbox);
  // The app's device id, a random UUID made once per phone.
  const phone = randomUUID();
  await signInFrom(phone, other.email, 'op-sharer-pass-1');
  await signInFrom(phone, consumer.email, 'op-consumer-pass-1');
  await stepUp(consumer.tokens, 'op-consumer-pass-1', base);
  // M-PESA turns payouts to this number down (2040, a customer it cannot pay), as the fake's table says.
  const { id: methodId } = await api<{ id: number }>('wallet/withdrawal-methods/', {
    base,
    token: consumer.tokens.access,
    body: {
      method_type: 'mpesa',
      mpesa_phone: '254799999999',
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      country: 'Kenya',
      id_number: '56789012',
    },
  });
  const beforeWithdrawal = await withdrawable();
  const withdrawal = await api<{ transaction_status: string }>('wallet/withdraw/', {
    base,
    token: consumer.tokens.access,
    body: { amount: 1000, original_currency: 'KES', original_amount: 1000, method: methodId, is_automatic: false },
  });
  expect(withdrawal.transaction_status).toBe('Waiting for review');
  expect(await withdrawable()).toBe(beforeWithdrawal - 1000);

  // Finance releases it from the held payouts; it goes to M-PESA as any payout does. M-PESA takes
  // it, but its result never comes, nor the answer to the reconciliation job's first question.
  await daraja('_fake/next', { callback: 'never', times: 2 });
  await finance.getByRole('link', { name: 'Money' }).click();
  await heading(finance, 'Payouts');
  await finance.getByRole('tab', { name: 'Held' }).click();
  const held = finance.getByRole('row', { name: /254799999999/ });
  await held.getByRole('button', { name: 'Release' }).click();
  await withReason(finance, /^Release payout \d+$/, 'The owner called from the number', 'Release');
  await toast(finance, /^Done: Released: pending/);
  await held.waitFor({ state: 'detached' });
  await eventually(
    async () => (await daraja('_fake/transactions')).transactions.some((sent) => sent.kind === 'status'),
    true,
    40_000,
  );

  // Its outcome is unknown and the money stays held. Finance asks M-PESA now; M-PESA's answer
  // (it failed) releases the hold, and the money is the owner's again.
  expect(await withdrawable()).toBe(beforeWithdrawal - 1000);
  await finance.getByRole('tab', { name: 'Unknown outcome' }).click();
  const unknown = finance.getByRole('row', { name: /254799999999/ });
  await unknown.getByRole('button', { name: 'Ask M-PESA now' }).click();
  await withReason(finance, /^Ask M-PESA about payout \d+$/, 'No result an hour on', 'Ask M-PESA now');
  await toast(finance, /^Done: M-PESA was asked/);
  await eventually(withdrawable, beforeWithdrawal, 15_000);
  await finance.getByRole('tab', { name: 'Failed' }).click();
  await finance.getByRole('row', { name: /254799999999/ }).waitFor();

  // The admin freezes the account; its owner reads why on their withdrawal methods.
  await admin.getByRole('link', { name: 'People' }).click();
  await heading(admin, 'An account');
  const search = admin.getByRole('search');
  await search.getByLabel('Search people').fill(consumer.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Open account #${consumerId}` }).click();
  await admin.getByRole('heading', { name: `Account #${consumerId}` }).waitFor();
  await admin.getByRole('button', { name: 'Freeze withdrawals' }).click();
  await withReason(admin, `Freeze withdrawals · #${consumerId}`, 'Many accounts on one phone', 'Freeze withdrawals');
  await toast(admin, /^Done: Withdrawals frozen/);
  await admin.getByRole('button', { name: 'Allow withdrawals again' }).waitFor();
  const owner = await (await context(PHONE, consumer.tokens)).newPage();
  await owner.goto(appUrl('shell', '/consumer/payments/withdrawal-methods'));
  const notice = owner.getByRole('alert').filter({ hasText: 'Many accounts on one phone' });
  await notice.waitFor();
  expect(await notice.getByRole('button', { name: 'Unfreeze withdrawals' }).count()).toBe(0);

  // A long money history pages back past its newest lines: the demo consumer's four weeks of tasks.
  await admin.getByRole('button', { name: 'Back to the search' }).click();
  await search.getByLabel('Search people').fill('demo@engage.test');
  await search.getByRole('button', { name: 'Search' }).click();
  await admin
    .getByRole('row', { name: /demo@engage\.test/ })
    .getByRole('button', { name: /^Open account/ })
    .click();
  const money = admin.getByRole('region', { name: 'Money' });
  await money.getByText(/^Page 1 of \d+$/).waitFor();
  const firstLines = await money.getByRole('table').innerText();
  await money.getByRole('button', { name: 'Older' }).click();
  await money.getByText(/^Page 2 of \d+$/).waitFor();
  expect(await money.getByRole('table').innerText()).not.toBe(firstLines);
  await money.getByRole('button', { name: 'Newer' }).click();
  await money.getByText(/^Page 1 of \d+$/).waitFor();

  // The admin pauses the producer's post while a report is looked at; the producer may not resume it.
  await admin.getByRole('link', { name: 'Posts' }).click();
  await heading(admin, 'Posts');
  await admin.getByRole('search').getByLabel('Search posts').fill(String(linkId));
  await admin.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Pause post #${linkId}` }).click();
  await withReason(admin, `Pause post #${linkId}`, 'A report of a misleading title', 'Pause');
  await toast(admin, `Done: Post ${linkId} paused.`);
  await admin.getByRole('row', { name: /Paused by an operator/ }).waitFor();
  const resumed = await fetch(`${base}links/${linkId}/actions/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${producer.tokens.access}` },
    body: JSON.stringify({ action: 'resume' }),
  });
  expect(resumed.status).toBe(409);

  // Every action is in the audit log, with its operator and reason.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await heading(admin, 'Audit log');
  await admin.getByRole('search').getByLabel('Account id').fill(String(consumerId));
  await admin.getByRole('button', { name: 'Search' }).click();
  const log = admin.getByRole('table', { name: 'Operator actions, newest first' });
  for (const [action, reason] of [
    ['approve_claim', 'The like is on the video.'],
    ['request_adjustment', 'Prize for the top referrer'],
    ['approve_adjustment', 'Checked against the prize list'],
    ['release_payout', 'The owner called from the number'],
    ['query_payout', 'No result an hour on'],
    ['freeze_withdrawals', 'Many accounts on one phone'],
  ]) {
    await log.getByRole('row', { name: new RegExp(`${action}.*${reason}`) }).waitFor();
  }

  // The console loaded no consumer area, and a consumer's session opens none of it.
  expect(consumerOrigins).toEqual([]);
  await owner.goto(appUrl('shell', '/operator/audit'));
  await heading(owner, 'Operator sign-in');
});
