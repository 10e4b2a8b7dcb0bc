/**
 * A paid post's report as its producer reads it: the engagements per day (a chart whose numbers
 * are also text and a table), who acted (a private profile as "A consumer"), the drops, where the
 * money went, and the receipts — a printable view and the PDF downloaded with the session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadApi } from '@engage/shared/api/client';
import type { PostReport, Receipt } from '@engage/shared/contract/post-report';
import {
  answerApi,
  calls,
  failure,
  renderWithProviders,
  resetApiAnswers,
  toastsShowing,
} from '@engage/shared/testing/api-answers';
import PostReportPage from './post-report-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  jest.mocked(downloadApi).mockReset();
});

function reportRecord(overrides: Partial<PostReport> = {}): PostReport {
  return {
    link_id: 51,
    title: 'Benga night',
    link_url: 'https://x.com/kenya_beats/status/1800000001',
    platform: 'twitter',
    action_type: 'Likes',
    status: 'cancelled',
    targets_needed: 150,
    targets_reached: 3,
    went_live: '2026-03-01T08:00:00.000Z',
    closed_at: '2026-03-03T10:00:00.000Z',
    days: [
      { day: '2026-03-01', count: 1 },
      { day: '2026-03-02', count: 0 },
      { day: '2026-03-03', count: 2 },
    ],
    engagements: 3,
    consumers: [
      { username: 'achieng', acted_at: '2026-03-03T09:00:00.000Z' },
      { username: null, acted_at: '2026-03-03T08:00:00.000Z' },
      { username: 'otieno', acted_at: '2026-03-01T09:30:00.000Z' },
    ],
    consumers_total: 3,
    drops: { found: 1, refilled: 1 },
    money: { paid: 1500, earned: 27, fees: 150, returned: 1323, held: 0, refunds: [] },
    payment_id: 8,
    has_return: true,
    ...overrides,
  };
}

const paymentReceipt: Receipt = {
  kind: 'payment',
  id: 8,
  description: 'Payment for a post on engage',
  producer: { username: 'wanjiku', email: 'wanjiku@example.co.ke' },
  post: { link_id: 51, title: 'Benga night', link_url: 'https://x.com/kenya_beats/status/1800000001' },
  date: '2026-03-01T08:00:00.000Z',
  amount: 1500,
  currency: 'KES',
  provider: 'mpesa',
  reference: 'ws_CO_01032026',
  receipt: 'SBX123ABCD',
};

const openReport = () => renderWithProviders(<PostReportPage />, { path: '/consumer/posts/51/report' });
const section = (name: string) => screen.findByRole('region', { name });

it('shows a skeleton while loading, then the post’s engagements per day with their numbers in words', async () => {
  answerApi({ postReport: () => reportRecord() });
  openReport();
  expect(screen.getByRole('region', { name: 'Post report' })).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('heading', { level: 1, name: 'Post report Benga night' })).toBeInTheDocument();
  expect(calls('postReport')).toEqual([['postReport', expect.objectContaining({ params: { link_id: 51 } })]]);

  const chart = screen.getByRole('figure');
  expect(chart).toHaveAccessibleName(
    '3 verified engagements from 1 Mar 2026 to 3 Mar 2026. Busiest day: 3 Mar 2026, with 2.',
  );
  expect(screen.getByTestId('engagement-chart')).toHaveAttribute('aria-hidden', 'true');
  const table = within(chart).getByRole('table', { name: 'Verified engagements per day' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DayEngagements', '1 Mar 20261', '2 Mar 20260', '3 Mar 20262']);
});

it('lists who acted and when, a private profile as "A consumer", and the drops', async () => {
  answerApi({ postReport: () => reportRecord({ consumers_total: 5 }) });
  openReport();
  const consumers = await section('Who acted');
  const rows = within(consumers).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    'achieng',
    'A consumer',
    'otieno',
  ]);
  expect(rows[0]).toHaveTextContent('3 Mar 2026');
  expect(consumers).toHaveTextContent('And 2 more, not listed.');

  const drops = await section('Drops');
  expect(within(drops).getByText('Engagements taken back').nextSibling).toHaveTextContent('1');
  expect(within(drops).getByText('Slots refilled').nextSibling).toHaveTextContent('1');
});

it('says where the money went, in KES', async () => {
  answerApi({ postReport: () => reportRecord() });
  openReport();
  const money = await section('Money');
  expect(
    within(money)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual([
    'PaidKES 1,500.00',
    'Earned by consumersKES 27.00',
    'FeesKES 150.00',
    'Returned to your engage balanceKES 1,323.00',
    'Still held for this postKES 0.00',
  ]);
});

it('says when no one has acted yet, and offers the payment’s receipt only', async () => {
  answerApi({
    postReport: () =>
      reportRecord({
        status: 'active',
        closed_at: null,
        days: [{ day: '2026-03-01', count: 0 }],
        engagements: 0,
        consumers: [],
        consumers_total: 0,
        drops: { found: 0, refilled: 0 },
        has_return: false,
      }),
  });
  openReport();
  expect(
    await within(await section('Engagements')).findByText(
      'No engagement yet. This report fills in as consumers act on your post.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Who acted' })).not.toBeInTheDocument();
  const receipts = await section('Receipts');
  expect(
    within(receipts)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['Payment of KES 1,500.00']);
});

it('a failed load says so, and Retry asks again', async () => {
  let fail = true;
  answerApi({ postReport: () => (fail ? Promise.reject(failure()) : reportRecord()) });
  openReport();
  expect(await screen.findByText('Could not load this report.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await section('Money')).toBeInTheDocument();
});

it('Receipt opens a printable receipt whose Print prints the page', async () => {
  answerApi({ postReport: () => reportRecord(), paymentReceipt: () => paymentReceipt });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  openReport();
  const receipts = await section('Receipts');
  const [payment] = within(receipts).getAllByRole('listitem');
  await userEvent.click(within(payment!).getByRole('button', { name: 'Receipt' }));

  const receipt = await screen.findByRole('region', { name: 'Receipt' });
  await waitFor(() => expect(receipt).toHaveFocus());
  expect(await within(receipt).findByText('SBX123ABCD')).toBeInTheDocument();
  const line = (label: string) => within(receipt).getByText(label).nextSibling;
  expect(line('Receipt number')).toHaveTextContent('P-8');
  expect(line('Account')).toHaveTextContent('wanjiku <wanjiku@example.co.ke>');
  expect(line('Amount')).toHaveTextContent('KES 1,500.00');
  expect(line('Paid with')).toHaveTextContent('M-PESA');
  expect(line('Provider reference')).toHaveTextContent('ws_CO_01032026');
  expect(line('M-PESA receipt')).toHaveTextContent('SBX123ABCD');
  expect(calls('paymentReceipt')).toEqual([['paymentReceipt', expect.objectContaining({ params: { id: 8 } })]]);

  await userEvent.click(within(receipt).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  await userEvent.click(within(receipt).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  print.mockRestore();
});

it('a return refunded through M-PESA has a receipt that names where it went and M-PESA’s receipt', async () => {
  answerApi({
    postReport: () => reportRecord(),
    returnReceipt: () => ({
      ...paymentReceipt,
      kind: 'return',
      id: 51,
      description: 'Unspent budget refunded to M-PESA 0708374149',
      amount: 1323,
      reference: 'ENGAGE-PR-51-0',
      receipt: 'SBX987ZYXW',
    }),
  });
  openReport();
  const receipts = await section('Receipts');
  const [, returned] = within(receipts).getAllByRole('listitem');
  await userEvent.click(within(returned!).getByRole('button', { name: 'Receipt' }));
  const receipt = await screen.findByRole('region', { name: 'Receipt' });
  expect(await within(receipt).findByText('SBX987ZYXW')).toBeInTheDocument();
  const line = (label: string) => within(receipt).getByText(label).nextSibling;
  expect(line('Description')).toHaveTextContent('Unspent budget refunded to M-PESA 0708374149');
  expect(line('Refunded to')).toHaveTextContent('M-PESA');
  expect(line('M-PESA receipt')).toHaveTextContent('SBX987ZYXW');
});

it('Download PDF fetches the return’s PDF with the session and saves it under its name', async () => {
  answerApi({ postReport: () => reportRecord() });
  const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  jest.mocked(downloadApi).mockResolvedValue(pdf);
  const createObjectURL = jest.fn(() => 'blob:receipt');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  openReport();
  const receipts = await section('Receipts');
  const returned = within(receipts).getAllByRole('listitem')[1]!;
  expect(returned).toHaveTextContent('Unspent budget returned: KES 1,323.00');
  await userEvent.click(within(returned).getByRole('button', { name: 'Download PDF' }));

  await waitFor(() => expect(saved).toEqual(['engage-receipt-return-51.pdf blob:receipt']));
  expect(jest.mocked(downloadApi).mock.calls).toEqual([
    ['returnReceipt', expect.anything(), { params: { link_id: 51 }, query: { format: 'pdf' } }],
  ]);
  expect(createObjectURL).toHaveBeenCalledWith(pdf);
  click.mockRestore();
});

it('a download that fails says why', async () => {
  answerApi({ postReport: () => reportRecord() });
  jest.mocked(downloadApi).mockRejectedValue(failure(404, { detail: 'Receipt not found.' }));
  openReport();
  const receipts = await section('Receipts');
  await userEvent.click(
    within(within(receipts).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Download PDF' }),
  );
  await waitFor(() => expect(toastsShowing('Receipt not found.')).toHaveLength(1));
});

it('says where a refund through the provider went, and lets a live post change where its budget goes', async () => {
  answerApi({
    postReport: () =>
      reportRecord({
        money: {
          paid: 1500,
          earned: 27,
          fees: 150,
          returned: 1323,
          held: 0,
          refunds: [{ amount: 1323, to: 'M-PESA 0708374149', state: 'refunded', reference: 'SBX987ZYXW' }],
        },
      }),
  });
  openReport();
  const money = await section('Money');
  expect(within(money).getByText('Refunded to M-PESA 0708374149: KES 1,323.00')).toBeInTheDocument();
  // A closed post's choice is over.
  expect(within(money).queryByRole('group')).not.toBeInTheDocument();
});

it('a live post paid by M-PESA can be set to refund to the paying number', async () => {
  answerApi({
    postReport: () => reportRecord({ status: 'active', closed_at: null, has_return: false }),
    returnChoice: () => ({ return_to: 'balance', provider: 'mpesa', phone: '0708374149' }),
    returnToSet: () => ({
      message: 'Saved: when this post ends, its unspent budget goes back to M-PESA 0708374149.',
      choice: { return_to: 'provider', provider: 'mpesa', phone: '0708374149' },
    }),
  });
  openReport();
  const money = await section('Money');
  const choice = await within(money).findByRole('group', { name: 'Where the unspent budget goes' });
  await userEvent.click(within(choice).getByRole('radio', { name: 'M-PESA 0708374149' }));
  await userEvent.click(within(money).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Saved: when this post ends, its unspent budget goes back to M-PESA 0708374149.'),
  ).toBeInTheDocument();
  expect(calls('returnToSet')).toEqual([
    ['returnToSet', expect.objectContaining({ params: { link_id: 51 }, body: { return_to: 'provider' } })],
  ]);
});
