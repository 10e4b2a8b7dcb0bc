/**
 * The statement (issue 14): every ledger entry on the user's own accounts, newest first, each
 * with its account's running balance right after it. Read straight from the ledger tables, so
 * the newest `available` balance is exactly the earnings the wallet shows (both are sums of the
 * same entries). Read-only: the ledger service keeps the SQL that writes.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  StatementAccount,
  StatementBalances,
  StatementEntry,
  StatementPage,
} from '@engage/shared/contract/wallet';
import { STATEMENT_PAGE_SIZE_DEFAULT } from '@engage/shared/contract/wallet';
import type { Db } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type AccountKind } from '../../db/schema';

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
  db: Db,
  userId: number,
  page = 1,
  pageSize = STATEMENT_PAGE_SIZE_DEFAULT,
): Promise<StatementPage> {
  const own = and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, USER_KINDS));
  const running = sql<string>`sum(${ledgerEntries.amountCents}) over (partition by ${ledgerEntries.accountId} order by ${ledgerEntries.id})`;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      date: ledgerEntries.createdAt,
      kind: ledgerTransfers.kind,
      accountKind: ledgerAccounts.kind,
      amountCents: ledgerEntries.amountCents,
      balanceCents: running,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(own)
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(own);
  const sums = await db
    .select({ kind: ledgerAccounts.kind, total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(own)
    .groupBy(ledgerAccounts.kind);

  const balances: StatementBalances = { available: 0, pending: 0, held: 0, referral: 0, referral_pending: 0 };
  for (const sum of sums) {
    const account = ACCOUNT_OF_KIND[sum.kind];
    if (account) balances[account] = Number(sum.total ?? 0) / 100;
  }
  const results: StatementEntry[] = rows.map((row) => {
    const account = ACCOUNT_OF_KIND[row.accountKind] ?? 'available';
    return {
      id: row.id,
      date: row.date.toISOString(),
      kind: row.kind,
      description: describeMovement(row.kind, account, row.amountCents),
      account,
      amount: row.amountCents / 100,
      balance: Number(row.balanceCents) / 100,
    };
  });
  const countAll = Number(total?.n ?? 0);
  return { results, count: countAll, page, next: page * pageSize < countAll ? page + 1 : null, balances };
}
