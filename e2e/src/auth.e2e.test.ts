/**
 * Sign-in area journeys in Chromium, against the production builds and our real
 * API server on a fresh embedded database.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { outboxFor } from './api-server';
import { api, eventually, latestOtp, mailCount, uniqueEmail, journeyForThisFile } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await journey().browser.newContext();
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

it('signs up from a referral link, verifies the email, sets preferences, links YouTube, enables the bot, logs out', async () => {
  const referrer = uniqueEmail('referrer');
  await api('users/register/', { body: { email: referrer, password: 'referrer-pass-1', user_type: 'consumer' } });
  const tokens = await api<{ access: string }>('users/login/', {
    body: { email: referrer, password: 'referrer-pass-1' },
  });
  const { user_id: referrerId } = await api<{ user_id: number }>('users/profile-details/', { token: tokens.access });

  // Create the account from the referral link.
  await page.goto(appUrl('shell', `/ref?code=${referrerId}`));
  await page.getByRole('form', { name: 'Create account' }).waitFor();
  // The form shows from the prerendered HTML; the code is kept once the page is hydrated.
  await eventually(() => page.evaluate(() => localStorage.getItem('referralId')), String(referrerId));
  const email = uniqueEmail('newcomer');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('newcomer-pass-1');
  await signUp.getByRole('button', { name: /create account|sign up/i }).click();
  await page.getByText('Signed up successfully! Check your email to continue.').waitFor();
  // Signed in at once: a new account's first sign-in opens the first run (first-run.e2e.test.ts),
  // and the code the sign-up mailed has its step open over it.
  await page.waitForURL(appUrl('shell', '/consumer/welcome'));
  expect(await page.evaluate(() => localStorage.getItem('referralId'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('consumer');

  // Verify the email with the code from the outbox.
  const codeModal = page.getByRole('dialog', { name: 'Please check your email' });
  await codeModal.getByLabel('Verification code').fill(await latestOtp(email));
  await codeModal.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText('Verification successful!').waitFor();
  await codeModal.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL(appUrl('shell', '/consumer'));

  // Set preferences: add an interest from my tags, SAVE, and find it among my interests.
  await page.getByRole('button', { name: 'Edit' }).click();
  const preferences = page.getByRole('dialog', { name: 'Edit Preferences' });
  await preferences.getByRole('button', { name: 'Gengetone', exact: true }).first().click();
  await preferences.getByRole('button', { name: 'SAVE' }).click();
  await page.getByText('Account updated successfully!').waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('dialog', { name: 'Edit Preferences' })
    .getByRole('button', { name: 'Remove Gengetone' })
    .waitFor();
  await page.keyboard.press('Escape');

  // Link YouTube through the sandbox provider's consent page, which returns to the app.
  await page.getByRole('button', { name: 'link account' }).click();
  await page
    .getByRole('dialog', { name: 'Link Social Media Accounts' })
    .getByRole('button', { name: 'Youtube' })
    .click();
  await page.getByRole('heading', { name: 'Connect your YouTube channel' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.origin === new URL(appUrl('shell')).origin);
  await page.getByRole('button', { name: 'link account' }).click();
  await page
    .getByRole('dialog', { name: 'Link Social Media Accounts' })
    .getByRole('button', { name: 'Remove Youtube' })
    .waitFor();
  await page.keyboard.press('Escape');

  // Enable the bot: the sidebar item reads Enable, then Disable.
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog', { name: 'Bot' }).getByRole('button', { name: 'ENABLE BOT' }).click();
  await page.getByText('Bot activated successfully!').waitFor();
  // The dialog stays to say where the bot acts: the bot likes on X only, and only YouTube is linked.
  await page
    .getByRole('dialog', { name: 'Bot' })
    .getByText('Your bot will earn nothing until you link an account engage can check.')
    .waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Bot' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Disable', exact: true }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  // Log out: both values leave local storage and the guard shows /signin.
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL(appUrl('shell', '/signin'));
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userType')])).toEqual([
    null,
    null,
  ]);
});

it('sign-up goes straight to the code step: one code at a time, a wrong code said on its field, then verified', async () => {
  const email = uniqueEmail('onecode');
  const password = 'onecode-pass-1';
  await page.goto(appUrl('shell', '/signup'));
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Signed up successfully! Check your email to continue.').waitFor();

  // Straight to the code step: no SIGN IN tab, no Verify button asking for another code.
  const codeStep = page.getByRole('dialog', { name: 'Please check your email' });
  await codeStep.waitFor();
  expect(await page.getByRole('dialog', { name: 'Verify your email' }).count()).toBe(0);
  const code = await latestOtp(email);
  expect(await mailCount(email)).toBe(1);

  // "Send a new code" is there, waiting out its cooldown in plain sight.
  const resend = codeStep.getByRole('button', { name: /^Send a new code in \d+ s$/ });
  await resend.waitFor();
  expect(await resend.isDisabled()).toBe(true);

  // A wrong code is said on the field, for screen readers too, and nowhere else.
  const field = codeStep.getByLabel('Verification code');
  await field.fill(code === '000000' ? '111111' : '000000');
  await codeStep.getByRole('button', { name: 'Verify', exact: true }).click();
  await eventually(() => field.getAttribute('aria-invalid'), 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Invalid code!');
  expect(await page.getByText('Invalid code!').count()).toBe(1);

  // Later, sign out and in again: the same code is still waiting, so the step opens and nothing is sent.
  await codeStep.getByRole('button', { name: 'Later' }).click();
  await codeStep.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL(appUrl('shell', '/consumer'));
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL(appUrl('shell', '/signin'));
  await signInThroughTheForm(email, password);
  await page.getByText('Logged in successfully!').waitFor();
  await codeStep.waitFor();
  expect(await mailCount(email)).toBe(1);
  // The server holds the line too: a new code within the cooldown is refused, and no mail goes.
  const tokens = await api<{ access: string }>('users/login/', { body: { email, password } });
  await expect(api('users/request-otp/', { body: { new_code: true }, token: tokens.access })).rejects.toThrow(/429/);
  expect(await mailCount(email)).toBe(1);

  // The right code: verified, and only the success is left on screen.
  await codeStep.getByLabel('Verification code').fill(code);
  await codeStep.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText('Verification successful!').waitFor();
  await codeStep.waitFor({ state: 'detached' });
  expect(await page.getByText('Invalid code!').count()).toBe(0);
  expect(await page.getByRole('dialog', { name: 'Verify your email' }).count()).toBe(0);
  const profile = await api<{ email_verified: string }>('users/profile/', { token: tokens.access });
  expect(profile.email_verified).toBe('True');
  expect(await mailCount(email)).toBe(1);
}, 90_000);

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

it('guards: a session that holds a token but no user type is logged out', async () => {
  const email = uniqueEmail('typeless');
  await api('users/register/', { body: { email, password: 'typeless-pass-1', user_type: 'consumer' } });
  const tokens = await api<{ access: string; refresh: string; session_id: string }>('users/login/', {
    body: { email, password: 'typeless-pass-1' },
  });
  // The stored session is in place before the app's scripts run (removing `userType` from a
  // running app races with the session store writing it back). Only the first
  // document gets it, so the app's own sign-out is what the test then sees.
  await context.addInitScript((session) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', session.access);
    localStorage.setItem('refresh', session.refresh);
    localStorage.setItem('session_id', session.session_id);
    localStorage.removeItem('userType');
  }, tokens);
  await page.goto(appUrl('shell', '/consumer/profile'));
  await page.waitForURL(appUrl('shell', '/signin'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

it('resets a forgotten password through the emailed link, then signs in with the new one', async () => {
  const email = uniqueEmail('forgetful');
  await api('users/register/', { body: { email, password: 'old-password-1', user_type: 'consumer' } });

  await page.goto(appUrl('shell', '/signin'));
  await page.getByRole('link', { name: /forgot password/i }).click();
  await page.waitForURL(appUrl('shell', '/forgotpassword'));
  const request = page.getByRole('form', { name: 'Request a reset link' });
  await request.getByLabel('Email').fill(email);
  await request.getByRole('button', { name: 'Send Email' }).click();
  await page.getByText('Kindly check your email!').waitFor();

  const mail = (await outboxFor(email)).find((entry) => entry.subject === 'Reset your engage password');
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('Password', { exact: true }).fill('new-password-2');
  await reset.getByLabel('Confirm password').fill('new-password-2');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password reset successful!').waitFor();
  await page.waitForURL(appUrl('shell', '/signin'));

  // The link is single use, the old password no longer works, the new one does.
  await expect(api('users/login/', { body: { email, password: 'old-password-1' } })).rejects.toThrow(/answered 4\d\d/);
  await signInThroughTheForm(email, 'new-password-2');
  await page.waitForURL(appUrl('shell', '/consumer'));
});
