/**
 * The statement (issue 14): every ledger entry on the user's own accounts, newest first, each
 * with its account's running balance right after it. Read straight from the ledger tables, so
 * the newest `available` balance is exactly the earnings the wallet shows (both are sums of the
 * same entries). The ledger service reads the entries; this module says what each means.
 */
import type {
  StatementAccount,
  StatementBalances,
  StatementEntry,
  StatementPage,
} from '@engage/shared/contract/wallet';
import { STATEMENT_PAGE_SIZE_DEFAULT } from '@engage/shared/contract/wallet';
import type { AccountKind } from '../../db/schema';
import type { LedgerService } from '../ledger/ledger.service';

const ACCOUNT_OF_KIND: Partial<Record<AccountKind, StatementAccount>> = {
  consumer_available: 'available',
  consumer_pending: 'pending',
  withdrawal_hold: 'held',
  referral_rewards: 'referral',
  referral_pending: 'referral_pending',
};
const USER_KINDS = Object.keys(ACCOUNT_OF_KIND) as AccountKind[];

/** What a movement means to the user, by transfer kind and the account it touched. */
export function describeMovement(kind: string, account: StatementAccount, amountCents: number): string {
  switch (kind) {
    case 'task_reward':
      return 'Task reward (pending)';
    case 'pending_release':
      return account === 'pending' ? 'Task reward released' : 'Task reward now available';
    case 'referral_reward':
    case 'referral_pending':
      return 'Referral reward (pending)';
    case 'referral_release':
      return account === 'referral_pending' ? 'Referral reward released' : 'Referral reward now withdrawable';
    case 'referral_void':
      return 'Referral reward voided (payment refunded)';
    case 'withdrawal_hold':
      return account === 'held' ? 'Withdrawal on its way to M-PESA' : 'Withdrawal requested';
    case 'withdrawal_paid':
      return 'Withdrawal paid to M-PESA';
    case 'withdrawal_released':
      return account === 'held' ? 'Withdrawal failed' : 'Withdrawal failed: money returned';
    case 'withdrawal_fee':
    case 'platform_fee':
      return 'Fee';
    default:
      return amountCents >= 0 ? 'Credit' : 'Debit';
  }
}

export async function readStatement(
  ledger: LedgerService,
  userId: number,
  page = 1,
  pageSize = STATEMENT_PAGE_SIZE_DEFAULT,
): Promise<StatementPage> {
  const read = await ledger.userEntries(userId, USER_KINDS, { limit: pageSize, offset: (page - 1) * pageSize });
  const balances: StatementBalances = { available: 0, pending: 0, held: 0, referral: 0, referral_pending: 0 };
  for (const [kind, cents] of Object.entries(read.balances) as [AccountKind, number][]) {
    const account = ACCOUNT_OF_KIND[kind];
    if (account) balances[account] = cents / 100;
  }
  const results: StatementEntry[] = read.entries.map((row) => {
    const account = ACCOUNT_OF_KIND[row.accountKind] ?? 'available';
    return {
      id: row.id,
      date: row.createdAt.toISOString(),
      kind: row.transferKind,
      description: describeMovement(row.transferKind, account, row.amountCents),
      account,
      amount: row.amountCents / 100,
      balance: row.balanceCents / 100,
    };
  });
  return { results, count: read.count, page, next: page * pageSize < read.count ? page + 1 : null, balances };
}
