/**
 * Money given back: a duplicate payment (a post paid for twice) refunded through its provider
 * and booked out of `payment_refunds`, and a provider's refund of a completed payment.
 */
import type { Db, Executor, Tx } from '../../db/database';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { LedgerError, type Leg, type LedgerService } from '../ledger/ledger.service';
import { amount, kes } from '../ledger/money-text';
import { findLink, updateLink } from '../posting/links-table';
import type { ReferralsService } from '../referrals/referrals.service';
import type { MpesaGateway, RefundAnswer } from '../wallet/mpesa-gateway';
import type { HostedCheckout, ProviderAmount } from './hosted-checkout';
import { duplicatePaymentIds, findPayment, updatePayment, type PaymentRow } from './payments-table';
import { originalOf, sourceOf, REFUND_PENDING, REFUNDS, type CheckoutUrls } from './payment-funding';
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
    private readonly warn: (message: string) => void = (message) => console.warn(`[refunds] ${message}`),
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
    const answer = await this.askRefund(payment).catch((error: unknown): RefundAnswer => {
      const reason = error instanceof Error ? error.message : String(error);
      // Kept on the payment for the next try too; said here so a refund that keeps failing is seen.
      this.warn(
        `duplicate payment ${payment.id} (${payment.provider} ${payment.providerRef}): refund failed: ${reason}`,
      );
      return { state: 'refused', reason };
    });
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
    // Taken from inside engage, it goes back there: booked at once (sourceOf is the balance).
    if (payment.provider === 'balance') return Promise.resolve({ state: 'refunded' });
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
    executor?: Executor,
    matches?: RefundResultIds,
  ): Promise<boolean> {
    const run = (work: (tx: Executor) => Promise<boolean>) => (executor ? work(executor) : this.db.transaction(work));
    return run(async (tx) => {
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
            { account: sourceOf(row), amountCents: row.amountCents },
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
      const legs: Leg[] = [{ account: sourceOf(payment), amountCents: payment.amountCents }];
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

  /**
   * The provider took money back from a completed payment (a PayPal reversal or chargeback, or a
   * refund made on PayPal's site), whenever it happens, booked once per refund in the caller's
   * transaction. The post stops taking engagements; what consumers already earned stays theirs;
   * the rest of the escrow goes back to the provider, and what it does not cover (consumers'
   * earnings, the platform's fee, a referral reward) is booked as the producer's debt. An
   * operator is told. A take-back of a payment that funded nothing is only reported.
   */
  async providerTakeBack(
    tx: Tx,
    paymentId: number,
    takeBack: { refundId?: string; amount?: ProviderAmount; reversal: boolean; eventId: string },
  ): Promise<void> {
    const payment = await findPayment(tx, { id: paymentId }, { lock: true });
    if (!payment) return;
    const what = takeBack.reversal ? 'reversed (a chargeback)' : 'refunded';
    const subject = `payment:${payment.id}`;
    // A duplicate given back (it funded nothing, and its refund is booked): PayPal confirming it.
    if (payment.status === 'refunded' && payment.transferId === null) return;
    // Only the payment that funded the post is booked against it; a later refund of it (status
    // refunded) is another take-back, booked once by its own refund id.
    if (payment.transferId === null || (payment.status !== 'completed' && payment.status !== 'refunded')) {
      await this.alerts.raise(
        {
          kind: 'reversal',
          subject,
          message: `PayPal ${what} ${payment.provider} payment ${payment.providerRef} (capture ${payment.receipt ?? '?'}), which is ${payment.status} here and funded nothing; event ${takeBack.eventId}. Check it in PayPal.`,
        },
        tx,
      );
      return;
    }
    const kesCents = kesOf(payment, takeBack.amount);
    const link = await findLink(tx, payment.linkId, { lock: true });
    if (!link) throw new Error(`payment ${payment.id} has no link`);
    const escrowAccount = { kind: 'producer_escrow', linkId: link.id } as const;
    const escrow = await this.ledger.balance(escrowAccount, tx);
    const fromEscrow = Math.min(escrow, kesCents);
    const shortfall = kesCents - fromEscrow;
    const legs: Leg[] = [{ account: sourceOf(payment), amountCents: kesCents }];
    if (fromEscrow > 0) legs.push({ account: escrowAccount, amountCents: -fromEscrow });
    if (shortfall > 0)
      legs.push({ account: { kind: 'producer_debt', userId: payment.userId }, amountCents: -shortfall });
    const booked = await this.ledger.transfer(
      {
        idempotencyKey: `provider-take-back:${payment.id}:${takeBack.refundId ?? 'whole'}`,
        kind: takeBack.reversal ? 'post_reversal' : 'post_refund',
        memo: `PayPal ${what} ${payment.provider} payment ${payment.providerRef} for link ${link.id}`,
        legs,
        original: takeBack.amount
          ? { currency: takeBack.amount.currency, amountCents: takeBack.amount.cents }
          : originalOf(payment),
      },
      tx,
    );
    if (!booked.created) return;
    await this.referrals.voidForRefund(tx, payment.id);
    await updatePayment(tx, payment.id, {
      status: 'refunded',
      statusDescription: `PayPal ${what} this payment; the post was stopped`,
    });
    // Stopped: no new engagements (tasks take only active posts); what was earned is kept.
    if (link.status === 'active') await updateLink(tx, link.id, { status: 'completed' });
    await this.notifications.create(
      payment.userId,
      {
        title: text('alertPaymentReversedTitle'),
        text: text('alertPaymentReversedText', { amount: amount(kesCents), owed: amount(shortfall) }),
      },
      tx,
    );
    await this.alerts.raise(
      {
        kind: 'reversal',
        subject,
        message: `PayPal ${what} ${payment.provider} payment ${payment.providerRef} (capture ${payment.receipt ?? '?'}, ${kes(kesCents)}) for post ${link.id}; event ${takeBack.eventId}. The post was stopped after ${link.targetsReached} engagements; ${kes(fromEscrow)} came back from its escrow and ${kes(shortfall)} is booked as owed by producer ${payment.userId}.`,
      },
      tx,
    );
  }
}

/**
 * A take-back in KES cents: the provider's amount at the payment's recorded rate (a USD refund of
 * a PayPal payment), never more than was paid; the whole payment when the amount is not stated.
 */
function kesOf(payment: PaymentRow, taken: ProviderAmount | undefined): number {
  if (!taken) return payment.amountCents;
  if (taken.currency === 'KES') return Math.min(taken.cents, payment.amountCents);
  if (taken.currency !== payment.currency || !payment.exchangeRate) return payment.amountCents;
  if (taken.cents >= payment.originalAmountCents) return payment.amountCents;
  return Math.min(payment.amountCents, Math.round(taken.cents * Number(payment.exchangeRate)));
}
