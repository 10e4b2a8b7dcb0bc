/**
 * PayPal and card payments through a hosted approve page: the order, the payer's decision (the
 * sandbox's page), the capture, the provider's webhooks and the reconciliation of open orders.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/database';
import { providerEvents } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { text, type UserText } from '../../i18n/messages';
import { outcomeUnknown } from '../../providers/provider-error';
import {
  newCheckoutReference,
  sandboxPayerId,
  type HostedCheckout,
  type HostedEvent,
  type HostedProvider,
  type ProviderAmount,
} from './hosted-checkout';
import { findHostedPayment, findPayment, insertPayment, updatePayment, type PaymentRow } from './payments-table';
import { ALREADY_PAID_NOT_TAKEN, sourceOf, type CheckoutUrls, type PaymentFunding } from './payment-funding';
import type { LedgerService } from '../ledger/ledger.service';
import { refused } from '../../http/errors';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import type { Refunds } from './refunds';
import type { PostRefunds } from './post-refunds';

/** The US cents a PayPal checkout charges for `kesCents` at `kesPerUsd`, rounded up to the cent. */
export const usdCentsFor = (kesCents: number, kesPerUsd: number) => Math.ceil(kesCents / kesPerUsd - 1e-9);

/** KES cents of a USD amount at a payment's recorded rate. */
export const kesCentsFor = (usdCents: number, kesPerUsd: number) => Math.round(usdCents * kesPerUsd);

/** A PayPal order not approved within this is cancelled (PayPal's approval link lasts about 3 hours). */
const APPROVAL_WINDOW_MS = 3 * 60 * 60 * 1000;

/** A payment whose money the provider holds (or whose lookup fails) this long is an operator's to look at. */
const PENDING_ALERT_MS = 60 * 60 * 1000;

/** What the producer reads on a payment whose capture PayPal holds. */
const heldDescription = (reason: string) =>
  `PayPal is holding this payment (${reason}); the post goes live when PayPal releases it`;

/** Where a problem that must not pass silently is said (the server's log). */
export type CheckoutLog = (message: string) => void;

export class HostedPayments {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly funding: PaymentFunding,
    private readonly refunds: Refunds,
    private readonly hosted: HostedCheckout,
    private readonly urls: CheckoutUrls,
    private readonly alerts: OperatorAlerts,
    /** PAYPAL_KES_PER_USD: prices PayPal checkouts, recorded with each PayPal payment. */
    private readonly kesPerUsd: number,
    /** Our own refunds of posts' unspent budgets, whose webhooks are no take-back. */
    private readonly postRefunds: Pick<PostRefunds, 'paypalRefunded'>,
    private readonly warn: CheckoutLog = (message) => console.warn(`[checkout] ${message}`),
  ) {}

  /** Spec 001 §7 "Checkout, PayPal | {targets_needed, link_id} -> checkout_url" and "Checkout, card | {link_id}". */
  async start(
    userId: number,
    provider: HostedProvider,
    linkId: number,
    targetsNeeded: number | undefined,
    apiBase: string,
  ): Promise<string> {
    const link = await this.funding.payableLink(userId, linkId);
    if (targetsNeeded !== undefined && targetsNeeded !== link.targetsNeeded) {
      throw refused(400, text('paymentTargetsChanged', { targets: link.targetsNeeded }));
    }
    const amountCents = link.producerAmountCents;
    const currency = this.hosted.currency(provider);
    const chargedCents = currency === 'USD' ? usdCentsFor(amountCents, this.kesPerUsd) : amountCents;
    const reference = newCheckoutReference(provider);
    // Written before the provider is asked, so a crash in between leaves a row to settle.
    const payment = await insertPayment(this.db, {
      linkId: link.id,
      userId,
      provider,
      amountCents,
      currency,
      originalAmountCents: chargedCents,
      exchangeRate: currency === 'USD' ? this.kesPerUsd.toFixed(4) : null,
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
      this.warn(
        `payment ${payment.id} (${provider}, reference ${reference}): the order could not be created: ${error instanceof Error ? error.message : String(error)}`,
      );
      // An order the provider may have made waits for a payer who never saw it; reconciliation closes it.
      if (!outcomeUnknown(error)) await this.funding.close(payment.id, 'failed', 'The payment could not be started.');
      if (error instanceof ApiError) throw error;
      throw refused(502, text('paymentNotStarted'));
    }
    await updatePayment(this.db, payment.id, { token: created.token, acceptedAt: new Date() });
    return created.approveUrl;
  }

  /**
   * What a PayPal checkout of the post would charge, shown to the producer before they pay: the
   * post's KES amount, the rate, and the US dollars at that rate (what `start` will charge).
   */
  async paypalPrice(
    userId: number,
    linkId: number,
  ): Promise<{ kesCents: number; usdCents: number; kesPerUsd: number }> {
    const link = await this.funding.payableLink(userId, linkId);
    const kesCents = link.producerAmountCents;
    return { kesCents, usdCents: usdCentsFor(kesCents, this.kesPerUsd), kesPerUsd: this.kesPerUsd };
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
      if (!payment) throw notFound(text('paymentNotFound'));
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
  async execute(userId: number, input: { paymentId: string; payerId: string; token: string }): Promise<UserText> {
    const payment = await findPayment(this.db, { providerRef: input.paymentId });
    if (!payment || payment.userId !== userId || payment.provider === 'mpesa') throw notFound(text('paymentNotFound'));
    if (payment.token !== input.token || (payment.payerId !== null && payment.payerId !== input.payerId)) {
      throw refused(400, text('paymentDetailsMismatch'));
    }
    switch (payment.status) {
      case 'completed':
        return text('paymentAlreadyCompleted');
      case 'pending':
        // The sandbox writes its approval on this row; a real provider is asked by the capture.
        if (this.hosted.approvalOnOurRow) throw refused(400, text('paymentNotApproved'));
        break;
      case 'cancelled':
      case 'failed':
        throw refused(400, text('paymentCancelled'));
      case 'duplicate':
      case 'refunded':
        throw refused(409, text('paymentRefunded'));
      case 'approved':
        break;
    }
    const outcome = await this.capture(payment.id, input.payerId);
    switch (outcome.status) {
      case 'funded':
        return text('paymentSuccessful');
      case 'already funded':
        return text('paymentAlreadyCompleted');
      case 'not taken':
        return text('paymentNotTaken');
      case 'held':
        return text('paymentHeld');
      case 'failed':
        throw refused(400, text('paymentFailedBecause', { reason: outcome.reason ?? '' }));
      case 'unknown':
        throw refused(502, text('paymentUnconfirmed'));
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
    /** Runs in the capture's transaction once its outcome is known (a webhook's event record). */
    settled?: (tx: Tx) => Promise<unknown>,
  ): Promise<{
    status: 'funded' | 'already funded' | 'not taken' | 'held' | 'failed' | 'unknown';
    reason?: string;
  }> {
    return this.db.transaction(async (tx) => {
      const outcome = await this.captureIn(tx, paymentId, payerId);
      if (settled && outcome.status !== 'unknown') await settled(tx);
      return outcome;
    });
  }

  private async captureIn(
    tx: Tx,
    paymentId: number,
    payerId: string | null,
  ): Promise<{
    status: 'funded' | 'already funded' | 'not taken' | 'held' | 'failed' | 'unknown';
    reason?: string;
  }> {
    const payment = await findPayment(tx, { id: paymentId }, { lock: true });
    if (!payment || payment.provider === 'mpesa' || payment.provider === 'balance') {
      throw notFound(text('paymentNotFound'));
    }
    if (payment.status === 'completed') return { status: 'already funded' };
    if (payment.status !== 'pending' && payment.status !== 'approved') return { status: 'failed', reason: 'closed' };
    if (!payment.token) return { status: 'unknown' };
    if (!(await this.funding.lockPayableLink(tx, payment.linkId))) {
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
      const said = error instanceof Error ? error.message : String(error);
      if (outcomeUnknown(error)) {
        this.warn(
          `payment ${payment.id} (${payment.provider} order ${payment.token}): capture unanswered, asked again later: ${said}`,
        );
        return { status: 'unknown' };
      }
      this.warn(`payment ${payment.id} (${payment.provider} order ${payment.token}): capture refused: ${said}`);
      captured = { ok: false as const, reason: said };
    }
    if (captured.held) {
      // The provider took the capture and holds the money: open until it completes or denies it.
      await updatePayment(tx, payment.id, {
        receipt: captured.captureId,
        payerId: payerId ?? payment.payerId,
        statusDescription: heldDescription(captured.reason),
      });
      return { status: 'held', reason: captured.reason };
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
    await this.funding.fund(tx, { ...payment, receipt: captured.captureId }, 'Paid');
    await this.bookFee(tx, payment, captured.fee);
    return { status: 'funded' };
  }

  /**
   * A verified provider notification (PayPal's webhook), acted on once however often it is
   * delivered: a completed capture funds the post whenever it arrives, a denied one fails the
   * payment, a refund or reversal gives a duplicate back or is booked against the post, a dispute
   * is told to an operator. The event id is recorded in the same transaction as what it changed,
   * so an event whose handling failed is handled again when PayPal delivers it again (this route
   * then answers an error, and PayPal retries).
   */
  async handleHostedEvent(event: HostedEvent): Promise<'handled' | 'repeat' | 'ignored'> {
    const [seen] = await this.db
      .select({ eventId: providerEvents.eventId })
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, 'paypal'), eq(providerEvents.eventId, event.eventId)));
    if (seen) return 'repeat';
    const payment = await this.hostedPayment(event);
    if (!payment) {
      this.warn(`PayPal event ${event.eventId} (${event.type}) names no payment of ours; recorded and ignored`);
      return (await this.once(event, async () => undefined)) === 'repeat' ? 'repeat' : 'ignored';
    }
    switch (event.type) {
      case 'capture_completed':
        if (payment.status === 'pending' || payment.status === 'approved') {
          const outcome = await this.capture(payment.id, null, (tx) => this.record(tx, event.eventId));
          if (outcome.status === 'unknown') {
            throw new Error(
              `PayPal event ${event.eventId}: the capture of payment ${payment.id} could not be confirmed yet`,
            );
          }
          return 'handled';
        }
        return this.once(event, async (tx) => {
          if (payment.status === 'cancelled' || payment.status === 'failed')
            await this.lateCompletion(tx, payment.id, event.captureId, event.fee);
        });
      case 'capture_denied':
        return this.once(event, (tx) =>
          this.funding.close(payment.id, 'failed', 'PayPal declined the payment. Nothing was charged.', tx),
        );
      case 'capture_refunded':
      case 'capture_reversed':
        return this.once(event, async (tx) => {
          const current = await findPayment(tx, { id: payment.id }, { lock: true });
          if (current?.status === 'duplicate') {
            await this.refunds.refundResult(payment.id, { ok: true }, tx);
            return;
          }
          const taken = {
            ...(event.refundId === undefined ? {} : { refundId: event.refundId }),
            ...(event.amount === undefined ? {} : { amount: event.amount }),
          };
          // Our own refund of a post's unspent budget is booked as that, never as a take-back.
          if (event.type === 'capture_refunded' && (await this.postRefunds.paypalRefunded(tx, payment.id, taken)))
            return;
          await this.refunds.providerTakeBack(tx, payment.id, {
            reversal: event.type === 'capture_reversed',
            eventId: event.eventId,
            ...taken,
          });
        });
      case 'dispute_created':
      case 'dispute_updated':
      case 'dispute_resolved':
        return this.once(event, (tx) => this.disputeNotice(tx, payment, event));
    }
  }

  /** Records the event id; false when it was recorded before (another delivery handled it). */
  private async record(tx: Executor, eventId: string): Promise<boolean> {
    const [fresh] = await tx
      .insert(providerEvents)
      .values({ provider: 'paypal', eventId })
      .onConflictDoNothing()
      .returning();
    return fresh !== undefined;
  }

  /** Handles the event in one transaction with its record, unless another delivery got there first. */
  private once(event: HostedEvent, handle: (tx: Tx) => Promise<void>): Promise<'handled' | 'repeat'> {
    return this.db.transaction(async (tx) => {
      if (!(await this.record(tx, event.eventId))) return 'repeat';
      await handle(tx);
      return 'handled';
    });
  }

  /**
   * A PayPal dispute of a payment, opened, changed or closed: an operator answers it in PayPal's
   * Resolution Center. The money moves only when PayPal refunds or reverses the capture, which
   * its own event books.
   */
  private async disputeNotice(tx: Tx, payment: PaymentRow, event: HostedEvent): Promise<void> {
    const dispute = event.dispute;
    const stage =
      event.type === 'dispute_created' ? 'opened' : event.type === 'dispute_updated' ? 'changed' : 'resolved';
    const details = [
      dispute?.reason && `reason ${dispute.reason}`,
      dispute?.status && `status ${dispute.status}`,
      dispute?.stage && `stage ${dispute.stage}`,
      dispute?.outcome && `outcome ${dispute.outcome}`,
      event.amount && `${event.amount.cents / 100} ${event.amount.currency}`,
    ]
      .filter(Boolean)
      .join(', ');
    const message = `PayPal dispute ${dispute?.id ?? '?'} ${stage} on ${payment.provider} payment ${payment.providerRef} (capture ${payment.receipt ?? '?'}) for post ${payment.linkId}${details ? `: ${details}` : ''}.`;
    this.warn(message);
    await this.alerts.raise({ kind: 'dispute', subject: `payment:${payment.id}`, message }, tx);
  }

  /**
   * The provider completed a capture for a payment we had closed (failed or cancelled): the money
   * was taken, so it is booked like any payment — it funds the post if the post still waits for
   * payment, or is held for a refund as a duplicate — and an operator is told.
   */
  private async lateCompletion(
    tx: Tx,
    paymentId: number,
    captureId: string | undefined,
    fee: ProviderAmount | undefined,
  ): Promise<void> {
    const payment = await findPayment(tx, { id: paymentId }, { lock: true });
    if (!payment || (payment.status !== 'cancelled' && payment.status !== 'failed')) return;
    const receipt = captureId ?? payment.receipt;
    if (!receipt) throw new Error(`payment ${payment.id}: a completed capture without its id`);
    const funded = await this.funding.fund(
      tx,
      { ...payment, receipt },
      'Paid (PayPal completed the payment after it had been closed)',
    );
    await updatePayment(tx, payment.id, { receipt });
    await this.bookFee(tx, payment, fee);
    await this.alerts.raise(
      {
        kind: 'late_result',
        subject: `payment:${payment.id}`,
        message: `${payment.provider} payment ${payment.providerRef} (order ${payment.token ?? '?'}, capture ${receipt}) was ${payment.status} here, and PayPal has now completed its capture. ${funded ? `It funded post ${payment.linkId}.` : `Post ${payment.linkId} was already paid for: it is booked as a duplicate and refunded.`}`,
      },
      tx,
    );
  }

  /**
   * What the provider kept of a capture (PayPal's `paypal_fee`), booked once as an expense at the
   * payment's recorded rate, so the provider's account in the ledger shows what it settles to us.
   * A capture that states no fee is logged: the ledger then differs from the settlement by it.
   */
  private async bookFee(tx: Tx, payment: PaymentRow, fee: ProviderAmount | undefined): Promise<void> {
    if (payment.provider === 'mpesa') return;
    const rate = Number(payment.exchangeRate);
    const kesCents =
      fee === undefined
        ? undefined
        : fee.currency === 'KES'
          ? fee.cents
          : fee.currency === payment.currency && rate > 0
            ? kesCentsFor(fee.cents, rate)
            : undefined;
    if (kesCents === undefined) {
      this.warn(
        `payment ${payment.id} (${payment.provider} capture ${payment.receipt ?? '?'}): the provider's fee ${fee ? `${fee.cents} ${fee.currency}` : 'was not stated'} is not booked`,
      );
      return;
    }
    if (kesCents === 0) return;
    await this.ledger.transfer(
      {
        idempotencyKey: `provider-fee:${payment.id}`,
        kind: 'provider_fee',
        memo: `${payment.provider} fee on payment ${payment.providerRef}`,
        legs: [
          { account: sourceOf(payment), amountCents: kesCents },
          { account: { kind: 'provider_fees' }, amountCents: -kesCents },
        ],
        original: { currency: fee?.currency ?? payment.currency, amountCents: fee?.cents ?? 0 },
      },
      tx,
    );
  }

  private hostedPayment(event: HostedEvent): Promise<PaymentRow | undefined> {
    return findHostedPayment(this.db, { paymentId: event.paymentId, token: event.token, captureId: event.captureId });
  }

  /** One open PayPal or card payment for the `reconcile` job: capture, close or wait. */
  async reconcile(payment: PaymentRow, now: Date): Promise<void> {
    await updatePayment(this.db, payment.id, { checkedAt: now });
    if (payment.status === 'approved') {
      await this.capture(payment.id, null);
      return;
    }
    let status;
    try {
      status = await this.hosted.status({
        provider: payment.provider as HostedProvider,
        token: payment.token ?? '',
        reference: payment.providerRef,
      });
    } catch (error) {
      // No answer is no news: the payment stays open (it may have been paid) and is asked about again.
      this.warn(
        `payment ${payment.id} (${payment.provider} order ${payment.token}): lookup failed, asked again later: ${error instanceof Error ? error.message : String(error)}`,
      );
      await this.alertIfLong(payment, now, 'PayPal has not answered lookups');
      return;
    }
    if (status.state === 'completed' || status.state === 'approved') {
      const outcome = await this.capture(payment.id, null);
      if (outcome.status === 'held' || outcome.status === 'unknown')
        await this.alertIfLong(payment, now, outcome.reason ?? 'no final answer from PayPal');
    } else if (status.state === 'held') {
      await updatePayment(
        this.db,
        payment.id,
        { receipt: status.captureId, statusDescription: heldDescription(status.reason) },
        ['pending', 'approved'],
      );
      await this.alertIfLong(payment, now, `PayPal is holding the capture ${status.captureId} (${status.reason})`);
    } else if (status.state === 'failed') {
      await this.funding.close(payment.id, 'failed', status.reason);
    } else if (now.getTime() - payment.createdAt.getTime() > APPROVAL_WINDOW_MS) {
      // PayPal says the payer never approved the order: nothing was taken.
      await this.funding.close(payment.id, 'cancelled', 'The payment was not approved in time. Nothing was charged.');
    }
  }

  /** Raises `payment_pending` for a payment with no final answer over an hour after it began. */
  private async alertIfLong(payment: PaymentRow, now: Date, why: string): Promise<void> {
    if (now.getTime() - payment.createdAt.getTime() <= PENDING_ALERT_MS) return;
    await this.alerts.raise({
      kind: 'payment_pending',
      subject: `payment:${payment.id}`,
      message: `${payment.provider} payment ${payment.providerRef} (order ${payment.token ?? '?'}, ${payment.originalAmountCents / 100} ${payment.currency}) for post ${payment.linkId} has no final answer since ${payment.createdAt.toISOString()}: ${why}.`,
    });
  }
}
