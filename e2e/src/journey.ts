/**
 * Shared set-up for journeys against the real API: a browser per file, API helpers. The app
 * servers and the API are started once for all files (global-setup.ts).
 *
 * A new area's journey file needs three lines to get a signed-in page on a 360 px phone:
 *
 *   const journey = journeyForThisFile();
 *   const { tokens } = await verifiedUser('wallet');          // a fresh user, email verified
 *   const page = await openSignedIn(journey().browser, tokens, '/consumer/payments', 'Wallet');
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { apiUrl, outboxFor, type RunningApi } from './api-server';
import type { PostSaveBody } from '@engage/shared/contract/posting';
import { launchBrowser } from './browser';
import { appUrl } from './servers';

/** A test file's browser; the app servers and the API are shared by every file (global-setup.ts). */
export interface Journey {
  browser: Browser;
}

export async function startJourney(): Promise<Journey> {
  return { browser: await launchBrowser() };
}

export async function stopJourney(journey: Journey | undefined): Promise<void> {
  await journey?.browser.close();
}

/** The contexts {@link openSignedIn} opened in the running test, closed after it. */
const openedContexts: BrowserContext[] = [];

/**
 * Launches the browser once for a test file and closes it after; returns a getter for it. The
 * pages {@link openSignedIn} opened are closed after each test.
 */
export function journeyForThisFile(): () => Journey {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await startJourney();
  }, 120_000);
  afterEach(async () => {
    await Promise.all(openedContexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await stopJourney(journey);
  });
  return () => {
    if (!journey) throw new Error('the journey did not start');
    return journey;
  };
}

/**
 * Calls our API the way a second device would (used to set the scene, never to assert UI).
 *
 * A person a journey registers here has been through the first run already (ended for them at
 * once, as 'Skip for now' would), so a journey that is not about it opens on the page it asks
 * for, not on the first run. `firstRun: true` leaves it to them (first-run.e2e.test.ts).
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; base?: string; firstRun?: boolean } = {},
): Promise<T> {
  const response = await fetch(`${init.base ?? apiUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as T;
  if (path === 'users/register/' && !init.firstRun) {
    const { email, password } = init.body as { email: string; password: string };
    const { access } = await api<Tokens>('users/login/', { body: { email, password }, base: init.base });
    await api('users/first-run/', { body: {}, token: access, base: init.base });
  }
  return answer;
}

/** Asks `read` until it answers `expected` (server state that settles a moment later). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected) {
    if (Date.now() > deadline)
      throw new Error(`still ${String(last)} after ${timeoutMs} ms, expected ${String(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
}

let counter = 0;
/** A fresh address per test so journeys never depend on each other. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.test`;
}

/**
 * An M-PESA number and national ID no other account in this run holds: one number and one ID
 * belong to one account (docs/security.md, "Farms"), and the journeys share one API.
 * `phone` as typed (07…), `mpesaPhone` as stored (2547…).
 */
export function uniquePayoutIdentity(): { phone: string; mpesaPhone: string; idNumber: string } {
  const digits = (count: number) => randomInt(10 ** (count - 1), 10 ** count).toString();
  // Never 0799999999: the sandbox refuses to pay that one (the wallet journey's failed payout).
  const local = `7${digits(8).replace(/^9{8}$/, '12345678')}`;
  return { phone: `0${local}`, mpesaPhone: `254${local}`, idNumber: digits(8) };
}

export interface Tokens {
  access: string;
  refresh: string;
  session_id: string;
}

/**
 * A browser context signed in as `tokens`: the stored session is in place before the app's
 * scripts run, exactly as signing in leaves it (set it later and it races the session store).
 */
export async function signedInContext(
  browser: Browser,
  tokens: Tokens,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((session) => {
    localStorage.setItem('token', session.access);
    localStorage.setItem('refresh', session.refresh);
    localStorage.setItem('session_id', session.session_id);
    localStorage.setItem('userType', 'consumer');
  }, tokens);
  return context;
}

/**
 * The first element matching `selector` in a virtualised list: the page scrolls down until the
 * list renders it, then brings it into view. The list loads its pages as it goes, and the posts
 * other journeys made come first, so how far that is depends on what ran before: the page keeps
 * scrolling for up to `withinMs`, not a fixed number of screens.
 */
export async function scrolledTo(page: Page, selector: string, withinMs = 30_000): Promise<Locator> {
  const found = page.locator(selector);
  const until = Date.now() + withinMs;
  while ((await found.count()) === 0) {
    if (Date.now() > until) throw new Error(`no ${selector} in the list after scrolling for ${String(withinMs)} ms`);
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForTimeout(100);
  }
  await found.first().scrollIntoViewIfNeeded();
  return found.first();
}

/** A mid-range Android phone's screen: the layout every area is built for first. */
/** The pending balance the signed-in layout shows ("KES 5.00"), as text. */
export async function pendingBalance(page: Page): Promise<string> {
  return (
    (await page
      .locator('dt', { hasText: 'Pending balance' })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? ''
  );
}

/**
 * The body of `links/save/` for a post of an X status, live once paid for, as a producer fills
 * the form: `title` names it; `fields` sets anything else (a draft, another amount…). Each call
 * links a status of its own.
 */
export function xPost(title: string, fields: Partial<PostSaveBody> = {}): PostSaveBody {
  return {
    link_url: `https://x.com/engage_e2e/status/${Date.now()}${Math.floor(Math.random() * 1000)}`,
    platform: 'twitter',
    is_draft: false,
    action_type: 'Likes',
    producer_amount: 1500,
    targets_needed: 150,
    post_title: title,
    post_descrption: `${title}: a post of the browser journeys.`,
    targets_location: 'Anywhere',
    producer_location: 'Nairobi, Kenya',
    post_tags: 'music,kenya',
    anonymous: false,
    post_thumbnail: null,
    ...fields,
  };
}

/** Saves `body` as a post of `tokens`' user and pays for it through the sandbox M-PESA; its link id. */
export async function paidPost(tokens: Tokens, body: PostSaveBody): Promise<number> {
  const { link_id: linkId } = await api<{ link_id: number }>('links/save/', { token: tokens.access, body });
  await api('wallet/checkout/mpesa/', { token: tokens.access, body: { phone: '254712345678', link_id: linkId } });
  return linkId;
}

/** Waits for a paid post to go live: on the first page of `reader`'s feed (anyone's but its producer's). */
export async function untilInFeed(reader: Tokens, linkId: number): Promise<void> {
  await eventually(async () => {
    const page = await api<{ results: { link_id: number }[] }>('all/?page=1', { token: reader.access, method: 'GET' });
    return page.results.some((link) => link.link_id === linkId);
  }, true);
}

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * Opens `path` in the shell for a signed-in user (a new context, closed after the test) and
 * waits for the page's title; if it never comes, the error shows what the page said instead.
 */
export async function openSignedIn(
  browser: Browser,
  tokens: Tokens,
  path: string,
  heading: string,
  options: BrowserContextOptions = PHONE,
): Promise<Page> {
  const context = await signedInContext(browser, tokens, options);
  openedContexts.push(context);
  const page = await context.newPage();
  await page.goto(appUrl('shell', path));
  await page
    .getByRole('heading', { level: 1, name: heading })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`${path} did not open: ${String(error)}\n${await page.locator('body').innerText()}`);
    });
  return page;
}

/**
 * The newest verification code mailed to `email` (read from the development outbox). With
 * `after` (how many mails there were before asking for a code), waits for that new mail: a code
 * mailed earlier is void once a new one is asked for.
 */
export async function latestOtp(
  email: string,
  after = 0,
  timeoutMs = 20_000,
  base = apiUrl,
  mailbox?: string,
): Promise<string> {
  const started = Date.now();
  for (;;) {
    const mails = await outboxFor(email, base, mailbox);
    if (mails.length > after) {
      for (const mail of mails) {
        const match = /verification code is (\S+?)\./.exec(mail.body);
        if (match?.[1]) return match[1];
      }
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no verification code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails `email` has been sent so far (for {@link latestOtp}'s `after`). */
export async function mailCount(email: string): Promise<number> {
  return (await outboxFor(email)).length;
}

/**
 * Registers a consumer, signs in and verifies the email through the real OTP flow, on the
 * journeys' API or the one at `base`.
 */
export async function verifiedUser(
  name: string,
  password = `${name}-pass-1`,
  base = apiUrl,
  mailbox?: string,
): Promise<{ email: string; tokens: Tokens }> {
  const email = uniqueEmail(name);
  await api('users/register/', { body: { email, password, user_type: 'consumer' }, base });
  const tokens = await api<Tokens>('users/login/', { body: { email, password }, base });
  // Sign-up mailed the one code; asking again would send nothing while it is valid.
  const code = await latestOtp(email, 0, mailbox ? 30_000 : 20_000, base, mailbox);
  await api('users/verify-email/', { body: { otp_code: code }, token: tokens.access, base });
  return { email, tokens };
}

/** Links YouTube for a user the way the browser would, through the sandbox consent page of the API at `base`. */
export async function linkYoutube(tokens: Tokens, email: string, base = apiUrl): Promise<void> {
  const { auth_url: authUrl } = await api<{ auth_url: string }>('users/connect/youtube/', {
    method: 'POST',
    body: {},
    token: tokens.access,
    base,
  });
  const consent = new URL(authUrl);
  const allowed = await fetch(consent, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      state: consent.searchParams.get('state') ?? '',
      email,
      decision: 'allow',
    }),
  });
  const callback = await fetch(allowed.headers.get('location') ?? '', { redirect: 'manual' });
  if (callback.status >= 400) throw new Error(`linking YouTube failed: ${callback.status}`);
}

/** Proves presence on the session of `tokens` with the password, as the step-up dialog does. */
export async function stepUp(tokens: Tokens, password: string, base = apiUrl): Promise<void> {
  await api('users/step-up/', { body: { password }, token: tokens.access, base });
}

/**
 * Lets a payout number's cooling-off pass, through the development-only route (absent in
 * production): a journey about withdrawing need not wait 48 hours. security.e2e.test.ts shows
 * the cooling-off itself.
 */
export async function coolOff(tokens: Tokens, methodId: number, base = apiUrl): Promise<void> {
  await api(`dev/withdrawal-methods/${methodId}/cooled/`, { method: 'POST', body: {}, token: tokens.access, base });
}

/** The id of the user's M-PESA number. */
export async function payoutNumberId(tokens: Tokens, base = apiUrl): Promise<number> {
  const { results } = await api<{ results: { id: number }[] }>('wallet/withdrawal-methods/', {
    token: tokens.access,
    base,
  });
  const [method] = results;
  if (!method) throw new Error('no payout number');
  return method.id;
}

/** Adds a payout number as its owner does (a step-up, then save) and lets its cooling-off pass. */
export async function usablePayoutNumber(
  tokens: Tokens,
  password: string,
  body: Record<string, unknown>,
  base = apiUrl,
): Promise<number> {
  await stepUp(tokens, password, base);
  const { id } = await api<{ id: number }>('wallet/withdrawal-methods/', { body, token: tokens.access, base });
  await coolOff(tokens, id, base);
  return id;
}

/** Answers the step-up dialog ("Confirm it is you") with the password, as the owner does. */
export async function confirmItIsYou(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * RFC 6238's code for `secret` (base32) at `atMs`: written here from the RFC, apart from the
 * server's library, as an authenticator app would make it.
 */
export function totp(secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * An operator of the console signed in against `base`, through the enrolment link the server
 * printed: the session the console keeps in sessionStorage, as a string to put there.
 */
export async function operatorSession(link: string, base = apiUrl): Promise<string> {
  const token = link.slice(link.lastIndexOf('/') + 1);
  const { email, secret } = await api<{ email: string; secret: string }>(`operator/enrol/${token}/`, { base });
  const password = 'operator-password-1';
  await api(`operator/enrol/${token}/`, { base, body: { password, code: totp(secret) } });
  // The next step's code: the enrolment spent this one.
  const session = await api<{ access_token: string; expires_at: string; operator: object }>('operator/sign-in/', {
    base,
    body: { email, password, code: totp(secret, Date.now() + 30_000) },
  });
  return JSON.stringify({
    token: session.access_token,
    operator: { ...session.operator, expiresAt: session.expires_at },
  });
}

/**
 * A producer's live YouTube Likes post against `base`, paid through the sandbox M-PESA: a post a
 * consumer's like can be claimed on (and, with no platform check, waits for a person).
 */
export async function liveYoutubeLikesPost(
  producer: Tokens,
  title: string,
  base = apiUrl,
): Promise<{ linkId: number; videoId: string }> {
  const videoId = `lv${randomInt(0, 2 ** 40).toString(36)}`.padEnd(11, 'x').slice(0, 11);
  const { link_id: linkId } = await api<{ link_id: number }>('links/save/', {
    base,
    token: producer.access,
    body: {
      link_url: `https://www.youtube.com/watch?v=${videoId}`,
      platform: 'youtube',
      is_draft: false,
      action_type: 'Likes',
      producer_amount: 1500,
      targets_needed: 150,
      post_title: title,
      post_descrption: `${title}: a post of a journey.`,
      targets_location: 'Anywhere',
      producer_location: 'Nairobi, Kenya',
      post_tags: 'music,kenya',
      anonymous: false,
      post_thumbnail: null,
    },
  });
  await api('wallet/checkout/mpesa/', {
    base,
    token: producer.access,
    body: { phone: '254712345678', link_id: linkId },
  });
  await eventually(
    async () => (await api<{ status: string }>(`links/${linkId}/`, { base, token: producer.access })).status,
    'active',
  );
  return { linkId, videoId };
}

/**
 * Enrols one of the demo's operators (`ops@engage.test`, `finance@engage.test`) on a journey's own
 * API with the enrolment link that API printed once its demo data was in; answers the operator's
 * authenticator secret.
 */
export async function enrolDemoOperator(
  server: RunningApi,
  email: string,
  password: string,
  base: string,
): Promise<string> {
  const printed = () =>
    server
      .output()
      .split('\n')
      .find((candidate) => candidate.startsWith(`${email} (`));
  await eventually(async () => printed() !== undefined, true, 60_000);
  const line = printed() ?? '';
  const link = line.slice(line.indexOf('http'));
  const enrolment = link.slice(link.lastIndexOf('/') + 1);
  const { secret } = await api<{ secret: string }>(`operator/enrol/${enrolment}/`, { base });
  await api(`operator/enrol/${enrolment}/`, { base, body: { password, code: totp(secret) } });
  return secret;
}
