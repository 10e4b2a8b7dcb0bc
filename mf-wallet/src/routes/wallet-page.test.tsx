/**
 * The wallet against spec 001: §2 "Wallet (Get Paid)", §4 the withdraw modal's amount, §5 the
 * withdraw button's disabled states and 'minimum withdrawal for mpesa is KES 1000', §8 the
 * withdrawal and schedule messages, §9 the fee text, the schedule options and 5 rows a page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { formatDate } from '@engage/shared/format/relative-time';
import { WalletPage } from './wallet-page';
import { publish } from '@engage/shared/bus';
import { answerWallet, entry, moneyPicture, statementPage, transaction } from '../testing/wallet-scene';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});

const renderPage = () => renderWithProviders(<WalletPage />, { path: '/consumer/payments' });
const withdrawButton = () => screen.findByRole('button', { name: 'Withdraw' });

describe('earnings', () => {
  it('shows available earnings with 2 decimals and pending with a plain sentence', async () => {
    answerWallet({ earnings: 1500, pending: 80, holdHours: 12 });
    renderPage();
    expect(await screen.findByTestId('available-earnings')).toHaveTextContent('KES 1,500.00');
    expect(screen.getByText('Available earnings')).toBeInTheDocument();
    expect(screen.getByText('KES 80.00')).toBeInTheDocument();
    // The hold is the server's (GET settings/, PENDING_HOLD_HOURS), 12 hours in this scene.
    expect(
      await screen.findByText(
        'Each task reward stays pending for 12 hours after you complete the task, then moves to your available earnings, ready to withdraw.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByText('Get Paid')).toBeInTheDocument();
  });

  it('names the user’s currency', async () => {
    answerWallet({ earnings: 12.5, currency: 'USD', minimum: 10 });
    renderPage();
    expect(await screen.findByTestId('available-earnings')).toHaveTextContent('USD 12.50');
  });
});

describe('withdraw button (spec 001 §5)', () => {
  it("states 'minimum withdrawal for mpesa is KES 1000'", async () => {
    answerWallet();
    renderPage();
    await withdrawButton();
    expect(screen.getAllByText(/minimum withdrawal for mpesa is KES 1000/).length).toBeGreaterThan(0);
  });

  it('is disabled when there is no method', async () => {
    answerWallet({ methods: [], earnings: 5000 });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeDisabled());
    expect(screen.getByText(/Set up a withdrawal method to withdraw/)).toBeInTheDocument();
  });

  it('is disabled when earnings are below min_withdrawal', async () => {
    answerWallet({ earnings: 999.99, minimum: 1000 });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeDisabled());
    expect(screen.getByText(/You need at least KES 1,000.00 to withdraw/)).toBeInTheDocument();
  });

  it('uses the server’s min_withdrawal, not the text', async () => {
    answerWallet({ earnings: 1500, minimum: 2000 });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeDisabled());
  });

  it('is enabled with a method and earnings at min_withdrawal', async () => {
    answerWallet({ earnings: 1000, minimum: 1000 });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
  });
});

describe('withdraw modal', () => {
  it('shows the full balance read-only, the method, fee 0.00, and texts that agree: no fee is charged', async () => {
    answerWallet({ earnings: 1500 });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
    await userEvent.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw earnings' });
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue('KES 1,500.00');
    expect(amount).toHaveAttribute('readonly');
    expect(within(dialog).getByText('M-PESA 0712345678')).toBeInTheDocument();
    expect(within(dialog).getByText('Fee').nextSibling).toHaveTextContent('KES 0.00');
    expect(within(dialog).getByText('You receive').nextSibling).toHaveTextContent('KES 1,500.00');
    // Spec 001 §9 quotes a $0.99 fee "in the text" but the wallet "shows fee 0.00": we charge none, and say so once.
    expect(dialog).not.toHaveTextContent(/\$0\.99|fee of/i);
    expect(within(dialog).getByText('No fee: the whole amount goes to your M-PESA.')).toBeInTheDocument();
  });

  it('shows nothing about withholding tax while its rate is 0', async () => {
    answerWallet({ earnings: 1500, money: { withholding_tax: { rate: 0, taxable: 1500, tax: 0 } } });
    renderPage();
    await userEvent.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw earnings' });
    expect(dialog).not.toHaveTextContent(/withholding/i);
    expect(within(dialog).getByText('You receive').nextSibling).toHaveTextContent('KES 1,500.00');
  });

  it('shows the withholding tax and what M-PESA pays before the user confirms', async () => {
    answerWallet({ earnings: 1500, money: { withholding_tax: { rate: 0.05, taxable: 1200, tax: 60 } } });
    renderPage();
    await userEvent.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw earnings' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('KES 1,500.00');
    expect(within(dialog).getByText('Withholding tax (5 %)').nextSibling).toHaveTextContent('KES 60.00');
    expect(within(dialog).getByText('You receive').nextSibling).toHaveTextContent('KES 1,440.00');
    expect(within(dialog).queryByText('No fee: the whole amount goes to your M-PESA.')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/held back and paid to the Kenya Revenue Authority/)).toBeInTheDocument();
  });

  it('says a paid withdrawal’s withholding tax on its statement line', async () => {
    answerWallet({
      statement: [
        entry({ kind: 'withdrawal', amount: -1500, pending: false, status: 'paid', tax: 75, tax_rate: 0.05 }),
      ],
    });
    renderPage();
    expect(
      await screen.findByText('Withholding tax (5 %) KES 75.00 held back; M-PESA pays KES 1,425.00'),
    ).toBeInTheDocument();
  });

  it("says 'Processing...' then 'WIthdrawal request initiated', sends the body once on a double click", async () => {
    let release: (value: unknown) => void = () => undefined;
    answerWallet({
      earnings: 1500,
      extra: {
        withdraw: () => new Promise((resolve) => (release = resolve)),
      },
    });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
    await userEvent.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    expect(calls('withdraw')).toHaveLength(1);
    expect(calls('withdraw')[0]?.[1]).toMatchObject({
      body: { amount: 1500, original_currency: 'KES', original_amount: 1500, method: 4, is_automatic: false },
    });
    await act(async () =>
      release({ message: 'Withdrawal request initiated', transaction_id: 'X', transaction_status: 'Pending' }),
    );
    expect(await screen.findByText('WIthdrawal request initiated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('withdraw')).toHaveLength(1);
  });

  it('shows the server’s error text and lets the user try again', async () => {
    answerWallet({
      earnings: 1500,
      extra: {
        withdraw: () => {
          throw failure(400, { message: 'Insufficient balance: you have KES 0.00 available to withdraw.' });
        },
      },
    });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
    await userEvent.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Insufficient balance: you have KES 0.00 available to withdraw.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('after a withdrawal the balance and the history load afresh', async () => {
    let money = { withdrawable: 1500, on_its_way: 0 };
    let rows = [entry({ id: 1, kind: 'task_reward_ready', description: 'OLD', pending: false, balance: 1500 })];
    answerWallet({
      extra: {
        walletBalances: () => moneyPicture(money),
        walletStatement: () => statementPage(rows),
        withdraw: () => {
          money = { withdrawable: 0, on_its_way: 1500 };
          rows = [
            entry({
              id: 2,
              kind: 'withdrawal',
              description: 'NEW',
              amount: -1500,
              pending: false,
              status: 'on_its_way',
            }),
            ...rows,
          ];
          return { message: 'Withdrawal request initiated', transaction_id: 'NEW', transaction_status: 'Pending' };
        },
      },
    });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
    await userEvent.click(await withdrawButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('NEW')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('available-earnings')).toHaveTextContent('KES 0.00'));
    // A withdrawal under way says so, not that the balance is below the minimum.
    expect(screen.getByTestId('on-its-way')).toHaveTextContent('KES 1,500.00 on its way to M-PESA');
    expect(screen.queryByText(/You need at least/)).not.toBeInTheDocument();
  });

  it('an open dialog follows the balance: a withdrawal elsewhere shows the new amount, and the old one cannot be sent', async () => {
    let money = { withdrawable: 1500 };
    answerWallet({ extra: { walletBalances: () => moneyPicture(money) } });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
    await userEvent.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('KES 1,500.00');
    money = { withdrawable: 0 };
    // The server said money moved (the shell republishes a money alert).
    act(() => publish('money:changed', {}));
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue('KES 0.00'));
    expect(within(dialog).getByText('Your balance changed: the amount is now KES 0.00.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(calls('withdraw')).toHaveLength(0);
  });

  it('the balance loads afresh when the tab is shown again', async () => {
    answerWallet();
    renderPage();
    await screen.findByTestId('available-earnings');
    const before = calls('walletBalances').length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(calls('walletBalances').length).toBeGreaterThan(before));
  });
});

describe('transaction history', () => {
  it('is one list, the statement, under the spec title and 5 rows a page; no empty list above it', async () => {
    const rows = Array.from({ length: 5 }, (_, index) =>
      entry({ id: index + 1, description: `Line ${index + 1}`, pending: false, balance: 10 }),
    );
    answerWallet({ statement: rows });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getAllByRole('table', { name: 'Transaction history' })).toHaveLength(1);
    expect(screen.queryByText('No transactions yet.')).not.toBeInTheDocument();
    expect(calls('walletStatement').map((call) => call[1])).toContainEqual(
      expect.objectContaining({ query: { page: 1, page_size: 5 } }),
    );
  });

  it('the card says where the withdrawable money came from and when each pending part becomes withdrawable', async () => {
    answerWallet({
      earnings: 1450,
      pending: 280,
      money: {
        from_referrals: 200,
        pending_parts: [
          { source: 'tasks', amount: 80, available_at: '2026-12-01T09:00:00Z', waits_for_first_task: false },
          { source: 'referrals', amount: 200, available_at: '2026-12-03T09:00:00Z', waits_for_first_task: true },
        ],
      },
    });
    renderPage();
    expect(await screen.findByTestId('available-earnings')).toHaveTextContent('KES 1,450.00');
    expect(screen.getByTestId('withdrawable-sources')).toHaveTextContent(
      'KES 1,250.00 from tasks and KES 200.00 from referrals.',
    );
    const pending = screen.getByTestId('pending-balance');
    expect(pending).toHaveTextContent('KES 280.00');
    expect(pending).toHaveTextContent(
      `KES 80.00 from tasks, withdrawable from ${formatDate('2026-12-01T09:00:00Z', { withTime: true })}`,
    );
    expect(pending).toHaveTextContent(
      `KES 200.00 from referrals, withdrawable from ${formatDate('2026-12-03T09:00:00Z', { withTime: true })}, once the person you invited does a first task`,
    );
  });

  const settles = async (final: string, said: string) => {
    let status = 'Pending';
    answerWallet({
      extra: { transactions: () => ({ results: { transactions: [transaction({ transaction_status: status })] } }) },
    });
    const view = renderPage();
    await waitFor(() => expect(view.queryClient.getQueryData(['wallet', 'transactions'])).toBeDefined());
    await screen.findByTestId('available-earnings');
    status = final;
    await act(() => view.queryClient.invalidateQueries({ queryKey: ['wallet', 'transactions'] }));
    expect(await screen.findByText(said)).toBeInTheDocument();
  };

  it('an in-flight withdrawal that is paid says so', () =>
    settles('Completed', 'Your withdrawal of KES 1,000.00 was paid to your M-PESA.'));

  it('a failed payout says the money is back in the available earnings', () =>
    settles(
      'Failed',
      'Your withdrawal of KES 1,000.00 could not be paid to M-PESA. The money is back in your available earnings.',
    ));

  it('a payout delayed on our side says so, never that it was paid', async () => {
    await settles(
      'Payout delayed',
      'Your withdrawal of KES 1,000.00 is delayed on our side. The money stays held for you and goes out to M-PESA automatically.',
    );
    expect(screen.queryByText(/was paid to your M-PESA/)).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    answerWallet({ statement: [] });
    renderPage();
    expect(await screen.findByText('Nothing has moved in your wallet yet.')).toBeInTheDocument();
  });
});

describe('withdrawal schedule (spec 001 §3, §8, §9)', () => {
  it('offers weekly or monthly and 1000, 5000, 10000, 25000 with 1000 by default', async () => {
    answerWallet();
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    const minimum = screen.getByLabelText('Minimum amount');
    expect(
      within(minimum)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['1000', '5000', '10000', '25000']);
    expect(minimum).toHaveValue('1000');
  });

  it("saves and says 'Withdrawal method updated successfully', showing next_payout", async () => {
    answerWallet({
      extra: {
        withdrawalScheduleUpdate: ({ body }) => ({ ...(body as object), next_payout: '2024-06-01T06:00:00Z' }),
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Monthly' }));
    await userEvent.selectOptions(screen.getByLabelText('Minimum amount'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Withdrawal method updated successfully')).toBeInTheDocument();
    expect(calls('withdrawalScheduleUpdate')[0]?.[1]).toEqual({ body: { frequency: 'monthly', minimum_amount: 5000 } });
    expect(screen.getByTestId('next-payout')).toHaveTextContent('Next payout: 1 Jun 2024');
  });

  it('the Save schedule button is disabled and busy while the save runs, and again once it is answered', async () => {
    let release: (value: unknown) => void = () => undefined;
    answerWallet({
      extra: { withdrawalScheduleUpdate: ({ body }) => new Promise((resolve) => (release = () => resolve(body))) },
    });
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save schedule' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    await act(async () => release(undefined));
    expect(await screen.findByText('Withdrawal method updated successfully')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-busy', 'false');
  });

  it("a refused save says 'Invalid selection!'", async () => {
    answerWallet({
      extra: {
        withdrawalScheduleUpdate: () => {
          throw failure(400, { message: 'frequency must be weekly or monthly' });
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Invalid selection!')).toBeInTheDocument();
  });
});

describe('statement and chart (ours)', () => {
  it('one line for each thing that happened, with what the user could withdraw after it; a paid withdrawal shows its receipt', async () => {
    const rows = [
      entry({
        id: 4,
        kind: 'withdrawal',
        description: 'Withdrawal to M-PESA 0712345678',
        amount: -1250,
        pending: false,
        balance: 250,
        status: 'paid',
        receipt: 'SJK4H9G2QX',
      }),
      entry({
        id: 3,
        kind: 'withdrawal',
        description: 'Withdrawal to M-PESA 0712345678',
        amount: -200,
        pending: false,
        balance: 1500,
        status: 'on_its_way',
      }),
      entry({
        id: 2,
        kind: 'task_reward_ready',
        description: 'Task reward ready to withdraw: YouTube Likes',
        amount: 1500,
        pending: false,
        balance: 1700,
      }),
      entry({
        id: 1,
        kind: 'task_reward',
        description: 'Task reward: YouTube Likes',
        amount: 1500,
        pending: true,
        balance: 200,
      }),
    ];
    answerWallet({ earnings: 250, statement: rows });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    const [, paid, onItsWay, ready, earned] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent('Withdrawal to M-PESA 0712345678');
    expect(paid).toHaveTextContent('Paid · M-PESA receipt SJK4H9G2QX');
    expect(paid).toHaveTextContent('−KES 1,250.00');
    expect(within(paid!).getAllByRole('cell').at(-1)).toHaveTextContent('KES 250.00');
    expect(onItsWay).toHaveTextContent('On its way to M-PESA');
    expect(ready).toHaveTextContent('+KES 1,500.00');
    expect(within(ready!).getAllByRole('cell').at(-1)).toHaveTextContent('KES 1,700.00');
    // A reward within its hold says so, and the balance stays as it was.
    expect(earned).toHaveTextContent('Pending: not withdrawable yet');
    expect(within(earned!).getAllByRole('cell').at(-1)).toHaveTextContent('KES 200.00');
    // No ledger words: accounts, 'On its way' as an account, a balance per account.
    expect(table).not.toHaveTextContent(/ACCOUNT|Referral rewards \(pending\)/);
    expect(screen.getByTestId('available-earnings')).toHaveTextContent('KES 250.00');
  });

  it("a closed post's returned budget is a credit line: the server's description, the amount added, what is withdrawable after it", async () => {
    answerWallet({
      earnings: 790,
      statement: [
        entry({
          id: 9,
          kind: 'post_return',
          description: 'Budget returned: YouTube Views "Benga night" cancelled',
          amount: 540,
          pending: false,
          balance: 790,
        }),
      ],
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    const [, returned] = within(table).getAllByRole('row');
    expect(returned).toHaveTextContent('Budget returned: YouTube Views "Benga night" cancelled');
    expect(returned).toHaveTextContent('+KES 540.00');
    expect(returned).not.toHaveTextContent('Pending');
    expect(within(returned!).getAllByRole('cell').at(-1)).toHaveTextContent('KES 790.00');
  });

  it('a withdrawal held while our M-PESA float is short shows "Payout delayed" in the history', async () => {
    answerWallet({
      transactions: [transaction({ transaction_id: 'W7', transaction_status: 'Payout delayed' })],
      statement: [
        entry({
          id: 7,
          kind: 'withdrawal',
          description: 'Withdrawal to M-PESA 0712345678',
          amount: -1500,
          pending: false,
          balance: 0,
          status: 'delayed',
        }),
      ],
    });
    renderPage();
    const statement = await screen.findByRole('table', { name: 'Transaction history' });
    const [, delayed] = within(statement).getAllByRole('row');
    expect(delayed).toHaveTextContent(
      'Payout delayed: your money is held for you and goes out to M-PESA automatically',
    );
    expect(delayed).not.toHaveTextContent('On its way');
  });

  it('a withdrawal waiting for review says so, with why, in a notice and the history', async () => {
    const reason = 'Waiting for review: several engage accounts have been used on this device.';
    let rows: ReturnType<typeof transaction>[] = [];
    answerWallet({
      statement: [
        entry({
          id: 8,
          kind: 'withdrawal',
          description: 'Withdrawal to M-PESA 0712345678',
          amount: -2000,
          pending: false,
          balance: 0,
          status: 'review',
        }),
      ],
      extra: {
        transactions: () => ({ results: { transactions: rows } }),
        withdraw: () => {
          rows = [
            transaction({
              transaction_id: 'W8',
              transaction_amount: 1500,
              transaction_status: 'Waiting for review',
              status_description: reason,
            }),
          ];
          return {
            message: 'Your withdrawal of KES 1,500.00 is waiting for review: …',
            transaction_id: 'W8',
            transaction_status: 'Waiting for review',
          };
        },
      },
    });
    renderPage();
    await waitFor(async () => expect(await withdrawButton()).toBeEnabled());
    expect(screen.queryByRole('status', { name: 'Withdrawals waiting for review' })).not.toBeInTheDocument();
    await userEvent.click(await withdrawButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested. It waits for review; see why below.')).toBeInTheDocument();
    const notice = await screen.findByRole('status', { name: 'Withdrawals waiting for review' });
    expect(notice).toHaveTextContent(`KES 1,500.00: ${reason}`);
    expect(notice).toHaveTextContent('Your money is held, not taken');
    const statement = await screen.findByRole('table', { name: 'Transaction history' });
    expect(within(statement).getAllByRole('row')[1]).toHaveTextContent(
      'Waiting for review: your money is held for you until a person at engage sends it or puts it back',
    );
  });

  describe('in Kiswahili', () => {
    pageInKiswahili();
    it('the review notice speaks Kiswahili', async () => {
      answerWallet({
        transactions: [
          transaction({
            transaction_status: 'Waiting for review',
            status_description:
              'Linasubiri kukaguliwa: akaunti nyingi zilifunguliwa kutoka mtandao wako kwa siku moja.',
          }),
        ],
      });
      renderPage();
      const notice = await screen.findByRole('status', { name: 'Maombi ya kutoa pesa yanayosubiri kukaguliwa' });
      expect(notice).toHaveTextContent('Pesa zako zimehifadhiwa, hazijachukuliwa');
      expect(notice).toHaveTextContent('akaunti nyingi zilifunguliwa kutoka mtandao wako');
    });
  });

  it('pages older lines', async () => {
    answerWallet({
      extra: {
        walletStatement: ({ query }) => {
          const page = (query as { page: number }).page;
          return statementPage([entry({ id: 100 - page, description: `Line of page ${page}` })], {
            count: 10,
            page,
            next: page === 1 ? 2 : null,
          });
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Line of page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Line of page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('charts the last 30 days of earnings with axes, and gives the same numbers as a table', async () => {
    const today = new Date();
    answerWallet({
      statement: [
        entry({ id: 2, amount: 40, date: today.toISOString() }),
        entry({ id: 1, amount: 10, date: today.toISOString() }),
        entry({ id: 3, kind: 'task_reward_ready', pending: false, amount: 50, date: today.toISOString() }),
      ],
    });
    renderPage();
    expect(await screen.findByTestId('chart-summary')).toHaveTextContent('KES 50.00 earned in the last 30 days.');
    const chart = screen.getByTestId('earnings-chart');
    // An amount axis (from 0 to at least the best day) and a date axis, labelled.
    const amounts = [...chart.querySelectorAll('.eg-wallet__chart-y text')].map((label) => label.textContent);
    expect(amounts[0]).toBe('0');
    expect(amounts.at(-1)).toBe('50');
    const dates = [...chart.querySelectorAll('.eg-wallet__chart-x text')].map((label) => label.textContent);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect(dates.at(-1)).toBe(formatDate(today).replace(/ \d{4}$/, ''));
    // A screen reader reads a table: 30 days, each with its amount.
    const table = screen.getByRole('table', { name: 'Earnings, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(`${formatDate(today)}KES 50.00`);
  });

  it('the chart tells the day and the amount under the pointer, and with the arrow keys', async () => {
    const today = new Date();
    answerWallet({ statement: [entry({ amount: 12.5, date: today.toISOString() })] });
    renderPage();
    const chart = await screen.findByRole('group', { name: /Earnings, last 30 days/ });
    fireEvent.pointerEnter(chart.querySelectorAll('.eg-wallet__chart-hit')[29]!);
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(`${formatDate(today)}: KES 12.50`);
    chart.focus();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(/: KES 0\.00$/);
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(`${formatDate(today)}: KES 12.50`);
  });
});

describe('in Kiswahili', () => {
  pageInKiswahili();

  it('shows the balance in shillings, the withdraw modal and the history in Kiswahili', async () => {
    answerWallet({
      earnings: 1500,
      transactions: [transaction({ transaction_status: 'Completed' })],
      statement: [entry()],
    });
    renderPage();
    expect(await screen.findByTestId('available-earnings')).toHaveTextContent(/Ksh\s1,500\.00/);
    expect(screen.getByRole('heading', { level: 1, name: 'Pochi' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Historia ya miamala' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Toa pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toa mapato' });
    expect(within(dialog).getByText('Hakuna ada: kiasi chote kinaingia kwenye M-PESA yako.')).toBeInTheDocument();
  });

  it('shows the withholding tax in Kiswahili', async () => {
    answerWallet({ earnings: 1500, money: { withholding_tax: { rate: 0.05, taxable: 1500, tax: 75 } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Toa pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toa mapato' });
    expect(within(dialog).getByText('Kodi ya zuio (5 %)').nextSibling).toHaveTextContent(/Ksh\s75\.00/);
    expect(within(dialog).getByText('Utapokea').nextSibling).toHaveTextContent(/Ksh\s1,425\.00/);
  });

  it('says a delayed payout in Kiswahili', async () => {
    answerWallet({
      transactions: [transaction({ transaction_status: 'Payout delayed' })],
      statement: [entry({ kind: 'withdrawal', amount: -1500, pending: false, status: 'delayed' })],
    });
    renderPage();
    expect(
      await screen.findByText('Malipo yamechelewa: pesa zako zimehifadhiwa na zitatumwa kwa M-PESA zenyewe'),
    ).toBeInTheDocument();
  });
});
