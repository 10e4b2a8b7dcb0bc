/**
 * The SQL for `platform_account_rewards`: which platform account (by its link-history hash)
 * earned which task. A reward belongs to the social account that earned it, so the row stays
 * when the engage account unlinks it or is deleted, and a second engage account holding the same
 * channel later finds it here.
 */
import type { Executor } from '../../db/database';
import { platformAccountRewards } from '../../db/schema';

/**
 * Records that the account earned the task, in the credit's transaction; false (nothing
 * written) when the account had earned it already. The primary key decides, so two engage
 * accounts racing with one channel cannot both win.
 */
export async function recordAccountReward(
  executor: Executor,
  reward: { platform: string; accountHash: string; linkId: number; actionType: string; userId: number },
): Promise<boolean> {
  const inserted = await executor
    .insert(platformAccountRewards)
    .values(reward)
    .onConflictDoNothing()
    .returning({ linkId: platformAccountRewards.linkId });
  return inserted.length > 0;
}
