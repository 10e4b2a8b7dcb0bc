/**
 * Flags an account for payout review and tells its owner why, in the caller's transaction: used
 * by the farm signals (farm-signals.ts) and by a payout whose receiver M-PESA named differently
 * (wallet.service.ts). Nothing is taken: the account keeps earning, its withdrawals wait.
 */
import type { Executor } from '../../db/database';
import { text, type UserText } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import type { PaymentRow } from '../checkout/payments-table';
import { kes } from '../ledger/money-text';
import { openReview, type ReviewReason } from './payout-reviews-table';

/** What the account is told, and what the wallet shows beside a payout that waits. */
export const REVIEW_REASON_TEXT: Record<ReviewReason, () => UserText> = {
  shared_device: () => text('reviewSharedDevice'),
  busy_network: () => text('reviewBusyNetwork'),
  payout_name: () => text('reviewPayoutName'),
  card_return: () => text('reviewCardReturn'),
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

/**
 * Money from a post paid by card or PayPal went to its producer's engage balance (a return, or a
 * refund the provider refused): it may pay for posts at once, but the producer's withdrawals wait
 * for an operator, who can see the payment before it leaves for M-PESA. Otherwise a stolen card
 * pays a post, the post is cancelled, and the money is out before the chargeback arrives.
 */
export async function flagCardReturn(
  executor: Executor,
  notifications: NotificationsService,
  back: { userId: number; linkId: number; paidWith: PaymentRow['provider']; cents: number },
): Promise<boolean> {
  if (back.cents <= 0 || (back.paidWith !== 'card' && back.paidWith !== 'paypal')) return false;
  const paidWith = back.paidWith === 'card' ? 'card' : 'PayPal';
  return flagAccount(executor, notifications, {
    userId: back.userId,
    reason: 'card_return',
    detail: `${kes(back.cents)} of post #${back.linkId}, paid by ${paidWith}, went back to the balance`,
  });
}
