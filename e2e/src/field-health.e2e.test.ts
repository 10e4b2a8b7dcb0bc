/**
 * Field health, in Chromium against its own API: pages of visitors in the sample (config.json's
 * telemetrySample set to 1, as an operator would) send their views, Web Vitals and errors when
 * they are left, each put down to the area whose page it was, and the operator console's Area
 * health page shows them per area and release. A page outside the sample sends nothing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { localRuntimeConfig } from '@engage/tooling/apps';
import { startApi, type RunningApi } from './api-server';
import { enrolDemoOperator, eventually, journeyForThisFile, totp } from './journey';
import { appUrl } from './servers';

jest.setTimeout(180_000);

const journey = journeyForThisFile();
const API_PORT = 4160;
const base = `http://localhost:${API_PORT}/api/`;
const OPERATOR_PASSWORD = 'operator-password-1';

let fieldApi: RunningApi;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  fieldApi = await startApi({ port: API_PORT });
}, 120_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await fieldApi?.stop();
});

/** A browser whose shell talks to this file's API, with `sample` of visitors reporting. */
async function context(sample: number): Promise<BrowserContext> {
  const opened = await journey().browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(opened);
  await opened.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as object;
    await route.fulfill({
      json: { ...config, apiBaseUrl: base, wsBaseUrl: `ws://localhost:${API_PORT}`, telemetrySample: sample },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  return opened;
}

/** Opens the sign-in page and, for a visitor in the sample, waits until the reporter runs. */
async function visitSignIn(page: Page, reporting: boolean): Promise<void> {
  const reporter = reporting ? page.waitForResponse(/field-reporter/) : undefined;
  await page.goto(appUrl('shell', '/signin'));
  await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
  if (!reporter) return;
  // Downloaded whole, then a moment for the page to run it and start listening.
  await (await reporter).finished();
  await page.waitForTimeout(500);
}

/**
 * The visitor taps the page (which ends its LCP: web-vitals reports it once the browser is idle),
 * then switches to another app: the page is hidden, and a reporter sends what it has. Headless
 * Chromium never hides a page by itself, so the hiding is the page's own event.
 */
async function putAway(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.waitForTimeout(1_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

it('pages in the sample report their area’s views, vitals and errors, and the console shows them per release', async () => {
  // A visitor outside the sample: nothing is sent, so the one view counted below is the next one's.
  const outside = await (await context(0)).newPage();
  await visitSignIn(outside, false);
  await putAway(outside);

  const visitor = await (await context(1)).newPage();
  await visitSignIn(visitor, true);
  // An error the page does not catch, thrown by the sign-in page's area.
  await visitor.evaluate(() => setTimeout(() => Promise.reject(new Error('Field test failure at 0712345678'))));
  await putAway(visitor);

  // The console shows it, release by release (the newest first).
  const secret = await enrolDemoOperator(fieldApi, 'finance@engage.test', OPERATOR_PASSWORD, base);
  const operatorPage = await (await context(0)).newPage();
  await operatorPage.goto(appUrl('shell', '/operator'));
  await operatorPage.getByLabel('Email').fill('finance@engage.test');
  await operatorPage.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await operatorPage.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000));
  await operatorPage.getByRole('button', { name: 'Sign in' }).click();
  await operatorPage.getByRole('link', { name: 'Area health' }).click();
  await operatorPage.getByRole('heading', { level: 1, name: 'Area health' }).waitFor();
  const table = operatorPage.getByRole('table', { name: 'mf-auth' });
  // The beacon may land after the page first asked: the page is read again until it shows.
  await eventually(
    () =>
      table.waitFor({ timeout: 5_000 }).then(
        () => true,
        async () => {
          await operatorPage.reload();
          return false;
        },
      ),
    true,
    60_000,
  );
  const row = table.getByRole('row', { name: /\(newest\)/ });
  const cells = await row.getByRole('cell').allInnerTexts();
  // One view, its one error (1,000 per 1,000 views), and the sign-in page's LCP in seconds.
  expect(cells.slice(1, 3)).toEqual(['1', '1000.0']);
  expect(cells[3]).toMatch(/^\d+\.\d\d s$/);
});
