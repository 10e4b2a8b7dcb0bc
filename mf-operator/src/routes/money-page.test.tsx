/**
 * The Money page: payouts, payments, operator alerts and the reconciliation, each the API's rows;
 * a filter asks the server again; an action sends the reason typed; support sees no money.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  OperatorAlertItem,
  OperatorPayment,
  ReconciliationOverview,
} from '@engage/shared/contract/operator-money';
import { formatEarnings } from '@engage/shared/format/money';
import { signOutOperator } from '@engage/shared/session/operator';
import { signInAs } from '../testing/operator-session';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import MoneyPage from './money-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  signInAs('finance');
});
afterEach(() => signOutOperator());

function payment(overrides: Partial<OperatorPayment> = {}): OperatorPayment {
  return {
    id: 41,
    user_id: 7,
    link_id: 12,
    provider: 'mpesa',
    status: 'pending',
    amount: 1500,
    currency: 'KES',
    provider_ref: 'ws_CO_281120261200001',
    receipt: null,
    status_description: 'Waiting for the customer’s PIN',
    created_at: '2026-11-28T09:00:00.000Z',
    completed_at: null,
    checked_at: null,
    ...overrides,
  };
}

function alert(overrides: Partial<OperatorAlertItem> = {}): OperatorAlertItem {
  return {
    id: 5,
    kind: 'reversal',
    subject: 'payment:41',
    title: 'M-PESA reversed a payment',
    message: 'Payment 41 of KES 1,500.00 was reversed by M-PESA.',
    action: 'Check the post’s budget and ask the producer to pay again.',
    raised_at: '2026-11-28T10:00:00.000Z',
    acknowledged_at: null,
    acknowledged_by: null,
    ...overrides,
  };
}

const page = <Row,>(items: Row[]) => ({ items, next_cursor: null });
const payouts = () => page([]);

async function openSection(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

it('shows the payments the API returns, and a filter asks the server for those', async () => {
  answerApi({
    operatorPayouts: payouts,
    operatorPayments: ({ query }) =>
      (query as { state?: string }).state === 'duplicate'
        ? page([payment({ id: 52, status: 'paid', provider: 'paypal', amount: 20, currency: 'USD' })])
        : page([payment()]),
  });
  renderWithProviders(<MoneyPage />);
  await openSection('Payments');
  const row = (await screen.findByRole('cell', { name: '#41' })).closest('tr') as HTMLElement;
  expect(within(row).getByText(formatEarnings(1500, 'KES'))).toBeInTheDocument();
  expect(within(row).getByText('Waiting for the customer’s PIN')).toBeInTheDocument();
  expect(calls('operatorPayments').at(-1)?.[1]?.query).toMatchObject({ state: 'stuck' });

  await userEvent.click(screen.getByRole('tab', { name: 'Paid twice' }));
  const paid = (await screen.findByRole('cell', { name: '#52' })).closest('tr') as HTMLElement;
  expect(calls('operatorPayments').at(-1)?.[1]?.query).toMatchObject({ state: 'duplicate' });
  expect(within(paid).getByText(formatEarnings(20, 'USD'))).toBeInTheDocument();
  // A payment with its final answer has nothing to ask.
  expect(within(paid).queryByRole('button', { name: 'Ask the provider now' })).not.toBeInTheDocument();
});

it('asks the provider about an open payment with the reason typed', async () => {
  answerApi({
    operatorPayouts: payouts,
    operatorPayments: () => page([payment()]),
    operatorPaymentAction: () => ({
      payment: payment({ status: 'paid' }),
      message: 'Asked mpesa: now paid (Success).',
    }),
  });
  renderWithProviders(<MoneyPage />);
  await openSection('Payments');
  const row = (await screen.findByRole('cell', { name: '#41' })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Ask the provider now' }));
  const dialog = screen.getByRole('dialog', { name: 'Ask mpesa about payment 41' });
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Producer says the money left his phone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ask the provider now' }));

  await waitFor(() => expect(calls('operatorPaymentAction')).toHaveLength(1));
  expect(calls('operatorPaymentAction')[0]?.[1]).toMatchObject({
    params: { id: 41 },
    body: { action: 'query', reason: 'Producer says the money left his phone' },
  });
  expect(await screen.findByText('Done: Asked mpesa: now paid (Success).')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows the alerts with what to do, all of them once asked, and acknowledges one with a reason', async () => {
  answerApi({
    operatorPayouts: payouts,
    operatorAlerts: ({ query }) =>
      (query as { state?: string }).state === 'all'
        ? page([
            alert(),
            alert({
              id: 4,
              title: 'The float is low',
              acknowledged_at: '2026-11-27T08:00:00.000Z',
              acknowledged_by: 'ops@engage.example',
            }),
          ])
        : page([alert()]),
    operatorAlertAcknowledge: () => ({ alert: alert(), message: 'Acknowledged.' }),
  });
  renderWithProviders(<MoneyPage />);
  await openSection('Alerts');
  expect(await screen.findByText('M-PESA reversed a payment')).toBeInTheDocument();
  expect(screen.getByText('Check the post’s budget and ask the producer to pay again.')).toBeInTheDocument();
  expect(calls('operatorAlerts').at(-1)?.[1]?.query).toMatchObject({ state: 'open' });

  await userEvent.click(screen.getByRole('tab', { name: 'All, acknowledged too' }));
  const seen = (await screen.findByText('The float is low')).closest('tr') as HTMLElement;
  expect(calls('operatorAlerts').at(-1)?.[1]?.query).toMatchObject({ state: 'all' });
  expect(within(seen).getByText(/Acknowledged by ops@engage\.example/)).toBeInTheDocument();
  expect(within(seen).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();

  const open = screen.getByText('M-PESA reversed a payment').closest('tr') as HTMLElement;
  await userEvent.click(within(open).getByRole('button', { name: 'Acknowledge' }));
  const dialog = screen.getByRole('dialog', { name: 'Acknowledge “M-PESA reversed a payment”' });
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Producer paid again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
  await waitFor(() => expect(calls('operatorAlertAcknowledge')).toHaveLength(1));
  expect(calls('operatorAlertAcknowledge')[0]?.[1]).toMatchObject({
    params: { id: 5 },
    body: { reason: 'Producer paid again' },
  });
});

const overview: ReconciliationOverview = {
  reports: [
    {
      day: '2026-11-27',
      provider: 'mpesa',
      made_at: '2026-11-28T00:30:00.000Z',
      mismatches: 2,
      counts: { matched: 40, missing_ours: 1, amount_differs: 1 },
      items: [{ category: 'missing_ours', ref: 'QKJ1ABC2DE' }],
      float: 52000,
    },
    {
      day: '2026-11-27',
      provider: 'paypal',
      made_at: '2026-11-28T00:31:00.000Z',
      mismatches: 0,
      counts: { matched: 9 },
      items: [],
      float: null,
    },
  ],
  float: { float: 48250.5, read_at: '2026-11-28T11:00:00.000Z' },
  float_trend: [
    { day: '2026-11-26', float: 61000, read_at: '2026-11-26T20:00:00.000Z' },
    { day: '2026-11-27', float: 52000, read_at: '2026-11-27T20:00:00.000Z' },
    { day: '2026-11-28', float: 48250.5, read_at: '2026-11-28T11:00:00.000Z' },
  ],
};

it('shows the newest reports, the float now and its trend in words and figures', async () => {
  answerApi({ operatorPayouts: payouts, operatorReconciliation: () => overview });
  renderWithProviders(<MoneyPage />);
  await openSection('Reconciliation');

  const mpesa = await screen.findByRole('region', { name: 'M-PESA, 2026-11-27' });
  expect(within(mpesa).getByText('2 items not matched')).toBeInTheDocument();
  expect(within(mpesa).getByText('Missing in ours').nextSibling).toHaveTextContent('1');
  expect(
    within(screen.getByRole('region', { name: 'PayPal, 2026-11-27' })).getByText('Everything matched.'),
  ).toBeInTheDocument();

  const float = screen.getByRole('region', { name: 'M-PESA float' });
  expect(within(float).getByText(formatEarnings(48250.5), { selector: 'p' })).toBeInTheDocument();
  const summary = `Float from ${formatEarnings(61000)} on 2026-11-26 to ${formatEarnings(48250.5)} on 2026-11-28; lowest ${formatEarnings(48250.5)}, highest ${formatEarnings(61000)}.`;
  expect(within(float).getByRole('img', { name: summary })).toBeInTheDocument();
  const trend = within(float).getByRole('table', { name: 'The float at each day’s last reading' });
  expect(within(trend).getAllByRole('row')).toHaveLength(4);
  expect(within(trend).getByRole('row', { name: `2026-11-27 ${formatEarnings(52000)}` })).toBeInTheDocument();
});

it('says the reconciliation could not load, and Retry asks again', async () => {
  let answers = 0;
  answerApi({
    operatorPayouts: payouts,
    operatorReconciliation: () => {
      answers += 1;
      if (answers === 1) throw failure(500);
      return overview;
    },
  });
  renderWithProviders(<MoneyPage />);
  await openSection('Reconciliation');
  expect(await screen.findByText('Could not load the reconciliation.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'M-PESA float' })).toBeInTheDocument();
});

it('shows the month’s withholding tax per user for remittance, and another month asks the server for it', async () => {
  answerApi({
    operatorPayouts: payouts,
    operatorTaxWithheld: () =>
      page([
        {
          user_id: 7,
          name: 'Wanjiru Kamau',
          id_number: '12345678',
          mpesa_phone: '254712345678',
          taxable: 3000,
          tax: 150,
          payouts: 2,
        },
      ]),
  });
  renderWithProviders(<MoneyPage />);
  await openSection('Withholding tax');
  const month = screen.getByLabelText('Month');
  const table = await screen.findByRole('table', { name: `Withholding tax, ${(month as HTMLInputElement).value}` });
  expect(within(table).getByRole('row', { name: /#7 Wanjiru Kamau 12345678 254712345678/ })).toHaveTextContent(
    `${formatEarnings(3000)}${formatEarnings(150)}2`,
  );
  fireEvent.change(month, { target: { value: '2026-10' } });
  await waitFor(() => expect(calls('operatorTaxWithheld').at(-1)?.[1]?.query).toMatchObject({ month: '2026-10' }));
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
});

it('moves between the sections with the arrow keys', async () => {
  answerApi({ operatorPayouts: payouts, operatorPayments: () => page([]) });
  renderWithProviders(<MoneyPage />);
  screen.getByRole('tab', { name: 'Payouts' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('tab', { name: 'Stuck' })).toBeInTheDocument();
});

it('shows support no money and no money action', async () => {
  signInAs('support');
  answerApi({ operatorPayouts: payouts, operatorPayments: () => page([payment()]) });
  renderWithProviders(<MoneyPage />);
  expect(screen.getByText('Only finance or admin operators see money.')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(calls('operatorPayments')).toHaveLength(0);
  expect(calls('operatorPayouts')).toHaveLength(0);
});
