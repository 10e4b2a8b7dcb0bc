/**
 * Referrals (spec 001 §2, §3, §9). The referral code is the referrer's user id (the link is
 * `{app host}/ref?code={user_id}`); registering with it sets `users.referred_by`.
 *
 * Our decision on when a reward is earned: on the referred user's FIRST FUNDED POST — the first
 * time one of their payments puts money into a link's escrow. (The alternative, the first
 * completed withdrawal, pays for money leaving the platform; a funded post is money coming in,
 * which is what a referral programme is for.) The reward is REFERRAL_REWARD_PERCENT of that
 * payment, carved out of the platform's commission on it, so it never costs the producer or the
 * consumers anything. One reward per referred user, ever (a unique key on `referred_id`).
 *
 * The reward waits in the referrer's `referral_pending` account and moves to `referral_rewards`,
 * withdrawable (with task earnings, one total: wallet/money-picture.ts), only once BOTH are true (docs/security.md "Farms"):
 * - the referred user has done a first verified task (a credited task action): a person who
 *   uses the app, not an account opened to fund one post;
 * - the money behind it can no longer be taken back: the hold is set by how the payment was made
 *   (REFERRAL_HOLD_DAYS_MPESA, 3 days; REFERRAL_HOLD_DAYS_PAYPAL, 180 days for PayPal and card).
 *   Spec 001 §9 says 24 hours; a PayPal or card payment can be charged back for months, so a
 *   longer hold is a tightening, and the referral page says so.
 * A refund of the payment inside the hold voids it (back to platform fees); after it, the platform
 * absorbs the refund. A referrer and referred user who share a device id, a public network or
 * an M-PESA number are one person as far as we can tell: the reward is voided, with the reason
 * the referrer sees, when the payment is funded and again before it is released.
 * SQL for `referral_rewards` is in referral-rewards-table.ts.
 */
import type { Affiliate, Referral } from '@engage/shared/contract/affiliate';
import type { Language } from '@engage/shared/i18n/language';
import type { Db, Tx } from '../../db/database';
import { refused } from '../../http/errors';
import { text, written, type UserText } from '../../i18n/messages';
import type { FarmSignals } from '../farms/farm-signals';
import type { LedgerService } from '../ledger/ledger.service';
import { amount, roundKes } from '../ledger/money-text';
import type { NotificationsService } from '../alerts/alerts.service';
import { countReferred, referredUsers, referrerOf } from '../accounts/users-table';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalRow } from '../wallet/withdrawals-table';
import {
  earnedCents,
  insertReward,
  lockPendingReward,
  lockRewardOfPayment,
  maturedRewardIds,
  rewardsOfReferred,
  RELATED_VOID_KEY,
  settleReward,
  type RewardRow,
} from './referral-rewards-table';

/** Share of the referred user's first funded payment paid to the referrer (of the platform's commission). */
const REFERRAL_REWARD_PERCENT = 5;
/** Spec 001 §9 "the check uses the server's ... minimum_pay" — the smallest referral withdrawal. */
const MINIMUM_PAY_KES = 1000;
const AFFILIATE_PAGE_SIZE = 10;

/** What a referral's STATUS column shows. */
const PAYMENT_STATUS: Record<string, string> = { pending: 'Pending', available: 'Paid', void: 'Void' };

type VoidReason = NonNullable<RewardRow['voidReason']>;

/** Why a reward was voided, as the referrer reads it. */
const VOID_REASON_TEXT: Record<VoidReason, () => UserText> = {
  refunded: () => text('referralVoidRefunded'),
  same_device: () => text('referralVoidSameDevice'),
  same_network: () => text('referralVoidSameNetwork'),
  same_payout_number: () => text('referralVoidSamePayoutNumber'),
  account_deleted: () => text('referralVoidAccountDeleted'),
};

/** How the money behind a reward was paid: its hold is as long as that payment can be taken back. */
export type FundingProvider = 'mpesa' | 'paypal' | 'card';

export interface RewardLeg {
  referrerId: number;
  amountCents: number;
}

export class ReferralsService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationsService,
    private readonly farms: FarmSignals,
    /** Seconds a reward waits, by how the money behind it was paid (config.referralHoldSeconds). */
    private readonly holdSeconds: Record<FundingProvider, number>,
  ) {}

  /**
   * Called inside the funding transaction of a payment: records the reward when this is the
   * producer's first funded post and they were referred. The caller adds the returned leg
   * (→ the referrer's `referral_pending`) to the funding transfer.
   */
  async rewardForFunding(
    tx: Tx,
    payment: { id: number; userId: number; amountCents: number; provider: FundingProvider },
    now = new Date(),
  ): Promise<RewardLeg | null> {
    const referrerId = await referrerOf(tx, payment.userId);
    if (!referrerId || referrerId === payment.userId) return null;
    const amountCents = Math.floor((payment.amountCents * REFERRAL_REWARD_PERCENT) / 100);
    if (amountCents <= 0) return null;
    const holdSeconds = this.holdSeconds[payment.provider];
    // One person on both sides: the reward is recorded void, with why, and no money moves to it.
    const related = await this.farms.relation(referrerId, payment.userId, tx);
    const reward = await insertReward(tx, {
      referrerId,
      referredId: payment.userId,
      paymentId: payment.id,
      amountCents,
      availableAt: new Date(now.getTime() + holdSeconds * 1000),
      ...(related ? { status: 'void' as const, voidReason: related, settledAt: now } : {}),
    });
    if (!reward || related) return null;
    await this.notifications.create(
      referrerId,
      {
        title: text('alertReferralTitle'),
        text: text('alertReferralText', { amount: amount(amountCents), hours: Math.ceil(holdSeconds / 3600) }),
      },
      tx,
    );
    return { referrerId, amountCents };
  }

  /**
   * Rewards past their hold whose referred user has done a verified task become withdrawable,
   * unless the two accounts now look like one person (then void, with why); safe to run
   * anywhere, any time.
   */
  async releaseMatured(now = new Date(), referrerId?: number): Promise<number> {
    const due = await maturedRewardIds(this.db, now, referrerId, 500);
    let released = 0;
    for (const id of due) {
      const done = await this.db.transaction(async (tx) => {
        const reward = await lockPendingReward(tx, id);
        if (!reward) return false;
        const related = await this.farms.relation(reward.referrerId, reward.referredId, tx);
        if (related) {
          await this.voidReward(tx, reward, related, `referrer and referred user: ${related}`, now);
          return false;
        }
        await this.ledger.transfer(
          {
            idempotencyKey: `referral-release:${reward.id}`,
            kind: 'referral_release',
            legs: [
              { account: { kind: 'referral_pending', userId: reward.referrerId }, amountCents: -reward.amountCents },
              { account: { kind: 'referral_rewards', userId: reward.referrerId }, amountCents: reward.amountCents },
            ],
          },
          tx,
        );
        await settleReward(tx, reward.id, 'available', now, null);
        return true;
      });
      if (done) released += 1;
    }
    return released;
  }

  /**
   * Inside a refund's transaction: voids the payment's reward while it is still pending.
   * Returns the cents voided (0 when there was none, or it had already become withdrawable).
   */
  async voidForRefund(
    tx: Tx,
    paymentId: number,
    now = new Date(),
  ): Promise<{ voidedCents: number; absorbedCents: number }> {
    const reward = await lockRewardOfPayment(tx, paymentId);
    if (!reward || reward.status === 'void') return { voidedCents: 0, absorbedCents: 0 };
    if (reward.status === 'available') return { voidedCents: 0, absorbedCents: reward.amountCents };
    await this.voidReward(tx, reward, 'refunded', `payment ${paymentId} refunded`, now);
    return { voidedCents: reward.amountCents, absorbedCents: 0 };
  }

  /** A pending reward back to platform fees, with the written reason in the ledger and on the reward. */
  private async voidReward(tx: Tx, reward: RewardRow, reason: VoidReason, memo: string, now: Date): Promise<void> {
    await this.ledger.transfer(
      {
        // The statement tells a refund's void from one of two accounts of one person by this key.
        idempotencyKey: reason === 'refunded' ? `referral-void:${reward.id}` : `${RELATED_VOID_KEY}:${reward.id}`,
        kind: 'referral_void',
        memo,
        legs: [
          { account: { kind: 'referral_pending', userId: reward.referrerId }, amountCents: -reward.amountCents },
          { account: { kind: 'platform_fees' }, amountCents: reward.amountCents },
        ],
      },
      tx,
    );
    await settleReward(tx, reward.id, 'void', now, reason);
  }

  /** Spec 001 §7 "Affiliate | GET | ?page={n}; reads affiliate.referrals, next, and the balances". */
  async affiliate(
    userId: number,
    page: number,
    language: Language = 'en',
    now = new Date(),
  ): Promise<{ affiliate: Affiliate; hasNext: boolean }> {
    await this.releaseMatured(now, userId);
    const rows = await referredUsers(this.db, userId, {
      limit: AFFILIATE_PAGE_SIZE + 1,
      offset: (page - 1) * AFFILIATE_PAGE_SIZE,
    });
    const shown = rows.slice(0, AFFILIATE_PAGE_SIZE);
    const rewards = await rewardsOfReferred(
      this.db,
      shown.map((row) => row.userId),
    );
    const referred = await countReferred(this.db, userId);
    const earned = await earnedCents(this.db, userId);
    // Referral rewards, once withdrawable, are part of the one total the wallet withdraws from.
    const balance = await this.wallet.withdrawableCents(this.db, userId);
    const referrals: Referral[] = shown.map((row) => {
      const reward = rewards.get(row.userId);
      return {
        user_id: row.userId,
        referral_date: (reward?.createdAt ?? row.joinedAt).toISOString(),
        payment_status: reward ? (PAYMENT_STATUS[reward.status] ?? reward.status) : 'No payment yet',
        payable_amount: (reward?.status === 'void' ? 0 : (reward?.amountCents ?? 0)) / 100,
        ...(reward?.status === 'void' && reward.voidReason
          ? { void_reason: written(VOID_REASON_TEXT[reward.voidReason](), language) }
          : {}),
      };
    });
    return {
      affiliate: {
        reward_balance: balance / 100,
        minimum_pay: MINIMUM_PAY_KES,
        total_earnings: earned / 100,
        total_referrals: referred,
        referrals,
      },
      hasNext: rows.length > AFFILIATE_PAGE_SIZE,
    };
  }

  /**
   * Referral withdraw: the withdrawable total (task earnings and referral rewards, the
   * `reward_balance` the page shows), or `amount` of it, to the user's primary M-PESA method,
   * through the same hold → pay/release steps as the wallet's Withdraw. Referral rewards are taken
   * first.
   */
  async withdraw(userId: number, amountKes: number | undefined, now = new Date()): Promise<WithdrawalRow> {
    await this.releaseMatured(now, userId);
    const balance = await this.wallet.withdrawableCents(this.db, userId);
    if (balance < MINIMUM_PAY_KES * 100)
      throw refused(400, text('affiliateMinimum', { amount: roundKes(MINIMUM_PAY_KES) }));
    const amountCents = amountKes === undefined ? balance : Math.round(amountKes * 100);
    if (amountCents < MINIMUM_PAY_KES * 100)
      throw refused(400, text('affiliateMinimum', { amount: roundKes(MINIMUM_PAY_KES) }));
    const row = await this.db.transaction((tx) =>
      this.wallet.hold(tx, {
        userId,
        source: 'referral',
        amountCents,
        originalCurrency: 'KES',
        originalAmountCents: amountCents,
        methodId: null,
        isAutomatic: false,
      }),
    );
    return this.wallet.send(row);
  }
}
