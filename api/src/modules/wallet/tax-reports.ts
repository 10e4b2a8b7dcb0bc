/**
 * What withholding tax (withholding.ts) adds up to: the user's yearly earnings statement, and
 * the operators' monthly report of tax withheld per user, which finance remits. Both count a
 * payout when M-PESA paid it, and both cut time at Nairobi's midnight (UTC+3 all year, no
 * daylight saving, so each month starts at a fixed instant).
 */
import type { EarningsStatement, EarningsStatementRow } from '@engage/shared/contract/wallet';
import type { TaxWithheldRow } from '@engage/shared/contract/operator-money';
import type { Db } from '../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import { EARNINGS_ACCOUNTS, EARNINGS_TRANSFERS } from './withholding';
import { methodsByIds } from './withdrawal-methods';
import { paidBetween, payoutCents, taxWithheldBetween } from './withdrawals-table';

const NAIROBI_OFFSET_MS = 3 * 3600_000;

/** The instant month `month` (1–12) of `year` begins in Nairobi. */
export const nairobiMonthStart = (year: number, month: number): Date =>
  new Date(Date.UTC(year, month - 1, 1) - NAIROBI_OFFSET_MS);

/** `YYYY-MM` of the Nairobi month `at` falls in. */
const nairobiMonth = (at: Date): string => new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 7);

const shillings = (cents: number) => cents / 100;

interface Sums {
  earnings: number;
  payouts: number;
  tax: number;
  paidOut: number;
}

const row = (sums: Sums): EarningsStatementRow => ({
  earnings: shillings(sums.earnings),
  payouts: shillings(sums.payouts),
  tax_withheld: shillings(sums.tax),
  paid_out: shillings(sums.paidOut),
});

/** The user's earnings, payouts and withholding tax of a calendar year, month by month. */
export async function earningsStatement(
  db: Db,
  ledger: LedgerService,
  userId: number,
  year: number,
): Promise<EarningsStatement> {
  const start = nairobiMonthStart(year, 1);
  const end = nairobiMonthStart(year + 1, 1);
  const months = new Map<string, Sums>();
  for (let month = 1; month <= 12; month += 1) {
    months.set(`${year}-${String(month).padStart(2, '0')}`, { earnings: 0, payouts: 0, tax: 0, paidOut: 0 });
  }
  const total: Sums = { earnings: 0, payouts: 0, tax: 0, paidOut: 0 };
  const add = (at: Date, change: Partial<Sums>) => {
    for (const sums of [months.get(nairobiMonth(at)), total]) {
      if (!sums) continue;
      sums.earnings += change.earnings ?? 0;
      sums.payouts += change.payouts ?? 0;
      sums.tax += change.tax ?? 0;
      sums.paidOut += change.paidOut ?? 0;
    }
  };
  for (const credit of await ledger.creditsBetween(userId, EARNINGS_ACCOUNTS, EARNINGS_TRANSFERS, start, end, db)) {
    add(credit.at, { earnings: credit.cents });
  }
  for (const payout of await paidBetween(db, userId, start, end)) {
    if (!payout.completedAt) continue;
    add(payout.completedAt, { payouts: payout.amountCents, tax: payout.taxCents, paidOut: payoutCents(payout) });
  }
  return {
    year,
    months: [...months].map(([month, sums]) => ({ month, ...row(sums) })),
    total: row(total),
  };
}

/** The earnings statement as a spreadsheet: a line per month and the year's total. */
export function earningsStatementCsv(statement: EarningsStatement): string {
  const lines = [
    'month,earnings_kes,payouts_kes,tax_withheld_kes,paid_to_mpesa_kes',
    ...statement.months.map((m) => [m.month, m.earnings, m.payouts, m.tax_withheld, m.paid_out].join(',')),
    [
      `total ${statement.year}`,
      statement.total.earnings,
      statement.total.payouts,
      statement.total.tax_withheld,
      statement.total.paid_out,
    ].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Tax withheld per user on the payouts paid in a Nairobi month (`YYYY-MM`), for remittance. */
export async function taxWithheldInMonth(db: Db, month: string): Promise<TaxWithheldRow[]> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const rows = await taxWithheldBetween(
    db,
    nairobiMonthStart(year, monthNumber),
    nairobiMonthStart(monthNumber === 12 ? year + 1 : year, monthNumber === 12 ? 1 : monthNumber + 1),
  );
  const methods = new Map(
    (
      await methodsByIds(
        db,
        rows.map((r) => r.methodId).filter((id): id is number => id !== null),
      )
    ).map((method) => [method.id, method]),
  );
  return rows.map((r) => {
    const method = r.methodId === null ? undefined : methods.get(r.methodId);
    return {
      user_id: r.userId,
      name: method ? `${method.firstName} ${method.lastName}` : '',
      id_number: method?.idNumber ?? '',
      mpesa_phone: r.phone,
      taxable: shillings(r.taxableCents),
      tax: shillings(r.taxCents),
      payouts: r.payouts,
    };
  });
}
