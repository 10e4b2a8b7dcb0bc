/**
 * Platform foundation journeys (issue 2 §9), in Debian's Chromium against the production
 * builds, each app served from its own origin exactly as `pnpm start` serves it.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { AppServers, appUrl } from './servers';

const servers = new AppServers();
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** React DOM's minified code always carries this fiber key; no other bundle does. */
const reactDomMarker = '__reactFiber$';

async function signedInContext(): Promise<BrowserContext> {
  const signedIn = await browser.newContext();
  // These journeys test how areas are composed, not sign-in (the auth issue has its own
  // journeys against the API): the session is placed in storage as a sign-in would leave it.
  await signedIn.addInitScript(() => {
    localStorage.setItem('token', 'e2e-session');
    localStorage.setItem('userType', 'consumer');
  });
  return signedIn;
}

beforeAll(async () => {
  await servers.startAll();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servers.stopAll();
});

beforeEach(async () => {
  context = await signedInContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

it('the shell shows /signin from the auth remote, loaded from another origin', async () => {
  const remoteRequests: string[] = [];
  const signedOut = await browser.newContext();
  const fresh = await signedOut.newPage();
  fresh.on('request', (request) => remoteRequests.push(request.url()));
  await fresh.goto(appUrl('shell', '/signin'));
  await fresh.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  expect(remoteRequests).toContain(appUrl('mf-auth', '/mf-manifest.json'));
  expect(remoteRequests).toContain(appUrl('mf-auth', '/remoteEntry.js'));
  await signedOut.close();
});

it('downloads react-dom exactly once across the shell and every remote it visits', async () => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(appUrl('shell', '/consumer'));
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  for (const [link, title] of [
    ['Wallet', 'Wallet'],
    ['Alerts', 'Alerts'],
    ['Profile', 'Profile'],
    ['Reels', 'Reels'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  }
  const bodies = await Promise.all(
    scripts.map(async (response) => ({ url: response.url(), body: await response.text() })),
  );
  const origins = new Set(bodies.map(({ url }) => new URL(url).origin));
  expect(origins.size).toBeGreaterThanOrEqual(6); // the shell and five remotes, each its own origin
  const withReactDom = bodies.filter(({ body }) => body.includes(reactDomMarker)).map(({ url }) => url);
  expect(withReactDom).toHaveLength(1);
});

it('a stopped remote shows the unavailable panel, other areas still work, and Retry recovers', async () => {
  await servers.stop('mf-wallet');
  try {
    await page.goto(appUrl('shell', '/consumer/payments'));
    await page.getByRole('alert').getByText('This section is unavailable').waitFor();
    // The shell and its navigation are intact; another area loads from its own server.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  } finally {
    await servers.start('mf-wallet');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  expect(await page.getByText('This section is unavailable').count()).toBe(0);
});

it('the integrator page mounts the wallet parcel without React of its own, and unmounts it', async () => {
  const pageScripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pageScripts.push(response);
  });
  await page.goto(appUrl('integrator', '/?area=mf_wallet'));
  const ownScripts = pageScripts.filter((response) => response.url().startsWith(appUrl('integrator', '/')));
  expect(ownScripts.length).toBeGreaterThan(0);
  for (const script of ownScripts) expect(await script.text()).not.toContain(reactDomMarker);

  const slot = page.getByLabel('Embedded engage area');
  await page.getByRole('button', { name: 'Mount engage area' }).click();
  await slot.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  await page.getByRole('status').getByText('Mounted.').waitFor();

  await page.getByRole('button', { name: 'Unmount' }).click();
  await page.getByRole('status').getByText('Unmounted.').waitFor();
  expect(await slot.innerHTML()).toBe('');
});
