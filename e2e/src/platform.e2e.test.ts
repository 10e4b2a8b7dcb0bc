/**
 * Platform foundation journeys, in Debian's Chromium against the production
 * builds, each app served from its own origin exactly as `pnpm start` serves it.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { journeyForThisFile, signedInContext, verifiedUser, type Tokens } from './journey';
import { rendererMarkers } from './renderer-markers';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let tokens: Tokens;
let context: BrowserContext;
let page: Page;

/** These journeys test how areas are composed, not the sign-in form (auth.e2e has those). */
const signedIn = () => signedInContext(journey().browser, tokens);

beforeAll(async () => {
  ({ tokens } = await verifiedUser('platform'));
});

beforeEach(async () => {
  context = await signedIn();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

it('the shell shows /signin from the auth remote, loaded from another origin', async () => {
  const remoteRequests: string[] = [];
  const signedOut = await journey().browser.newContext();
  const fresh = await signedOut.newPage();
  fresh.on('request', (request) => remoteRequests.push(request.url()));
  const remoteEntry = fresh.waitForRequest(appUrl('mf-auth', '/remoteEntry.js'));
  await fresh.goto(appUrl('shell', '/signin'));
  await fresh.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  // The heading is in the prerendered page: the auth remote comes after it, from its own origin.
  await remoteEntry;
  expect(remoteRequests).toContain(appUrl('mf-auth', '/mf-manifest.json'));
  await signedOut.close();
});

it('downloads react-dom and react exactly once across the shell and every remote it visits', async () => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(appUrl('shell', '/consumer'));
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  // The desktop sidebar's links and the sponsored cards lead to the other areas.
  for (const [link, title] of [
    ['Get Paid', 'Wallet'],
    ['Notifications', 'Alerts'],
    ['View profile', 'Profile'],
    ['Watch reels', 'Reels'],
  ] as const) {
    await page.getByRole('link', { name: link }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  }
  const bodies = await Promise.all(
    scripts.map(async (response) => ({ url: response.url(), body: await response.text() })),
  );
  const origins = new Set(bodies.map(({ url }) => new URL(url).origin));
  expect(origins.size).toBeGreaterThanOrEqual(6); // the shell and five remotes, each its own origin
  for (const marker of Object.values(rendererMarkers)) {
    expect(bodies.filter(({ body }) => body.includes(marker)).map(({ url }) => url)).toHaveLength(1);
  }
});

it("a first load gets compressed files and asks once for config.json and for the route's area", async () => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(appUrl('shell', '/consumer'));
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  const urls = responses.map((response) => response.url());
  // A new release of the shell is seen at once on any route; its hashed files never change.
  const html = responses.find((response) => response.url() === appUrl('shell', '/consumer'));
  expect(html?.headers()['cache-control']).toBe('no-cache');
  const main = responses.find((response) => /\/main\.[0-9a-f]+\.js$/.test(response.url()));
  expect(main?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The HTML's inline start fetched both; the shell and the federation runtime reused them.
  expect(urls.filter((url) => url === appUrl('shell', '/config.json'))).toHaveLength(1);
  expect(urls.filter((url) => url === appUrl('mf-feed', '/mf-manifest.json'))).toHaveLength(1);
  // Files that compress by less than a fifth are sent as they are (the build's threshold).
  const scripts = [];
  for (const response of responses) {
    if (response.request().resourceType() === 'script' && (await response.body()).length > 2048) scripts.push(response);
  }
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    expect({ url: script.url(), encoding: script.headers()['content-encoding'] }).toEqual({
      url: script.url(),
      encoding: 'br',
    });
    expect(script.headers()['vary']).toBe('Accept-Encoding');
  }
});

it('a remote that cannot be reached shows the unavailable panel, other areas still work, and Retry recovers', async () => {
  // The wallet's server is down for this browser: its requests are refused as a stopped server's
  // would be, while the other journeys keep using the shared server (global-setup.ts).
  const walletFiles = `${appUrl('mf-wallet', '/')}**`;
  await context.route(walletFiles, (route) => route.abort('connectionrefused'));
  await page.goto(appUrl('shell', '/consumer/payments'));
  await page.getByRole('alert').getByText('This section is unavailable').waitFor();
  // The shell and its navigation are intact; another area loads from its own server.
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
  await page.getByRole('link', { name: 'Get Paid' }).first().click();
  await page.getByRole('button', { name: 'Retry' }).waitFor();

  await context.unroute(walletFiles);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  expect(await page.getByText('This section is unavailable').count()).toBe(0);
});
