/** The wallet's pure rules: spec 001 §5 the withdraw button, the real period, the type filter, the chart's days. */
import type { StatementLine, Transaction } from '@engage/shared/contract/wallet';
import {
  IN_FLIGHT_POLL_MS,
  earningsByDay,
  filterByType,
  isEarning,
  isInFlight,
  primaryMethod,
  statementPeriod,
  transactionTypes,
  transactionsQuery,
  withdrawBlock,
} from './wallet-queries';

const row = (overrides: Partial<Transaction> = {}): Transaction => ({
  transaction_id: 'W1',
  status_description: '',
  transaction_date: '2024-04-02T09:00:00Z',
  transaction_status: 'Completed',
  transaction_amount: 1000,
  transaction_type: 'Withdrawals',
  ...overrides,
});

const entry = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  id: 1,
  date: '2024-05-10T09:00:00Z',
  kind: 'task_reward',
  description: '',
  amount: 10,
  pending: true,
  balance: 0,
  ...overrides,
});

describe('withdrawBlock (spec 001 §5)', () => {
  const ok = { hasMethod: true, earnings: 1000, amount: 1000, minWithdrawal: 1000 };
  it('no method', () => expect(withdrawBlock({ ...ok, hasMethod: false })).toBe('noMethod'));
  it('earnings below min_withdrawal', () => expect(withdrawBlock({ ...ok, earnings: 999.99 })).toBe('belowMinimum'));
  it('amount below min_withdrawal', () => expect(withdrawBlock({ ...ok, amount: 500 })).toBe('belowMinimum'));
  it('a non-number is below', () => expect(withdrawBlock({ ...ok, earnings: Number.NaN })).toBe('belowMinimum'));
  it('at the minimum it is allowed', () => expect(withdrawBlock(ok)).toBeNull());
});

it('the period is the oldest and newest dates listed, in any order', () => {
  expect(
    statementPeriod([
      row({ transaction_date: '2024-05-03T00:00:00Z' }),
      row({ transaction_date: '2024-04-02T00:00:00Z' }),
      row({ transaction_date: 'not a date' }),
      row({ transaction_date: '2024-05-23T00:00:00Z' }),
    ]),
  ).toEqual({ from: '2024-04-02T00:00:00Z', to: '2024-05-23T00:00:00Z' });
  expect(statementPeriod([])).toBeNull();
});

it('types in first-seen order; the filter keeps one type or all', () => {
  const rows = [row({ transaction_type: 'Payments' }), row(), row({ transaction_type: 'Payments' })];
  expect(transactionTypes(rows)).toEqual(['Payments', 'Withdrawals']);
  expect(filterByType(rows, 'Withdrawals')).toHaveLength(1);
  expect(filterByType(rows, 'all')).toHaveLength(3);
});

it('a pending withdrawal is in flight, and the history is polled only then', () => {
  expect(isInFlight(row({ transaction_status: 'Pending' }))).toBe(true);
  expect(isInFlight(row({ transaction_status: 'Pending', transaction_type: 'Payments' }))).toBe(false);
  expect(transactionsQuery.refetchInterval({ state: { data: [row({ transaction_status: 'Pending' })] } })).toBe(
    IN_FLIGHT_POLL_MS,
  );
  expect(transactionsQuery.refetchInterval({ state: { data: [row()] } })).toBe(false);
  expect(transactionsQuery.refetchInterval({ state: {} })).toBe(false);
});

it('the primary method, else the first', () => {
  const a = { id: 1, is_primary: false } as never;
  const b = { id: 2, is_primary: true } as never;
  expect(primaryMethod([a, b])).toBe(b);
  expect(primaryMethod([a])).toBe(a);
  expect(primaryMethod(undefined)).toBeUndefined();
});

describe('earnings by day', () => {
  it('counts rewards on the day they were earned, not the day they became withdrawable', () => {
    expect(isEarning(entry())).toBe(true);
    expect(isEarning(entry({ kind: 'task_reward_ready', pending: false }))).toBe(false);
    expect(isEarning(entry({ kind: 'withdrawal_returned', pending: false }))).toBe(false);
    expect(isEarning(entry({ kind: 'post_return', pending: false, amount: 540 }))).toBe(false);
    expect(isEarning(entry({ kind: 'referral_reward_void', amount: -10 }))).toBe(false);
    expect(isEarning(entry({ kind: 'referral_reward' }))).toBe(true);
  });

  it('30 days ending today in Nairobi time, oldest first', () => {
    const now = new Date('2024-05-30T22:30:00Z'); // 31 May 01:30 in Nairobi
    const days = earningsByDay(
      [
        entry({ date: '2024-05-30T21:30:00Z', amount: 5 }), // 31 May 00:30 Nairobi
        entry({ date: '2024-05-30T20:00:00Z', amount: 7 }), // 30 May 23:00 Nairobi
        entry({ date: '2024-04-01T09:00:00Z', amount: 100 }), // too old
      ],
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: '2024-05-31', amount: 5 });
    expect(days[28]).toEqual({ day: '2024-05-30', amount: 7 });
    expect(days[0]?.day).toBe('2024-05-02');
    expect(days.reduce((sum, day) => sum + day.amount, 0)).toBe(12);
  });
});
