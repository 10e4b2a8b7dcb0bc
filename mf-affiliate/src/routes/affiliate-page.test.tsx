/**
 * The referrals page against spec 001: §2 "Affiliate (Referrals)", §3 Affiliate, §5 the referral
 * withdraw rule, §7 the Affiliate call, §9 the referral link form and the hold (longer than the
 * spec's 24 hours: as long as the payment can be taken back, docs/security.md "Farms").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@engage/shared/format/relative-time';
import userEvent from '@testing-library/user-event';
import type { AffiliateResponse, Referral } from '@engage/shared/contract/affiliate';
import {
  answerApi,
  calls,
  failure,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
} from '@engage/shared/testing/api-answers';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import { canWithdraw, referralLink, uniqueReferrals } from '../api/affiliate-queries';
import { AffiliatePage } from './affiliate-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});
afterEach(() => {
  jest.useRealTimers();
});

function referral(overrides: Partial<Referral> = {}): Referral {
  return {
    user_id: 21,
    referral_date: '2024-04-02T09:00:00Z',
    payment_status: 'Pending',
    payable_amount: 75,
    ...overrides,
  };
}

interface Scene {
  pages?: Referral[][];
  balance?: number;
  minimum?: number;
  currency?: string;
  extra?: Parameters<typeof answerApi>[0];
}

function page(referrals: Referral[], next: string | null, scene: Scene): AffiliateResponse {
  return {
    affiliate: {
      reward_balance: scene.balance ?? 0,
      minimum_pay: scene.minimum ?? 1000,
      total_earnings: 1234.5,
      total_referrals: 3,
      referrals,
    },
    next,
  };
}

function answerAffiliate(scene: Scene = {}) {
  const pages = scene.pages ?? [[referral()]];
  return answerApi({
    affiliate: ({ query }) => {
      const number = (query as { page?: number }).page ?? 1;
      return page(pages[number - 1] ?? [], number < pages.length ? `affiliate/?page=${number + 1}` : null, scene);
    },
    profileDetails: () => profileDetail({ user_id: 7, currency: scene.currency ?? 'KES' }),
    ...scene.extra,
  });
}

const renderPage = () => renderWithProviders(<AffiliatePage />, { path: '/consumer/affiliate' });
const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

it('shows the reward balance, total earnings and total referrals (spec 001 §3)', async () => {
  answerAffiliate({ balance: 250 });
  renderPage();
  expect(await screen.findByText('KES 250.00')).toBeInTheDocument();
  expect(screen.getByText('Reward balance')).toBeInTheDocument();
  expect(screen.getByText('Total earnings').nextSibling).toHaveTextContent('KES 1,234.50');
  expect(screen.getByText('Total referrals').nextSibling).toHaveTextContent('3');
  expect(screen.getByRole('heading', { level: 1, name: 'Affiliate' })).toBeInTheDocument();
});

it('says the reward balance is the wallet’s one withdrawable total, with pending referral rewards and when', async () => {
  answerAffiliate({
    balance: 1450,
    extra: {
      walletBalances: () => ({
        withdrawable: 1450,
        from_tasks: 1250,
        from_referrals: 200,
        pending: 100,
        pending_parts: [
          { source: 'referrals', amount: 100, available_at: '2026-12-03T09:00:00Z', waits_for_first_task: true },
        ],
        on_its_way: 0,
        minimum_withdrawal: 1000,
        withholding_tax: { rate: 0, taxable: 0, tax: 0 },
      }),
    },
  });
  renderPage();
  expect(await screen.findByTestId('referral-one-total')).toHaveTextContent(
    'Withdrawable now, with your task earnings: KES 1,250.00 from tasks and KES 200.00 from referrals.',
  );
  expect(screen.getByTestId('referral-pending')).toHaveTextContent(
    `Pending: KES 100.00 from referrals, withdrawable from ${formatDate('2026-12-03T09:00:00Z', { withTime: true })}, once the person you invited does a first task.`,
  );
});

it("Withdraw below minimum_pay says 'You need at least {currency} {minimum_pay} to withdraw.' and calls nothing", async () => {
  answerAffiliate({ balance: 999.99, minimum: 1000 });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('You need at least KES 1000 to withdraw.')).toBeInTheDocument();
  expect(calls('affiliateWithdraw')).toHaveLength(0);
});

it('the minimum message names the user’s currency', async () => {
  answerAffiliate({ balance: 10, minimum: 1000, currency: 'USD' });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('You need at least USD 1000 to withdraw.')).toBeInTheDocument();
});

it('Withdraw with reward_balance ≥ minimum_pay calls affiliate/withdraw/ and loads the balances again', async () => {
  let balance = 1000;
  answerAffiliate({
    extra: {
      affiliate: () => page([referral({ payment_status: 'Paid' })], null, { balance }),
      affiliateWithdraw: () => {
        balance = 0;
        return { message: 'Withdrawal request initiated', transaction_id: 'W1', transaction_status: 'Pending' };
      },
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Withdrawal request initiated')).toBeInTheDocument();
  expect(calls('affiliateWithdraw')).toHaveLength(1);
  expect(await screen.findByText('KES 0.00')).toBeInTheDocument();
  expect(screen.queryByText(/You need at least/)).not.toBeInTheDocument();
});

it('Withdraw is disabled and busy while the withdrawal runs, and sends once on a double tap', async () => {
  let release: (value: unknown) => void = () => undefined;
  answerAffiliate({
    balance: 1500,
    extra: { affiliateWithdraw: () => new Promise((resolve) => (release = resolve)) },
  });
  renderPage();
  const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
  await userEvent.dblClick(withdraw);
  await waitFor(() => expect(withdraw).toBeDisabled());
  expect(withdraw).toHaveAttribute('aria-busy', 'true');
  expect(calls('affiliateWithdraw')).toHaveLength(1);
  await act(async () =>
    release({ message: 'Withdrawal request initiated', transaction_id: 'W2', transaction_status: 'Pending' }),
  );
  expect(await screen.findByText('Withdrawal request initiated')).toBeInTheDocument();
  await waitFor(() => expect(withdraw).toBeEnabled());
  expect(calls('affiliateWithdraw')).toHaveLength(1);
});

it("a refused withdraw shows the server's message", async () => {
  answerAffiliate({
    balance: 1500,
    extra: {
      affiliateWithdraw: () => Promise.reject(failure(400, { message: 'Set up an M-PESA withdrawal method first.' })),
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Set up an M-PESA withdrawal method first.')).toBeInTheDocument();
});

it('canWithdraw: reward_balance of at least minimum_pay (spec 001 §5)', () => {
  expect(canWithdraw({ reward_balance: 1000, minimum_pay: 1000 })).toBe(true);
  expect(canWithdraw({ reward_balance: 999.99, minimum_pay: 1000 })).toBe(false);
});

it("shows the referral link '{app host}/ref?code={user_id}' from the app's own origin (spec 001 §9)", async () => {
  answerAffiliate();
  renderPage();
  const input = await screen.findByRole('textbox', { name: 'Referral link' });
  expect(input).toHaveValue(`${window.location.origin}/ref?code=7`);
  expect(referralLink('https://engage.example', 42)).toBe('https://engage.example/ref?code=42');
});

it("the copy button copies the link and shows 'copied!' for 3 seconds (spec 001 §2)", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  answerAffiliate();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ref?code=7`);
  expect(await screen.findByRole('button', { name: 'copied!' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('button', { name: 'copied!' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

it("Share opens the phone's share sheet with the link where the browser has one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  answerAffiliate();
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/ref?code=7` }));
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
});

it("Share copies the link (and says 'copied!') where there is no share sheet", async () => {
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  answerAffiliate();
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ref?code=7`);
  expect(await screen.findAllByRole('button', { name: 'copied!' })).toHaveLength(1);
});

it('says plainly how rewards work: first funded post and task, the hold, void on refund or a shared device, no fees', async () => {
  answerAffiliate();
  renderPage();
  expect(
    await screen.findByText(
      'You earn a reward when someone you invited funds their first post and has done a first task. It becomes withdrawable once that payment can no longer be taken back: a few days after an M-PESA payment, up to six months after a PayPal or card payment. It is void if the payment is refunded, or if you and they share a device, a network or an M-PESA number. No fees, no levels.',
    ),
  ).toBeInTheDocument();
});

it('a voided referral says why, beside its status', async () => {
  answerAffiliate({
    pages: [
      [
        referral({
          user_id: 31,
          payment_status: 'Void',
          payable_amount: 0,
          void_reason: 'You and the person you invited used the same device.',
        }),
        referral({ user_id: 32, payment_status: 'Paid', payable_amount: 50 }),
      ],
    ],
  });
  renderPage();
  const table = await screen.findByRole('table', { name: 'Referred users' });
  const [, voided, paid] = within(table).getAllByRole('row');
  expect(voided).toHaveTextContent('VoidYou and the person you invited used the same device.');
  expect(within(voided as HTMLElement).getByText('You and the person you invited used the same device.')).toHaveClass(
    'eg-affiliate__reason',
  );
  expect(paid).not.toHaveTextContent('device');
});

it('the table has the columns USER #, CREDIT DATE, STATUS, AMOUNT (currency or KES) (spec 001 §2)', async () => {
  answerAffiliate({ pages: [[referral({ user_id: 21, payable_amount: 75, payment_status: 'Pending' })]] });
  renderPage();
  const table = await screen.findByRole('table', { name: 'Referred users' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
  expect(headers).toEqual(['USER #', 'CREDIT DATE', 'STATUS', 'AMOUNT']);
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['#21', '2 Apr 2024', 'Pending', 'KES 75.00']);
});

it('AMOUNT uses the user’s currency when the profile has one', async () => {
  answerAffiliate({ currency: 'USD' });
  renderPage();
  expect(await screen.findByRole('cell', { name: 'USD 75.00' })).toBeInTheDocument();
});

it('every column sorts, ascending then descending', async () => {
  answerAffiliate({
    pages: [
      [
        referral({ user_id: 30, referral_date: '2024-04-03T09:00:00Z', payment_status: 'Pending', payable_amount: 20 }),
        referral({ user_id: 10, referral_date: '2024-04-01T09:00:00Z', payment_status: 'Void', payable_amount: 0 }),
        referral({ user_id: 20, referral_date: '2024-04-05T09:00:00Z', payment_status: 'Paid', payable_amount: 90 }),
      ],
    ],
  });
  renderPage();
  await screen.findByRole('table');
  const sortBy = async (name: string) => userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));

  await sortBy('USER #');
  expect(rowTexts()).toEqual(['#10', '#20', '#30']);
  expect(screen.getByRole('columnheader', { name: /USER #/ })).toHaveAttribute('aria-sort', 'ascending');
  await sortBy('USER #');
  expect(rowTexts()).toEqual(['#30', '#20', '#10']);
  expect(screen.getByRole('columnheader', { name: /USER #/ })).toHaveAttribute('aria-sort', 'descending');

  await sortBy('CREDIT DATE');
  expect(rowTexts()).toEqual(['#10', '#30', '#20']);
  await sortBy('STATUS');
  expect(rowTexts()).toEqual(['#20', '#30', '#10']);
  await sortBy('AMOUNT');
  expect(rowTexts()).toEqual(['#10', '#30', '#20']);
  await sortBy('AMOUNT');
  expect(rowTexts()).toEqual(['#20', '#30', '#10']);
});

it('loads the next page as the last row comes into view, each user once', async () => {
  const observers = installIntersectionObserver();
  answerAffiliate({
    pages: [
      [referral({ user_id: 1 }), referral({ user_id: 2 })],
      [referral({ user_id: 2 }), referral({ user_id: 3 })],
    ],
  });
  renderPage();
  await screen.findByRole('table');
  expect(rowTexts()).toEqual(['#1', '#2']);
  act(() => observers.reveal(screen.getByTestId('referrals-end'), 1));
  await waitFor(() => expect(rowTexts()).toEqual(['#1', '#2', '#3']));
  expect(calls('affiliate').map(([, options]) => (options as { query: { page: number } }).query.page)).toEqual([1, 2]);
  // No more pages: revealing the end again asks for nothing.
  act(() => observers.reveal(screen.getByTestId('referrals-end'), 1));
  expect(calls('affiliate')).toHaveLength(2);
});

it('a failed next page says so, with Retry', async () => {
  const observers = installIntersectionObserver();
  let failSecond = true;
  answerAffiliate({
    extra: {
      affiliate: ({ query }) => {
        const number = (query as { page?: number }).page ?? 1;
        if (number === 2 && failSecond) return Promise.reject(failure(500));
        return number === 1
          ? page([referral({ user_id: 1 })], 'affiliate/?page=2', {})
          : page([referral({ user_id: 2 })], null, {});
      },
    },
  });
  renderPage();
  await screen.findByRole('table');
  act(() => observers.reveal(screen.getByTestId('referrals-end'), 1));
  expect(await screen.findByText('Could not load more referrals.')).toBeInTheDocument();
  failSecond = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(rowTexts()).toEqual(['#1', '#2']));
});

it('shows skeletons while loading', async () => {
  answerAffiliate({ extra: { affiliate: () => new Promise(() => undefined) } });
  renderPage();
  expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Affiliate' })).toBeInTheDocument();
});

it('a failed load shows an error with Retry that loads again', async () => {
  let fail = true;
  answerAffiliate({
    extra: {
      affiliate: () => (fail ? Promise.reject(failure(500)) : page([referral({ user_id: 44 })], null, {})),
    },
  });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your referrals.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: '#44' })).toBeInTheDocument();
});

it('shows an empty state when no one has signed up through the link yet', async () => {
  answerAffiliate({ pages: [[]] });
  renderPage();
  expect(
    await screen.findByText('No one has signed up with your link yet. Share it to start earning.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  // The link is still there to share.
  expect(await screen.findByRole('textbox', { name: 'Referral link' })).toBeInTheDocument();
});

it('uniqueReferrals keeps the server order and each user once', () => {
  const pages = [
    page([referral({ user_id: 1 }), referral({ user_id: 2 })], 'x', {}),
    page([referral({ user_id: 2 })], null, {}),
  ];
  expect(uniqueReferrals(pages).map((row) => row.user_id)).toEqual([1, 2]);
});
