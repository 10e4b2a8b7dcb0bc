/**
 * Flags an account for payout review and tells its owner why, in the caller's transaction: used
 * by the farm signals (farm-signals.ts) and by a payout whose receiver M-PESA named differently
 * (wallet.service.ts). Nothing is taken: the account keeps earning, its withdrawals wait.
 */
import type { Executor } from '../../db/database';
import { text, type UserText } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import { openReview, type ReviewReason } from './payout-reviews-table';

/** What the account is told, and what the wallet shows beside a payout that waits. */
export const REVIEW_REASON_TEXT: Record<ReviewReason, () => UserText> = {
  shared_device: () => text('reviewSharedDevice'),
  busy_network: () => text('reviewBusyNetwork'),
  payout_name: () => text('reviewPayoutName'),
};

/** Opens the review (once per reason while open) and tells the owner; false when it was open. */
export async function flagAccount(
  executor: Executor,
  notifications: NotificationsService,
  review: { userId: number; reason: ReviewReason; detail: string },
): Promise<boolean> {
  const opened = await openReview(executor, review.userId, review.reason, review.detail);
  if (opened) {
    await notifications.create(
      review.userId,
      {
        title: text('alertPayoutReviewTitle'),
        text: text('alertPayoutReviewText', { reason: REVIEW_REASON_TEXT[review.reason]() }),
      },
      executor,
    );
  }
  return opened;
}
