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
import { journeyForThisFile, linkYoutube, openSignedIn, PHONE, signedInContext, verifiedUser } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
/** What a control that needs the server says while offline (shared/src/network/messages.ts). */
const NEEDS_CONNECTION = 'You are offline. This needs a connection.';
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

/** Opens `path` in the shell and waits for its page title. */
async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(appUrl('shell', path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const unavailable = (page: Page) => page.getByText('This section is unavailable');

/** Waits until the page shows everything it asked for: no part of it still says "Loading…". */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading'), undefined, {
    timeout: 30_000,
  });
}

it('every area visited opens offline with what it last showed, read-only; all comes back by itself when the connection returns', async () => {
  const { email, tokens } = await verifiedUser('offlineall');
  await linkYoutube(tokens, email);
  context = await signedInContext(journey().browser, tokens, PHONE);
  const page = await context.newPage();
  await openPage(page, '/consumer', 'Home');
  await firstTaskTitle(page).waitFor();
  await controlledByServiceWorker(page);

  // One visit to each area, online.
  // The YouTube tab: other journeys' newer X posts can fill the first screen of All.
  await openPage(page, '/consumer?platform=youtube', 'Home');
  await page.locator('article.eg-task', { hasText: 'YouTube' }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Link Youtube' }).count()).toBe(0);
  await openPage(page, '/consumer/payments', 'Wallet');
  const available = page.getByTestId('available-earnings');
  await available.waitFor();
  const balance = await available.innerText();
  expect(balance).toMatch(/\d/);
  await settled(page);
  await openPage(page, '/consumer/notifications', 'Alerts');
  await page.locator('article.eg-alert', { hasText: 'Email verified' }).waitFor();
  await settled(page);
  await openPage(page, '/consumer/profile', 'Profile');
  const username = page.locator('.eg-profile__username');
  await username.waitFor();
  const name = await username.innerText();
  expect(name).not.toBe('');
  await settled(page);
  await openPage(page, '/consumer/add-link', 'New post');
  await page.getByRole('textbox', { name: 'Link to promote' }).waitFor();

  await context.setOffline(true);
  const offlineBanner = page.getByRole('status').getByText('You are offline', { exact: true });

  // The wallet: the balance it last showed, Withdraw disabled with the reason.
  await openPage(page, '/consumer/payments', 'Wallet');
  await offlineBanner.waitFor();
  expect(await page.getByTestId('available-earnings').innerText()).toBe(balance);
  expect(await page.getByText('Loading', { exact: false }).count()).toBe(0);
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true }).first();
  expect(await withdraw.isDisabled()).toBe(true);
  await page.locator('#eg-wallet-withdraw-reason', { hasText: NEEDS_CONNECTION }).waitFor();

  // The alerts it last showed.
  await page.goto(appUrl('shell', '/consumer/notifications'));
  await page.locator('article.eg-alert', { hasText: 'Email verified' }).waitFor();
  expect(await unavailable(page).count()).toBe(0);

  // The profile's name.
  await page.goto(appUrl('shell', '/consumer/profile'));
  await page.locator('.eg-profile__username', { hasText: name }).waitFor();
  expect(await unavailable(page).count()).toBe(0);
  // Read-only: what would change it waits for the connection and says why.
  const edit = page.getByRole('button', { name: 'Edit profile' });
  expect(await edit.isDisabled()).toBe(true);
  expect(await edit.getAttribute('title')).toBe(NEEDS_CONNECTION);

  // The feed knows YouTube is linked: its YouTube tasks do not ask to link it.
  // (All, as it was last shown: its first screen may hold only other journeys' newer X posts.)
  await page.goto(appUrl('shell', '/consumer'));
  await firstTaskTitle(page).waitFor();
  expect(await page.getByRole('button', { name: 'Link Youtube' }).count()).toBe(0);

  // New post opens; what needs the server waits for the connection.
  await page.goto(appUrl('shell', '/consumer/add-link'));
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  await page.getByRole('textbox', { name: 'Link to promote' }).waitFor();
  expect(await unavailable(page).count()).toBe(0);

  // Back online: the banner goes and New post works, with no Retry pressed.
  await context.setOffline(false);
  await offlineBanner.waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Link to promote' }).fill(`https://x.com/engage_e2e/status/${Date.now()}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
}, 120_000);

it('after a single visit, an offline reload starts styled, and what could not load comes back by itself when the connection returns', async () => {
  const { tokens } = await verifiedUser('offlineonce');
  context = await signedInContext(journey().browser, tokens, PHONE);
  const page = await context.newPage();
  await openPage(page, '/consumer', 'Home');
  await firstTaskTitle(page).waitFor();
  await controlledByServiceWorker(page);
  // What the page loaded before the worker took it over is handed to it, and kept as it comes:
  // the start's config, and every script, style and manifest the page loaded (as register.ts picks them).
  await page.waitForFunction(
    async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name, location.href))
        .filter((url) => /\.(js|css|json)$/.test(url.pathname));
      const kept = await Promise.all(loaded.map(async (url) => (await caches.match(url.href)) !== undefined));
      return kept.length > 0 && kept.every(Boolean) && (await caches.match('/config.json')) !== undefined;
    },
    undefined,
    { timeout: 30_000, polling: 500 },
  );

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status').getByText('You are offline', { exact: true }).waitFor();
  // Styled: the shell's stylesheet applied (the banner is laid out by it, not a bare line of text).
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  expect(await page.getByText('engage could not start').count()).toBe(0);

  // A section never opened cannot come from this phone: it says so, and opens by itself online.
  await page.goto(appUrl('shell', '/consumer/affiliate'));
  await page.getByRole('status').getByText('You are offline', { exact: true }).waitFor();
  await unavailable(page).waitFor();
  await context.setOffline(false);
  await page.getByRole('heading', { level: 1, name: 'Affiliate' }).waitFor({ timeout: 20_000 });
  expect(await unavailable(page).count()).toBe(0);
}, 120_000);

it("forgets the kept feed page, the areas' kept answers and the worker caches at sign-out", async () => {
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
  await page.waitForFunction(() => localStorage.getItem('engage.keptAnswers') !== null);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL(appUrl('shell', '/signin'));
  await page.waitForFunction(async () => !(await caches.keys()).includes('engage-area-files'));
  expect(await page.evaluate(() => localStorage.getItem('engage.lastFeedPage'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('engage.feedPicture'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('engage.keptAnswers'))).toBeNull();
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

it('a task whose answer is lost after the server did it is sent again with its key: recorded once, and the user sees its answer', async () => {
  const { tokens } = await verifiedUser('flakytask');
  context = await signedInContext(journey().browser, tokens, PHONE);
  // The first task request reaches the API and is done there; its answer is lost on the way back.
  const keys: string[] = [];
  let lost = false;
  await context.route(`${apiUrl}actions/**`, async (route) => {
    // Only the task itself: the page also reads what is left of today's limit under actions/.
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  const replayed: string[] = [];
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.url().startsWith(`${apiUrl}actions/`) && response.request().method() === 'POST')
      replayed.push(response.headers()['idempotent-replayed'] ?? '');
  });
  await page.goto(appUrl('shell', '/consumer?platform=facebook'));
  const action = page.locator('article.eg-task').getByRole('button', { name: /^(Likes|Followers)$/ });
  await action.first().click();
  // A Facebook claim waits for review (as on a production server): its card says so.
  await page.getByText('Waiting for review').first().waitFor();
  // Sent twice with one key; the second got the first's answer, not "You have already done this task".
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);
  expect(await page.getByText('You have already done this task.').count()).toBe(0);
  expect(await page.getByText('Could not reach the server', { exact: false }).count()).toBe(0);
});
