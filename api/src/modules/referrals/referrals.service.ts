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
 * The reward waits REFERRAL_HOLD_HOURS (24 h) in the referrer's `referral_pending` account and
 * then moves to `referral_rewards`, the withdrawable balance. A refund of the payment inside
 * that window voids it (back to platform fees); after it, the platform absorbs the refund.
 * SQL for `referral_rewards` is in referral-rewards-table.ts.
 */
import type { Affiliate, Referral } from '@engage/shared/contract/affiliate';
import { REFERRAL_HOLD_HOURS } from '@engage/shared/contract/constants';
import type { Db, Tx } from '../../db/database';
import { refused } from '../../http/errors';
import { text } from '../../i18n/messages';
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
  settleReward,
} from './referral-rewards-table';

/** Share of the referred user's first funded payment paid to the referrer (of the platform's commission). */
const REFERRAL_REWARD_PERCENT = 5;
/** Spec 001 §9 "the check uses the server's ... minimum_pay" — the smallest referral withdrawal. */
const MINIMUM_PAY_KES = 1000;
const AFFILIATE_PAGE_SIZE = 10;

/** What a referral's STATUS column shows. */
const PAYMENT_STATUS: Record<string, string> = { pending: 'Pending', available: 'Paid', void: 'Void' };

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
    private readonly holdHours = REFERRAL_HOLD_HOURS,
  ) {}

  /**
   * Called inside the funding transaction of a payment: records the reward when this is the
   * producer's first funded post and they were referred. The caller adds the returned leg
   * (→ the referrer's `referral_pending`) to the funding transfer.
   */
  async rewardForFunding(
    tx: Tx,
    payment: { id: number; userId: number; amountCents: number },
    now = new Date(),
  ): Promise<RewardLeg | null> {
    const referrerId = await referrerOf(tx, payment.userId);
    if (!referrerId || referrerId === payment.userId) return null;
    const amountCents = Math.floor((payment.amountCents * REFERRAL_REWARD_PERCENT) / 100);
    if (amountCents <= 0) return null;
    const reward = await insertReward(tx, {
      referrerId,
      referredId: payment.userId,
      paymentId: payment.id,
      amountCents,
      availableAt: new Date(now.getTime() + this.holdHours * 3600_000),
    });
    if (!reward) return null;
    await this.notifications.create(
      referrerId,
      {
        title: text('alertReferralTitle'),
        text: text('alertReferralText', { amount: amount(amountCents), hours: this.holdHours }),
      },
      tx,
    );
    return { referrerId, amountCents };
  }

  /** Rewards past their hold become withdrawable; safe to run anywhere, any time. */
  async releaseMatured(now = new Date(), referrerId?: number): Promise<number> {
    const due = await maturedRewardIds(this.db, now, referrerId, 500);
    let released = 0;
    for (const id of due) {
      const done = await this.db.transaction(async (tx) => {
        const reward = await lockPendingReward(tx, id);
        if (!reward) return false;
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
        await settleReward(tx, reward.id, 'available', now);
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
    await this.ledger.transfer(
      {
        idempotencyKey: `referral-void:${reward.id}`,
        kind: 'referral_void',
        memo: `payment ${paymentId} refunded`,
        legs: [
          { account: { kind: 'referral_pending', userId: reward.referrerId }, amountCents: -reward.amountCents },
          { account: { kind: 'platform_fees' }, amountCents: reward.amountCents },
        ],
      },
      tx,
    );
    await settleReward(tx, reward.id, 'void', now);
    return { voidedCents: reward.amountCents, absorbedCents: 0 };
  }

  /** Spec 001 §7 "Affiliate | GET | ?page={n}; reads affiliate.referrals, next, and the balances". */
  async affiliate(userId: number, page: number, now = new Date()): Promise<{ affiliate: Affiliate; hasNext: boolean }> {
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
    const balance = await this.ledger.balance({ kind: 'referral_rewards', userId });
    const referrals: Referral[] = shown.map((row) => {
      const reward = rewards.get(row.userId);
      return {
        user_id: row.userId,
        referral_date: (reward?.createdAt ?? row.joinedAt).toISOString(),
        payment_status: reward ? (PAYMENT_STATUS[reward.status] ?? reward.status) : 'No payment yet',
        payable_amount: (reward?.status === 'void' ? 0 : (reward?.amountCents ?? 0)) / 100,
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
   * Referral withdraw: the withdrawable reward balance (or `amount` of it) to the user's primary
   * M-PESA method, through the same hold → pay/release steps as an earnings withdrawal.
   */
  async withdraw(userId: number, amountKes: number | undefined, now = new Date()): Promise<WithdrawalRow> {
    await this.releaseMatured(now, userId);
    const balance = await this.ledger.balance({ kind: 'referral_rewards', userId });
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
