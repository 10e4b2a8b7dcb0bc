/**
 * When the next automatic payout falls (spec 001 §3 "next_payout"). Our decision: payouts run
 * at 09:00 Africa/Nairobi (UTC+3 all year, no daylight saving) — weekly on Mondays, monthly on
 * the 1st — and `next_payout` is the first such moment strictly after `now`.
 */
import type { WithdrawalFrequency } from '@engage/shared/contract/common';

const NAIROBI_OFFSET_MS = 3 * 3600_000;
const PAYOUT_HOUR = 9;

export function nextPayout(frequency: WithdrawalFrequency, now: Date): Date {
  // Work on the Nairobi wall clock expressed as a UTC date, then shift back.
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  const candidate = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), PAYOUT_HOUR));
  if (frequency === 'weekly') {
    const daysToMonday = (8 - candidate.getUTCDay()) % 7;
    candidate.setUTCDate(candidate.getUTCDate() + daysToMonday);
    if (candidate.getTime() <= local.getTime()) candidate.setUTCDate(candidate.getUTCDate() + 7);
  } else {
    candidate.setUTCDate(1);
    if (candidate.getTime() <= local.getTime()) candidate.setUTCMonth(candidate.getUTCMonth() + 1);
  }
  return new Date(candidate.getTime() - NAIROBI_OFFSET_MS);
}
