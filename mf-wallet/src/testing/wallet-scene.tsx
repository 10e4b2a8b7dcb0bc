/** Test fixtures of the wallet pages (imported by tests only). */
import type {
  MoneyPicture,
  StatementLine,
  StatementPage,
  Transaction,
  WithdrawalMethod,
} from '@engage/shared/contract/wallet';
import { answerApi, profileDetail, userRecord } from '@engage/shared/testing/api-answers';

export function mpesaMethod(overrides: Partial<WithdrawalMethod> = {}): WithdrawalMethod {
  return {
    id: 4,
    method_type: 'mpesa',
    mpesa_phone: '254712345678',
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    country: 'Kenya',
    id_number: '12345678',
    is_primary: true,
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transaction_id: 'W1',
    status_description: 'Withdrawal to M-PESA 254712345678',
    transaction_date: '2024-04-02T09:00:00Z',
    transaction_status: 'Completed',
    transaction_amount: 1000,
    transaction_type: 'Withdrawals',
    ...overrides,
  };
}

export function entry(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    id: 1,
    date: new Date().toISOString(),
    kind: 'task_reward',
    description: 'Task reward: YouTube Likes',
    amount: 50,
    pending: true,
    balance: 0,
    ...overrides,
  };
}

export function statementPage(results: StatementLine[], overrides: Partial<StatementPage> = {}): StatementPage {
  return {
    results,
    count: results.length,
    page: 1,
    next: null,
    balances: { withdrawable: 0, available: 0, pending: 0, held: 0, referral: 0, referral_pending: 0 },
    ...overrides,
  };
}

/** One picture of the money (`wallet/balances/`): all from tasks unless said. */
export function moneyPicture(overrides: Partial<MoneyPicture> = {}): MoneyPicture {
  const withdrawable = overrides.withdrawable ?? 1500;
  const pending = overrides.pending ?? 80;
  return {
    withdrawable,
    from_tasks: withdrawable - (overrides.from_referrals ?? 0),
    from_referrals: 0,
    pending,
    pending_parts:
      pending > 0 ? [{ source: 'tasks', amount: pending, available_at: null, waits_for_first_task: false }] : [],
    on_its_way: 0,
    minimum_withdrawal: 1000,
    withholding_tax: { rate: 0, taxable: 0, tax: 0 },
    ...overrides,
  };
}

export interface WalletScene {
  /** Withdrawable now. */
  earnings?: number;
  pending?: number;
  /** The rest of the money picture (sources, pending parts, on its way). */
  money?: Partial<MoneyPicture>;
  minimum?: number;
  currency?: string;
  methods?: WithdrawalMethod[];
  transactions?: Transaction[];
  statement?: StatementLine[];
  verified?: boolean;
  /** The server's PENDING_HOLD_HOURS (GET settings/). */
  holdHours?: number;
  extra?: Parameters<typeof answerApi>[0];
}

export function answerWallet(scene: WalletScene = {}) {
  return answerApi({
    profileDetails: () =>
      profileDetail({
        earnings: scene.earnings ?? 1500,
        pending_balance: scene.pending ?? 80,
        min_withdrawal: scene.minimum ?? 1000,
        currency: scene.currency ?? 'KES',
      }),
    profile: () => userRecord({ email_verified: scene.verified === false ? 'False' : 'True' }),
    withdrawalMethods: () => ({ results: scene.methods ?? [mpesaMethod()] }),
    withdrawalSchedule: () => ({ frequency: 'weekly', minimum_amount: 1000, next_payout: null }),
    transactions: () => ({ results: { transactions: scene.transactions ?? [] } }),
    walletStatement: () => statementPage(scene.statement ?? []),
    walletBalances: () =>
      moneyPicture({
        withdrawable: scene.earnings ?? 1500,
        pending: scene.pending ?? 80,
        minimum_withdrawal: scene.minimum ?? 1000,
        ...scene.money,
      }),
    settings: () => ({ min_watch_seconds: 30, pending_hold_hours: scene.holdHours ?? 24 }),
    myClaims: () => ({ results: [], next: null, count: 0 }),
    withdrawalsFreeze: () => ({ frozen: false, reason: null, frozen_at: null, owner_can_lift: false }),
    ...scene.extra,
  });
}
