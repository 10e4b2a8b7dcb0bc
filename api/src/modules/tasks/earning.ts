/**
 * What a consumer can earn today and what a withdrawal takes, from the rules the server enforces:
 * the daily cap (`DAILY_CAP`, counted on the Nairobi day exactly as task-credit.ts counts it), the
 * minimum withdrawal the wallet refuses below, and the rewards of the tasks open now. The feed,
 * the reels and the first run show it before the user acts.
 */
import type { Earning } from '@engage/shared/contract/earning';
import type { Db } from '../../db/database';
import { medianLiveRewardCents } from '../posting/links-table';
import { MIN_WITHDRAWAL_KES } from '../profile/profile.service';
import type { Language } from '@engage/shared/i18n/language';
import { text, written } from '../../i18n/messages';
import { findUser } from '../accounts/users-table';
import { creditedSince } from './task-actions-table';
import { startOfNairobiDay } from './task-credit';

const DAY_MS = 24 * 3600_000;

export async function earningOf(
  db: Db,
  dailyCap: number,
  userId: number,
  now = new Date(),
  language: Language = 'en',
): Promise<Earning> {
  const dayStart = startOfNairobiDay(now);
  const [today, typicalCents, user] = await Promise.all([
    creditedSince(db, userId, dayStart),
    medianLiveRewardCents(db, userId),
    findUser(db, userId),
  ]);
  const minimumCents = MIN_WITHDRAWAL_KES * 100;
  return {
    daily_limit: dailyCap,
    done_today: today.count,
    left_today: Math.max(0, dailyCap - today.count),
    earned_today: today.rewardCents / 100,
    resets_at: new Date(dayStart.getTime() + DAY_MS).toISOString(),
    min_withdrawal: MIN_WITHDRAWAL_KES,
    typical_reward: typicalCents === null ? null : typicalCents / 100,
    tasks_per_withdrawal: typicalCents === null ? null : Math.ceil(minimumCents / typicalCents),
    stopped_reason: !user?.earningStoppedAt
      ? null
      : written(text('earningStopped', { note: user.earningStoppedNote ?? '' }), language),
  };
}
