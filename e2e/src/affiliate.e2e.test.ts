/**
 * The referrals page (spec 001 §2 "Affiliate (Referrals)", §3, §5, §7, §9), in Chromium against
 * the production builds and our real API. User A copies the referral link; user B opens it, signs
 * up through the form and funds a post through the sandbox PayPal checkout (posting has no UI
 * yet, so the checkout is walked over HTTP exactly as a browser would: approve page, return
 * link, execute). A sees B pending; the reward becomes withdrawable once B has done a first
 * verified task and the hold has passed (shortened here with REFERRAL_HOLD_SECONDS; by default
 * as long as the payment can be taken back, months for PayPal), and A withdraws.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  api,
  journeyForThisFile,
  latestOtp,
  signedInContext,
  uniqueEmail,
  usablePayoutNumber,
  verifiedUser,
  type Tokens,
} from './journey';
import { doFirstTask, fundPostWithPaypal } from './referral-kit';
import { appUrl } from './servers';
import { E2E_REFERRAL_HOLD_SECONDS } from './api-server';

const HOLD_SECONDS = E2E_REFERRAL_HOLD_SECONDS; // the e2e API's REFERRAL_HOLD_SECONDS

const journey = journeyForThisFile();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function affiliatePage(tokens: Tokens): Promise<Page> {
  const context = await signedInContext(journey().browser, tokens, phone);
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('shell') });
  const page = await context.newPage();
  await page.goto(appUrl('shell', '/consumer/affiliate'));
  await page
    .getByRole('heading', { level: 1, name: 'Affiliate' })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`the referrals page did not open: ${String(error)}\n${await page.locator('body').innerText()}`);
    });
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Referred users' });
const rowOf = (page: Page, userId: number) =>
  table(page)
    .getByRole('row')
    // Under 768 px each cell also reads its column's label (CSS ::before), so match the text itself.
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^#${userId}$`) }) });
const firstColumn = (page: Page) => table(page).locator('tbody tr td:first-child').allTextContents();
const balance = (page: Page) => page.locator('.eg-balance__amount');

async function userId(tokens: Tokens): Promise<number> {
  return (await api<{ user_id: number }>('users/profile-details/', { token: tokens.access })).user_id;
}

it('A copies the link, B signs up through it and funds a post; A sees B pending, then available, and withdraws', async () => {
  const { tokens: tokensA } = await verifiedUser('referrer');
  const idA = await userId(tokensA);
  const page = await affiliatePage(tokensA);

  // Nothing yet: the empty state, and the minimum message on Withdraw (spec 001 §5).
  await page.getByText('No one has signed up with your link yet. Share it to start earning.').waitFor();
  await expect(balance(page).textContent()).resolves.toBe('KES 0.00');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('You need at least KES 1000 to withdraw.').waitFor();

  // Copy the link: 'copied!' shows, and the clipboard holds {app host}/ref?code={user_id}.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'copied!' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(appUrl('shell')).origin}/ref?code=${idA}`);
  await expect(page.getByRole('textbox', { name: 'Referral link' }).inputValue()).resolves.toBe(link);
  await page.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 5_000 });

  // B opens the link in a browser of their own and signs up through the form.
  const contextB = await journey().browser.newContext(phone);
  contexts.push(contextB);
  const pageB = await contextB.newPage();
  await pageB.goto(link);
  const signUp = pageB.getByRole('form', { name: 'Create account' });
  await signUp.waitFor();
  const emailB = uniqueEmail('referred');
  await signUp.getByLabel('Email', { exact: true }).fill(emailB);
  await signUp.getByLabel('Password', { exact: true }).fill('referred-pass-1');
  await signUp.getByRole('button', { name: /create account|sign up/i }).click();
  await pageB.getByText('Check your email to continue.').waitFor();
  // B signs in and verifies the email (from B's second device: the API).
  const tokensB = await api<Tokens>('users/login/', { body: { email: emailB, password: 'referred-pass-1' } });
  await api('users/request-otp/', { method: 'POST', body: {}, token: tokensB.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(emailB) }, token: tokensB.access });
  const idB = await userId(tokensB);

  // B is listed before paying anything.
  await page.reload();
  await rowOf(page, idB).waitFor();
  await expect(rowOf(page, idB).textContent()).resolves.toContain('No payment yet');

  // B funds a first post of KES 20,000: A earns 5%, KES 1,000.00, pending for the hold.
  await fundPostWithPaypal(tokensB, 20_000);
  await page.reload();
  await rowOf(page, idB).waitFor();
  const rowText = await rowOf(page, idB).textContent();
  expect(rowText).toContain('Pending');
  expect(rowText).toContain('KES 1,000.00');
  await expect(balance(page).textContent()).resolves.toBe('KES 0.00');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('You need at least KES 1000 to withdraw.').first().waitFor();

  // B does a first task: only then, and once the hold has passed, is the reward withdrawable.
  await doFirstTask(tokensB, emailB);
  const deadline = Date.now() + (HOLD_SECONDS + 30) * 1000;
  for (;;) {
    await page.waitForTimeout(2_000);
    await page.reload();
    await rowOf(page, idB).waitFor();
    if ((await rowOf(page, idB).textContent())?.includes('Paid')) break;
    if (Date.now() > deadline) throw new Error('the referral reward never became withdrawable');
  }
  await expect(balance(page).textContent()).resolves.toBe('KES 1,000.00');

  // A withdraws to M-PESA (the method set up from A's second device, its cooling-off passed).
  await usablePayoutNumber(tokensA, 'referrer-pass-1', {
    method_type: 'mpesa',
    mpesa_phone: '254745678901',
    first_name: 'Achieng',
    last_name: 'Otieno',
    country: 'Kenya',
    id_number: '45678901',
  });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('Withdrawal request initiated').waitFor();
  await page.locator('.eg-balance__amount', { hasText: 'KES 0.00' }).waitFor();
  const after = await api<{ affiliate: { reward_balance: number } }>('affiliate/', { token: tokensA.access });
  expect(after.affiliate.reward_balance).toBe(0);
}, 180_000);

it('sorts every column, ascending then descending', async () => {
  const { tokens: tokensA } = await verifiedUser('sorter');
  const idA = await userId(tokensA);
  // Three referred users registered with A's code (second devices): one pays, two do not.
  const referred: { id: number; tokens: Tokens }[] = [];
  for (const name of ['first', 'second', 'third']) {
    const email = uniqueEmail(name);
    await api('users/register/', {
      body: { email, password: `${name}-pass-1`, type: 'standard', referral_code: String(idA) },
    });
    const tokens = await api<Tokens>('users/login/', { body: { email, password: `${name}-pass-1` } });
    referred.push({ id: await userId(tokens), tokens });
  }
  const [first, second, third] = referred as [(typeof referred)[0], (typeof referred)[0], (typeof referred)[0]];
  await api('users/request-otp/', { method: 'POST', body: {}, token: second.tokens.access });
  const emailOf = await api<{ email: string }>('users/profile-details/', { token: second.tokens.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(emailOf.email) }, token: second.tokens.access });
  await fundPostWithPaypal(second.tokens, 2_000);

  const page = await affiliatePage(tokensA);
  await rowOf(page, third.id).waitFor();
  const ids = (...users: { id: number }[]) => users.map((user) => `#${user.id}`);
  const sortBy = (name: string) =>
    table(page)
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();

  await sortBy('USER #');
  await expect(firstColumn(page)).resolves.toEqual(ids(first, second, third));
  await sortBy('USER #');
  await expect(firstColumn(page)).resolves.toEqual(ids(third, second, first));
  // CREDIT DATE: the reward's date for the one who paid (after the others joined).
  await sortBy('CREDIT DATE');
  await expect(firstColumn(page)).resolves.toEqual(ids(first, third, second));
  await sortBy('CREDIT DATE');
  await expect(firstColumn(page)).resolves.toEqual(ids(second, third, first));
  // STATUS: 'No payment yet' before 'Pending'.
  await sortBy('STATUS');
  expect((await firstColumn(page))[2]).toBe(`#${second.id}`);
  await sortBy('STATUS');
  expect((await firstColumn(page))[0]).toBe(`#${second.id}`);
  // AMOUNT: KES 0.00 twice, then KES 100.00.
  await sortBy('AMOUNT');
  expect((await firstColumn(page))[2]).toBe(`#${second.id}`);
  await sortBy('AMOUNT');
  expect((await firstColumn(page))[0]).toBe(`#${second.id}`);
  await expect(rowOf(page, second.id).textContent()).resolves.toContain('KES 100.00');
}, 120_000);
