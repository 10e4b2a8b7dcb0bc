/**
 * Accessibility of every page the route table lists, as axe sees it: on a 360 px phone and a
 * 1366 px laptop, in the light and the dark theme, and again with each page's dialog open.
 *
 * Rules: everything axe runs for WCAG 2.0 and 2.1 levels A and AA (names, roles and ARIA values,
 * contrast, labels, a button's name containing its visible text, …) plus axe's best practices,
 * which here are about finding one's way: one main landmark, content inside landmarks, unique
 * landmark names, one h1, headings in order, no nested interactive controls. They are cheap to
 * keep and a screen-reader user notices each of them, so all of them run.
 *
 * What fails: any violation of impact serious or critical, and moderate ones too. The moderate
 * ones axe reports on this app are the landmark and heading rules above; they are how a
 * screen-reader user skips to the content, and letting them pass would let them come back one
 * page at a time. Minor ones are listed in the failure message only when something else fails.
 *
 * The pages come from `areaRoutes`, so a new page is checked without touching this file; the
 * dialogs are named here per page. Public pages are visited signed out, consumer pages as a
 * user with a paid post, a draft, a payment in the wallet and alerts, producer pages as a
 * producer. One browser context per user, theme and width visits its pages in sequence.
 */
import axe from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { areaRoutes, pathTo, paths, type AppPath, type AreaRoute, type RouteAccess } from '@engage/shared/paths';
import {
  api,
  journeyForThisFile,
  latestOtp,
  operatorSession,
  paidPost,
  PHONE,
  signedInContext,
  uniqueEmail,
  verifiedUser,
  xPost,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();

interface Scene {
  consumer: Tokens;
  /** A consumer who has not had the first run yet: only they see its page. */
  newcomer: Tokens;
  producer: Tokens;
  /** The consumer's draft: the edit page opens it, and its Post button opens the payment dialog. */
  draftId: number;
  /** The demo admin operator's session, as the console keeps it. */
  operator: string;
}
let scene: Scene;

function postBody(isDraft: boolean) {
  return xPost('Accessibility post', {
    is_draft: isDraft,
    post_descrption: 'A post so that every page has something to show.',
  });
}

/** A verified consumer who has not been through the first run (journeys' users have). */
async function newcomerUser(): Promise<Tokens> {
  const email = uniqueEmail('a11y-new');
  const password = 'a11y-new-pass-1';
  await api('users/register/', { body: { email, password, user_type: 'consumer' }, firstRun: true });
  const tokens = await api<Tokens>('users/login/', { body: { email, password } });
  await api('users/request-otp/', { method: 'POST', body: {}, token: tokens.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(email) }, token: tokens.access });
  return tokens;
}

beforeAll(async () => {
  const { tokens: consumer } = await verifiedUser('a11y');
  // A paid post: a live post on the profile, a payment in the wallet, 'Payment received' in the
  // alerts (beside 'Email verified').
  await paidPost(consumer, postBody(false));
  const draft = await api<{ link_id: number }>('links/save/', { token: consumer.access, body: postBody(true) });
  const newcomer = await newcomerUser();

  const email = `a11y-producer-${Date.now()}@example.test`;
  await api('users/register/', { body: { email, password: 'a11y-producer-1', user_type: 'producer' } });
  const producer = await api<Tokens>('users/login/', { body: { email, password: 'a11y-producer-1' } });
  const adminLink = (process.env.ENGAGE_E2E_OPERATOR_LINKS ?? '').split('\n').find((line) => line.startsWith('ops@'));
  if (!adminLink) throw new Error('the server printed no enrolment link for the demo admin operator');
  const operator = await operatorSession(adminLink.slice(adminLink.indexOf('http')));
  scene = { consumer, newcomer, producer, draftId: draft.link_id, operator };
}, 60_000);

/** Pages only a consumer new to the app is shown (anyone else is sent on to the feed). */
const newcomerPages: readonly AppPath[] = [paths.consumerWelcome];

/** A page's path with its parameters filled: a reset token that is not real, the user's own draft. */
function pathOf(route: AreaRoute): string {
  return pathTo(route.path, { token: 'not-a-real-token', postId: scene.draftId });
}

interface Dialog {
  name: string;
  /** Where the page must be opened for the dialog (a query string), if not its plain path. */
  search?: string;
  /** Only phones have it (the navbar's slide-out menu). */
  phoneOnly?: boolean;
  open: (page: Page) => Promise<void>;
}

const click = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).first().click();

/** The dialogs each page opens, opened the way a user does. */
const dialogs: Partial<Record<AppPath, Dialog[]>> = {
  [paths.consumerHome]: [{ name: 'Connect Instagram', search: '?platform=instagram', open: click('Link Instagram') }],
  [paths.notifications]: [{ name: 'Clear all notifications?', open: click('Clear all') }],
  [paths.profile]: [{ name: 'Edit profile', open: click('Edit profile') }],
  // The menu is the same on every page: checked once, on a page with no dialog of its own.
  [paths.profileSettings]: [{ name: 'Menu', phoneOnly: true, open: click('Open menu') }],
  [paths.withdrawalMethods]: [{ name: 'Set up M-PESA', open: click('Setup M-PESA') }],
  [paths.editPost]: [{ name: 'Pay for your post', open: click('Post') }],
  [paths.faq]: [
    {
      name: 'Link Social Media Accounts',
      open: async (page) => {
        await page.getByText('Why do I need to link my social accounts?').click();
        await click('Link your accounts')(page);
      },
    },
  ],
};

interface Found {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the whole document (a modal dialog included) and returns what it found. */
async function axeFindings(page: Page): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const result = await inPage.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
    }));
  });
}

const FAILING = new Set(['critical', 'serious', 'moderate']);

/** Waits for the page's title and its first data (skeletons are not what a reader reads). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 5_000 })
    .catch(() => undefined);
}

type Findings = Record<string, Found[]>;

async function checkPages(
  browser: Browser,
  options: BrowserContextOptions,
  theme: 'light' | 'dark',
  routes: readonly AreaRoute[],
  tokens: Tokens | undefined,
  userType: 'consumer' | 'producer' | 'operator',
  findings: Findings,
): Promise<void> {
  let context: BrowserContext;
  if (userType === 'operator') {
    context = await browser.newContext(options);
    await context.addInitScript((session) => sessionStorage.setItem('engage.operatorSession', session), scene.operator);
  } else if (tokens) {
    context = await signedInContext(browser, tokens, options);
    if (userType === 'producer') await context.addInitScript(() => localStorage.setItem('userType', 'producer'));
  } else {
    context = await browser.newContext(options);
  }
  try {
    await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    const page = await context.newPage();
    for (const route of routes) {
      const path = pathOf(route);
      await page.goto(appUrl('shell', path));
      await settle(page);
      // The page itself, not where a guard sent the user.
      const shownPath = new URL(page.url()).pathname;
      if (shownPath !== path) throw new Error(`${path} sent this user on to ${shownPath}`);
      const shown = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
      if (shown !== theme) throw new Error(`${path} is shown in the ${shown} theme, not ${theme}`);
      findings[path] = await axeFindings(page);

      const phone = (options.viewport?.width ?? 0) <= 768;
      for (const dialog of (dialogs[route.path] ?? []).filter((candidate) => phone || !candidate.phoneOnly)) {
        if (dialog.search) {
          await page.goto(appUrl('shell', path + dialog.search));
          await settle(page);
        }
        await dialog.open(page);
        await page.getByRole('dialog', { name: dialog.name }).waitFor();
        await settle(page);
        findings[`${path} with the dialog '${dialog.name}'`] = await axeFindings(page);
      }
    }
  } finally {
    await context.close();
  }
}

function failures(findings: Findings): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const [where, found] of Object.entries(findings)) {
    if (!found.some((finding) => FAILING.has(finding.impact))) continue;
    failed[where] = found.map(
      (finding) => `${finding.impact} ${finding.rule}: ${finding.help} — ${finding.targets.join(' | ')}`,
    );
  }
  return failed;
}

describe('axe on every page, with its dialogs open', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [label, options] of [
      ['a 360 px phone', PHONE],
      ['1366 px', { viewport: { width: 1366, height: 800 } }],
    ] as const) {
      it(`${theme} theme, ${label}: no violation of impact moderate or more`, async () => {
        const browser = journey().browser;
        const findings: Findings = {};
        const routesFor = (...access: RouteAccess[]) => areaRoutes.filter((route) => access.includes(route.access));
        const consumerPages = routesFor('consumer');
        const forNewcomer = consumerPages.filter((route) => newcomerPages.includes(route.path));
        const forUser = consumerPages.filter((route) => !newcomerPages.includes(route.path));
        await checkPages(browser, options, theme, routesFor('public', 'anyone'), undefined, 'consumer', findings);
        await checkPages(browser, options, theme, forUser, scene.consumer, 'consumer', findings);
        await checkPages(browser, options, theme, forNewcomer, scene.newcomer, 'consumer', findings);
        await checkPages(browser, options, theme, routesFor('producer'), scene.producer, 'producer', findings);
        await checkPages(browser, options, theme, routesFor('operator-public'), undefined, 'consumer', findings);
        await checkPages(browser, options, theme, routesFor('operator'), undefined, 'operator', findings);
        // Every page was seen (a route added to the table is checked too).
        expect(Object.keys(findings).filter((where) => !where.includes(' with the dialog '))).toHaveLength(
          areaRoutes.length,
        );
        expect(failures(findings)).toEqual({});
      }, 170_000);
    }
  }
});
