/**
 * One picture of the money, as a new user sees it, in Chromium at 360 px against the production
 * builds and our real API: the wallet's card, its transaction history and the referral page add
 * up, with a referral reward still pending; a withdrawal under way says it is on its way to
 * M-PESA; and two tabs of one browser agree: a withdrawal in one shows in the other without a
 * reload, its open Withdraw dialog included.
 *
 * The user earns through referrals (tasks pay KES 5–10, too little to reach the minimum in a
 * journey): B funds a KES 20,000 post (A earns KES 1,000, withdrawable once B has done a first
 * task and the hold has passed: E2E_REFERRAL_HOLD_SECONDS) and C a KES 4,000 one (KES 200, pending:
 * C does no task). The sandbox M-PESA pays a payout 3 s after it is sent and alerts the user.
 */
import type { Page } from 'playwright-core';
import { E2E_REFERRAL_HOLD_SECONDS } from './api-server';
import {
  api,
  journeyForThisFile,
  latestOtp,
  openSignedIn,
  signedInContext,
  uniqueEmail,
  uniquePayoutIdentity,
  usablePayoutNumber,
  verifiedUser,
  PHONE,
  type Tokens,
} from './journey';
import { doFirstTask, fundPostWithPaypal } from './referral-kit';
import { appUrl } from './servers';

const journey = journeyForThisFile();

/** A user who signed up with A's code and verified the email; their tokens and email. */
async function referredBy(referrerId: number, name: string): Promise<{ tokens: Tokens; email: string }> {
  const email = uniqueEmail(name);
  const password = `${name}-pass-1`;
  await api('users/register/', { body: { email, password, type: 'standard', referral_code: String(referrerId) } });
  const tokens = await api<Tokens>('users/login/', { body: { email, password } });
  await api('users/request-otp/', { method: 'POST', body: {}, token: tokens.access });
  await api('users/verify-email/', { body: { otp_code: await latestOtp(email) }, token: tokens.access });
  return { tokens, email };
}

const userId = async (tokens: Tokens) =>
  (await api<{ user_id: number }>('users/profile-details/', { token: tokens.access })).user_id;

const available = (page: Page) => page.getByTestId('available-earnings');

/** A's money once B's reward is withdrawable (KES 1,000) and C's is pending (KES 200). */
async function earnedThroughReferrals(): Promise<Tokens> {
  const { tokens } = await verifiedUser('picture');
  const id = await userId(tokens);
  const b = await referredBy(id, 'picture-b');
  const c = await referredBy(id, 'picture-c');
  await fundPostWithPaypal(b.tokens, 20_000);
  await fundPostWithPaypal(c.tokens, 4_000);
  await doFirstTask(b.tokens, b.email);
  // The hold passes; reading the referral page releases a reward past it.
  const deadline = Date.now() + (E2E_REFERRAL_HOLD_SECONDS + 30) * 1000;
  for (;;) {
    const { affiliate } = await api<{ affiliate: { reward_balance: number } }>('affiliate/', { token: tokens.access });
    if (affiliate.reward_balance === 1000) break;
    if (Date.now() > deadline)
      throw new Error(`the referral reward never became withdrawable: ${JSON.stringify(affiliate)}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return tokens;
}

it('the card, the history and the referral page add up, with a referral reward pending', async () => {
  const tokens = await earnedThroughReferrals();
  const page = await openSignedIn(journey().browser, tokens, '/consumer/payments', 'Wallet');

  // Withdrawable now: the referral reward counts in Available earnings, and says where it came from.
  await available(page).getByText('KES 1,000.00').waitFor();
  await page.getByText('KES 0.00 from tasks and KES 1,000.00 from referrals.').waitFor();
  // Pending: C's reward, with when and why it waits.
  const pending = page.getByTestId('pending-balance');
  await pending.getByText('KES 200.00', { exact: true }).waitFor();
  await pending
    .getByText(/^KES 200\.00 from referrals, withdrawable from .+, once the person you invited does a first task$/)
    .waitFor();

  // One history: the statement, under the spec's title, ending on the same withdrawable total; no empty list above it.
  const history = page.getByRole('table', { name: 'Transaction history' });
  await history.waitFor();
  await expect(page.getByRole('table', { name: 'Transaction history' }).count()).resolves.toBe(1);
  await expect(page.getByText('No transactions yet.').count()).resolves.toBe(0);
  await history.getByText('Pending: not withdrawable yet').first().waitFor();
  const lastBalance = history.locator('tbody tr').first().locator('td').last();
  await expect(lastBalance.textContent()).resolves.toContain('KES 1,000.00');

  // The referral page: the same withdrawable total and the same pending reward.
  await page.goto(appUrl('shell', '/consumer/affiliate'));
  await page.getByRole('heading', { level: 1, name: 'Affiliate' }).waitFor();
  await page.locator('.eg-balance__amount', { hasText: 'KES 1,000.00' }).waitFor();
  await page.getByTestId('referral-one-total').getByText('KES 1,000.00 from referrals', { exact: false }).waitFor();
  await page
    .getByTestId('referral-pending')
    .getByText(
      /^Pending: KES 200\.00 from referrals, withdrawable from .+, once the person you invited does a first task\.$/,
    )
    .waitFor();
}, 240_000);

it('a withdrawal under way is on its way to M-PESA, and the other tab follows without a reload, its dialog open', async () => {
  const tokens = await earnedThroughReferrals();
  const payout = uniquePayoutIdentity();
  await usablePayoutNumber(tokens, 'picture-pass-1', {
    method_type: 'mpesa',
    mpesa_phone: payout.mpesaPhone,
    first_name: 'Akinyi',
    last_name: 'Wambui',
    country: 'Kenya',
    id_number: payout.idNumber,
  });

  // Two tabs of one browser, both on the wallet.
  const context = await signedInContext(journey().browser, tokens, PHONE);
  try {
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await page.goto(appUrl('shell', '/consumer/payments'));
      await available(page).getByText('KES 1,000.00').waitFor();
    }
    // The second tab opens its Withdraw dialog and leaves it open.
    await second.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const stale = second.getByRole('dialog', { name: 'Withdraw earnings' });
    await expect(stale.getByLabel('Amount').inputValue()).resolves.toBe('KES 1,000.00');

    // The first tab withdraws: the card says the money is on its way, not that the balance is too low.
    await first.bringToFront();
    await first.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await first.getByRole('dialog', { name: 'Withdraw earnings' }).getByRole('button', { name: 'Withdraw' }).click();
    await first.getByText('WIthdrawal request initiated').waitFor();
    await first.getByTestId('on-its-way').getByText('KES 1,000.00 on its way to M-PESA').waitFor();
    await available(first).getByText('KES 0.00').waitFor();
    await expect(
      first.getByText('You need at least KES 1,000.00 to withdraw.', { exact: false }).count(),
    ).resolves.toBe(0);

    // The second tab follows without a reload: its open dialog shows the new amount and cannot send the old one.
    await stale.getByText('Your balance changed: the amount is now KES 0.00.').waitFor({ timeout: 20_000 });
    await expect(stale.getByLabel('Amount').inputValue()).resolves.toBe('KES 0.00');
    await expect(stale.getByRole('button', { name: 'Withdraw' }).isDisabled()).resolves.toBe(true);
    await available(second).getByText('KES 0.00').waitFor();
  } finally {
    await context.close();
  }
}, 240_000);
