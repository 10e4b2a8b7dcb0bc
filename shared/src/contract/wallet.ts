/** The wallet: withdrawal methods, schedule, withdrawals, transactions (spec 001 §3, §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import {
  DateTime,
  Id,
  KES_AMOUNT_MAX,
  Kes,
  MpesaPhone,
  Nullable,
  ResultsSchema,
  TEXT_MAX,
  Text,
  ScheduleMinimumSchema,
  WithdrawalFrequencySchema,
} from '@engage/shared/contract/common';
import { ID_NUMBER } from '@engage/shared/contract/input-limits';

// ---------------------------------------------------------------------------------------------
// Wallet
// ---------------------------------------------------------------------------------------------

/**
 * Spec 001 §3 "Withdrawal method: id, method_type ('mpesa'), mpesa_phone (stored with the 254
 * prefix), first_name, last_name, country ('Kenya'), id_number." `is_primary` is ours: spec 001
 * §7 has "Set primary method" but shows no field for it.
 */
export const WithdrawalMethodSchema = Type.Object({
  id: Id(),
  method_type: Type.Literal('mpesa'),
  mpesa_phone: MpesaPhone(),
  first_name: Type.String(),
  last_name: Type.String(),
  country: Type.Literal('Kenya'),
  id_number: Type.String(),
  is_primary: Type.Optional(Type.Boolean()),
  /**
   * Ours: when a new or changed number starts receiving money (the cooling-off period that gives
   * the owner time to say "this was not me"). In the past for a number that is usable.
   */
  usable_from: Type.Optional(DateTime()),
});
export type WithdrawalMethod = Static<typeof WithdrawalMethodSchema>;

/**
 * Ours: whether withdrawals are frozen on the account (the owner said a payout number change was
 * not them). The balance is untouched; `reason` says why, in the reader's language.
 */
export const WithdrawalsFreezeSchema = Type.Object({
  frozen: Type.Boolean(),
  reason: Nullable(Type.String()),
  frozen_at: Nullable(DateTime()),
  /** The owner may allow withdrawals again (their own freeze); an operator's freeze only an operator lifts. */
  owner_can_lift: Type.Boolean(),
});
export type WithdrawalsFreeze = Static<typeof WithdrawalsFreezeSchema>;

/** Withdrawal methods list (path and shape not shown): `{ results: [...] }` like the other lists. */
export const WithdrawalMethodListSchema = ResultsSchema(WithdrawalMethodSchema);
export type WithdrawalMethodList = Static<typeof WithdrawalMethodListSchema>;

/**
 * Spec 001 §7 "Create method | POST | {method_type, mpesa_phone, first_name, last_name,
 * country, id_number}". Spec 001 §5 "every field is needed".
 */
export const WithdrawalMethodCreateBodySchema = Type.Object({
  method_type: Type.Literal('mpesa'),
  mpesa_phone: MpesaPhone(),
  first_name: Text(TEXT_MAX.name, { minLength: 1 }),
  last_name: Text(TEXT_MAX.name, { minLength: 1 }),
  country: Type.Literal('Kenya'),
  id_number: Text(ID_NUMBER.maxDigits, { minLength: 1, pattern: ID_NUMBER.pattern }),
});
export type WithdrawalMethodCreateBody = Static<typeof WithdrawalMethodCreateBodySchema>;

/** Spec 001 §7 "Update method | PATCH | same fields plus id". */
export const WithdrawalMethodUpdateBodySchema = Type.Object({
  id: Id(),
  ...WithdrawalMethodCreateBodySchema.properties,
});

/** Spec 001 §3 "Withdrawal schedule: frequency (weekly or monthly), minimum_amount, next_payout." */
export const WithdrawalScheduleSchema = Type.Object({
  frequency: WithdrawalFrequencySchema,
  minimum_amount: ScheduleMinimumSchema,
  next_payout: Nullable(DateTime()),
});
export type WithdrawalSchedule = Static<typeof WithdrawalScheduleSchema>;

/** Spec 001 §7 "PATCH sends frequency, minimum_amount". */
export const WithdrawalScheduleUpdateBodySchema = Type.Object({
  frequency: WithdrawalFrequencySchema,
  minimum_amount: ScheduleMinimumSchema,
});

/**
 * Spec 001 §3 "Withdrawal request: amount, original_currency, original_amount, method,
 * is_automatic." `amount` is KES; `original_*` keep the currency and amount the user saw
 * (PayPal settles in USD). `method` is not detailed; our decision: the id of a withdrawal method.
 */
export const WithdrawalRequestSchema = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: KES_AMOUNT_MAX, description: 'KES major units.' }),
  original_currency: Type.String({ minLength: 3, maxLength: 3 }),
  original_amount: Type.Number({ exclusiveMinimum: 0, maximum: KES_AMOUNT_MAX }),
  method: Id(),
  is_automatic: Type.Boolean(),
});
export type WithdrawalRequest = Static<typeof WithdrawalRequestSchema>;

/** Spec 001 §8 "success 'WIthdrawal request initiated'" is the client's toast; the server says the same and names the transaction. */
export const WithdrawResponseSchema = Type.Object({
  message: Type.String(),
  transaction_id: Type.String(),
  transaction_status: Type.String(),
});

/**
 * Spec 001 §3 "Transaction: transaction_id, status_description, transaction_date,
 * transaction_status, transaction_amount, transaction_type." Status and type values are not
 * enumerated by the spec and stay free strings (the wallet's type filter reads 'Withdrawals').
 */
const TransactionSchema = Type.Object({
  transaction_id: Type.String(),
  status_description: Type.String(),
  transaction_date: DateTime(),
  transaction_status: Type.String(),
  transaction_amount: Kes(),
  transaction_type: Type.String(),
});
export type Transaction = Static<typeof TransactionSchema>;

/** Spec 001 §7 "Transaction history | GET | results.transactions list". */
export const TransactionHistorySchema = Type.Object({
  results: Type.Object({ transactions: Type.Array(TransactionSchema) }),
});
export type TransactionHistory = Static<typeof TransactionHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Statement (ours): what happened to the user's money, read from the ledger
// ---------------------------------------------------------------------------------------------

/** Statement lines a page at most (and by default). */
const STATEMENT_PAGE_SIZE_MAX = 50;
export const STATEMENT_PAGE_SIZE_DEFAULT = 20;

/** `GET wallet/statement/?page=&page_size=`; every value bounded. */
export const StatementQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: STATEMENT_PAGE_SIZE_MAX })),
});

/**
 * What a line is about: a task reward earned (pending) and the day it became withdrawable; a
 * referral reward, the day it became withdrawable, or its cancellation; a withdrawal and, when
 * M-PESA could not pay it, the money coming back; anything else the ledger holds.
 */
const StatementLineKindSchema = Type.Union([
  Type.Literal('task_reward'),
  Type.Literal('task_reward_ready'),
  Type.Literal('referral_reward'),
  Type.Literal('referral_reward_ready'),
  Type.Literal('referral_reward_void'),
  Type.Literal('withdrawal'),
  Type.Literal('withdrawal_returned'),
  /** A closed post's unspent budget, back in its producer's balance. */
  Type.Literal('post_return'),
  /** A post paid from the balance. */
  Type.Literal('post_payment'),
  Type.Literal('other'),
]);
export type StatementLineKind = Static<typeof StatementLineKindSchema>;

/**
 * Where a withdrawal is: on its way, delayed (our M-PESA float is short: the money stays held
 * and goes out by itself), waiting for review (the account is flagged: the money stays held until
 * an operator sends or returns it), paid (with M-PESA's receipt) or failed (and returned).
 */
const StatementWithdrawalStatusSchema = Type.Union([
  Type.Literal('on_its_way'),
  Type.Literal('delayed'),
  Type.Literal('review'),
  Type.Literal('paid'),
  Type.Literal('failed'),
]);
export type StatementWithdrawalStatus = Static<typeof StatementWithdrawalStatusSchema>;

/**
 * One thing that happened to the user's money (one ledger transfer), newest first. `amount` is
 * the money concerned, signed as the user sees it (earned > 0, withdrawn < 0). `pending` says it
 * is not withdrawable yet (a reward within its hold), so it leaves `balance` as it was;
 * `balance` is what the user could withdraw right after this line: available earnings plus
 * withdrawable referral rewards. A withdrawal carries its `status` and, once paid, M-PESA's
 * `receipt`.
 */
const StatementLineSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  date: DateTime(),
  kind: StatementLineKindSchema,
  description: Type.String(),
  amount: Type.Number({ description: 'KES major units, signed.' }),
  pending: Type.Boolean(),
  balance: Type.Number({ description: 'What the user could withdraw after this line, KES.' }),
  status: Type.Optional(StatementWithdrawalStatusSchema),
  receipt: Type.Optional(Nullable(Type.String())),
  /** A withdrawal's withholding tax (KES, held back from what M-PESA pays) and its rate (0.05 = 5 %). */
  tax: Type.Optional(Type.Number({ minimum: 0 })),
  tax_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
});
export type StatementLine = Static<typeof StatementLineSchema>;

/**
 * The balances now (KES): `withdrawable` (= the newest line's balance) is `available` (the
 * wallet's available earnings) plus `referral` (referral rewards withdrawable); `pending` and
 * `referral_pending` are rewards within their hold; `held` is withdrawals on their way.
 */
const StatementBalancesSchema = Type.Object({
  withdrawable: Type.Number(),
  available: Type.Number(),
  pending: Type.Number(),
  held: Type.Number(),
  referral: Type.Number(),
  referral_pending: Type.Number(),
});
export type StatementBalances = Static<typeof StatementBalancesSchema>;

/** A page of the statement, newest first. */
export const StatementPageSchema = Type.Object({
  results: Type.Array(StatementLineSchema),
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  next: Nullable(Type.Integer({ minimum: 2 })),
  balances: StatementBalancesSchema,
});
export type StatementPage = Static<typeof StatementPageSchema>;

/** Where money came from: task rewards or referral rewards. */
export const MoneySourceSchema = Type.Union([Type.Literal('tasks'), Type.Literal('referrals')]);
export type MoneySource = Static<typeof MoneySourceSchema>;

/**
 * A part of the pending money: how much, from which source, and when it becomes withdrawable.
 * `available_at` null: no date can be given (a referral reward also waits for the referred user's
 * first verified task, `waits_for_first_task`).
 */
const PendingPartSchema = Type.Object({
  source: MoneySourceSchema,
  amount: Type.Number({ description: 'KES.' }),
  available_at: Nullable(DateTime()),
  waits_for_first_task: Type.Boolean(),
});
export type PendingPart = Static<typeof PendingPartSchema>;

/**
 * One picture of the user's money, read in one answer so its numbers add up: `withdrawable` (=
 * `from_tasks` + `from_referrals`) can be withdrawn now, from any Withdraw button; `pending` (=
 * the sum of `pending_parts`) becomes withdrawable later; `on_its_way` is withdrawals sent or
 * being sent to M-PESA. `minimum_withdrawal` is the smallest withdrawal.
 */
/**
 * Withholding tax on a payout of everything withdrawable now: the rate (0.05 = 5 %; 0 when off),
 * the part that is earnings not yet paid out (the taxable base) and the tax held back (KES).
 */
export const WithholdingQuoteSchema = Type.Object({
  rate: Type.Number({ minimum: 0, maximum: 1 }),
  taxable: Type.Number({ description: 'KES.' }),
  tax: Type.Number({ description: 'KES.' }),
});
export type WithholdingQuote = Static<typeof WithholdingQuoteSchema>;

export const MoneyPictureSchema = Type.Object({
  withdrawable: Type.Number({ description: 'KES.' }),
  from_tasks: Type.Number({ description: 'KES.' }),
  from_referrals: Type.Number({ description: 'KES.' }),
  pending: Type.Number({ description: 'KES.' }),
  pending_parts: Type.Array(PendingPartSchema),
  on_its_way: Type.Number({ description: 'KES.' }),
  minimum_withdrawal: Type.Number({ description: 'KES.' }),
  withholding_tax: WithholdingQuoteSchema,
});
export type MoneyPicture = Static<typeof MoneyPictureSchema>;

/** A calendar year (Nairobi time) of the user's earnings statement; `format=csv` for the download. */
export const EarningsStatementQuerySchema = Type.Object({
  year: Type.Integer({ minimum: 2020, maximum: 2100 }),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
});
export type EarningsStatementQuery = Static<typeof EarningsStatementQuerySchema>;

/**
 * One month (or the year's total) of the earnings statement, KES: earnings that became
 * withdrawable (task and referral rewards), payouts M-PESA paid (their amount before tax), the
 * withholding tax held back from them, and what M-PESA paid out.
 */
export const EarningsStatementRowSchema = Type.Object({
  earnings: Type.Number(),
  payouts: Type.Number(),
  tax_withheld: Type.Number(),
  paid_out: Type.Number(),
});
export type EarningsStatementRow = Static<typeof EarningsStatementRowSchema>;

export const EarningsStatementSchema = Type.Object({
  year: Type.Integer(),
  months: Type.Array(Type.Intersect([Type.Object({ month: Type.String() }), EarningsStatementRowSchema])),
  total: EarningsStatementRowSchema,
});
export type EarningsStatement = Static<typeof EarningsStatementSchema>;
