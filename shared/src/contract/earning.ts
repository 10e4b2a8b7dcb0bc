/**
 * What a consumer can earn today and what a withdrawal takes (ours, `GET earning/today/`): the
 * figures the server itself enforces, so the feed, the reels and the first run say them before
 * the user acts instead of after (the daily cap's size, what is left of it, the minimum
 * withdrawal in tasks).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Kes, Nullable } from '@engage/shared/contract/common';

export const EarningSchema = Type.Object({
  /** Tasks a consumer may be credited for in one Africa/Nairobi day (`DAILY_CAP`). */
  daily_limit: Type.Integer({ minimum: 1 }),
  /** Tasks credited to this user since midnight in Nairobi. */
  done_today: Type.Integer({ minimum: 0 }),
  /** Tasks still creditable today: `daily_limit - done_today`, never below 0. */
  left_today: Type.Integer({ minimum: 0 }),
  /** What those tasks paid today. */
  earned_today: Kes(),
  /** The next midnight in Nairobi, when the count starts again. */
  resets_at: DateTime(),
  /** The smallest M-PESA withdrawal. */
  min_withdrawal: Kes(),
  /** The median reward of the tasks open to this user now; null while none is open. */
  typical_reward: Nullable(Kes()),
  /** `min_withdrawal ÷ typical_reward`, rounded up: how many tasks one withdrawal takes. */
  tasks_per_withdrawal: Nullable(Type.Integer({ minimum: 1 })),
  /** Set while engage's team has stopped this account earning: why, as the user is shown it. */
  stopped_reason: Type.Optional(Nullable(Type.String())),
});
export type Earning = Static<typeof EarningSchema>;
