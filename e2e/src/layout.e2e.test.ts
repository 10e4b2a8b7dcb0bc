/**
 * The frame and the pages at the widths people open them at: a 360 px phone, a small laptop or a
 * tablet on its side (800 and 1024 px) and a laptop (1366 px). Every area's first page is
 * measured there: the page column keeps at least 480 px, the sponsored column only comes where
 * there is room for it, nothing scrolls sideways; then the profile header, the reels between the
 * phone's bars, the footer tabs' pictures, the contrast of every text in both themes, and the
 * app's icons and manifest.
 */
import axe from 'axe-core';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { paths } from '@engage/shared/paths';
import { journeyForThisFile, PHONE, signedInContext, verifiedUser, type Tokens } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let tokens: Tokens;
let context: BrowserContext | undefined;

beforeAll(async () => {
  ({ tokens } = await verifiedUser('layout'));
}, 60_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/**
 * Each area's first page. The auth area's, for a signed-in user, is the privacy policy, which
 * opens in the signed-out frame (no columns).
 */
const areas = [
  { area: 'feed', path: paths.consumerHome, heading: 'Home' },
  { area: 'alerts', path: paths.notifications, heading: 'Alerts' },
  { area: 'profile', path: paths.profile, heading: 'Profile' },
  { area: 'wallet', path: paths.payments, heading: 'Wallet' },
  { area: 'posting', path: paths.addLink, heading: 'New post' },
  { area: 'affiliate', path: paths.affiliate, heading: 'Affiliate' },
  { area: 'reels', path: paths.videoReels, heading: 'Reels' },
  { area: 'auth', path: paths.privacyPolicy, heading: 'Privacy policy' },
] as const;

const desktop = (width: number): BrowserContextOptions => ({ viewport: { width, height: 800 } });

async function signedIn(options: BrowserContextOptions, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  context = await signedInContext(journey().browser, tokens, options);
  await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  return context.newPage();
}

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(appUrl('shell', path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * How far the page scrolls sideways (0 when it fits its window). Measured against the window the
 * test opened, not `innerWidth`: a phone's browser widens its layout viewport to content that
 * overflows (zooming the page out), and `innerWidth` grows with it.
 */
function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((opened) => document.documentElement.scrollWidth - opened, width);
}

describe('the frame at 800, 1024 and 1366 px', () => {
  for (const width of [800, 1024, 1366]) {
    it(`${width} px: every area's page is at least 480 px wide, sponsored cards only from 1100 px, no sideways scroll`, async () => {
      const page = await signedIn(desktop(width));
      for (const { area, path, heading } of areas) {
        await open(page, path, heading);
        if (area !== 'auth') {
          const main = await page.locator('#eg-main').boundingBox();
          const sponsored = await page.getByRole('complementary', { name: 'Sponsored' }).isVisible();
          expect({ area, mainAtLeast480: (main?.width ?? 0) >= 480 }).toEqual({ area, mainAtLeast480: true });
          expect({ area, sponsored }).toEqual({ area, sponsored: width >= 1100 });
        }
        expect({ area, overflow: await sidewaysOverflow(page) }).toEqual({ area, overflow: 0 });
      }
    }, 120_000);
  }

  it('on a 360 px phone no area scrolls sideways', async () => {
    const page = await signedIn(PHONE);
    for (const { area, path, heading } of areas) {
      await open(page, path, heading);
      expect({ area, overflow: await sidewaysOverflow(page) }).toEqual({ area, overflow: 0 });
    }
    // Signed out, the sign-in page too.
    const visitor = await journey().browser.newContext(PHONE);
    try {
      const signin = await visitor.newPage();
      await open(signin, paths.signin, 'Sign in');
      expect(await sidewaysOverflow(signin)).toBe(0);
    } finally {
      await visitor.close();
    }
  }, 120_000);
});

describe('the profile header', () => {
  const buttons = ['Copy profile link', 'Verify account', 'Edit profile'];

  for (const width of [800, 1024, 1366]) {
    it(`${width} px: the name reads on one line and the three buttons sit in one row`, async () => {
      const page = await signedIn(desktop(width));
      await open(page, paths.profile, 'Profile');
      const header = page.locator('.eg-profile__header');
      const boxes = await Promise.all(
        buttons.map(async (name) => (await header.getByRole('button', { name }).boundingBox())!),
      );
      const tops = boxes.map((box) => Math.round(box.y));
      expect(new Set(tops).size).toBe(1);
      for (const box of boxes) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeLessThanOrEqual(56);
        expect(box.width).toBeLessThan(260);
      }
      // The user's email (a verified user has no username yet) on one line, not a letter a line.
      const email = (await header.locator('.eg-profile__email').boundingBox())!;
      expect(email.height).toBeLessThan(30);
    }, 60_000);
  }

  it('on a 360 px phone the buttons fill rows at a touchable height', async () => {
    const page = await signedIn(PHONE);
    await open(page, paths.profile, 'Profile');
    const header = page.locator('.eg-profile__header');
    const headerBox = (await header.boundingBox())!;
    for (const name of buttons) {
      const box = (await header.getByRole('button', { name }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeLessThanOrEqual(56);
      expect(box.x + box.width).toBeLessThanOrEqual(headerBox.x + headerBox.width + 0.5);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
  }, 60_000);
});

describe('the reels on a phone', () => {
  /** The bottom of the navbar and of the filter tabs, the top of the footer tabs. */
  async function bars(page: Page) {
    return page.evaluate(() => {
      const bottom = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().bottom;
      const footer = document.querySelector('nav[aria-label="Sections"]');
      return {
        navbar: bottom('.eg-navbar'),
        tabs: bottom('[role="tablist"]'),
        tabsTop: document.querySelector('[role="tablist"]')!.getBoundingClientRect().top,
        footer: footer ? footer.getBoundingClientRect().top : window.innerHeight,
      };
    });
  }

  it('the filter tabs stay in reach and every reel shows whole between the bars', async () => {
    const page = await signedIn(PHONE);
    await open(page, paths.videoReels, 'Reels');
    const reels = page.locator('article.eg-reel');
    await reels.first().waitFor();
    await page.waitForTimeout(800); // a snap settles after the list has laid out

    // Opened: the tabs show under the navbar, and a tap on one works.
    let at = await bars(page);
    expect(at.tabsTop).toBeGreaterThanOrEqual(at.navbar - 1);
    await page.getByRole('tab', { name: 'TikTok' }).click();
    await page.waitForURL(/filter=tiktok/);
    await page.getByRole('tab', { name: 'All' }).click();
    await page.waitForURL((url) => !url.search.includes('filter='));
    await reels.first().waitFor();

    // A swipe snaps the next reel into place: its top below the tabs, its bottom above the footer.
    for (let swipe = 0; swipe < 3; swipe++) {
      await page.mouse.move(180, 400);
      await page.mouse.wheel(0, 450);
      await page.waitForTimeout(900);
      at = await bars(page);
      const placed = await page.evaluate(
        ({ top, bottom }) =>
          Array.from(document.querySelectorAll('article.eg-reel'))
            .map((reel) => reel.getBoundingClientRect())
            .filter((box) => box.bottom > top + 40 && box.top < bottom - 40)
            .map((box) => ({ top: Math.round(box.top), bottom: Math.round(box.bottom) })),
        { top: at.tabs, bottom: at.footer },
      );
      // One reel in view, whole, and the tabs still there above it.
      expect(placed).toHaveLength(1);
      expect(placed[0]!.top).toBeGreaterThanOrEqual(Math.floor(at.tabs) - 1);
      expect(placed[0]!.bottom).toBeLessThanOrEqual(Math.ceil(at.footer) + 1);
      expect(at.tabsTop).toBeGreaterThanOrEqual(at.navbar - 1);
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await page.getByRole('tab', { name: 'YouTube Shorts' }).click();
    await page.waitForURL(/filter=youtube/);
  }, 60_000);
});

describe('the footer tabs on a phone', () => {
  it('each of the seven tabs shows a picture above its label, large enough to tap', async () => {
    const page = await signedIn(PHONE);
    await open(page, paths.payments, 'Wallet');
    const links = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    expect(await links.count()).toBe(7);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      const icon = (await link.locator('svg').boundingBox())!;
      const label = (await link.locator('.eg-footer-tabs__label').boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(icon.width).toBeGreaterThanOrEqual(18);
      expect(icon.y + icon.height).toBeLessThanOrEqual(label.y + 1);
      // The label fits its tab (no word cut off).
      expect(
        await link.locator('.eg-footer-tabs__label').evaluate((span) => span.scrollWidth <= span.clientWidth),
      ).toBe(true);
    }
  }, 60_000);
});

describe('contrast in both themes', () => {
  interface Failure {
    target: string;
    summary: string;
  }

  async function contrastFailures(page: Page): Promise<Failure[]> {
    await page.evaluate(axe.source);
    return page.evaluate(async () => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const result = await inPage.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
      );
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    for (const [label, options] of [
      ['1366 px', desktop(1366)],
      ['a 360 px phone', PHONE],
    ] as const) {
      it(`${theme} theme, ${label}: every text of every area passes WCAG AA contrast`, async () => {
        const page = await signedIn(options, theme);
        const failures: Record<string, Failure[]> = {};
        for (const { area, path, heading } of areas) {
          await open(page, path, heading);
          // The first data in place (skeletons are not what a reader reads).
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.waitForTimeout(300);
          // Every page shows the theme chosen on this device (a light page would pass unseen).
          const shown = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
          const found =
            shown === theme
              ? await contrastFailures(page)
              : [{ target: 'html', summary: `shown in the ${shown} theme` }];
          if (found.length > 0) failures[area] = found;
        }
        expect(failures).toEqual({});
      }, 180_000);
    }

    it(`${theme} theme: the sign-in page and its error messages pass WCAG AA contrast`, async () => {
      context = await journey().browser.newContext(PHONE);
      await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const page = await context.newPage();
      await open(page, paths.signin, 'Sign in');
      // The theme chosen on this device, on a page outside the signed-in frame too.
      expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Password', { exact: true }).fill('x');
      await form.getByRole('button', { name: /sign in/i }).click();
      await form.getByText('Invalid email format').waitFor();
      expect(await contrastFailures(page)).toEqual([]);
    }, 60_000);
  }
});

describe('the app icon and manifest', () => {
  it('the shell links an icon set and a manifest, each answering 200, revalidated since their names never change', async () => {
    const page = await signedIn(PHONE);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await open(page, paths.consumerHome, 'Home');

    const links = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'),
      ).map((link) => ({ rel: link.getAttribute('rel'), href: (link as HTMLLinkElement).href })),
    );
    expect(links.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);

    const favicon = await fetch(appUrl('shell', '/favicon.ico'));
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    expect(favicon.headers.get('cache-control')).toBe('no-cache');

    const answer = await fetch(appUrl('shell', '/manifest.webmanifest'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'engage',
      start_url: '/consumer',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    for (const href of [
      ...links.map((link) => link.href),
      ...manifest.icons.map((icon) => appUrl('shell', icon.src)),
    ]) {
      const response = await fetch(href);
      expect({ href, status: response.status }).toEqual({ href, status: 200 });
    }
    expect(failed).toEqual([]);
  }, 60_000);
});
