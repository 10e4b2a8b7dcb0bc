/**
 * One picture of a user's money, read in one go so its numbers always add up: what can be
 * withdrawn now (task earnings and withdrawable referral rewards: one total, any Withdraw button
 * takes from it), what is pending and when each part becomes withdrawable, and what is on its way
 * to M-PESA. The wallet's card, the statement's note and the referral page all read it.
 *
 * The ledger's balances are the truth; the task actions and referral rewards only say when. Money
 * in a pending balance that no row dates (it should not happen) is still counted, with no date,
 * so the parts always add up to the pending total.
 */
import type { MoneyPicture, MoneySource, PendingPart } from '@engage/shared/contract/wallet';
import type { Db } from '../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import { MIN_WITHDRAWAL_KES } from '../profile/profile.service';
import { pendingRewardsOf as pendingReferralRewards } from '../referrals/referral-rewards-table';
import { pendingRewardsOf as pendingTaskRewards } from '../tasks/task-actions-table';
import { BP, withholdingFor } from './withholding';

/** Task rewards becoming withdrawable within the same hour are one part. */
const HOUR_MS = 3600_000;
/** Parts of one source shown at most; later ones join the last (dated by the latest). */
const MAX_PARTS_PER_SOURCE = 5;

interface DatedCents {
  cents: number;
  at: Date | null;
  waitsForFirstTask: boolean;
}

const shillings = (cents: number) => cents / 100;

/** Parts of one source, merged by date and capped, plus any undated rest of `totalCents`. */
function partsOf(source: MoneySource, rows: DatedCents[], totalCents: number): PendingPart[] {
  const merged: DatedCents[] = [];
  for (const row of rows) {
    const last = merged[merged.length - 1];
    const sameTime =
      last && last.at?.getTime() === row.at?.getTime() && last.waitsForFirstTask === row.waitsForFirstTask;
    if (last && (sameTime || merged.length >= MAX_PARTS_PER_SOURCE)) {
      last.cents += row.cents;
      if (row.at && (!last.at || row.at > last.at)) last.at = row.at;
      last.waitsForFirstTask ||= row.waitsForFirstTask;
    } else merged.push({ ...row });
  }
  const dated = merged.reduce((sum, row) => sum + row.cents, 0);
  // The ledger's pending balance is the amount; rows say when. Undated rest, or rows over the balance, are reconciled.
  if (dated !== totalCents) {
    if (dated > totalCents)
      return totalCents > 0 ? [part(source, { cents: totalCents, at: null, waitsForFirstTask: false })] : [];
    merged.push({ cents: totalCents - dated, at: null, waitsForFirstTask: false });
  }
  return merged.filter((row) => row.cents > 0).map((row) => part(source, row));
}

function part(source: MoneySource, row: DatedCents): PendingPart {
  return {
    source,
    amount: shillings(row.cents),
    available_at: row.at ? row.at.toISOString() : null,
    waits_for_first_task: row.waitsForFirstTask,
  };
}

/** The hour (rounded up) a task reward credited at `credited` leaves its hold. */
function releaseHour(credited: Date, holdHours: number, retentionCheckAt: Date | null): Date {
  const end = Math.max(credited.getTime() + holdHours * HOUR_MS, retentionCheckAt?.getTime() ?? 0);
  return new Date(Math.ceil(end / HOUR_MS) * HOUR_MS);
}

export async function readMoneyPicture(
  db: Db,
  ledger: LedgerService,
  userId: number,
  pendingHoldHours: number,
  withholdingBp = 0,
): Promise<MoneyPicture> {
  // One snapshot for every read, so a transfer committed between two of them cannot split the picture.
  return db.transaction(
    async (tx) => {
      const balance = (
        kind: 'consumer_available' | 'referral_rewards' | 'consumer_pending' | 'referral_pending' | 'withdrawal_hold',
      ) => ledger.balance({ kind, userId }, tx);
      // One after another: a transaction runs one statement at a time.
      const available = await balance('consumer_available');
      const referral = await balance('referral_rewards');
      const pending = await balance('consumer_pending');
      const referralPending = await balance('referral_pending');
      const held = await balance('withdrawal_hold');
      const tasks = await pendingTaskRewards(tx, userId);
      const referrals = await pendingReferralRewards(tx, userId);
      // The dialog withdraws everything withdrawable: its tax, as the hold would work it out now.
      const withholding = await withholdingFor(tx, ledger, userId, available + referral, withholdingBp);
      const taskParts = partsOf(
        'tasks',
        tasks
          .map((row) => ({
            cents: row.rewardCents,
            at: releaseHour(row.createdAt, pendingHoldHours, row.retentionCheckAt),
            waitsForFirstTask: false,
          }))
          .sort((a, b) => a.at.getTime() - b.at.getTime()),
        pending,
      );
      const referralParts = partsOf(
        'referrals',
        referrals.map((row) => ({
          cents: row.amountCents,
          at: row.availableAt,
          waitsForFirstTask: !row.referredDidTask,
        })),
        referralPending,
      );
      return {
        withdrawable: shillings(available + referral),
        from_tasks: shillings(available),
        from_referrals: shillings(referral),
        pending: shillings(pending + referralPending),
        pending_parts: [...taskParts, ...referralParts],
        on_its_way: shillings(held),
        minimum_withdrawal: MIN_WITHDRAWAL_KES,
        withholding_tax: {
          rate: withholding.rateBp / BP,
          taxable: shillings(withholding.taxableCents),
          tax: shillings(withholding.taxCents),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
