/**
 * Offline-aware, not offline-broken: with the shell's service worker on, a signed-in user who has
 * opened engage before opens it with no connection at all and sees the shell and the feed's first
 * page as they last saw it, under "You are offline", with the actions disabled and saying why;
 * when the connection returns the banner goes and the feed is read again. A link that drops a
 * request mid-flight costs a read nothing, a task whose answer was lost is sent again with its
 * idempotency key and credited once, and a write that fails says so once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiUrl } from './api-server';
import { journeyForThisFile, openSignedIn, PHONE, signedInContext, verifiedUser } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Waits until the shell's service worker controls the page (it registers once the page is idle). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const firstTaskTitle = (page: Page) => page.locator('article.eg-task .eg-task__title').first();

it('opens with no connection: the shell, the last feed page and "You are offline"; actions wait; all refreshes when the connection returns', async () => {
  const { tokens } = await verifiedUser('offline');
  context = await signedInContext(journey().browser, tokens, PHONE);
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer'));
  await firstTaskTitle(page).waitFor();
  await controlledByServiceWorker(page);
  // A visit under the worker: the feed area's files are kept as it loads them.
  await page.reload();
  await firstTaskTitle(page).waitFor();
  const seen = await firstTaskTitle(page).innerText();

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status').getByText('You are offline', { exact: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  expect(await firstTaskTitle(page).innerText()).toBe(seen);
  // Nothing is tried without a connection: the task and like buttons are disabled, with the reason.
  const action = page.locator('article.eg-task .eg-task__action').first();
  expect(await action.isDisabled()).toBe(true);
  expect(await action.getAttribute('title')).toBe('You are offline. This needs a connection.');
  expect(await page.locator('article.eg-task').first().getByRole('button', { name: /Like/ }).isDisabled()).toBe(true);

  const feedReadAgain = page.waitForResponse((response) => response.url().startsWith(`${apiUrl}all/`));
  await context.setOffline(false);
  await feedReadAgain;
  await page.getByText('You are offline', { exact: true }).waitFor({ state: 'detached' });
  expect(await page.locator('article.eg-task .eg-task__action').first().isDisabled()).toBe(false);
});

it('forgets the kept feed page and the worker caches at sign-out', async () => {
  const { tokens } = await verifiedUser('offlineout');
  // A desktop window: 'Log out' is in the sidebar.
  const page = await openSignedIn(journey().browser, tokens, '/consumer', 'Home', {
    viewport: { width: 1280, height: 900 },
  });
  await controlledByServiceWorker(page);
  await page.reload();
  await firstTaskTitle(page).waitFor();
  await page.waitForFunction(async () => (await caches.keys()).includes('engage-area-files'));
  expect(await page.evaluate(() => localStorage.getItem('engage.lastFeedPage'))).not.toBeNull();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL(appUrl('shell', '/signin'));
  await page.waitForFunction(async () => !(await caches.keys()).includes('engage-area-files'));
  expect(await page.evaluate(() => localStorage.getItem('engage.lastFeedPage'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('engage.feedPicture'))).toBeNull();
});

it("paints a returning user's feed from its kept picture before the app's code has come, without their name or balances; the live feed takes its place", async () => {
  const { email, tokens } = await verifiedUser('picture');
  // A desktop window, where the sidebar shows the user's name and balances; no worker, so that
  // every file comes from the network and the feed's code can be held back.
  context = await signedInContext(journey().browser, tokens, {
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const first = await context.newPage();
  await first.goto(appUrl('shell', '/consumer'));
  await firstTaskTitle(first).waitFor();
  const name = first.locator('.eg-sidebar__profile strong');
  await first.waitForFunction(() => document.querySelector('.eg-sidebar__balances dd')?.textContent !== '—');
  const username = await name.innerText();
  const earnings = await first.locator('.eg-sidebar__balances dd').first().innerText();
  await first.waitForFunction(() => localStorage.getItem('engage.feedPicture') !== null);
  const kept = (await first.evaluate(() => localStorage.getItem('engage.feedPicture'))) ?? '';
  expect(kept).toContain(await firstTaskTitle(first).innerText());
  for (const personal of [username, email, earnings]) expect(kept).not.toContain(personal);
  await first.close();

  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const feedCode = (url: URL) => url.origin === new URL(appUrl('mf-feed')).origin && url.pathname.endsWith('.js');
  await page.route(feedCode, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(appUrl('shell', '/consumer'), { waitUntil: 'commit' });
  const picture = page.locator('#engage-feed-picture');
  await picture.waitFor();
  await page.waitForFunction(() => document.getElementById('engage-feed-picture')?.style.visibility === 'visible');
  expect(await picture.getAttribute('aria-hidden')).toBe('true');
  // The picture is not the page: no task card of the app's, nothing a screen reader or a test can reach.
  expect(await page.locator('article.eg-task').count()).toBe(0);
  const shot = await picture.screenshot();
  expect(shot.length).toBeGreaterThan(10_000);

  release();
  await firstTaskTitle(page).waitFor();
  await picture.waitFor({ state: 'detached' });
  await page.locator('.eg-sidebar__profile strong').getByText(username).waitFor();
});

it('a read dropped mid-flight is sent again unseen; failing writes say so once, not once each', async () => {
  const { tokens } = await verifiedUser('flaky');
  context = await signedInContext(journey().browser, tokens, PHONE);
  // The first two answers of the feed (the page's early request, then the client's) are lost on the way, as on a flaky mobile link.
  let dropped = 0;
  await context.route(`${apiUrl}all/**`, async (route) => {
    if (dropped++ < 2) return route.abort('connectionreset');
    return route.continue();
  });
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer'));
  await firstTaskTitle(page).waitFor();
  expect(dropped).toBeGreaterThanOrEqual(3);
  expect(await page.getByText('Could not reach the server', { exact: false }).count()).toBe(0);

  // Every like is lost on the way: it is not sent again (it may have counted), and the user
  // sees one message for the three taps.
  await context.route(`${apiUrl}*/action/**`, (route) => route.abort('connectionreset'));
  const likes = page.locator('article.eg-task').getByRole('button', { name: /Like/ });
  for (let index = 0; index < 3; index++) await likes.nth(index).click();
  const message = page.getByText('Could not reach the server. Check your connection and try again.');
  await message.first().waitFor();
  await page.waitForTimeout(500);
  expect(await message.count()).toBe(1);
});

it('a task whose answer is lost after the server did it is sent again with its key: credited once, and the user sees the credit', async () => {
  const { tokens } = await verifiedUser('flakytask');
  context = await signedInContext(journey().browser, tokens, PHONE);
  // The first task request reaches the API and is done there; its answer is lost on the way back.
  const keys: string[] = [];
  let lost = false;
  await context.route(`${apiUrl}actions/**`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  const replayed: string[] = [];
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.url().startsWith(`${apiUrl}actions/`)) replayed.push(response.headers()['idempotent-replayed'] ?? '');
  });
  await page.goto(appUrl('shell', '/consumer?platform=facebook'));
  const action = page.locator('article.eg-task').getByRole('button', { name: /^(Likes|Followers)$/ });
  await action.first().click();
  await page.getByText(/added to your pending balance/).waitFor();
  // Sent twice with one key; the second got the first's answer, not "You have already done this task".
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);
  expect(await page.getByText('You have already done this task.').count()).toBe(0);
  expect(await page.getByText('Could not reach the server', { exact: false }).count()).toBe(0);
});
