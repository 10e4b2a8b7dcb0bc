/**
 * The first run in Chromium on a 360 px phone, against the production builds and our real API:
 * a new person signs up, verifies the address, and the first sign-in opens the first run; it
 * ends (finished or skipped) once, and neither a reload nor another sign-in shows it again.
 */
import type { Page } from 'playwright-core';
import { api, journeyForThisFile, latestOtp, PHONE, uniqueEmail, type Tokens } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
const contexts: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPhonePage(): Promise<Page> {
  const context = await journey().browser.newContext(PHONE);
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('shell', '/signin'));
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await page.getByText('Logged in successfully!').waitFor();
}

/** Verifies the address from a second device (the API), as the code mailed at sign-up allows. */
async function verifyFromAnotherDevice(email: string, password: string): Promise<void> {
  const tokens = await api<Tokens>('users/login/', { body: { email, password } });
  await api('users/request-otp/', { body: {}, token: tokens.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(email) }, token: tokens.access });
}

/**
 * `go` ends on the feed, and it is still the feed once the profile — which says whether the
 * first run is due — has arrived and the shell has read it.
 */
async function staysOnTheFeed(page: Page, go: () => Promise<unknown>): Promise<void> {
  const profileArrived = page.waitForResponse(
    (response) => response.url().includes('/api/users/profile-details/') && response.request().method() === 'GET',
  );
  await go();
  await profileArrived;
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/consumer');
  expect(await page.getByRole('heading', { level: 1, name: 'Welcome' }).count()).toBe(0);
}

async function stepHeading(page: Page, name: string, step: number): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name });
  await heading.waitFor();
  await expect(
    heading.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()),
  ).resolves.toBe(`Step ${step} of 3`);
  // The keyboard starts on the step: its heading has the focus.
  await page.waitForFunction((text) => document.activeElement?.textContent === text, name);
}

it('a new sign-up picks two interests, passes over linking, reads how earning works with the server’s figures, and lands on the feed — once', async () => {
  const page = await newPhonePage();
  const email = uniqueEmail('firstrun');
  const password = 'firstrun-pass-1';

  // Sign up in the browser, signed in at once, and enter the emailed code in the code step.
  await page.goto(appUrl('shell', '/signup'));
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: /create account|sign up/i }).click();
  await page.getByText('Check your email to continue.').waitFor();
  const codeStep = page.getByRole('dialog', { name: 'Please check your email' });
  await codeStep.getByLabel('Verification code').fill(await latestOtp(email));
  await codeStep.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText('Verification successful!').waitFor();
  await codeStep.waitFor({ state: 'detached' });

  // The first run, not the feed.
  await page.waitForURL(appUrl('shell', '/consumer/welcome'));
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
  await stepHeading(page, 'Pick your interests', 1);
  await page.getByRole('button', { name: 'Afrobeats', exact: true }).click();
  await page.getByRole('button', { name: 'Gadgets', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Account updated successfully!').waitFor();

  await stepHeading(page, 'Link YouTube or X', 2);
  await page.getByRole('button', { name: 'Link YouTube' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();

  await stepHeading(page, 'How earning works', 3);
  const settings = await api<{ min_watch_seconds: number; pending_hold_hours: number }>('settings/');
  const facts = page.locator('.eg-first-run__facts');
  await facts.getByText(`at least ${settings.min_watch_seconds} second`).waitFor();
  await facts.getByText(`waits ${settings.pending_hold_hours} hour`).waitFor();
  await facts.getByText('at least KES 1,000.').waitFor();
  await staysOnTheFeed(page, () => page.getByRole('button', { name: 'Go to my feed' }).click());

  // What was picked was saved, once, on the server.
  const tokens = await api<Tokens>('users/login/', { body: { email, password } });
  const profile = await api<{ interests: string[]; onboarded_at: string | null }>('users/profile-details/', {
    token: tokens.access,
  });
  expect(profile.interests).toEqual(['Afrobeats', 'Gadgets']);
  expect(profile.onboarded_at).not.toBeNull();

  // A reload, and a sign-in on another device: the feed.
  await staysOnTheFeed(page, () => page.reload());
  const other = await newPhonePage();
  await staysOnTheFeed(other, () => signIn(other, email, password));
}, 120_000);

it('the last step says the daily limit and how many tasks a withdrawal takes, from the server', async () => {
  const email = uniqueEmail('firstrunlimit');
  const password = 'firstrunlimit-pass-1';
  await api('users/register/', { body: { email, password, user_type: 'consumer' }, firstRun: true });
  await verifyFromAnotherDevice(email, password);
  const tokens = await api<Tokens>('users/login/', { body: { email, password } });
  const earning = await api<{ daily_limit: number; left_today: number }>('earning/today/', { token: tokens.access });
  const page = await newPhonePage();
  await signIn(page, email, password);
  await page.waitForURL(appUrl('shell', '/consumer/welcome'));
  await stepHeading(page, 'Pick your interests', 1);
  await page.getByRole('button', { name: 'Afrobeats', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepHeading(page, 'Link YouTube or X', 2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepHeading(page, 'How earning works', 3);

  const summary = page.getByRole('region', { name: 'Your earning today' });
  await summary.getByText(`Daily limit: ${earning.daily_limit} tasks.`).waitFor();
  await summary.getByText(`${earning.left_today} tasks left today.`).waitFor();
  await summary.getByText(/^Withdrawals start at KES 1,000: about \d+ tasks at KES [\d.,]+ each\.$/).waitFor();
}, 120_000);

it("another new user's 'Skip for now' on the first step goes straight to the feed, and the first run never comes back", async () => {
  const page = await newPhonePage();
  const email = uniqueEmail('firstrunskip');
  const password = 'firstrunskip-pass-1';
  await api('users/register/', { body: { email, password, user_type: 'consumer' }, firstRun: true });
  await verifyFromAnotherDevice(email, password);
  await signIn(page, email, password);

  await page.waitForURL(appUrl('shell', '/consumer/welcome'));
  await stepHeading(page, 'Pick your interests', 1);
  await staysOnTheFeed(page, () => page.getByRole('button', { name: 'Skip for now' }).click());

  // Its address leads to the feed now, and so does the next sign-in.
  await staysOnTheFeed(page, () => page.goto(appUrl('shell', '/consumer/welcome')));
  const other = await newPhonePage();
  await staysOnTheFeed(other, () => signIn(other, email, password));
}, 120_000);
