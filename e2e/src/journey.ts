/**
 * Shared set-up for journeys against the real API: servers, a browser, API helpers.
 *
 * A new area's journey file needs three lines to get a signed-in page:
 *
 *   const journey = journeyForThisFile();
 *   const { tokens } = await verifiedUser('wallet');          // a fresh user, email verified
 *   const context = await signedInContext(journey().browser, tokens);
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { apiUrl, outboxFor, startApi, type RunningApi } from './api-server';
import { launchBrowser } from './browser';
import { AppServers } from './servers';

export interface Journey {
  servers: AppServers;
  api: RunningApi;
  browser: Browser;
}

export async function startJourney(): Promise<Journey> {
  const servers = new AppServers();
  await servers.startAll();
  const api = await startApi();
  const browser = await launchBrowser();
  return { servers, api, browser };
}

export async function stopJourney(journey: Journey | undefined): Promise<void> {
  if (!journey) return;
  await journey.browser.close();
  await journey.api.stop();
  await journey.servers.stopAll();
}

/**
 * Starts the app servers, our API and the browser once for a test file and stops them after
 * it; returns a getter for the running journey.
 */
export function journeyForThisFile(): () => Journey {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await startJourney();
  }, 120_000);
  afterAll(async () => {
    await stopJourney(journey);
  });
  return () => {
    if (!journey) throw new Error('the journey did not start');
    return journey;
  };
}

/** Calls our API the way a second device would (used to set the scene, never to assert UI). */
export async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

let counter = 0;
/** A fresh address per test so journeys never depend on each other. */
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

export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.test`;
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

/** The newest verification code mailed to `email` (read from the development outbox). */
export async function latestOtp(email: string): Promise<string> {
  for (const mail of await outboxFor(email)) {
    const match = /verification code is (\S+?)\./.exec(mail.body);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no verification code was mailed to ${email}`);
}

/** Registers a consumer, signs in and verifies the email through the real OTP flow. */
export async function verifiedUser(
  name: string,
  password = `${name}-pass-1`,
): Promise<{ email: string; tokens: Tokens }> {
  const email = uniqueEmail(name);
  await api('users/register/', { body: { email, password, user_type: 'consumer' } });
  const tokens = await api<Tokens>('users/login/', { body: { email, password } });
  await api('users/request-otp/', { method: 'POST', body: {}, token: tokens.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(email) }, token: tokens.access });
  return { email, tokens };
}
