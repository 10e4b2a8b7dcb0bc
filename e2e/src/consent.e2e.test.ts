/**
 * A newer privacy policy is asked for at sign-in, in Chromium on a 360 px phone against our real
 * API: a person signs up while the policy of 29 November 2026 is in force; the operator then
 * publishes a newer one (the same server and database, started again with PRIVACY_VERSION); at
 * the next sign-in the consent page stands in for the app until they accept, and accepting is
 * recorded with the new version, so it is not asked again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { localRuntimeConfig } from '@engage/tooling/apps';
import { startApi, type RunningApi } from './api-server';
import { api, journeyForThisFile, PHONE, verifiedUser, type Tokens } from './journey';
import { appUrl } from './servers';

jest.setTimeout(240_000);

const journey = journeyForThisFile();
const API_PORT = 4150;
const base = `http://localhost:${API_PORT}/api/`;
const NEWER_POLICY = '2027-01-15';

let dataDir: string;
let server: RunningApi | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'engage-e2e-consent-'));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A phone whose shell talks to this file's API. */
async function phone(): Promise<BrowserContext> {
  const context = await journey().browser.newContext(PHONE);
  contexts.push(context);
  await context.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as { apiBaseUrl: string; wsBaseUrl: string };
    await route.fulfill({
      json: { ...config, apiBaseUrl: base, wsBaseUrl: `ws://localhost:${API_PORT}` },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  return context;
}

it('a changed privacy policy is asked for at sign-in; accepting it is recorded and lets the person in', async () => {
  const password = 'consent-pass-1';
  server = await startApi({ port: API_PORT, dataDir });
  const { email } = await verifiedUser('consent', password, base);
  await server.stop();
  server = await startApi({ port: API_PORT, dataDir, env: { PRIVACY_VERSION: NEWER_POLICY } });

  const page = await (await phone()).newPage();
  await page.goto(appUrl('shell', '/signin'));
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /sign in/i }).click();

  const asked = page.getByRole('heading', { level: 1, name: "We've updated our terms and privacy policy" });
  await asked.waitFor();
  // Nothing else of the app is there: no feed, no footer tabs.
  expect(await page.getByRole('heading', { level: 1, name: 'Home' }).count()).toBe(0);
  expect(await page.getByRole('navigation').count()).toBe(0);
  await page.getByRole('link', { name: `Privacy policy, version ${NEWER_POLICY}` }).waitFor();

  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  expect(await asked.count()).toBe(0);

  // On record with the new version and the time, so a new start does not ask again.
  const tokens = await api<Tokens>('users/login/', { body: { email, password }, base });
  const consents = await api<{ privacy: { version: string; at: string }; consent_needed: { privacy: boolean } }>(
    'users/consents/',
    { token: tokens.access, base },
  );
  expect(consents.privacy.version).toBe(NEWER_POLICY);
  expect(Date.now() - Date.parse(consents.privacy.at)).toBeLessThan(120_000);
  expect(consents.consent_needed.privacy).toBe(false);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  expect(await asked.count()).toBe(0);
});
