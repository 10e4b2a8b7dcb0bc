/**
 * The notifications page (spec 000 §2 "Notifications page", §4, §8), in Chromium against the
 * production builds and our real API. There is no sandbox route that creates a notification, so
 * the server creates them the way it does in production: 'Email verified' when the email is
 * verified (every `verifiedUser`), and 'Payment received' when an M-PESA checkout of the
 * sandbox provider pays for a post (done here "from a second device" through the API).
 */
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import {
  api,
  eventually,
  journeyForThisFile,
  paidPost,
  signedInContext,
  verifiedUser,
  xPost,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let context: BrowserContext;

afterEach(async () => {
  await context?.close();
});

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** The notifications page signed in as `tokens`, on a 360 px phone unless told otherwise. */
async function notificationsPage(tokens: Tokens, options = phone): Promise<Page> {
  context = await signedInContext(journey().browser, tokens, options);
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer/notifications'));
  await page.getByRole('tablist', { name: 'Notifications' }).waitFor();
  return page;
}

const item = (page: Page, title: string) => page.locator('article.eg-alert', { hasText: title });

/** Saves a post and pays for it through the sandbox M-PESA: the server notifies 'Payment received'. */
async function payForPost(tokens: Tokens): Promise<void> {
  await paidPost(tokens, xPost('Alerts post', { post_descrption: 'A post paid for to raise an alert.' }));
}

it('an alert created server-side appears live on top, once, and the Alerts badge stays cleared on the page', async () => {
  const { tokens } = await verifiedUser('alertslive');
  const page = await notificationsPage(tokens);
  await item(page, 'Email verified').waitFor();

  await payForPost(tokens);
  await item(page, 'Payment received').waitFor({ timeout: 20_000 });
  const titles = await page.locator('article.eg-alert .eg-alert__title').allTextContents();
  expect(titles).toEqual(['Payment received', 'Email verified']);
  await expect(item(page, 'Payment received').locator('time').textContent()).resolves.toMatch(/^(now|1 minute ago)$/);
  // Opening the page clears the alerts flag, also for an alert that arrives while it is open.
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await eventually(() => tabs.getByRole('link', { name: 'Alerts, new' }).count(), 0);

  // After a reload the server's list has it, still once.
  await page.reload();
  await item(page, 'Payment received').waitFor();
  expect(await item(page, 'Payment received').count()).toBe(1);
}, 90_000);

it('expanding marks it read once, which persists after a reload; the Unread tab follows', async () => {
  const { tokens } = await verifiedUser('alertsread');
  const page = await notificationsPage(tokens);
  const verified = item(page, 'Email verified');
  await verified.getByText('Unread').waitFor();

  // The Unread tab lists it.
  const tablist = page.getByRole('tablist', { name: 'Notifications' });
  await tablist.getByRole('tab', { name: 'Unread' }).click();
  await verified.waitFor();
  await tablist.getByRole('tab', { name: 'All' }).click();

  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/alerts\/\d+\/read\/$/.test(request.url())) reads.push(request.url());
  });
  const toggle = verified.getByRole('button', { expanded: false });
  const read = page.waitForResponse((response) => /\/alerts\/\d+\/read\/$/.test(response.url()));
  await toggle.click();
  expect((await read).ok()).toBe(true);
  await verified.getByRole('button', { expanded: true }).waitFor();
  expect(await verified.getByText('Unread').count()).toBe(0);
  await verified.getByRole('button', { expanded: true }).click();
  await verified.getByRole('button', { expanded: false }).click();
  await page.waitForTimeout(500);
  expect(reads).toHaveLength(1);

  await page.reload();
  await item(page, 'Email verified').waitFor();
  expect(await item(page, 'Email verified').getByText('Unread').count()).toBe(0);
  await page.getByRole('tablist', { name: 'Notifications' }).getByRole('tab', { name: 'Unread' }).click();
  await page.getByText('Notifications will appear here.').waitFor();
}, 90_000);

it("deletes one: 'Deleting...' then 'Notification deleted successfully!', gone for good", async () => {
  const { tokens } = await verifiedUser('alertsdelete');
  await payForPost(tokens);
  const page = await notificationsPage(tokens);
  await item(page, 'Payment received').waitFor({ timeout: 20_000 });
  await item(page, 'Email verified').getByRole('button', { name: 'Delete notification: Email verified' }).click();
  await page.getByText('Notification deleted successfully!').waitFor();
  await item(page, 'Email verified').waitFor({ state: 'detached' });
  await page.reload();
  await item(page, 'Payment received').waitFor();
  expect(await item(page, 'Email verified').count()).toBe(0);
}, 90_000);

it("Clear all asks first, then 'Notifications deleted successfully!' and 'Notifications will appear here.'", async () => {
  const { tokens } = await verifiedUser('alertsclear');
  await payForPost(tokens);
  const page = await notificationsPage(tokens, {
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  await item(page, 'Payment received').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all notifications?' });
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await page.getByText('Notifications deleted successfully!').waitFor();
  await page.getByText('Notifications will appear here.').waitFor();
  await page.reload();
  await page.getByText('Notifications will appear here.').waitFor();
  expect(await page.locator('article.eg-alert').count()).toBe(0);
}, 90_000);

it('an alert missed while the websocket was down arrives through the catch-up after the reconnect, once', async () => {
  const { tokens } = await verifiedUser('alertsreconnect');
  context = await signedInContext(journey().browser, tokens, phone);
  // The alerts socket goes through the test: it can drop it and hold the reconnects back.
  const sockets: WebSocketRoute[] = [];
  let acceptConnections = true;
  await context.routeWebSocket(/\/ws\/alerts\//, (socket) => {
    if (!acceptConnections) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    sockets.push(socket);
  });
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer/notifications'));
  await item(page, 'Email verified').waitFor();
  const payments = item(page, 'Payment received');

  await payForPost(tokens); // arrives live: the shell now knows the newest alert's time
  await payments.first().waitFor({ timeout: 20_000 });

  acceptConnections = false;
  await Promise.all(sockets.map((socket) => socket.close()));
  await payForPost(tokens); // while the socket is down
  await eventually(
    async () =>
      (await api<{ results: { alert_title: string }[] }>('alerts/', { token: tokens.access })).results.filter(
        (alert) => alert.alert_title === 'Payment received',
      ).length,
    2,
  );
  expect(await payments.count()).toBe(1);

  acceptConnections = true;
  await eventually(() => payments.count(), 2);
  await page.waitForTimeout(1_000);
  expect(await payments.count()).toBe(2);
  expect(await item(page, 'Email verified').count()).toBe(1);
}, 90_000);
