/**
 * The one step every way of paying ends in: funding a post's escrow from a payment, exactly
 * once (checkout.service.ts says how), and what the ways share: the payable post, closing a
 * payment that moved no money, and where each payment's money comes from. Paying from the engage
 * balance is the one way with no provider: it is funded here, at once.
 */
import { randomBytes } from 'node:crypto';
import { targetFromAmount } from '@engage/shared/format/post-target';
import type { Db, Executor, Tx } from '../../db/database';
import { notFound, refused } from '../../http/errors';
import { en, text, type UserText } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import { LedgerError, type AccountRef, type Leg, type LedgerService } from '../ledger/ledger.service';
import { amount } from '../ledger/money-text';
import { rewardCents, type PostingService } from '../posting/posting.service';
import type { PostLife } from '../posting/post-life';
import { findLink, updateLink } from '../posting/links-table';
import type { PostsPublisher } from '../posting/posts-publisher';
import type { ReferralsService } from '../referrals/referrals.service';
import { insertPayment, updatePayment, type PaymentRow } from './payments-table';

const EXTERNAL = {
  paypal: { kind: 'external_paypal' },
  card: { kind: 'external_card' },
  mpesa: { kind: 'external_mpesa' },
} as const satisfies Record<Exclude<PaymentRow['provider'], 'balance'>, AccountRef>;

/**
 * Where a payment's money came from, and where a refund of it goes back: the provider's account,
 * or the payer's own engage balance for a post paid from it.
 */
export function sourceOf(payment: Pick<PaymentRow, 'provider' | 'userId'>): AccountRef {
  return payment.provider === 'balance'
    ? { kind: 'consumer_available', userId: payment.userId }
    : EXTERNAL[payment.provider];
}

/** Money we hold for payers until their refund goes through. */
export const REFUNDS: AccountRef = { kind: 'payment_refunds' };

export const REFUND_PENDING = 'The post was already paid for; refund pending';
export const ALREADY_PAID_NOT_TAKEN = en.paymentNotTaken;

/** PayPal settles in USD: the ledger keeps what the payer paid beside the KES entries. */
export const originalOf = (payment: PaymentRow) =>
  payment.provider === 'paypal' ? { currency: 'USD', amountCents: payment.originalAmountCents } : undefined;

/**
 * Where a money path reports an error it has dealt with but an operator may need to read (the
 * server's log). Context names the payment and the provider's references, never a credential.
 */
export type MoneyLog = (context: Record<string, unknown>, message: string) => void;

/** The message of an error, for a log line: our ProviderErrors never carry a secret. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface CheckoutUrls {
  /** The web app (spec 001 §2 "/consumer/paypal-redirect"). */
  appUrl: string;
  /** Daraja's STK CallBackURL (our callback route, with its key). */
  stkCallbackUrl: string;
  /** Where Daraja sends a Reversal's result for a payment, and its queue timeouts. */
  reversalResultUrl: (paymentId: number) => string;
  mpesaTimeoutUrl: string;
}

export class PaymentFunding {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly posting: PostingService,
    private readonly postLife: PostLife,
    private readonly referrals: ReferralsService,
    private readonly notifications: NotificationsService,
    private readonly posts: PostsPublisher,
  ) {}

  /** The post the user may pay for: theirs, saved, not yet paid. */
  async payableLink(userId: number, linkId: number) {
    await this.posting.requireVerified(userId);
    const link = await this.posting.ownLink(userId, linkId);
    if (link.status !== 'draft' && link.status !== 'pending_payment') throw refused(409, text('postAlreadyPaid'));
    return link;
  }

  /**
   * Pays for the user's post from their engage balance, at once: the payment and its funding are
   * one transaction, so a balance too small (the ledger refuses to take it below zero, under the
   * account's lock, whatever else is withdrawing) leaves nothing behind.
   */
  async payFromBalance(userId: number, linkId: number): Promise<UserText> {
    await this.payableLink(userId, linkId);
    return this.db.transaction(async (tx) => {
      if (!(await this.lockPayableLink(tx, linkId))) throw refused(409, text('postAlreadyPaid'));
      const link = await findLink(tx, linkId);
      if (!link) throw notFound(text('postNotFound'));
      const payment = await insertPayment(tx, {
        linkId,
        userId,
        provider: 'balance',
        amountCents: link.producerAmountCents,
        currency: 'KES',
        originalAmountCents: link.producerAmountCents,
        providerRef: `BAL-${randomBytes(9).toString('hex').toUpperCase()}`,
        statusDescription: 'Paid from the engage balance',
      });
      try {
        await this.fund(tx, payment, 'Paid from your engage balance');
      } catch (error) {
        if (error instanceof LedgerError && error.code === 'insufficient_funds') {
          throw refused(409, text('balanceTooLow', { amount: amount(link.producerAmountCents) }));
        }
        throw error;
      }
      return text('paidFromBalance', { amount: amount(link.producerAmountCents) });
    });
  }

  /** Ends an open payment that moved no money (cancelled or failed), once. */
  async close(
    paymentId: number,
    status: 'failed' | 'cancelled',
    description: string,
    executor: Executor = this.db,
  ): Promise<void> {
    await updatePayment(executor, paymentId, { status, statusDescription: description, completedAt: new Date() }, [
      'pending',
      'approved',
    ]);
  }

  /** Locks the payment's link; true while it still waits for payment. */
  async lockPayableLink(tx: Tx, linkId: number): Promise<boolean> {
    const link = await findLink(tx, linkId, { lock: true });
    return link?.status === 'draft' || link?.status === 'pending_payment';
  }

  /**
   * Moves the payment into the link's escrow and makes the post live — or, when the link is
   * already paid for, books the money taken into `payment_refunds` and marks the payment a
   * duplicate (its refund follows, {@link refundDuplicate}). Runs in the caller's transaction,
   * which already holds the payment row lock.
   */
  async fund(tx: Tx, payment: PaymentRow, description: string): Promise<boolean> {
    const link = await findLink(tx, payment.linkId, { lock: true });
    if (!link) throw new Error(`payment ${payment.id} has no link`);
    if (link.status !== 'draft' && link.status !== 'pending_payment') {
      await this.ledger.transfer(
        {
          idempotencyKey: `duplicate-payment:${payment.id}`,
          kind: 'duplicate_payment',
          memo: `${payment.provider} payment ${payment.providerRef} for link ${link.id}, already paid for`,
          legs: [
            { account: sourceOf(payment), amountCents: -payment.amountCents },
            { account: REFUNDS, amountCents: payment.amountCents },
          ],
          original: originalOf(payment),
        },
        tx,
      );
      await updatePayment(tx, payment.id, {
        status: 'duplicate',
        statusDescription: REFUND_PENDING,
        completedAt: new Date(),
      });
      return false;
    }
    // What was paid decides what is bought (the post may have been edited after checkout began).
    const targets = targetFromAmount(payment.amountCents / 100);
    const reward = rewardCents(payment.amountCents, targets);
    const escrow = reward * targets;
    // Money already inside engage earns its referrer nothing: a reward on a balance payment would
    // pay twice for one shilling, and two accounts could cycle earnings into rewards.
    const referral =
      payment.provider === 'balance'
        ? null
        : await this.referrals.rewardForFunding(tx, {
            id: payment.id,
            userId: link.producerId,
            amountCents: payment.amountCents,
            provider: payment.provider,
          });
    const fees = payment.amountCents - escrow - (referral?.amountCents ?? 0);
    const legs: Leg[] = [
      { account: sourceOf(payment), amountCents: -payment.amountCents },
      { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: escrow },
    ];
    if (fees > 0) legs.push({ account: { kind: 'platform_fees' }, amountCents: fees });
    if (referral)
      legs.push({
        account: { kind: 'referral_pending', userId: referral.referrerId },
        amountCents: referral.amountCents,
      });
    const transfer = await this.ledger.transfer(
      {
        idempotencyKey: `fund-link:${link.id}:payment:${payment.id}`,
        kind: 'post_payment',
        memo: `${payment.provider} payment ${payment.providerRef} for link ${link.id}`,
        legs,
        original: originalOf(payment),
      },
      tx,
    );
    if (!transfer.created) throw new Error(`link ${link.id} funded twice`);
    const now = new Date();
    await updatePayment(tx, payment.id, {
      status: 'completed',
      transferId: transfer.transferId,
      statusDescription: description,
      completedAt: now,
    });
    // Going live is the post's "created" moment in the feed, so `latest=true&last_seen=` catch-ups see it.
    await updateLink(tx, link.id, {
      status: 'active',
      producerAmountCents: payment.amountCents,
      targetsNeeded: targets,
      rewardCents: reward,
      createdAt: now,
      expiresAt: this.postLife.expiresAt(now),
    });
    await this.notifications.create(
      link.producerId,
      {
        title: text('alertPaymentReceivedTitle'),
        text: text('alertPaymentReceivedText', { amount: amount(payment.amountCents), targets }),
      },
      tx,
    );
    await this.posts.newPost(link.id, tx);
    return true;
  }
}
