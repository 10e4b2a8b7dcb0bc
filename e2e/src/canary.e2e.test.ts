/**
 * Canary releases, in Chromium against an API of their own: the wallet team publishes with
 * `pnpm deploy:area --canary 10` into the wallet's own server (as a team's CDN folder), and the
 * API decides who loads it. A tenth of a few hundred simulated visitors are sent to it, and the
 * same users each time; the console shows the canary's field health beside the stable release's;
 * support pins a user to it; and a canary that throws on mount is rolled back by the API once its
 * beacons have shown it, after which its users load the stable release again.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { localRuntimeConfig, repoRoot } from '@engage/tooling/apps';
import { serveApp } from '@engage/tooling/serve-static';
import { startApi, type RunningApi } from './api-server';
import {
  api,
  enrolDemoOperator,
  eventually,
  journeyForThisFile,
  signedInContext,
  totp,
  verifiedUser,
  type Tokens,
} from './journey';
import { appUrl } from './servers';
import { holdWalletSources, releaseWalletSources, shipWallet, type SourceEdits } from './ship-wallet';

// Each canary is a real production build of the wallet.
jest.setTimeout(300_000);

const journey = journeyForThisFile();
const API_PORT = 4170;
const base = `http://localhost:${API_PORT}/api/`;
const WALLET_PORT = 3021;
const WALLET_URL = `http://localhost:${WALLET_PORT}/`;
const DEPLOY_TOKEN = 'canary-journey-deploy-token-0123456789abcdef';
/** Page views before the API judges a canary: a handful here, hundreds in production. */
const MIN_VIEWS = 5;
const OPERATOR_PASSWORD = 'operator-password-1';
const CANARY_SUBTITLE = 'Get Paid Sooner';
const messagesFile = path.join(repoRoot, 'mf-wallet/src/messages.ts');
const appFile = path.join(repoRoot, 'mf-wallet/src/App.tsx');

let canaryApi: RunningApi;
let walletFolder: string;
let walletServer: Server;
const contexts: BrowserContext[] = [];
/** Users signed up on this API, each with the page they use. */
const users: { email: string; tokens: Tokens; page?: Page }[] = [];

beforeAll(async () => {
  await holdWalletSources();
  canaryApi = await startApi({
    port: API_PORT,
    env: { DEPLOY_TOKEN, CANARY_MIN_VIEWS: String(MIN_VIEWS) },
  });
  walletFolder = mkdtempSync(path.join(tmpdir(), 'engage-wallet-canary-'));
  // Today's stable release: the one the shared servers serve.
  cpSync(path.join(repoRoot, 'mf-wallet/dist'), walletFolder, { recursive: true });
  walletServer = await serveApp({ dir: walletFolder, port: WALLET_PORT, host: 'localhost' });
}, 400_000);
afterAll(async () => {
  releaseWalletSources();
  await Promise.all(contexts.map((context) => context.close()));
  walletServer?.closeAllConnections();
  await new Promise((resolve) => walletServer?.close(resolve));
  rmSync(walletFolder, { recursive: true, force: true });
  await canaryApi?.stop();
});

/** Runs `pnpm deploy:area mf-wallet` against this file's API and wallet folder; its printed words. */
const deployWallet = (args: string[], edits: SourceEdits = {}) =>
  shipWallet(args, edits, { ENGAGE_API_URL: base, ENGAGE_DEPLOY_TOKEN: DEPLOY_TOKEN });

const canarySubtitle = (text: string) => text.replace("getPaid: 'Get Paid',", `getPaid: '${CANARY_SUBTITLE}',`);
const throwOnMount = (text: string) =>
  text.replace(
    'export default function App() {',
    "export default function App() {\n  throw new Error('canary fault');",
  );

/** A browser whose shell talks to this file's API and loads the wallet from its team's server. */
async function shellContext(tokens?: Tokens): Promise<BrowserContext> {
  const options = { viewport: { width: 1366, height: 900 } };
  const context = tokens
    ? await signedInContext(journey().browser, tokens, options)
    : await journey().browser.newContext(options);
  contexts.push(context);
  await context.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as { remotes: Record<string, string> };
    await route.fulfill({
      json: {
        ...config,
        apiBaseUrl: base,
        wsBaseUrl: `ws://localhost:${API_PORT}`,
        remotes: { ...config.remotes, mf_wallet: `${WALLET_URL}mf-manifest.json` },
        telemetrySample: 1,
      },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  return context;
}

/** Which areas the API sends `tokens`' user to another release of. */
const choicesOf = async (tokens: Tokens) =>
  (await api<{ results: { area: string; release: string }[] }>('area-releases/', { token: tokens.access, base }))
    .results;

/** A user of this API in the current canary's share (`inShare`) or outside it; signed up as needed. */
async function userWhere(inShare: boolean): Promise<(typeof users)[number]> {
  for (let index = 0; index < 80; index += 1) {
    const user = users[index] ?? (users[index] = await verifiedUser(`canary${index}`, undefined, base));
    const reached = (await choicesOf(user.tokens)).some((choice) => choice.area === 'mf_wallet');
    if (reached === inShare) return user;
  }
  throw new Error(`no user ${inShare ? 'in' : 'outside'} the canary's share among 80`);
}

/**
 * Opens the wallet as `user` and, the page's beacons being what the API judges by, leaves it as a
 * phone would: the page is hidden and the reporter sends what it gathered.
 */
async function openWallet(user: (typeof users)[number]): Promise<Page> {
  user.page ??= await (await shellContext(user.tokens)).newPage();
  const { page } = user;
  await page.goto(appUrl('shell', '/consumer/payments'));
  await page
    .getByRole('heading', { level: 1, name: 'Wallet' })
    .or(page.getByRole('heading', { name: 'This section is unavailable' }))
    .first()
    .waitFor();
  // The reporter is loaded once the page has loaded; then it listens for the page being hidden.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('field-reporter')),
  );
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  return page;
}

let canaryRelease = '';
let adminSecret = '';
/** When the console's sign-in code was for: a code is taken once, so the next sign-in waits for the next one. */
let codeUsedAt = 0;

it('a 10 % canary reaches about a tenth of a few hundred simulated visitors, and its users see it', async () => {
  const printed = await deployWallet([walletFolder, '--url', WALLET_URL, '--canary', '10'], {
    [messagesFile]: canarySubtitle,
  });
  canaryRelease = /published release (\w+)/.exec(printed)?.[1] ?? '';
  expect(printed).toContain('It is a canary for 10 % of users');

  // Three hundred visitors, signed out, each with the day's random id a browser keeps, ask as the
  // shell does from a page: real requests across origins.
  const page = await (await shellContext()).newPage();
  await page.goto(appUrl('shell', '/signin'));
  const reached = await page.evaluate(async (apiBase) => {
    let count = 0;
    for (let index = 0; index < 300; index += 1) {
      const visitor = `simulated${String(index).padStart(4, '0')}`;
      const answer = (await (await fetch(`${apiBase}area-releases/?visitor=${visitor}`)).json()) as {
        results: { area: string }[];
      };
      if (answer.results.some((choice) => choice.area === 'mf_wallet')) count += 1;
    }
    return count;
  }, base);
  // About its share: 30 expected, and a fixed set of visitors, so the same count every run.
  expect(reached).toBeGreaterThanOrEqual(15);
  expect(reached).toBeLessThanOrEqual(45);

  // A user in the share loads the canary, one outside the stable release, each on every visit.
  const inside = await userWhere(true);
  const outside = await userWhere(false);
  for (let visit = 0; visit < 2; visit += 1) {
    await (await openWallet(inside)).getByText(CANARY_SUBTITLE, { exact: true }).first().waitFor();
    const stablePage = await openWallet(outside);
    await stablePage.getByText('Get Paid', { exact: true }).first().waitFor();
    expect(await stablePage.getByText(CANARY_SUBTITLE).count()).toBe(0);
  }
});

it('the console shows the canary beside the stable release, and support pins a user to it', async () => {
  adminSecret = await enrolDemoOperator(canaryApi, 'ops@engage.test', OPERATOR_PASSWORD, base);
  const consolePage = await (await shellContext()).newPage();
  await consolePage.goto(appUrl('shell', '/operator'));
  await consolePage.getByLabel('Email').fill('ops@engage.test');
  await consolePage.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  codeUsedAt = Date.now() + 30_000;
  await consolePage.getByLabel('Code from your authenticator app').fill(totp(adminSecret, codeUsedAt));
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  await consolePage.getByRole('link', { name: 'Area health' }).click();
  await consolePage.getByRole('heading', { level: 1, name: 'Area health' }).waitFor();

  // The beacons may land after the page first asked: it is read again until both releases show.
  const wallet = consolePage.getByRole('table', { name: 'mf-wallet' });
  await eventually(
    async () => {
      const rows = await wallet
        .getByRole('row')
        .count()
        .catch(() => 0);
      if (rows >= 3) return true;
      await consolePage.reload();
      await consolePage.getByRole('heading', { level: 1, name: 'Area health' }).waitFor();
      return false;
    },
    true,
    60_000,
  );
  await wallet.getByRole('rowheader', { name: new RegExp(`^${canaryRelease}\\b.*Canary · 10 %`) }).waitFor();
  const card = consolePage.getByRole('article', { name: `mf-wallet: ${canaryRelease}` });
  await card.waitFor();

  // Pinned, a user outside the share loads the canary too.
  const outside = await userWhere(false);
  await consolePage.getByLabel('User (email or id)').fill(outside.email);
  await consolePage.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'mf-wallet' });
  await consolePage
    .getByRole('combobox', { name: 'Release' })
    .selectOption({ label: `${canaryRelease} · Canary · 10 %` });
  await consolePage.getByRole('button', { name: 'Pin user' }).click();
  await consolePage
    .getByText(`Pinned ${outside.email} to release ${canaryRelease} of mf-wallet`, { exact: false })
    .waitFor();
  await (await openWallet(outside)).getByText(CANARY_SUBTITLE, { exact: true }).first().waitFor();
  await consolePage.getByRole('button', { name: `Remove the pin of ${outside.email} on mf-wallet` }).click();
  await consolePage.getByText(`The pin of ${outside.email} on mf-wallet is removed.`).waitFor();
});

it('a canary that throws on mount is rolled back by the API, and its users load the stable release again', async () => {
  expect(await deployWallet(['--rollback'])).toContain('every user loads the stable release again');
  const printed = await deployWallet([walletFolder, '--url', WALLET_URL, '--canary', '10'], {
    [appFile]: throwOnMount,
  });
  const faulty = /published release (\w+)/.exec(printed)?.[1] ?? '';

  // Its users meet the contained panel (the rest of the app works); everyone else the stable wallet.
  const inside = await userWhere(true);
  const outside = await userWhere(false);
  await (await openWallet(outside)).getByText('Get Paid', { exact: true }).first().waitFor();
  for (let visit = 0; visit < MIN_VIEWS; visit += 1) {
    const page = await openWallet(inside);
    await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor();
  }

  // The API's `area releases` job (every 30 s) finds it worse and rolls it back; the team's
  // deploy command says so.
  const rolledBack = new RegExp(`${faulty} {2}rolled_back`);
  await eventually(async () => rolledBack.test(await deployWallet(['--status'])), true, 90_000);
  const status = await deployWallet(['--status']);
  expect(status).toContain('Rolled back automatically: 1000 errors per 1,000 page views');

  // The user who met the fault now loads the stable wallet.
  const again = await openWallet(inside);
  await again.getByText('Get Paid', { exact: true }).first().waitFor();
  expect(await again.getByRole('heading', { name: 'This section is unavailable' }).count()).toBe(0);

  // The operators were told.
  const step = (at: number) => Math.floor(at / 30_000);
  while (step(Date.now() + 30_000) <= step(codeUsedAt)) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const { access_token: token } = await api<{ access_token: string }>('operator/sign-in/', {
    base,
    body: { email: 'ops@engage.test', password: OPERATOR_PASSWORD, code: totp(adminSecret, Date.now() + 30_000) },
  });
  const alerts = await api<{ items: { kind: string; message: string }[] }>('operator/alerts/', { token, base });
  expect(alerts.items).toContainEqual(
    expect.objectContaining({ kind: 'canary_rolled_back', message: expect.stringContaining(faulty) as string }),
  );
});
