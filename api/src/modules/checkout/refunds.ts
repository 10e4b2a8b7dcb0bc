/**
 * Money given back: a duplicate payment (a post paid for twice) refunded through its provider
 * and booked out of `payment_refunds`, and a provider's refund of a completed payment.
 */
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { LedgerError, type Leg, type LedgerService } from '../ledger/ledger.service';
import { amount, kes } from '../ledger/money-text';
import { findLink, updateLink } from '../posting/links-table';
import type { ReferralsService } from '../referrals/referrals.service';
import type { MpesaGateway, RefundAnswer } from '../wallet/mpesa-gateway';
import type { HostedCheckout } from './hosted-checkout';
import { duplicatePaymentIds, findPayment, updatePayment, type PaymentRow } from './payments-table';
import { EXTERNAL, originalOf, REFUND_PENDING, REFUNDS, type CheckoutUrls } from './payment-funding';
import { refused } from '../../http/errors';

/** How long an accepted refund waits for its result before it is asked for again. */
const REFUND_RESULT_WAIT_MS = 60 * 60 * 1000;

/** How long a duplicate's money may wait for its refund before an operator is told. */
const REFUND_STUCK_AFTER_MS = 60 * 60 * 1000;

/** What a refund result says of the request it answers, to match against the one we made. */
export interface RefundResultIds {
  /** The provider's id for the request (Reversal's OriginatorConversationID). */
  reference: string;
  amountCents?: number;
  /** The receipt of the payment given back (Reversal's OriginalTransactionID). */
  receipt?: string;
}

export class Refunds {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly referrals: ReferralsService,
    private readonly notifications: NotificationsService,
    private readonly hosted: HostedCheckout,
    private readonly mpesa: MpesaGateway,
    private readonly urls: CheckoutUrls,
    private readonly alerts: OperatorAlerts,
  ) {}

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
        {
          refundRequestedAt: new Date(),
          refundRef: answer.reference ?? null,
          statusDescription: `${REFUND_PENDING} (sent to the provider)`,
        },
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
   *
   * A result that arrives at a callback URL (M-PESA's Reversal result, unsigned) is believed
   * only when it `matches` the request we made: its id is the one the provider gave our request,
   * and an amount or original receipt it names are the payment's. Anything else is not the
   * result of our request and changes nothing (answers false).
   */
  async refundResult(
    paymentId: number,
    outcome: { ok: true } | { ok: false; reason: string },
    matches?: RefundResultIds,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await findPayment(tx, { id: paymentId }, { lock: true });
      if (row?.status !== 'duplicate') return true;
      if (matches) {
        const ours =
          row.refundRef !== null &&
          matches.reference === row.refundRef &&
          (matches.amountCents === undefined || matches.amountCents === row.amountCents) &&
          (matches.receipt === undefined || matches.receipt === row.receipt);
        if (!ours) return false;
      }
      if (!outcome.ok) {
        await updatePayment(tx, row.id, {
          refundRequestedAt: null,
          statusDescription: `${REFUND_PENDING} (last try: ${outcome.reason})`,
          refundRef: null,
        });
        // The duplicate's completedAt is when its money was taken twice.
        const takenAt = row.completedAt ?? row.createdAt;
        if (Date.now() - takenAt.getTime() > REFUND_STUCK_AFTER_MS) {
          await this.alerts.raise(
            {
              kind: 'refund_stuck',
              subject: `payment:${row.id}`,
              message: `The refund of ${row.provider} payment ${row.providerRef} (receipt ${row.receipt ?? 'none'}, ${kes(row.amountCents)}) for post ${row.linkId} has not gone through since ${takenAt.toISOString()}. Last answer: ${outcome.reason}`,
            },
            tx,
          );
        }
        return true;
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
          title: text('alertPaymentRefundedTitle'),
          text: text('alertPaymentRefundedText', { amount: amount(row.amountCents) }),
        },
        tx,
      );
      return true;
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
      if (!payment) throw notFound(text('paymentNotFound'));
      if (payment.status !== 'completed') throw refused(409, text('refundOnlyCompleted'));
      const link = await findLink(tx, payment.linkId, { lock: true });
      if (!link || link.targetsReached > 0) throw refused(409, text('refundEngaged'));
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
          throw refused(409, text('refundNotCovered'));
        throw error;
      }
      await updatePayment(tx, payment.id, { status: 'refunded', statusDescription: 'Refunded' });
      await updateLink(tx, link.id, { status: 'pending_payment' });
    });
  }
}
