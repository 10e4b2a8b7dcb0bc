/**
 * Sign-in area journeys (issue 5 §7) in Chromium, against the production builds and our real
 * API server on a fresh embedded database.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { outboxFor } from './api-server';
import { api, startJourney, stopJourney, uniqueEmail, type Journey } from './journey';
import { appUrl } from './servers';

let journey: Journey | undefined;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  journey = await startJourney();
}, 120_000);

afterAll(async () => {
  await stopJourney(journey);
});

beforeEach(async () => {
  if (!journey) throw new Error('journey did not start');
  context = await journey.browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

async function signInThroughTheForm(email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /sign in/i }).click();
}

it('creates an account from a referral link, signs in, and logs out', async () => {
  const referrer = uniqueEmail('referrer');
  await api('users/register/', { body: { email: referrer, password: 'referrer-pass-1', user_type: 'consumer' } });
  const tokens = await api<{ access: string }>('users/login/', {
    body: { email: referrer, password: 'referrer-pass-1' },
  });
  const { user_id: referrerId } = await api<{ user_id: number }>('users/profile-details/', { token: tokens.access });

  await page.goto(appUrl('shell', `/ref?code=${referrerId}`));
  expect(await page.evaluate(() => localStorage.getItem('referralId'))).toBe(String(referrerId));

  const email = uniqueEmail('newcomer');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('newcomer-pass-1');
  await signUp.getByRole('button', { name: /create account|sign up/i }).click();
  await page.getByText('Signed up successfully!').waitFor();
  // After sign-up the sign-in tab shows, and the referral code has been used up.
  await page.getByRole('form', { name: 'Sign in' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('referralId'))).toBeNull();

  await signInThroughTheForm(email, 'newcomer-pass-1');
  await page.getByText('Logged in successfully!').waitFor();
  await page.waitForURL(appUrl('shell', '/consumer'));
  await page
    .getByText(/Welcome/)
    .first()
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('consumer');

  // The sign-up email carried a verification code (read from the development outbox).
  const mails = await outboxFor(email);
  expect(mails.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL(appUrl('shell', '/signin'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

it('refuses a wrong password with the server message and stays signed out', async () => {
  const email = uniqueEmail('careful');
  await api('users/register/', { body: { email, password: 'right-pass-1', user_type: 'consumer' } });
  await page.goto(appUrl('shell', '/signin'));
  await signInThroughTheForm(email, 'wrong-pass-1');
  await page
    .getByRole('alert')
    .filter({ hasText: /invalid|incorrect|wrong/i })
    .first()
    .waitFor();
  expect(page.url()).toBe(appUrl('shell', '/signin'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

it('guards: signed-out visitors go to /signin, unknown paths to /signup, signed-in users off public pages', async () => {
  await page.goto(appUrl('shell', '/consumer/payments'));
  await page.waitForURL(appUrl('shell', '/signin'));
  await page.goto(appUrl('shell', '/somewhere/else'));
  await page.waitForURL(appUrl('shell', '/signup'));

  const email = uniqueEmail('guarded');
  await api('users/register/', { body: { email, password: 'guarded-pass-1', user_type: 'consumer' } });
  await page.goto(appUrl('shell', '/signin'));
  await signInThroughTheForm(email, 'guarded-pass-1');
  await page.waitForURL(appUrl('shell', '/consumer'));
  await page.goto(appUrl('shell', '/signup'));
  await page.waitForURL(appUrl('shell', '/consumer'));
  await page.goto(appUrl('shell', '/producer'));
  await page.waitForURL(appUrl('shell', '/consumer'));
});
