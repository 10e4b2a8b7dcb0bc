/**
 * The shell on a phone: slide-out menu with its own version label, footer tabs,
 * an alert sent by the server arriving live over the websocket with its badge, and the footer
 * collapsing to a floating home icon after 10 seconds without activity.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { api, latestOtp, uniqueEmail, journeyForThisFile, signedInContext, type Tokens } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

it('works as a phone app: menu, footer tabs, a live alert badge, idle collapse to a home icon', async () => {
  const email = uniqueEmail('phone');
  await api('users/register/', { body: { email, password: 'phone-pass-1', user_type: 'consumer' } });
  const tokens = await api<Tokens>('users/login/', { body: { email, password: 'phone-pass-1' } });

  context = await signedInContext(journey().browser, tokens, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer'));
  // The unverified user sees the code step first (the sign-up code is waiting); Later dismisses it.
  await page.getByRole('dialog', { name: 'Please check your email' }).getByRole('button', { name: 'Later' }).click();

  // Slide-out menu with the mobile version label.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByText('v1.0.0').waitFor();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'detached' });

  // Footer tabs; no badge yet.
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  expect(await tabs.getByRole('link').allTextContents()).toEqual([
    'Home',
    'Wallet',
    'Affiliate',
    'New Post',
    'Reels',
    'Alerts',
    'Profile',
  ]);
  await tabs.getByRole('link', { name: 'Alerts', exact: true }).waitFor();

  // The server creates a notification when the email is verified (here from a second device):
  // it arrives over /ws/alerts/ and the Alerts tab gets its badge, without a reload.
  await api('users/request-otp/', { method: 'POST', body: {}, token: tokens.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(email) }, token: tokens.access });
  await tabs.getByRole('link', { name: 'Alerts, new' }).waitFor({ timeout: 15_000 });

  // Opening the view clears its flag.
  await tabs.getByRole('link', { name: 'Alerts, new' }).click();
  await page.waitForURL(appUrl('shell', '/consumer/notifications'));
  await tabs.getByRole('link', { name: 'Alerts', exact: true }).waitFor();

  // Ten seconds without activity: the footer collapses to a floating home icon, which goes home.
  await page.getByRole('button', { name: 'Home' }).waitFor({ timeout: 15_000 });
  expect(await page.getByRole('navigation', { name: 'Sections' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Home' }).click();
  await page.waitForURL(appUrl('shell', '/consumer'));
}, 90_000);
