/**
 * The public pages come prerendered (scripts/prerender.mjs) and are hydrated, not drawn again
 * (shell/src/bootstrap.tsx): the first HTML already holds the sign-in form, React takes it
 * without a recoverable error (a hydration mismatch), and what is typed before the page's code
 * has come is still there after.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { journeyForThisFile } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeEach(async () => {
  context = await journey().browser.newContext();
  page = await context.newPage();
  problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});

afterEach(async () => {
  await context.close();
});

/**
 * Holds the shell's bootstrap chunk, so the page stays as its HTML drew it, until the function
 * returned is called.
 */
async function holdBootstrap(): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/bootstrap\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has taken the element (hydrated it, or drawn it), not only until it shows. */
async function untilTaken(selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

it.each(['/signin', '/signup', '/ref', '/forgotpassword', '/privacy-policy'])(
  "%s's first HTML holds the page, and every other path gets the app's page",
  async (path) => {
    const response = await fetch(appUrl('shell', path));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    // With the release of mf-auth whose build drew it (shared/src/federation/release-id.ts).
    expect(html).toMatch(
      new RegExp(
        `<div id="root" data-prerendered="${path}" data-prerendered-language="en" data-prerendered-release="[a-z0-9]+">`,
      ),
    );
    expect(html).toMatch(/<main class="eg-(auth|policy)"/);
    const other = await (await fetch(appUrl('shell', '/consumer'))).text();
    expect(other).toContain('<div id="root"></div>');
  },
);

it('/signin: the first HTML holds the sign-in form, and it hydrates with no recoverable error', async () => {
  const response = await page.goto(appUrl('shell', '/signin'), { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<form class="eg-auth-form"');
  expect(html).toContain('id="signin-email"');
  expect(html).toContain('id="signin-password"');
  await untilTaken('#signin-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).and(page.locator(':enabled')).waitFor();
  // The form React hydrated is the one the HTML held, not one drawn again.
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-prerendered'))).toBe('/signin');
  // The Google link gets its address (origin, state) once hydrated.
  expect(await page.locator('.eg-auth-google__button').getAttribute('href')).toContain('redirect_uri=');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

it('/signin from another mf-auth release (a canary, a newer deploy) is drawn afresh by it, not hydrated against markup it does not match', async () => {
  // The same files under a manifest that names them a little differently: another release id.
  await page.route(appUrl('mf-auth', '/mf-manifest.json'), async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: { remoteEntry: Record<string, unknown> } };
    manifest.metaData.remoteEntry.release = 'another';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto(appUrl('shell', '/signin'));
  await untilTaken('#signin-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).and(page.locator(':enabled')).waitFor();
  // Drawn over: the prerendered markup's attributes are gone, and React recovered from nothing.
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-prerendered'))).toBeNull();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

it('/signin: what is typed before the page is hydrated stays; submitting waits for hydration', async () => {
  const release = await holdBootstrap();
  await page.goto(appUrl('shell', '/signin'), { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('typed-early@example.com');
  await form.getByLabel('Password', { exact: true }).fill('typed-early-pass');
  expect(await form.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { typedInto: Element | null }).typedInto = document.querySelector('#signin-email');
  });
  release();
  await untilTaken('#signin-email');
  await form.getByRole('button', { name: 'Sign in', exact: true }).and(page.locator(':enabled')).waitFor();
  expect(await form.getByLabel('Email').inputValue()).toBe('typed-early@example.com');
  expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('typed-early-pass');
  expect(
    await page.evaluate(
      () => (window as unknown as { typedInto: Element | null }).typedInto === document.querySelector('#signin-email'),
    ),
  ).toBe(true);
  // The form reads what was typed: an email that is not one is refused in words.
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await form.getByText('Invalid email format').waitFor();
  expect(problems).toEqual([]);
});

it('a Kiswahili visit to /signin hides the English HTML and is drawn afresh in Kiswahili', async () => {
  await context.addInitScript(() => localStorage.setItem('engage.language', 'sw'));
  const release = await holdBootstrap();
  await page.goto(appUrl('shell', '/signin'), { waitUntil: 'domcontentloaded' });
  // The English form is in the document, not on screen.
  expect(await page.locator('#eg-auth-title').textContent()).toBe('Sign in');
  expect(await page.locator('#eg-auth-title').isVisible()).toBe(false);
  release();
  await untilTaken('#signin-email');
  expect(await page.locator('#eg-auth-title').textContent()).not.toBe('Sign in');
  expect(await page.locator('#eg-auth-title').isVisible()).toBe(true);
  expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-prerendered'))).toBe(false);
  expect(problems).toEqual([]);
});

it('a signed-in visitor on /signin does not see the sign-in form: they go to their home', async () => {
  await context.addInitScript(() => {
    localStorage.setItem('token', 'not-checked-before-redirect');
    localStorage.setItem('userType', 'consumer');
  });
  const release = await holdBootstrap();
  await page.goto(appUrl('shell', '/signin'), { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#signin-email').isVisible()).toBe(false);
  release();
  await page.waitForURL(appUrl('shell', '/consumer'));
});
