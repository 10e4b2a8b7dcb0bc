/**
 * Independent deploys: the wallet team ships while a user has the app open. The
 * wallet is served by a server of its own (as a team's CDN folder would be) that the runtime
 * config points at; each release is built from source and published with `pnpm deploy:area`.
 * Nothing else is rebuilt, redeployed or reloaded. The shell's service worker is on: it must not
 * keep an old release's manifest or entry in the way of the new one.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '@engage/tooling/apps';
import { serveApp } from '@engage/tooling/serve-static';
import { eventually, journeyForThisFile, signedInContext, verifiedUser } from './journey';
import { holdWalletSources, releaseWalletSources, shipWallet } from './ship-wallet';
import { appUrl } from './servers';

// Each release is a real production build of the wallet.
jest.setTimeout(240_000);

const journey = journeyForThisFile();
/** The wallet team's own server for these journeys (the shared servers stay as they are). */
const WALLET_ORIGIN = 'http://localhost:3020';
const messagesFile = path.join(repoRoot, 'mf-wallet/src/messages.ts');
const sharedPackage = path.join(repoRoot, 'shared/package.json');
const NEW_SUBTITLE = 'Get Paid to M-PESA';

let walletFolder: string;
let walletServer: Server;
let context: BrowserContext;
let page: Page;

const newSubtitle = (text: string) => text.replace("getPaid: 'Get Paid',", `getPaid: '${NEW_SUBTITLE}',`);
const sharedVersion = (version: string) => (text: string) =>
  text.replace('"version": "0.1.0"', `"version": "${version}"`);

/** Leaves the wallet for the alerts, another area, and comes back through the sidebar. */
async function openWalletAgain(): Promise<void> {
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
  await page.getByRole('link', { name: 'Get Paid' }).first().click();
}

beforeAll(async () => {
  await holdWalletSources();
  walletFolder = mkdtempSync(path.join(tmpdir(), 'engage-wallet-cdn-'));
  // Today's release: the one the shared servers serve.
  cpSync(path.join(repoRoot, 'mf-wallet/dist'), walletFolder, { recursive: true });
  walletServer = await serveApp({ dir: walletFolder, port: 3020, host: 'localhost' });
  const { tokens } = await verifiedUser('deploys');
  context = await signedInContext(journey().browser, tokens);
  // The deployment's runtime config names the wallet team's server.
  await context.route(appUrl('shell', '/config.json'), async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    config.remotes.mf_wallet = `${WALLET_ORIGIN}/mf-manifest.json`;
    await route.fulfill({ response, json: config });
  });
  page = await context.newPage();
}, 400_000);

afterAll(async () => {
  releaseWalletSources();
  await context?.close();
  walletServer?.closeAllConnections();
  await new Promise((resolve) => walletServer?.close(resolve));
  rmSync(walletFolder, { recursive: true, force: true });
});

it('a newer wallet, built with a newer compatible @engage/shared, reaches an open page on its next visit; nothing else reloads', async () => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(appUrl('shell', '/consumer/payments'));
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  await page.getByText('Get Paid', { exact: true }).first().waitFor();
  // The journey runs with the shell's service worker on: it has taken the page once it registered.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.evaluate(() => Object.assign(window, { shellStartedOnce: true }));
  // The shell's two websockets (posts, alerts) open as the signed-in layout starts.
  await eventually(async () => sockets.length, 2);
  const socketsBefore = sockets.length;

  await shipWallet([walletFolder], { [messagesFile]: newSubtitle, [sharedPackage]: sharedVersion('0.1.9') });

  // However soon after the first load the user comes back, the shell reads the manifest again.
  const recheck = page.waitForResponse(`${WALLET_ORIGIN}/mf-manifest.json`);
  await openWalletAgain();
  await recheck;
  await page.getByText(NEW_SUBTITLE, { exact: true }).waitFor();
  // The same shell, session and websockets: no reload, no new connection, still signed in.
  expect(await page.evaluate(() => 'shellStartedOnce' in window)).toBe(true);
  expect(sockets).toHaveLength(socketsBefore);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  // The other areas are untouched.
  await page.getByRole('link', { name: 'View profile' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
});

it('a broken wallet release shows the contained panel, the rest works, and rolling the wallet back recovers it', async () => {
  const good = mkdtempSync(path.join(tmpdir(), 'engage-wallet-good-'));
  cpSync(walletFolder, good, { recursive: true });
  try {
    // A release whose entry is missing: a new manifest, and remoteEntry.js answers 404.
    await shipWallet([walletFolder]);
    for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']) {
      rmSync(path.join(walletFolder, file), { force: true });
    }
    await openWalletAgain();
    await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor();
    await page.getByRole('link', { name: 'View profile' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    // Coming back, the shell checks the wallet's manifest once more; that check must see the
    // broken release, or it would pick up the rollback below by itself, before any Retry.
    const recheck = page.waitForResponse(`${WALLET_ORIGIN}/mf-manifest.json`);
    await page.getByRole('link', { name: 'Get Paid' }).first().click();
    await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor();
    await recheck;

    // Roll back the one remote: the previous release's files, its manifest last.
    cpSync(good, walletFolder, { recursive: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(NEW_SUBTITLE, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'This section is unavailable' }).count()).toBe(0);
  } finally {
    rmSync(good, { recursive: true, force: true });
  }
});

it('the shell refuses a wallet built against an incompatible @engage/shared, and says why', async () => {
  await shipWallet([walletFolder], { [sharedPackage]: sharedVersion('0.2.0') });
  await openWalletAgain();
  await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor();
  await page
    .getByText('This section was built for a different version of engage, so it was not opened', { exact: false })
    .waitFor();
  await page.getByText('it was built with @engage/shared 0.2.0; this app runs 0.1.0', { exact: false }).waitFor();
  // The rest of the app is unaffected.
  await page.getByRole('link', { name: 'View profile' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
});
