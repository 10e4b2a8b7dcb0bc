/**
 * The People page: search, one person's page in the same route (`?account=`), the actions with
 * the reason the user is shown, and what a role that may not act sees.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person, PersonRow } from '@engage/shared/contract/operator-people';
import { signOutOperator } from '@engage/shared/session/operator';
import { signInAs } from '../testing/operator-session';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import PeoplePage from './people-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  signInAs('support');
});
afterEach(() => signOutOperator());

const row = (overrides: Partial<PersonRow> = {}): PersonRow => ({
  id: 42,
  email: 'wanjiku@example.co.ke',
  username: 'wanjiku',
  name: 'Wanjiku Kamau',
  phone: '254712345678',
  user_type: 'consumer',
  created_at: '2026-01-10T08:00:00Z',
  deleted: false,
  withdrawals_frozen: false,
  ...overrides,
});

const person = (overrides: Partial<Person> = {}): Person => ({
  profile: row(),
  restrictions: {
    withdrawals_frozen: null,
    payout_holds: [
      { reason: 'shared_device', detail: 'device d-1 seen on 4 accounts', created_at: '2026-02-01T08:00:00Z' },
    ],
    earning_stopped: null,
  },
  sessions: [
    {
      id: 'abcdef123456',
      scope: 'full',
      created_at: '2026-02-01T08:00:00Z',
      expires_at: '2026-03-01T08:00:00Z',
      revoked_at: null,
    },
  ],
  devices: [{ device_id: 'd-1', network: '41.90.0.0/16', last_seen: '2026-02-02T08:00:00Z', shared_with: [77] }],
  payout_methods: [
    { id: 3, phone: '254700000001', name: 'WANJIKU KAMAU', primary: true, usable_from: '2026-01-11T08:00:00Z' },
  ],
  claims: [
    {
      id: 900,
      link_id: 12,
      action_type: 'like',
      status: 'credited',
      created_at: '2026-02-03T08:00:00Z',
      decided_at: '2026-02-03T09:00:00Z',
    },
  ],
  ledger: {
    results: [],
    count: 0,
    page: 1,
    next: null,
    balances: { withdrawable: 150, available: 100, pending: 20, held: 0, referral: 50, referral_pending: 0 },
  },
  ...overrides,
});

it('searches people and lists the rows the server answers', async () => {
  const user = userEvent.setup();
  answerApi({
    operatorPeople: ({ query }) =>
      (query as { q?: string }).q === 'wanjiku'
        ? { items: [row(), row({ id: 43, email: 'w2@example.co.ke', withdrawals_frozen: true })], next_cursor: null }
        : { items: [], next_cursor: null },
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people' });
  expect(await screen.findByText('Nothing here.')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'wanjiku');
  await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));

  const table = await screen.findByRole('table', { name: 'Accounts, newest first' });
  expect(within(table).getByRole('row', { name: /wanjiku@example\.co\.ke/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /w2@example\.co\.ke.*Withdrawals frozen/ })).toBeInTheDocument();
  expect(calls('operatorPeople').at(-1)?.[1]).toMatchObject({ query: { q: 'wanjiku' } });
});

it('opens a person from the results, with every section the API answers, and goes back', async () => {
  const user = userEvent.setup();
  answerApi({
    operatorPeople: () => ({ items: [row()], next_cursor: null }),
    operatorPerson: () => person(),
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people' });
  await user.click(await screen.findByRole('button', { name: 'Open account #42' }));

  expect(await screen.findByRole('heading', { level: 2, name: /Account #42/ })).toBeInTheDocument();
  expect(calls('operatorPerson')[0]?.[1]).toMatchObject({ params: { id: 42 } });
  for (const section of [
    'Profile',
    'Restrictions',
    'Actions',
    'Money',
    'Sessions',
    'Devices and farm flags',
    'Payout methods',
    'Latest claims',
  ]) {
    expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
  }
  expect(screen.getByText('device d-1 seen on 4 accounts')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Payout methods' })).getByText('WANJIKU KAMAU')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Money' })).getByText('KES 150.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open account #77' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to the search' }));
  expect(await screen.findByRole('table', { name: 'Accounts, newest first' })).toBeInTheDocument();
});

it("pages back through a person's money lines past the newest, and forward again", async () => {
  const user = userEvent.setup();
  const line = (amount: number, description: string) => ({
    id: amount,
    date: '2026-02-03T08:00:00Z',
    description,
    amount,
    balance: amount,
    pending: false,
    kind: 'task_reward' as const,
  });
  const newest = Array.from({ length: 20 }, (_, index) => line(100 + index, `Task reward ${index + 1}`));
  const balances = person().ledger.balances;
  let asked = 0;
  answerApi({
    operatorPerson: () => person({ ledger: { results: newest, count: 23, page: 1, next: 2, balances } }),
    operatorPersonStatement: () => {
      asked += 1;
      if (asked === 1) throw failure(500, { detail: 'Ledger asleep' });
      return { results: [line(5, 'First deposit')], count: 23, page: 2, next: null, balances };
    },
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people?account=42' });
  const money = await screen.findByRole('region', { name: 'Money' });
  expect(within(money).getByText('Task reward 1')).toBeInTheDocument();
  expect(within(money).getByText('Page 1 of 2')).toBeInTheDocument();
  // The first page came with the person: nothing more was asked for.
  expect(calls('operatorPersonStatement')).toHaveLength(0);

  await user.click(within(money).getByRole('button', { name: 'Older' }));
  expect(await within(money).findByText(/Ledger asleep/)).toBeInTheDocument();
  await user.click(within(money).getByRole('button', { name: 'Retry' }));
  expect(await within(money).findByText('First deposit')).toBeInTheDocument();
  expect(within(money).getByText('Page 2 of 2')).toBeInTheDocument();
  expect(within(money).getByRole('button', { name: 'Older' })).toBeDisabled();
  expect(calls('operatorPersonStatement').at(-1)?.[1]).toMatchObject({ params: { id: 42 }, query: { page: 2 } });

  await user.click(within(money).getByRole('button', { name: 'Newer' }));
  expect(await within(money).findByText('Task reward 1')).toBeInTheDocument();
  expect(within(money).getByRole('button', { name: 'Newer' })).toBeDisabled();
});

it('sends the action with the reason the user is shown', async () => {
  const user = userEvent.setup();
  answerApi({
    operatorPerson: () => person(),
    operatorPersonAction: () => ({ done: true, message: 'Earning stopped.' }),
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people?account=42' });
  await user.click(await screen.findByRole('button', { name: 'Stop earning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop earning · #42' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Claims from a phone farm');
  await user.click(within(dialog).getByRole('button', { name: 'Stop earning' }));

  expect(await screen.findByText('Done: Earning stopped.')).toBeInTheDocument();
  expect(calls('operatorPersonAction')[0]?.[1]).toMatchObject({
    params: { id: 42 },
    body: { action: 'stop_earning', reason: 'Claims from a phone farm' },
  });
});

it('offers the undoing action when the account is already frozen', async () => {
  answerApi({
    operatorPerson: () =>
      person({
        restrictions: {
          withdrawals_frozen: {
            reason: 'operator',
            note: 'Many accounts on one phone',
            frozen_at: '2026-02-01T08:00:00Z',
          },
          payout_holds: [],
          earning_stopped: null,
        },
      }),
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people?account=42' });
  expect(await screen.findByRole('button', { name: 'Allow withdrawals again' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Freeze withdrawals' })).not.toBeInTheDocument();
  expect(screen.getByText(/Many accounts on one phone/)).toBeInTheDocument();
});

it('lets a finance operator read a person but not act, and says why', async () => {
  signInAs('finance');
  answerApi({ operatorPerson: () => person() });
  renderWithProviders(<PeoplePage />, { path: '/operator/people?account=42' });
  const freeze = await screen.findByRole('button', { name: 'Freeze withdrawals' });
  expect(freeze).toBeDisabled();
  expect(freeze).toHaveAccessibleDescription(/Your role \(finance\) may read accounts but not act on them/);
  expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
});

it('shows a failure to load a person with a retry that reads it again', async () => {
  const user = userEvent.setup();
  let answered = 0;
  answerApi({
    operatorPerson: () => {
      answered += 1;
      if (answered === 1) throw failure(500, { detail: 'Database asleep' });
      return person();
    },
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people?account=42' });
  expect(await screen.findByText(/Database asleep/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: /Account #42/ })).toBeInTheDocument();
});

it('still acts on an account by its id (the e2e journey’s path)', async () => {
  const user = userEvent.setup();
  answerApi({
    operatorPeople: () => ({ items: [], next_cursor: null }),
    operatorPersonAction: () => ({ done: true, message: 'Withdrawals frozen.' }),
  });
  renderWithProviders(<PeoplePage />, { path: '/operator/people' });
  await user.type(screen.getByLabelText('Account id'), '42');
  await user.selectOptions(screen.getByLabelText('Action'), 'freeze_withdrawals');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Freeze withdrawals · #42' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Many accounts on one phone');
  await user.click(within(dialog).getByRole('button', { name: 'Freeze withdrawals' }));
  expect(await screen.findByText('Done: Withdrawals frozen.')).toBeInTheDocument();
  expect(calls('operatorPersonAction')[0]?.[1]).toMatchObject({
    params: { id: 42 },
    body: { action: 'freeze_withdrawals', reason: 'Many accounts on one phone' },
  });
});
