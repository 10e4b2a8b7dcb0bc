/** Test fixtures of the wallet pages (imported by tests only). */
import type { StatementLine, StatementPage, Transaction, WithdrawalMethod } from '@engage/shared/contract/wallet';
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

export interface WalletScene {
  earnings?: number;
  pending?: number;
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
    settings: () => ({ min_watch_seconds: 30, pending_hold_hours: scene.holdHours ?? 24 }),
    myClaims: () => ({ results: [], next: null, count: 0 }),
    withdrawalsFreeze: () => ({ frozen: false, reason: null, frozen_at: null }),
    ...scene.extra,
  });
}
