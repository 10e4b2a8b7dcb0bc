/**
 * What a user's data export holds: one part for each module that keeps records about them. Each
 * part is read by its owning module's `exportFor` (its SQL stays there), and leaves out what would
 * open an account rather than describe it: password and token hashes, provider tokens, key hashes.
 * A module that starts keeping personal records adds its part here.
 *
 * The CSV is the money statement (wallet/statement.ts), every line of it, oldest first.
 */
import type { Executor } from '../../db/database';
import { exportFor as profileFor, writingLanguage } from '../accounts/users-table';
import { exportFor as sessionsFor } from '../accounts/sessions';
import { exportFor as alertsFor } from '../alerts/alerts.service';
import { exportFor as consentsFor } from '../consents/consents-table';
import { exportFor as paymentsFor } from '../checkout/payments-table';
import { exportFor as postRefundsFor } from '../checkout/post-refunds-table';
import { exportFor as devicesFor } from '../farms/farm-signals-table';
import { exportFor as ledgerLinesFor } from '../ledger/ledger.service';
import { exportFor as grantsFor } from '../linked-accounts/linked-accounts.service';
import { exportFor as postsFor } from '../posting/links-table';
import { exportFor as connectionsFor } from '../profile/connections.service';
import { exportFor as referralRewardsFor } from '../referrals/referral-rewards-table';
import { exportFor as resellerKeysFor } from '../resellers/reseller-keys-table';
import { exportFor as claimsFor } from '../tasks/task-claims';
import { exportFor as taskActionsFor } from '../tasks/task-actions-table';
import { exportFor as withdrawalMethodsFor } from '../wallet/withdrawal-methods';
import { exportFor as withdrawalsFor } from '../wallet/withdrawals-table';
import { readStatement, type StatementSources } from '../wallet/statement';
import { decimal } from '../ledger/money-text';

export interface ExportPart {
  /** The part's key in the JSON file. */
  readonly name: string;
  exportFor(executor: Executor, userId: number): Promise<unknown>;
}

export const EXPORT_PARTS: readonly ExportPart[] = [
  { name: 'profile', exportFor: profileFor },
  {
    name: 'linked_accounts',
    exportFor: async (executor, userId) => ({
      accounts: await connectionsFor(executor, userId),
      grants: await grantsFor(executor, userId),
    }),
  },
  { name: 'claims', exportFor: claimsFor },
  { name: 'task_rewards', exportFor: taskActionsFor },
  { name: 'posts', exportFor: postsFor },
  { name: 'payments', exportFor: paymentsFor },
  { name: 'post_refunds', exportFor: postRefundsFor },
  { name: 'withdrawals', exportFor: withdrawalsFor },
  { name: 'withdrawal_methods', exportFor: withdrawalMethodsFor },
  { name: 'ledger_lines', exportFor: ledgerLinesFor },
  { name: 'referral_rewards', exportFor: referralRewardsFor },
  { name: 'alerts', exportFor: alertsFor },
  { name: 'sessions', exportFor: sessionsFor },
  { name: 'devices', exportFor: devicesFor },
  { name: 'reseller_keys', exportFor: resellerKeysFor },
  { name: 'consents', exportFor: consentsFor },
];

/** `postTitle` → `post_title`: the file's keys are spelt as the API's answers spell them. */
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [snake(key), snakeKeys(inner)]));
}

/** Every part of the user's records, as the JSON file's text. */
export async function exportJson(executor: Executor, userId: number, now: Date): Promise<string> {
  const parts: Record<string, unknown> = {};
  for (const part of EXPORT_PARTS) parts[part.name] = snakeKeys(await part.exportFor(executor, userId));
  return JSON.stringify({ exported_at: now.toISOString(), user_id: userId, ...parts }, null, 2);
}

const CSV_HEADER = ['date', 'description', 'kind', 'amount_kes', 'pending', 'status', 'receipt', 'balance_kes'];
/** Statement lines read at once: the whole statement is read a page at a time. */
const CSV_PAGE = 500;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text starting as a formula
 * would (`=`, `+`, `-`, `@`) gets a leading apostrophe, so a spreadsheet shows a post's title
 * rather than running it.
 */
function field(value: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The money statement as CSV, oldest first, in the user's language; amounts in KES with two places. */
export async function statementCsv(sources: StatementSources, executor: Executor, userId: number): Promise<string> {
  const language = await writingLanguage(executor, userId);
  const rows: string[] = [];
  for (let page = 1; ; page += 1) {
    const read = await readStatement(sources, userId, page, CSV_PAGE, language);
    for (const line of read.results) {
      const cents = (kes: number) => decimal(Math.round(kes * 100));
      rows.push(
        [
          field(line.date, false),
          field(line.description, true),
          field(line.kind, false),
          field(cents(line.amount), false),
          field(line.pending ? 'yes' : 'no', false),
          field(line.status ?? '', false),
          field(line.receipt ?? '', true),
          field(cents(line.balance), false),
        ].join(','),
      );
    }
    if (read.next === null) break;
  }
  return `${[CSV_HEADER.join(','), ...rows.reverse()].join('\r\n')}\r\n`;
}
