/**
 * The wallet's server state (spec 001 §7 wallet calls and our statement) under the `wallet` key
 * family, the writes with their cache refreshes, and the pure rules the pages apply (spec 001 §5
 * the withdraw button's disabled states; the real statement period; the type filter).
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryFunctionContext,
} from '@engage/shared/queries';
import { callApi, downloadApi, type ApiSession } from '@engage/shared/api/client';
import { newIdempotencyKey } from '@engage/shared/api/idempotency';
import { refreshMoney } from '@engage/shared/api/money-queries';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { ScheduleMinimum, WithdrawalFrequency } from '@engage/shared/contract/common';
import type {
  StatementLine,
  Transaction,
  WithdrawalMethod,
  WithdrawalMethodCreateBody,
  WithdrawalSchedule,
} from '@engage/shared/contract/wallet';

/** Spec 001 §9 "Transaction table: 5 rows per page." */
export const TRANSACTIONS_PAGE_SIZE = 5;
/** The transaction history is the statement, 5 rows a page like the spec's table. */
export const STATEMENT_ROWS = TRANSACTIONS_PAGE_SIZE;
/** While a withdrawal is on its way, the history is read again this often (ms) until it settles. */
export const IN_FLIGHT_POLL_MS = 5000;

const methodsQuery = {
  queryKey: queryKeys.wallet.methods,
  queryFn: ({ signal, client }: QueryFunctionContext) =>
    callApi('withdrawalMethods', client, { signal }).then((answer) => answer.results),
};

const scheduleQuery = {
  queryKey: queryKeys.wallet.schedule,
  queryFn: ({ signal, client }: QueryFunctionContext) => callApi('withdrawalSchedule', client, { signal }),
};

/** A withdrawal asked for and not yet paid or failed. */
export function isInFlight(row: Transaction): boolean {
  return row.transaction_type === 'Withdrawals' && row.transaction_status === 'Pending';
}

export const transactionsQuery = {
  queryKey: queryKeys.wallet.transactions,
  queryFn: ({ signal, client }: QueryFunctionContext) =>
    callApi('transactions', client, { signal }).then((answer) => answer.results.transactions),
  // Live: a withdrawal in flight turns paid or failed when the B2C result arrives.
  refetchInterval: (query: { state: { data?: Transaction[] } }) =>
    query.state.data?.some(isInFlight) ? IN_FLIGHT_POLL_MS : false,
};

const statementQuery = (page: number) => ({
  queryKey: queryKeys.wallet.statement(page),
  queryFn: ({ signal, client }: QueryFunctionContext) =>
    callApi('walletStatement', client, { query: { page, page_size: STATEMENT_ROWS }, signal }),
});

/** The primary method (payouts use it), else the first. */
export function primaryMethod(methods: readonly WithdrawalMethod[] | undefined): WithdrawalMethod | undefined {
  return methods?.find((method) => method.is_primary) ?? methods?.[0];
}

export type WithdrawBlock = 'noMethod' | 'belowMinimum' | null;

/**
 * Spec 001 §5 "Withdrawal button is disabled when there is no method, earnings are below
 * min_withdrawal, or the amount is below min_withdrawal." The amount is the whole available
 * balance (§4), so the last two are one check today; both are kept for when they differ.
 */
export function withdrawBlock(input: {
  hasMethod: boolean;
  earnings: number;
  amount: number;
  minWithdrawal: number;
}): WithdrawBlock {
  if (!input.hasMethod) return 'noMethod';
  if (!(input.earnings >= input.minWithdrawal) || !(input.amount >= input.minWithdrawal)) return 'belowMinimum';
  return null;
}

/** The real statement period: the oldest and newest dates of the rows listed. */
export function statementPeriod(rows: readonly Transaction[]): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const row of rows) {
    const time = new Date(row.transaction_date).getTime();
    if (Number.isNaN(time)) continue;
    if (from === null || time < new Date(from).getTime()) from = row.transaction_date;
    if (to === null || time > new Date(to).getTime()) to = row.transaction_date;
  }
  return from && to ? { from, to } : null;
}

/** The types present, in first-seen order ('Withdrawals', 'Payments', …). */
export function transactionTypes(rows: readonly Transaction[]): string[] {
  return [...new Set(rows.map((row) => row.transaction_type))];
}

export function filterByType(rows: readonly Transaction[], type: string): Transaction[] {
  return type === 'all' ? [...rows] : rows.filter((row) => row.transaction_type === type);
}

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const nairobiDay = (time: number) => new Date(time + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A line that is money earned (a task or referral reward), on the day it was earned — not the day
 * it became withdrawable, nor money that came back (a failed withdrawal, a closed post's budget).
 */
export function isEarning(line: StatementLine): boolean {
  return line.amount > 0 && (line.kind === 'task_reward' || line.kind === 'referral_reward');
}

/** Earnings per day (Africa/Nairobi) for the 30 days ending today, oldest first. */
export function earningsByDay(
  entries: readonly StatementLine[],
  now: Date = new Date(),
): { day: string; amount: number }[] {
  const days = Array.from({ length: 30 }, (_, index) => nairobiDay(now.getTime() - (29 - index) * DAY_MS));
  const totals = new Map(days.map((day) => [day, 0]));
  for (const entry of entries) {
    if (!isEarning(entry)) continue;
    const day = nairobiDay(new Date(entry.date).getTime());
    const total = totals.get(day);
    if (total !== undefined) totals.set(day, Math.round((total + entry.amount) * 100) / 100);
  }
  return days.map((day) => ({ day, amount: totals.get(day) ?? 0 }));
}

/** Statement pages until one reaches back beyond 30 days (at most 5 pages of 50). */
async function loadLast30Days(
  session: ApiSession,
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<StatementLine[]> {
  const since = now.getTime() - 30 * DAY_MS;
  const entries: StatementLine[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const answer = await callApi('walletStatement', session, { query: { page, page_size: 50 }, signal });
    entries.push(...answer.results);
    const oldest = answer.results[answer.results.length - 1];
    if (!answer.next || !oldest || new Date(oldest.date).getTime() < since) break;
  }
  return entries;
}

/**
 * Spec 001 §7 "Withdraw | POST | {amount, original_currency, original_amount, method, is_automatic}".
 * One call per tap, with its own idempotency key: a resend after a dropped answer withdraws once.
 */
export function requestWithdrawal(session: ApiSession, input: { amount: number; currency: string; methodId: number }) {
  return callApi('withdraw', session, {
    body: {
      amount: input.amount,
      original_currency: input.currency,
      original_amount: input.amount,
      method: input.methodId,
      is_automatic: false,
    },
    idempotencyKey: newIdempotencyKey(),
  });
}

/** Creates the method, or updates `existingId`. */
export function saveMethod(
  session: ApiSession,
  input: {
    body: WithdrawalMethodCreateBody;
    existingId?: number;
  },
): Promise<WithdrawalMethod> {
  const { body, existingId } = input;
  return existingId === undefined
    ? callApi('withdrawalMethodCreate', session, { body })
    : callApi('withdrawalMethodUpdate', session, { params: { id: existingId }, body: { id: existingId, ...body } });
}

export function deleteMethod(session: ApiSession, id: number): Promise<void> {
  return callApi('withdrawalMethodDelete', session, { params: { id } }).then(() => undefined);
}

export function saveSchedule(
  session: ApiSession,
  input: {
    frequency: WithdrawalFrequency;
    minimum: ScheduleMinimum;
  },
): Promise<WithdrawalSchedule> {
  return callApi('withdrawalScheduleUpdate', session, {
    body: { frequency: input.frequency, minimum_amount: input.minimum },
  });
}

// The writes, one hook each. `onSuccess` returns its refresh, so `mutateAsync` settles once the
// refreshed data is asked for: the success toast never shows beside a stale balance.

/** Withdraws; balances, history and statement load afresh. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof requestWithdrawal>[1], { client: cache }) => requestWithdrawal(cache, input),
    onSuccess: () => refreshMoney(client),
  });
}

/** Sets up or updates the M-PESA method. */
export function useSaveMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveMethod>[1], { client: cache }) => saveMethod(cache, input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.wallet.methods }),
  });
}

/** Deletes a withdrawal method. */
export function useDeleteMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client: cache }) => deleteMethod(cache, id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.wallet.methods }),
  });
}

/** Saves the automatic withdrawal schedule; the answer is the schedule as saved. */
export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveSchedule>[1], { client: cache }) => saveSchedule(cache, input),
    onSuccess: (saved) => client.setQueryData(queryKeys.wallet.schedule, saved),
  });
}

/** Whether withdrawals are frozen on the account, and why (the owner said a number change was not them). */
export function useWithdrawalsFreeze() {
  return useQuery({
    queryKey: queryKeys.wallet.freeze,
    queryFn: ({ signal, client }: QueryFunctionContext) => callApi('withdrawalsFreeze', client, { signal }),
  });
}

/** Unfreezes withdrawals (the API asks for a step-up first). */
export function useUnfreeze() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client: cache }) => callApi('withdrawalsUnfreeze', cache),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.wallet.freeze }),
  });
}

/** A number still in its cooling-off period: when it starts receiving money; null once usable. */
export function coolingOffUntil(method: WithdrawalMethod | undefined, now = Date.now()): string | null {
  if (!method?.usable_from) return null;
  return Date.parse(method.usable_from) > now ? method.usable_from : null;
}

/** The user's withdrawal methods (spec 001 §7 "Withdrawal methods"). */
export function useWithdrawalMethods() {
  return useQuery(methodsQuery);
}

/** The automatic withdrawal schedule (spec 001 §7 "Withdrawal schedule"). */
export function useWithdrawalSchedule() {
  return useQuery(scheduleQuery);
}

/** The transaction history, read again while a withdrawal is in flight. */
export function useTransactions() {
  return useQuery(transactionsQuery);
}

/** One page of the statement; the previous page stays on screen while the next loads. */
export function useStatement(page: number) {
  return useQuery({ ...statementQuery(page), placeholderData: keepPreviousData });
}

/** The statement lines of the last 30 days, for the earnings chart. */
export function useLast30DaysEarnings() {
  return useQuery({
    queryKey: queryKeys.wallet.chart,
    queryFn: ({ signal, client }) => loadLast30Days(client, signal),
  });
}

/** The first calendar year the earnings statement offers. */
export const FIRST_STATEMENT_YEAR = 2024;

/** The years the earnings statement offers, this one (Nairobi time) first. */
export function statementYears(now = new Date()): number[] {
  const thisYear = new Date(now.getTime() + 3 * 3600_000).getUTCFullYear();
  const years: number[] = [];
  for (let year = thisYear; year >= FIRST_STATEMENT_YEAR; year -= 1) years.push(year);
  return years;
}

/** Saves a downloaded file under `name` (the browser's own download). */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is kept a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the year's earnings statement (earnings, payouts, withholding tax) as CSV. */
export function useDownloadEarningsStatement() {
  return useMutation({
    mutationFn: async (year: number, { client }) => {
      const csv = await downloadApi('walletEarningsStatement', client, { query: { year, format: 'csv' } });
      saveFile(csv, `engage-earnings-${year}.csv`);
    },
  });
}
