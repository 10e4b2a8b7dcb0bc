/**
 * A transaction's type and status are data values the server sends in English ('Withdrawals',
 * 'Pending'); here they are said in the page's words. (Its descriptions and the statement's lines
 * are sentences the server writes in the request's language.) A value the server adds later is
 * shown as it came.
 */
import type { Transaction } from '@engage/shared/contract/wallet';
import { t, type en } from '../messages';

type Key = Extract<keyof typeof en, string>;

const TYPES: Readonly<Record<string, Key>> = { Withdrawals: 'typeWithdrawals', Payments: 'typePayments' };

const STATUSES: Readonly<Record<string, Key>> = {
  Pending: 'statusPending',
  'Payout delayed': 'statusDelayed',
  'Waiting for review': 'statusInReview',
  Completed: 'statusCompleted',
  Failed: 'statusFailed',
  Cancelled: 'statusCancelled',
  'Refund pending': 'statusRefundPending',
  Refunded: 'statusRefunded',
};

const word = (table: Readonly<Record<string, Key>>, text: string) =>
  Object.hasOwn(table, text) ? t(table[text] as Key) : text;

export const transactionType = (row: Pick<Transaction, 'transaction_type'>) => word(TYPES, row.transaction_type);

export const transactionStatus = (row: Pick<Transaction, 'transaction_status'>) =>
  word(STATUSES, row.transaction_status);
