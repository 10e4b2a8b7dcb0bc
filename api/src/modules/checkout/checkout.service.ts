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
 * Money taken is always in the ledger. A PayPal or card payment for a post that
 * another payment has funded meanwhile is refused before it is captured. An M-PESA payment is
 * taken before we hear of it, so a second one is booked into `payment_refunds` (status
 * `duplicate`, 'Refund pending'), given back through the provider's `refund`, and booked out
 * again once the provider accepts (status `refunded`); a refused refund stays pending and the
 * `refunds` job tries again.
 *
 * PayPal does not settle KES: its checkout is priced in USD at KES_PER_USD, and the
 * payment row and the ledger transfer keep the USD amount and the rate beside the KES amount.
 *
 * The funding transfer: external provider −amount; the link's escrow +reward × targets;
 * platform fees +the rest, less a referral reward when this is a referred producer's first
 * funded post (→ the referrer's pending referral balance). SQL for `payments` is in payments-table.ts.
 */
import { randomBytes } from 'node:crypto';
import { PAYPAL_KES_PER_USD } from '@engage/shared/contract/constants';
import { targetFromAmount } from '@engage/shared/format/post-target';
import type { Db, Tx } from '../../db/database';
import { providerEvents } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { NotificationsService } from '../alerts/alerts.service';
import { LedgerError, type AccountRef, type Leg, type LedgerService } from '../ledger/ledger.service';
import { money } from '../ledger/money-text';
import { rewardCents, type PostingService } from '../posting/posting.service';
import { findLink, updateLink } from '../posting/links-table';
import type { PostsPublisher } from '../posting/posts-publisher';
import type { ReferralsService } from '../referrals/referrals.service';
import { outcomeUnknown } from '../../providers/provider-error';
import { stkFailureMessage } from '../wallet/mpesa-messages';
import type { MpesaGateway, RefundAnswer, StkResult, StkStatus } from '../wallet/mpesa-gateway';
import {
  newCheckoutReference,
  sandboxPayerId,
  type HostedCheckout,
  type HostedEvent,
  type HostedProvider,
} from './hosted-checkout';
import {
  duplicatePaymentIds,
  findHostedPayment,
  findPayment,
  findUnnamedStk,
  insertPayment,
  nameStk,
  openPaymentsOf,
  paymentsToReconcile,
  updatePayment,
  type PaymentRow,
} from './payments-table';

/** KES per USD used to price PayPal checkouts; recorded with every PayPal payment (the dialog shows the same). */
export const KES_PER_USD = PAYPAL_KES_PER_USD;

export type { PaymentRow };
type Provider = PaymentRow['provider'];

const refused = (status: number, message: string) => new ApiError(status, message, { message, error: message });

const EXTERNAL: Record<Provider, AccountRef> = {
  paypal: { kind: 'external_paypal' },
  card: { kind: 'external_card' },
  mpesa: { kind: 'external_mpesa' },
};

/** Money we hold for payers until their refund goes through. */
const REFUNDS: AccountRef = { kind: 'payment_refunds' };

const REFUND_PENDING = 'The post was already paid for; refund pending';
/** Open payments one reconciliation tick asks about. */
const RECONCILE_BATCH = 100;
/** A PayPal order not approved within this is cancelled (PayPal's approval link lasts about 3 hours). */
const APPROVAL_WINDOW_MS = 3 * 60 * 60 * 1000;
/** How long an accepted refund waits for its result before it is asked for again. */
const REFUND_RESULT_WAIT_MS = 60 * 60 * 1000;
const ALREADY_PAID_NOT_TAKEN = 'This post was already paid for; this payment was not taken.';

/** PayPal settles in USD: the ledger keeps what the payer paid beside the KES entries. */
const originalOf = (payment: PaymentRow) =>
  payment.provider === 'paypal' ? { currency: 'USD', amountCents: payment.originalAmountCents } : undefined;

export interface CheckoutUrls {
  /** The web app (spec 001 §2 "/consumer/paypal-redirect"). */
  appUrl: string;
  /** Daraja's STK CallBackURL (our callback route, with its key). */
  stkCallbackUrl: string;
  /** Where Daraja sends a Reversal's result for a payment, and its queue timeouts. */
  reversalResultUrl: (paymentId: number) => string;
  mpesaTimeoutUrl: string;
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
    const currency = this.hosted.currency(provider);
    const chargedCents = currency === 'USD' ? Math.ceil(amountCents / KES_PER_USD) : amountCents;
    const reference = newCheckoutReference(provider);
    // Written before the provider is asked, so a crash in between leaves a row to settle.
    const payment = await insertPayment(this.db, {
      linkId: link.id,
      userId,
      provider,
      amountCents,
      currency,
      originalAmountCents: chargedCents,
      exchangeRate: currency === 'USD' ? KES_PER_USD.toFixed(4) : null,
      providerRef: reference,
    });
    const back = new URL('/consumer/paypal-redirect', this.urls.appUrl);
    back.searchParams.set('paymentId', reference);
    const cancelled = new URL(back);
    cancelled.searchParams.set('cancelled', 'true');
    let created;
    try {
      created = await this.hosted.create({
        provider,
        amountCents: chargedCents,
        currency,
        description: `engage post ${link.id}: ${link.targetsNeeded} ${link.actionType}`,
        paymentId: payment.id,
        reference,
        returnUrl: back.toString(),
        cancelUrl: cancelled.toString(),
        apiBase,
      });
    } catch (error) {
      // An order the provider may have made waits for a payer who never saw it; reconciliation closes it.
      if (!outcomeUnknown(error)) await this.close(payment.id, 'failed', 'The payment could not be started.');
      if (error instanceof ApiError) throw error;
      throw refused(502, 'The payment could not be started. Please try again in a moment.');
    }
    await updatePayment(this.db, payment.id, { token: created.token, acceptedAt: new Date() });
    return created.approveUrl;
  }

  /** Ends an open payment that moved no money (cancelled or failed), once. */
  private async close(paymentId: number, status: 'failed' | 'cancelled', description: string): Promise<void> {
    await updatePayment(this.db, paymentId, { status, statusDescription: description, completedAt: new Date() }, [
      'pending',
      'approved',
    ]);
  }

  /** Spec 001 §7 "Checkout, M-pesa | {phone as 254 plus digits, link_id} -> message". */
  async startMpesa(userId: number, linkId: number, phone: string): Promise<string> {
    const link = await this.payableLink(userId, linkId);
    const payment = await insertPayment(this.db, {
      linkId: link.id,
      userId,
      provider: 'mpesa',
      amountCents: link.producerAmountCents,
      currency: 'KES',
      originalAmountCents: link.producerAmountCents,
      // Ours until M-PESA names the request (CheckoutRequestID).
      providerRef: `STK-${randomBytes(9).toString('hex').toUpperCase()}`,
      phone,
      statusDescription: 'Sending the M-PESA prompt',
    });
    let accepted;
    try {
      accepted = await this.mpesa.stkPush({
        phone,
        amountCents: link.producerAmountCents,
        reference: `LINK${link.id}`,
        description: `engage post ${link.id}`,
        callbackUrl: this.urls.stkCallbackUrl,
      });
    } catch (error) {
      // A prompt that may have gone out stays open: its callback is matched by phone and
      // amount, and reconciliation closes it otherwise.
      if (!outcomeUnknown(error)) await this.close(payment.id, 'failed', 'M-PESA did not accept the request.');
      throw refused(502, 'An error occurred, please try again later');
    }
    await updatePayment(
      this.db,
      payment.id,
      {
        providerRef: accepted.checkoutRequestId,
        token: accepted.merchantRequestId,
        acceptedAt: new Date(),
        statusDescription: 'Waiting for the M-PESA PIN',
      },
      ['pending'],
    );
    return `Enter your M-PESA PIN on ${phone} to pay ${money(link.producerAmountCents, 'KES')}.`;
  }

  /** The sandbox approve page's view of a payment. */
  byToken(provider: HostedProvider, token: string): Promise<PaymentRow | undefined> {
    return findPayment(this.db, { token, provider });
  }

  /**
   * The sandbox approve page's decision: approve (a PayerID is issued) or cancel. Returns where
   * the browser goes: the app's return page, with the parameters only when approved.
   */
  async decide(provider: HostedProvider, token: string, approve: boolean): Promise<string> {
    const row = await this.db.transaction(async (tx) => {
      const payment = await findPayment(tx, { token, provider }, { lock: true });
      if (!payment) throw notFound('Payment not found.');
      if (payment.status !== 'pending') return payment;
      const updated = await updatePayment(
        tx,
        payment.id,
        approve
          ? { status: 'approved', payerId: sandboxPayerId(), statusDescription: 'Approved by the payer' }
          : { status: 'cancelled', statusDescription: 'Cancelled by the payer', completedAt: new Date() },
      );
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
    const payment = await findPayment(this.db, { providerRef: input.paymentId });
    if (!payment || payment.userId !== userId || payment.provider === 'mpesa') throw notFound('Payment not found.');
    if (payment.token !== input.token || (payment.payerId !== null && payment.payerId !== input.payerId)) {
      throw refused(400, 'The payment details do not match.');
    }
    switch (payment.status) {
      case 'completed':
        return 'Payment already completed. Your post is live.';
      case 'pending':
        // The sandbox writes its approval on this row; a real provider is asked by the capture.
        if (this.hosted.approvalOnOurRow) throw refused(400, 'The payment has not been approved yet.');
        break;
      case 'cancelled':
      case 'failed':
        throw refused(400, 'The payment was cancelled or failed. Nothing was charged.');
      case 'duplicate':
      case 'refunded':
        throw refused(409, 'This payment was refunded.');
      case 'approved':
        break;
    }
    const outcome = await this.capture(payment.id, input.payerId);
    switch (outcome.status) {
      case 'funded':
        return 'Payment successful. Your post is live.';
      case 'already funded':
        return 'Payment already completed. Your post is live.';
      case 'not taken':
        return ALREADY_PAID_NOT_TAKEN;
      case 'failed':
        throw refused(400, `The payment failed: ${outcome.reason}`);
      case 'unknown':
        throw refused(
          502,
          'We could not confirm your payment with PayPal yet. If it went through, your post goes live within a few minutes.',
        );
    }
  }

  /**
   * Captures an approved hosted payment and funds its link, or records why not. The payment
   * row stays locked while the provider is asked, so two tabs never capture twice; the
   * provider's capture is idempotent too, so a capture cut off by a crash is safely repeated by
   * reconciliation.
   */
  private async capture(
    paymentId: number,
    payerId: string | null,
  ): Promise<{
    status: 'funded' | 'already funded' | 'not taken' | 'failed' | 'unknown';
    reason?: string;
  }> {
    return this.db.transaction(async (tx) => {
      const payment = await findPayment(tx, { id: paymentId }, { lock: true });
      if (!payment || payment.provider === 'mpesa') throw notFound('Payment not found.');
      if (payment.status === 'completed') return { status: 'already funded' };
      if (payment.status !== 'pending' && payment.status !== 'approved') return { status: 'failed', reason: 'closed' };
      if (!payment.token) return { status: 'unknown' };
      if (!(await this.lockPayableLink(tx, payment.linkId))) {
        await updatePayment(tx, payment.id, {
          status: 'cancelled',
          statusDescription: ALREADY_PAID_NOT_TAKEN,
          completedAt: new Date(),
        });
        return { status: 'not taken' };
      }
      const ref = { provider: payment.provider, token: payment.token, reference: payment.providerRef };
      let captured;
      try {
        captured = await this.hosted.capture(ref, payerId ?? payment.payerId ?? '');
      } catch (error) {
        if (outcomeUnknown(error)) return { status: 'unknown' };
        captured = { ok: false as const, reason: error instanceof Error ? error.message : String(error) };
      }
      if (!captured.ok) {
        await updatePayment(tx, payment.id, {
          status: 'failed',
          statusDescription: captured.reason,
          completedAt: new Date(),
        });
        return { status: 'failed', reason: captured.reason };
      }
      await updatePayment(tx, payment.id, { receipt: captured.captureId, payerId: payerId ?? payment.payerId });
      // The link is locked and payable (above), so this payment funds it.
      await this.fund(tx, { ...payment, receipt: captured.captureId }, 'Paid');
      return { status: 'funded' };
    });
  }

  /** Locks the payment's link; true while it still waits for payment. */
  private async lockPayableLink(tx: Tx, linkId: number): Promise<boolean> {
    const link = await findLink(tx, linkId, { lock: true });
    return link?.status === 'draft' || link?.status === 'pending_payment';
  }

  /**
   * An STK result from a callback (Daraja's, or the sandbox's own): settles a pending M-PESA
   * payment once. A Daraja callback arrives unsigned, so it moves money only when its amount and
   * phone match the payment and M-PESA's own STK Push Query agrees; where the two disagree the
   * payment stays open for reconciliation to ask again, and a forged callback changes nothing.
   */
  async handleStkResult(result: StkResult): Promise<'funded' | 'duplicate' | 'closed' | 'ignored' | 'held'> {
    const payment = await this.stkPayment(result);
    if (!payment) return 'ignored';
    if (!this.mpesa.confirmsCallbacks) return this.settleStk(payment.id, result);
    if (result.amountCents !== undefined && result.amountCents !== payment.amountCents) return 'ignored';
    if (result.phone !== undefined && result.phone !== payment.phone) return 'ignored';
    if (result.resultCode === 0 && result.receipt) {
      // Remembered, so a query that disagrees later holds the payment instead of failing it.
      await updatePayment(this.db, payment.id, { receipt: result.receipt }, ['pending']);
    }
    const status = await this.askStk(payment);
    return this.settleConfirmed({ ...payment, receipt: result.receipt ?? payment.receipt }, status, result);
  }

  /**
   * The open payment a result is about: by its CheckoutRequestID, or (a prompt sent just before
   * a crash, whose id we never wrote down) the one open, unconfirmed payment of that phone and
   * amount, which then takes the id.
   */
  private async stkPayment(result: StkResult): Promise<PaymentRow | undefined> {
    const known = await findPayment(this.db, { providerRef: result.checkoutRequestId, provider: 'mpesa' });
    if (known) return known.status === 'pending' ? known : undefined;
    if (result.phone === undefined || result.amountCents === undefined) return undefined;
    const unnamed = await findUnnamedStk(this.db, result.phone, result.amountCents);
    if (!unnamed) return undefined;
    return nameStk(this.db, unnamed.id, result.checkoutRequestId);
  }

  /** STK Push Query; a provider that cannot answer now counts as "not yet". */
  private async askStk(payment: PaymentRow): Promise<StkStatus> {
    try {
      return await this.mpesa.stkStatus({
        checkoutRequestId: payment.providerRef,
        phone: payment.phone ?? '',
        amountCents: payment.amountCents,
        requestedAt: payment.acceptedAt ?? payment.createdAt,
      });
    } catch {
      return { state: 'pending' };
    } finally {
      await updatePayment(this.db, payment.id, { checkedAt: new Date() });
    }
  }

  /**
   * Settles a payment on M-PESA's own word (the query), with what a callback added (the
   * receipt). A payment whose callback said paid is never failed on a query alone: Daraja's
   * query has been seen to say FAILED for a payment that went through, so it waits for the next.
   */
  private async settleConfirmed(
    payment: PaymentRow,
    status: StkStatus,
    callback?: StkResult,
  ): Promise<'funded' | 'duplicate' | 'closed' | 'ignored' | 'held'> {
    const receipt = callback?.receipt ?? payment.receipt ?? undefined;
    if (status.state === 'paid') {
      return this.settleStk(payment.id, {
        checkoutRequestId: payment.providerRef,
        resultCode: 0,
        resultDesc: 'Confirmed by M-PESA',
        receipt,
      });
    }
    const callbackSaidPaid = callback ? callback.resultCode === 0 : payment.receipt !== null;
    if (status.state === 'failed' && !callbackSaidPaid) {
      return this.settleStk(payment.id, {
        checkoutRequestId: payment.providerRef,
        resultCode: status.resultCode,
        resultDesc: status.resultDesc,
      });
    }
    const note =
      status.state === 'failed'
        ? `M-PESA's answers disagree (receipt ${receipt ?? 'unknown'}); asking again`
        : 'Waiting for M-PESA to confirm';
    await updatePayment(this.db, payment.id, { statusDescription: note }, ['pending']);
    return 'held';
  }

  /** Settles a pending M-PESA payment on a result taken as true, once. */
  private async settleStk(
    paymentId: number,
    result: StkResult,
  ): Promise<'funded' | 'duplicate' | 'closed' | 'ignored'> {
    const outcome = await this.db.transaction(
      async (tx): Promise<{ status: 'duplicate'; paymentId: number } | { status: 'funded' | 'closed' | 'ignored' }> => {
        const payment = await findPayment(tx, { id: paymentId }, { lock: true });
        if (!payment || payment.status !== 'pending') return { status: 'ignored' };
        if (result.resultCode !== 0) {
          const reason = stkFailureMessage(result.resultCode, result.resultDesc);
          await updatePayment(tx, payment.id, {
            status: result.resultCode === 1032 ? 'cancelled' : 'failed',
            statusDescription: reason,
            completedAt: new Date(),
          });
          await this.notifications.create(
            payment.userId,
            { title: 'Payment not completed', text: `Your M-PESA payment for your post did not go through. ${reason}` },
            tx,
          );
          return { status: 'closed' };
        }
        if (result.amountCents !== undefined && result.amountCents !== payment.amountCents) {
          await updatePayment(tx, payment.id, {
            status: 'failed',
            statusDescription: 'Amount paid does not match the post',
            completedAt: new Date(),
          });
          return { status: 'closed' };
        }
        const receipt = result.receipt ?? payment.receipt ?? undefined;
        if (receipt) await updatePayment(tx, payment.id, { receipt });
        const funded = await this.fund(
          tx,
          { ...payment, receipt: receipt ?? null },
          receipt ? `M-PESA receipt ${receipt}` : 'Paid',
        );
        return funded ? { status: 'funded' } : { status: 'duplicate', paymentId: payment.id };
      },
    );
    if (outcome.status === 'duplicate') await this.refundDuplicate(outcome.paymentId);
    return outcome.status;
  }

  /**
   * Moves the payment into the link's escrow and makes the post live — or, when the link is
   * already paid for, books the money taken into `payment_refunds` and marks the payment a
   * duplicate (its refund follows, {@link refundDuplicate}). Runs in the caller's transaction,
   * which already holds the payment row lock.
   */
  private async fund(tx: Tx, payment: PaymentRow, description: string): Promise<boolean> {
    const link = await findLink(tx, payment.linkId, { lock: true });
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
    });
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
   * pending (with the reason), for the `refunds` job to try again; a refund the provider only
   * accepted (M-PESA's Reversal, a pending PayPal refund) is booked when its result arrives
   * ({@link refundResult}) and not asked for again meanwhile. The provider is asked outside any
   * transaction, and a second attempt after an accepted one changes nothing.
   */
  async refundDuplicate(paymentId: number): Promise<void> {
    const payment = await findPayment(this.db, { id: paymentId });
    if (payment?.status !== 'duplicate') return;
    if (payment.refundRequestedAt && Date.now() - payment.refundRequestedAt.getTime() < REFUND_RESULT_WAIT_MS) return;
    const answer = await this.askRefund(payment).catch((error: unknown): RefundAnswer => ({
      state: 'refused',
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (answer.state === 'accepted') {
      await updatePayment(
        this.db,
        payment.id,
        { refundRequestedAt: new Date(), statusDescription: `${REFUND_PENDING} (sent to the provider)` },
        ['duplicate'],
      );
      return;
    }
    await this.refundResult(
      payment.id,
      answer.state === 'refunded' ? { ok: true } : { ok: false, reason: answer.reason },
    );
  }

  private askRefund(payment: PaymentRow): Promise<RefundAnswer> {
    const reason = `engage post ${payment.linkId} was already paid for`;
    if (!payment.receipt) {
      return Promise.resolve({ state: 'refused', reason: 'the provider has not given its receipt yet' });
    }
    if (payment.provider === 'mpesa') {
      return this.mpesa.reverse({
        receipt: payment.receipt,
        amountCents: payment.amountCents,
        remarks: reason,
        resultUrl: this.urls.reversalResultUrl(payment.id),
        timeoutUrl: this.urls.mpesaTimeoutUrl,
      });
    }
    return this.hosted.refund({
      provider: payment.provider,
      token: payment.token ?? '',
      reference: payment.providerRef,
      captureId: payment.receipt,
      amountCents: payment.originalAmountCents,
      currency: payment.currency,
      reason,
    });
  }

  /**
   * The provider's last word on a duplicate's refund (its answer, a Reversal result or a
   * refund webhook): booked out of `payment_refunds` once, or left for the `refunds` job.
   */
  async refundResult(paymentId: number, outcome: { ok: true } | { ok: false; reason: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await findPayment(tx, { id: paymentId }, { lock: true });
      if (row?.status !== 'duplicate') return;
      if (!outcome.ok) {
        await updatePayment(tx, row.id, {
          refundRequestedAt: null,
          statusDescription: `${REFUND_PENDING} (last try: ${outcome.reason})`,
        });
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
      await updatePayment(tx, row.id, {
        status: 'refunded',
        statusDescription: 'Refunded: the post was already paid for',
      });
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
    for (const id of await duplicatePaymentIds(this.db)) await this.refundDuplicate(id);
  }

  /**
   * A provider refund of a completed payment (the sandbox's refund callback). Only before anyone
   * has engaged with the post: the escrow goes back whole, the platform's fee with it, and a
   * referral reward still inside its 24-hour window is voided (after it, the platform absorbs
   * the reward). The post leaves the feed and waits for payment again.
   */
  async refund(providerRef: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const payment = await findPayment(tx, { providerRef }, { lock: true });
      if (!payment) throw notFound('Payment not found.');
      if (payment.status !== 'completed') throw refused(409, 'Only a completed payment can be refunded.');
      const link = await findLink(tx, payment.linkId, { lock: true });
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
      await updatePayment(tx, payment.id, { status: 'refunded', statusDescription: 'Refunded' });
      await updateLink(tx, link.id, { status: 'pending_payment' });
    });
  }

  /**
   * A verified provider notification (PayPal's webhook), acted on once however often it is
   * delivered: a completed capture funds the post if the return page never came back, a denied
   * one fails the payment, a refund or reversal gives a duplicate back or takes the post out.
   */
  async handleHostedEvent(event: HostedEvent): Promise<'handled' | 'repeat' | 'ignored'> {
    const [fresh] = await this.db
      .insert(providerEvents)
      .values({ provider: 'paypal', eventId: event.eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'repeat';
    const payment = await this.hostedPayment(event);
    if (!payment) return 'ignored';
    switch (event.type) {
      case 'capture_completed':
        if (payment.status === 'pending' || payment.status === 'approved') await this.capture(payment.id, null);
        return 'handled';
      case 'capture_denied':
        await this.close(payment.id, 'failed', 'PayPal declined the payment. Nothing was charged.');
        return 'handled';
      case 'capture_refunded':
      case 'capture_reversed':
        if (payment.status === 'duplicate') await this.refundResult(payment.id, { ok: true });
        else if (payment.status === 'completed') await this.refund(payment.providerRef);
        return 'handled';
    }
  }

  private hostedPayment(event: HostedEvent): Promise<PaymentRow | undefined> {
    return findHostedPayment(this.db, { paymentId: event.paymentId, token: event.token, captureId: event.captureId });
  }

  /**
   * The `reconcile` job: every payment still open `reconcileAfterSeconds` after it began (and
   * not asked about for as long) is settled by asking its provider, so none stays pending
   * because an answer was lost — to our crash, a network fault or a callback never sent.
   * Returns how many were looked at.
   */
  async reconcile(reconcileAfterSeconds: number, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - reconcileAfterSeconds * 1000);
    const open = await paymentsToReconcile(this.db, since, RECONCILE_BATCH);
    for (const payment of open) {
      const neverAccepted = payment.acceptedAt === null;
      // A request the provider may never have seen: closed once a prompt or an approval would
      // have come back by now (an M-PESA prompt expires in about a minute).
      if (neverAccepted && now.getTime() - payment.createdAt.getTime() > 2 * reconcileAfterSeconds * 1000) {
        await this.close(payment.id, 'failed', 'The payment request did not reach the provider. Nothing was charged.');
      } else if (neverAccepted) {
        await updatePayment(this.db, payment.id, { checkedAt: now });
      } else if (payment.provider === 'mpesa') {
        await this.settleConfirmed(payment, await this.askStk(payment));
      } else {
        await this.reconcileHosted(payment, now);
      }
    }
    return open.length;
  }

  private async reconcileHosted(payment: PaymentRow, now: Date): Promise<void> {
    await updatePayment(this.db, payment.id, { checkedAt: now });
    if (payment.status === 'approved') {
      await this.capture(payment.id, null);
      return;
    }
    const status = await this.hosted
      .status({
        provider: payment.provider as HostedProvider,
        token: payment.token ?? '',
        reference: payment.providerRef,
      })
      .catch(() => null);
    if (status?.state === 'completed' || status?.state === 'approved') {
      await this.capture(payment.id, null);
    } else if (status?.state === 'failed') {
      await this.close(payment.id, 'failed', status.reason);
    } else if (now.getTime() - payment.createdAt.getTime() > APPROVAL_WINDOW_MS) {
      await this.close(payment.id, 'cancelled', 'The payment was not approved in time. Nothing was charged.');
    }
  }

  /** Payments of a link still waiting for the provider (tests and support). */
  openPayments(linkId: number): Promise<PaymentRow[]> {
    return openPaymentsOf(this.db, linkId);
  }
}
