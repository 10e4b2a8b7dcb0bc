/**
 * Paying for a post (spec 001 §4, §7): PayPal and card through a hosted approve page, M-PESA
 * through an STK push, and the one step that matters — funding the link's escrow.
 *
 * Exactly once: whatever the provider, a payment funds its link in one transaction that locks
 * the payment row, then the link row, and only moves money when the payment is still open and
 * the link still unpaid; the ledger transfer's idempotency key (`fund-link:{link}:payment:{payment}`) and a
 * unique index (one completed payment per link) back that up. A callback replayed, duplicated
 * or delivered concurrently therefore changes nothing after the first; a failed or cancelled
 * payment funds nothing.
 *
 * Money taken is always in the ledger (issue 9 §2). A PayPal or card payment for a post that
 * another payment has funded meanwhile is refused before it is captured. An M-PESA payment is
 * taken before we hear of it, so a second one is booked into `payment_refunds` (status
 * `duplicate`, 'Refund pending'), given back through the provider's `refund`, and booked out
 * again once the provider accepts (status `refunded`); a refused refund stays pending and the
 * `refunds` job tries again.
 *
 * PayPal does not settle KES (DESIGN §6): its checkout is priced in USD at KES_PER_USD, and the
 * payment row and the ledger transfer keep the USD amount and the rate beside the KES amount.
 *
 * The funding transfer: external provider −amount; the link's escrow +reward × targets;
 * platform fees +the rest, less a referral reward when this is a referred producer's first
 * funded post (→ the referrer's pending referral balance). SQL for `payments` lives here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PAYPAL_KES_PER_USD } from '@engage/shared/contract/constants';
import { targetFromAmount } from '@engage/shared/format/post-target';
import type { Db, Tx } from '../../db/database';
import { links, payments } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { NotificationsService } from '../alerts/alerts.service';
import { LedgerError, type AccountRef, type Leg, type LedgerService } from '../ledger/ledger.service';
import { rewardCents, type PostingService } from '../posting/posting.service';
import type { PostsPublisher } from '../posting/posts-publisher';
import type { ReferralsService } from '../referrals/referrals.service';
import type { MpesaGateway, RefundAnswer, StkResult } from '../wallet/mpesa-gateway';
import { sandboxPayerId, type HostedCheckout, type HostedProvider } from './hosted-checkout';

/** KES per USD used to price PayPal checkouts; recorded with every PayPal payment (the dialog shows the same). */
export const KES_PER_USD = PAYPAL_KES_PER_USD;

export type PaymentRow = typeof payments.$inferSelect;
type Provider = PaymentRow['provider'];

const refused = (status: number, message: string) => new ApiError(status, message, { message, error: message });

const EXTERNAL: Record<Provider, AccountRef> = {
  paypal: { kind: 'external_paypal' },
  card: { kind: 'external_card' },
  mpesa: { kind: 'external_mpesa' },
};

const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Money we hold for payers until their refund goes through. */
const REFUNDS: AccountRef = { kind: 'payment_refunds' };

const REFUND_PENDING = 'The post was already paid for; refund pending';
const ALREADY_PAID_NOT_TAKEN = 'This post was already paid for; this payment was not taken.';

/** PayPal settles in USD: the ledger keeps what the payer paid beside the KES entries. */
const originalOf = (payment: PaymentRow) =>
  payment.provider === 'paypal' ? { currency: 'USD', amountCents: payment.originalAmountCents } : undefined;

export interface CheckoutUrls {
  /** The web app (spec 001 §2 "/consumer/paypal-redirect"). */
  appUrl: string;
  /** Daraja's STK CallBackURL (our callback route, with its key). */
  stkCallbackUrl: string;
}

export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly posting: PostingService,
    private readonly referrals: ReferralsService,
    private readonly notifications: NotificationsService,
    private readonly posts: PostsPublisher,
    private readonly hosted: HostedCheckout,
    private readonly mpesa: MpesaGateway,
    private readonly urls: CheckoutUrls,
  ) {}

  /** The post the user may pay for: theirs, saved, not yet paid. */
  private async payableLink(userId: number, linkId: number) {
    await this.posting.requireVerified(userId);
    const link = await this.posting.ownLink(userId, linkId);
    if (link.status !== 'draft' && link.status !== 'pending_payment')
      throw refused(409, 'This post is already paid for.');
    return link;
  }

  /** Spec 001 §7 "Checkout, PayPal | {targets_needed, link_id} -> checkout_url" and "Checkout, card | {link_id}". */
  async startHosted(
    userId: number,
    provider: HostedProvider,
    linkId: number,
    targetsNeeded: number | undefined,
    apiBase: string,
  ): Promise<string> {
    const link = await this.payableLink(userId, linkId);
    if (targetsNeeded !== undefined && targetsNeeded !== link.targetsNeeded) {
      throw refused(400, `targets_needed does not match the post (${link.targetsNeeded}). Save the post again first.`);
    }
    const amountCents = link.producerAmountCents;
    const usdCents = Math.ceil(amountCents / KES_PER_USD);
    const charged =
      provider === 'paypal' ? { currency: 'USD', cents: usdCents } : { currency: 'KES', cents: amountCents };
    const created = await this.hosted.create({
      provider,
      amountCents: charged.cents,
      currency: charged.currency,
      description: `engage post ${link.id}: ${link.targetsNeeded} ${link.actionType}`,
      apiBase,
    });
    await this.db.insert(payments).values({
      linkId: link.id,
      userId,
      provider,
      amountCents,
      currency: charged.currency,
      originalAmountCents: charged.cents,
      exchangeRate: provider === 'paypal' ? KES_PER_USD.toFixed(4) : null,
      providerRef: created.providerRef,
      token: created.token,
    });
    return created.approveUrl;
  }

  /** Spec 001 §7 "Checkout, M-pesa | {phone as 254 plus digits, link_id} -> message". */
  async startMpesa(userId: number, linkId: number, phone: string): Promise<string> {
    const link = await this.payableLink(userId, linkId);
    let accepted;
    try {
      accepted = await this.mpesa.stkPush({
        phone,
        amountCents: link.producerAmountCents,
        reference: `LINK${link.id}`,
        callbackUrl: this.urls.stkCallbackUrl,
      });
    } catch {
      throw refused(502, 'An error occurred, please try again later');
    }
    await this.db.insert(payments).values({
      linkId: link.id,
      userId,
      provider: 'mpesa',
      amountCents: link.producerAmountCents,
      currency: 'KES',
      originalAmountCents: link.producerAmountCents,
      providerRef: accepted.checkoutRequestId,
      phone,
      statusDescription: 'Waiting for the M-PESA PIN',
    });
    return `Enter your M-PESA PIN on ${phone} to pay ${money(link.producerAmountCents, 'KES')}.`;
  }

  /** The sandbox approve page's view of a payment. */
  async byToken(provider: HostedProvider, token: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.token, token), eq(payments.provider, provider)));
    return row;
  }

  /**
   * The sandbox approve page's decision: approve (a PayerID is issued) or cancel. Returns where
   * the browser goes: the app's return page, with the parameters only when approved.
   */
  async decide(provider: HostedProvider, token: string, approve: boolean): Promise<string> {
    const row = await this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.token, token), eq(payments.provider, provider)))
        .for('update');
      if (!payment) throw notFound('Payment not found.');
      if (payment.status !== 'pending') return payment;
      const [updated] = await tx
        .update(payments)
        .set(
          approve
            ? { status: 'approved', payerId: sandboxPayerId(), statusDescription: 'Approved by the payer' }
            : { status: 'cancelled', statusDescription: 'Cancelled by the payer', completedAt: new Date() },
        )
        .where(eq(payments.id, payment.id))
        .returning();
      return updated ?? payment;
    });
    const back = new URL('/consumer/paypal-redirect', this.urls.appUrl);
    if (row.payerId && (row.status === 'approved' || row.status === 'completed')) {
      back.searchParams.set('paymentId', row.providerRef);
      back.searchParams.set('PayerID', row.payerId);
    } else {
      back.searchParams.set('cancelled', 'true');
    }
    back.searchParams.set('token', token);
    return back.toString();
  }

  /** Spec 001 §7 "wallet/paypal-execute/ with {paymentId, payerId, token}" — PayPal and card alike. */
  async execute(userId: number, input: { paymentId: string; payerId: string; token: string }): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, input.paymentId)).for('update');
      if (!payment || payment.userId !== userId || payment.provider === 'mpesa') throw notFound('Payment not found.');
      if (payment.token !== input.token || (payment.payerId !== null && payment.payerId !== input.payerId)) {
        throw refused(400, 'The payment details do not match.');
      }
      switch (payment.status) {
        case 'completed':
          return 'Payment already completed. Your post is live.';
        case 'pending':
          throw refused(400, 'The payment has not been approved yet.');
        case 'cancelled':
        case 'failed':
          throw refused(400, 'The payment was cancelled or failed. Nothing was charged.');
        case 'duplicate':
        case 'refunded':
          throw refused(409, 'This payment was refunded.');
        case 'approved':
          break;
      }
      if (!(await this.lockPayableLink(tx, payment.linkId))) {
        await tx
          .update(payments)
          .set({ status: 'cancelled', statusDescription: ALREADY_PAID_NOT_TAKEN, completedAt: new Date() })
          .where(eq(payments.id, payment.id));
        return ALREADY_PAID_NOT_TAKEN;
      }
      const captured = await this.hosted.execute(
        payment.provider as HostedProvider,
        payment.providerRef,
        input.payerId,
      );
      if (!captured.ok) {
        await tx
          .update(payments)
          .set({ status: 'failed', statusDescription: captured.reason, completedAt: new Date() })
          .where(eq(payments.id, payment.id));
        return `The payment failed: ${captured.reason}`;
      }
      // The link is locked and payable (above), so this payment funds it.
      await this.fund(tx, payment, 'Paid');
      return 'Payment successful. Your post is live.';
    });
  }

  /** Locks the payment's link; true while it still waits for payment. */
  private async lockPayableLink(tx: Tx, linkId: number): Promise<boolean> {
    const [link] = await tx.select({ status: links.status }).from(links).where(eq(links.id, linkId)).for('update');
    return link?.status === 'draft' || link?.status === 'pending_payment';
  }

  /** Daraja's STK callback (or the sandbox's): settles a pending M-PESA payment once. */
  async handleStkResult(result: StkResult): Promise<'funded' | 'duplicate' | 'closed' | 'ignored'> {
    const outcome = await this.settleStkResult(result);
    if (outcome.status === 'duplicate') await this.refundDuplicate(outcome.paymentId);
    return outcome.status;
  }

  private async settleStkResult(
    result: StkResult,
  ): Promise<{ status: 'duplicate'; paymentId: number } | { status: 'funded' | 'closed' | 'ignored' }> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.providerRef, result.checkoutRequestId), eq(payments.provider, 'mpesa')))
        .for('update');
      if (!payment || payment.status !== 'pending') return { status: 'ignored' };
      if (result.resultCode !== 0) {
        await tx
          .update(payments)
          .set({
            status: result.resultCode === 1032 ? 'cancelled' : 'failed',
            statusDescription: result.resultDesc,
            completedAt: new Date(),
          })
          .where(eq(payments.id, payment.id));
        await this.notifications.create(
          payment.userId,
          {
            title: 'Payment not completed',
            text: `Your M-PESA payment for your post did not go through (${result.resultDesc}). Nothing was charged.`,
          },
          tx,
        );
        return { status: 'closed' };
      }
      if (result.amountCents !== undefined && result.amountCents !== payment.amountCents) {
        await tx
          .update(payments)
          .set({ status: 'failed', statusDescription: 'Amount paid does not match the post', completedAt: new Date() })
          .where(eq(payments.id, payment.id));
        return { status: 'closed' };
      }
      const funded = await this.fund(tx, payment, result.receipt ? `M-PESA receipt ${result.receipt}` : 'Paid');
      return funded ? { status: 'funded' } : { status: 'duplicate', paymentId: payment.id };
    });
  }

  /**
   * Moves the payment into the link's escrow and makes the post live — or, when the link is
   * already paid for, books the money taken into `payment_refunds` and marks the payment a
   * duplicate (its refund follows, {@link refundDuplicate}). Runs in the caller's transaction,
   * which already holds the payment row lock.
   */
  private async fund(tx: Tx, payment: PaymentRow, description: string): Promise<boolean> {
    const [link] = await tx.select().from(links).where(eq(links.id, payment.linkId)).for('update');
    if (!link) throw new Error(`payment ${payment.id} has no link`);
    if (link.status !== 'draft' && link.status !== 'pending_payment') {
      await this.ledger.transfer(
        {
          idempotencyKey: `duplicate-payment:${payment.id}`,
          kind: 'duplicate_payment',
          memo: `${payment.provider} payment ${payment.providerRef} for link ${link.id}, already paid for`,
          legs: [
            { account: EXTERNAL[payment.provider], amountCents: -payment.amountCents },
            { account: REFUNDS, amountCents: payment.amountCents },
          ],
          original: originalOf(payment),
        },
        tx,
      );
      await tx
        .update(payments)
        .set({ status: 'duplicate', statusDescription: REFUND_PENDING, completedAt: new Date() })
        .where(eq(payments.id, payment.id));
      return false;
    }
    // What was paid decides what is bought (the post may have been edited after checkout began).
    const targets = targetFromAmount(payment.amountCents / 100);
    const reward = rewardCents(payment.amountCents, targets);
    const escrow = reward * targets;
    const referral = await this.referrals.rewardForFunding(tx, {
      id: payment.id,
      userId: link.producerId,
      amountCents: payment.amountCents,
    });
    const fees = payment.amountCents - escrow - (referral?.amountCents ?? 0);
    const legs: Leg[] = [
      { account: EXTERNAL[payment.provider], amountCents: -payment.amountCents },
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
    await tx
      .update(payments)
      .set({ status: 'completed', transferId: transfer.transferId, statusDescription: description, completedAt: now })
      .where(eq(payments.id, payment.id));
    // Going live is the post's "created" moment in the feed, so `latest=true&last_seen=` catch-ups see it.
    await tx
      .update(links)
      .set({
        status: 'active',
        producerAmountCents: payment.amountCents,
        targetsNeeded: targets,
        rewardCents: reward,
        createdAt: now,
      })
      .where(eq(links.id, link.id));
    await this.notifications.create(
      link.producerId,
      {
        title: 'Payment received',
        text: `We received ${money(payment.amountCents, 'KES')}. Your post is live and will reach ${targets} people.`,
      },
      tx,
    );
    await this.posts.newPost(link.id, tx);
    return true;
  }

  /**
   * Gives a duplicate payment back through its provider, then books it out of
   * `payment_refunds` and tells the payer. A refused or failed refund leaves the payment
   * pending (with the reason), for the `refunds` job to try again; the provider is asked
   * outside any transaction, and a second attempt after an accepted one changes nothing.
   */
  async refundDuplicate(paymentId: number): Promise<void> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    if (payment?.status !== 'duplicate') return;
    const request = {
      providerRef: payment.providerRef,
      amountCents: payment.originalAmountCents,
      reason: `engage post ${payment.linkId} was already paid for`,
    };
    const answer: RefundAnswer = await (
      payment.provider === 'mpesa' ? this.mpesa.refund(request) : this.hosted.refund(payment.provider, request)
    ).catch((error: unknown) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }));
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (row?.status !== 'duplicate') return;
      if (!answer.ok) {
        await tx
          .update(payments)
          .set({ statusDescription: `${REFUND_PENDING} (last try: ${answer.reason})` })
          .where(eq(payments.id, row.id));
        return;
      }
      await this.ledger.transfer(
        {
          idempotencyKey: `duplicate-refund:${row.id}`,
          kind: 'duplicate_refund',
          memo: `refund of ${row.provider} payment ${row.providerRef}`,
          legs: [
            { account: REFUNDS, amountCents: -row.amountCents },
            { account: EXTERNAL[row.provider], amountCents: row.amountCents },
          ],
          original: originalOf(row),
        },
        tx,
      );
      await tx
        .update(payments)
        .set({ status: 'refunded', statusDescription: 'Refunded: the post was already paid for' })
        .where(eq(payments.id, row.id));
      await this.notifications.create(
        row.userId,
        {
          title: 'Payment refunded',
          text: `Your post was already paid for, so we refunded your payment of ${money(row.amountCents, 'KES')}.`,
        },
        tx,
      );
    });
  }

  /** The `refunds` job: duplicates whose refund has not gone through yet. */
  async retryDuplicateRefunds(): Promise<void> {
    const pending = await this.db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'duplicate'));
    for (const { id } of pending) await this.refundDuplicate(id);
  }

  /**
   * A provider refund of a completed payment (the sandbox's refund callback). Only before anyone
   * has engaged with the post: the escrow goes back whole, the platform's fee with it, and a
   * referral reward still inside its 24-hour window is voided (after it, the platform absorbs
   * the reward). The post leaves the feed and waits for payment again.
   */
  async refund(providerRef: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, providerRef)).for('update');
      if (!payment) throw notFound('Payment not found.');
      if (payment.status !== 'completed') throw refused(409, 'Only a completed payment can be refunded.');
      const [link] = await tx.select().from(links).where(eq(links.id, payment.linkId)).for('update');
      if (!link || link.targetsReached > 0)
        throw refused(409, 'People have already engaged with this post; it cannot be refunded.');
      await this.referrals.voidForRefund(tx, payment.id);
      const escrow = await this.ledger.balance({ kind: 'producer_escrow', linkId: link.id }, tx);
      const legs: Leg[] = [{ account: EXTERNAL[payment.provider], amountCents: payment.amountCents }];
      if (escrow > 0) legs.push({ account: { kind: 'producer_escrow', linkId: link.id }, amountCents: -escrow });
      if (payment.amountCents - escrow > 0)
        legs.push({ account: { kind: 'platform_fees' }, amountCents: -(payment.amountCents - escrow) });
      try {
        await this.ledger.transfer(
          {
            idempotencyKey: `refund:${payment.id}`,
            kind: 'post_refund',
            legs,
            original: originalOf(payment),
          },
          tx,
        );
      } catch (error) {
        if (error instanceof LedgerError && error.code === 'insufficient_funds')
          throw refused(409, 'The refund cannot be covered right now.');
        throw error;
      }
      await tx
        .update(payments)
        .set({ status: 'refunded', statusDescription: 'Refunded' })
        .where(eq(payments.id, payment.id));
      await tx.update(links).set({ status: 'pending_payment' }).where(eq(links.id, link.id));
    });
  }

  /** Payments of a link still waiting for the provider (tests and support). */
  async openPayments(linkId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.linkId, linkId), inArray(payments.status, ['pending', 'approved'])));
  }
}
