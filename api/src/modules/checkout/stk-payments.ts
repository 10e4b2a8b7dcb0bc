/**
 * M-PESA payments through an STK push: the prompt, the callback (trusted only as far as
 * M-PESA's own STK Push Query agrees) and the settlement of each payment once.
 *
 * A payment is never closed as "nothing was charged" unless M-PESA said so. One whose prompt
 * may have gone out without our learning its CheckoutRequestID (our request timed out, or we
 * crashed) cannot be asked about with STK Push Query, which needs that id; reconciliation closes
 * it as unconfirmed, and a paid result that comes later, confirmed by the query, still funds the
 * post (or, when the post was paid meanwhile, is refunded), and an operator is told.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { NotificationsService } from '../alerts/alerts.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { amount, kes } from '../ledger/money-text';
import { outcomeUnknown } from '../../providers/provider-error';
import { stkFailure } from '../wallet/mpesa-messages';
import type { MpesaGateway, StkResult, StkStatus } from '../wallet/mpesa-gateway';
import { findPayment, findUnnamedStk, insertPayment, nameStk, updatePayment, type PaymentRow } from './payments-table';
import { errorText, type CheckoutUrls, type MoneyLog, type PaymentFunding } from './payment-funding';
import { refused } from '../../http/errors';
import { text, written, type UserText } from '../../i18n/messages';
import type { Refunds } from './refunds';
import { paybillReference } from './paybill-payments';

/** An STK payment with no final answer this long after it began is an operator's to look at. */
const PENDING_ALERT_AFTER_MS = 60 * 60 * 1000;

/**
 * Why a payment whose prompt may have gone out was closed: M-PESA never named the request to us,
 * so we cannot say whether it was paid. Never "nothing was charged".
 */
export const STK_UNCONFIRMED =
  'M-PESA did not confirm this payment request. If you were charged, the payment will still fund the post or be refunded.';

/** Closed without money moving: a paid result that comes later is still honoured. */
const CLOSED_UNPAID: readonly PaymentRow['status'][] = ['failed', 'cancelled'];

export class StkPayments {
  constructor(
    private readonly db: Db,
    private readonly funding: PaymentFunding,
    private readonly refunds: Refunds,
    private readonly notifications: NotificationsService,
    private readonly mpesa: MpesaGateway,
    private readonly urls: CheckoutUrls,
    private readonly alerts: OperatorAlerts,
    private readonly log: MoneyLog,
    /** The paybill that takes payments by hand (C2B), offered when a prompt cannot reach the phone. */
    private readonly paybill: string | undefined,
  ) {}

  /** Spec 001 §7 "Checkout, M-pesa | {phone as 254 plus digits, link_id} -> message". */
  async start(userId: number, linkId: number, phone: string): Promise<UserText> {
    const link = await this.funding.payableLink(userId, linkId);
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
        reference: paybillReference(link.id),
        description: `engage post ${link.id}`,
        callbackUrl: this.urls.stkCallbackUrl,
      });
    } catch (error) {
      // A prompt that may have gone out stays open: its callback is matched by phone and
      // amount, and reconciliation closes it otherwise.
      const unknown = outcomeUnknown(error);
      this.log(
        { paymentId: payment.id, linkId: link.id, outcomeUnknown: unknown, err: errorText(error) },
        'M-PESA STK push failed',
      );
      if (!unknown) await this.funding.close(payment.id, 'failed', 'M-PESA did not accept the request.');
      throw refused(502, text('paymentTryLater'));
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
    return text('enterMpesaPin', { phone, amount: amount(link.producerAmountCents) });
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
   * The payment a result is about: by its CheckoutRequestID, or (a prompt sent just before a
   * crash or a timeout, whose id we never wrote down) the oldest unconfirmed payment of that
   * phone and amount, open ones first, which then takes the id. A payment closed without money
   * moving is still found: a paid result for it is honoured.
   */
  private async stkPayment(result: StkResult): Promise<PaymentRow | undefined> {
    const known = await findPayment(this.db, { providerRef: result.checkoutRequestId, provider: 'mpesa' });
    if (known) return known.status === 'pending' || CLOSED_UNPAID.includes(known.status) ? known : undefined;
    if (result.phone === undefined || result.amountCents === undefined) return undefined;
    const unnamed =
      (await findUnnamedStk(this.db, result.phone, result.amountCents)) ??
      (result.resultCode === 0
        ? await findUnnamedStk(this.db, result.phone, result.amountCents, CLOSED_UNPAID)
        : undefined);
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
    } catch (error) {
      // Not an answer: the payment stays open and is asked about again; the log says why.
      this.log(
        { paymentId: payment.id, checkoutRequestId: payment.providerRef, err: errorText(error) },
        'M-PESA STK Push Query failed',
      );
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
      return this.settleStk(
        payment.id,
        { checkoutRequestId: payment.providerRef, resultCode: 0, resultDesc: 'Confirmed by M-PESA', receipt },
        { confirmed: true },
      );
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

  /**
   * Settles a pending M-PESA payment on a result taken as true, once. A payment already closed
   * without money moving is funded only on a paid result M-PESA's own query `confirmed`: a bare
   * callback contradicting an earlier one changes nothing.
   */
  private async settleStk(
    paymentId: number,
    result: StkResult,
    { confirmed }: { confirmed: boolean } = { confirmed: false },
  ): Promise<'funded' | 'duplicate' | 'closed' | 'ignored'> {
    const outcome = await this.db.transaction(
      async (tx): Promise<{ status: 'duplicate'; paymentId: number } | { status: 'funded' | 'closed' | 'ignored' }> => {
        const payment = await findPayment(tx, { id: paymentId }, { lock: true });
        if (!payment) return { status: 'ignored' };
        // A closed payment is reopened only by a paid result; a failure for it changes nothing.
        const late = CLOSED_UNPAID.includes(payment.status);
        if (payment.status !== 'pending' && !(late && confirmed && result.resultCode === 0)) {
          return { status: 'ignored' };
        }
        if (result.resultCode !== 0) {
          // 1037: the prompt never reached the phone. Paying the paybill by hand still works.
          const reason =
            result.resultCode === 1037 && this.paybill
              ? text('stkNoAnswerPayByHand', {
                  paybill: this.paybill,
                  reference: paybillReference(payment.linkId),
                  amount: amount(payment.amountCents),
                })
              : stkFailure(result.resultCode, result.resultDesc);
          await updatePayment(tx, payment.id, {
            status: result.resultCode === 1032 ? 'cancelled' : 'failed',
            // The payment's record keeps the English; the alert is written in its reader's language.
            statusDescription: written(reason, 'en'),
            completedAt: new Date(),
          });
          await this.notifications.create(
            payment.userId,
            { title: text('alertPaymentFailedTitle'), text: text('alertPaymentFailedText', { reason }) },
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
        const funded = await this.funding.fund(
          tx,
          { ...payment, receipt: receipt ?? null },
          receipt ? `M-PESA receipt ${receipt}` : 'Paid',
        );
        if (late) {
          await this.alerts.raise(
            {
              kind: 'late_result',
              subject: `payment:${payment.id}`,
              message: `M-PESA confirmed payment ${payment.id} (receipt ${receipt ?? 'unknown'}, ${kes(payment.amountCents)}, CheckoutRequestID ${payment.providerRef}) after it had been closed as "${payment.statusDescription ?? payment.status}". ${funded ? `It funded post ${payment.linkId}.` : `Post ${payment.linkId} was already paid for, so it is being refunded.`}`,
            },
            tx,
          );
        }
        return funded ? { status: 'funded' } : { status: 'duplicate', paymentId: payment.id };
      },
    );
    if (outcome.status === 'duplicate') await this.refunds.refundDuplicate(outcome.paymentId);
    return outcome.status;
  }

  /**
   * One open M-PESA payment for the `reconcile` job: settled on M-PESA's own answer (STK Push
   * Query). One M-PESA never named to us cannot be asked about: it is closed as unconfirmed once
   * its prompt would have been answered (twice `reconcileAfterSeconds`), and a paid result that
   * comes later still funds the post. One still open after an hour tells an operator.
   */
  async reconcile(payment: PaymentRow, reconcileAfterSeconds: number, now: Date): Promise<void> {
    if (payment.acceptedAt === null) {
      if (now.getTime() - payment.createdAt.getTime() > 2 * reconcileAfterSeconds * 1000) {
        await this.funding.close(payment.id, 'failed', STK_UNCONFIRMED);
      } else {
        await updatePayment(this.db, payment.id, { checkedAt: now });
      }
      return;
    }
    await this.settleConfirmed(payment, await this.askStk(payment));
    if (now.getTime() - payment.createdAt.getTime() <= PENDING_ALERT_AFTER_MS) return;
    const still = await findPayment(this.db, { id: payment.id });
    if (still?.status !== 'pending') return;
    await this.alerts.raise({
      kind: 'payment_pending',
      subject: `payment:${payment.id}`,
      message: `M-PESA payment ${payment.id} (${kes(payment.amountCents)} from ${payment.phone ?? 'unknown phone'}, CheckoutRequestID ${payment.providerRef}${payment.receipt ? `, receipt ${payment.receipt}` : ''}) for post ${payment.linkId} has had no final answer since ${payment.createdAt.toISOString()}: ${still.statusDescription ?? 'no answer'}.`,
    });
  }
}
