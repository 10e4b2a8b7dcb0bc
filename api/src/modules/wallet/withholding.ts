/**
 * Withholding tax on earnings payouts (docs/go-live.md, "Withholding tax"). Only earnings are
 * taxed: task rewards and referral rewards, counted when they become withdrawable. A producer's
 * returned post budget, an operator's adjustment or money given back is not earnings.
 *
 * The taxable base of a payout is the part of it that is earnings no earlier payout took out:
 * min(amount, earnings credited − the taxable base of every payout not failed). A failed payout
 * gives its base back with its money; a payout made while the rate was 0 still takes its base,
 * so those earnings are never taxed later. The tax is base × rate rounded half up to whole
 * shillings, because M-PESA pays whole shillings and the payout is the amount less the tax.
 */
import type { Executor } from '../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import { taxableBaseTaken } from './withdrawals-table';

/** The transfers that make earnings withdrawable: a task reward's release, a referral reward's. */
export const EARNINGS_TRANSFERS = ['pending_release', 'referral_release'] as const;
/** Where those transfers put the earnings. */
export const EARNINGS_ACCOUNTS = ['consumer_available', 'referral_rewards'] as const;

/** Basis points in one: a rate of 0.05 is 500. */
export const BP = 10_000;

/** A decimal rate (0.05) as basis points (500). */
export const rateBp = (rate: number): number => Math.round(rate * BP);

/** The tax on `taxableCents` at `bp` basis points, in cents: rounded half up to whole shillings. */
export function withholdingTaxCents(taxableCents: number, bp: number): number {
  if (taxableCents <= 0 || bp <= 0) return 0;
  // Exact integer arithmetic: cents × bp is the tax in 1/10 000 of a cent; a shilling is 1 000 000 of those.
  const exact = taxableCents * bp;
  return Math.floor((exact + 500_000) / 1_000_000) * 100;
}

export interface Withholding {
  rateBp: number;
  taxableCents: number;
  taxCents: number;
}

/** Earnings the user has had credited that no payout (not failed) has taken out yet, in cents. */
export async function untaxedEarningsCents(executor: Executor, ledger: LedgerService, userId: number): Promise<number> {
  const earned = await ledger.creditedBy(userId, EARNINGS_ACCOUNTS, EARNINGS_TRANSFERS, executor);
  return Math.max(earned - (await taxableBaseTaken(executor, userId)), 0);
}

/** What withholding a payout of `amountCents` would have now, at `bp`. */
export async function withholdingFor(
  executor: Executor,
  ledger: LedgerService,
  userId: number,
  amountCents: number,
  bp: number,
): Promise<Withholding> {
  const taxableCents = Math.min(Math.max(amountCents, 0), await untaxedEarningsCents(executor, ledger, userId));
  const taxCents = withholdingTaxCents(taxableCents, bp);
  // The tax never takes the whole payout (a payout of nothing is not one).
  return { rateBp: bp, taxableCents, taxCents: taxCents < amountCents ? taxCents : 0 };
}
