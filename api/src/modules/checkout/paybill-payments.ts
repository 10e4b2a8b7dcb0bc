/**
 * Payments made to our paybill by hand (M-PESA C2B), as payers do when the STK prompt never
 * reaches their phone (result 1037). The account number they type is the post's reference,
 * `LINK<post id>` — the AccountReference our STK push sends, which the payer is shown with the
 * paybill number when a prompt cannot reach them.
 *
 * - Validation (when Safaricom has External Validation on for the paybill): a payment is
 *   accepted only for our paybill, a post that still waits for payment, and its exact price;
 *   otherwise it is rejected with the Register URL page's codes, so the payer keeps the money
 *   and reads why on their phone.
 * - Confirmation (the money has moved): booked once per M-PESA receipt (TransID). A match funds
 *   the post; a match whose post was paid meanwhile is booked as a duplicate and reversed; any
 *   other payment (unknown reference, wrong amount) raises `paybill_unmatched` for an operator,
 *   who funds or refunds it from the M-PESA portal.
 */
import type { Db } from '../../db/database';
import { kes } from '../ledger/money-text';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { findLink } from '../posting/links-table';
import type { PaybillNotice } from '../wallet/mpesa-gateway';
import { findPayment, insertPayment, lockProviderRef } from './payments-table';
import type { PaymentFunding } from './payment-funding';
import type { Refunds } from './refunds';

/** What our validation URL answers: the Register URL page's ResultCode and ResultDesc. */
export interface PaybillValidation {
  ResultCode: '0' | 'C2B00012' | 'C2B00013' | 'C2B00015';
  ResultDesc: 'Accepted' | 'Rejected';
}

const ACCEPT: PaybillValidation = { ResultCode: '0', ResultDesc: 'Accepted' };
const reject = (code: Exclude<PaybillValidation['ResultCode'], '0'>): PaybillValidation => ({
  ResultCode: code,
  ResultDesc: 'Rejected',
});

/** A post's reference: the STK AccountReference, and the account number to pay the paybill by hand. */
export const paybillReference = (linkId: number) => `LINK${linkId}`;

/** The post a paybill account number names: `LINK42`, in any case, spaces around it ignored. */
export function postOfReference(reference: string): number | undefined {
  const match = /^LINK(\d{1,15})$/i.exec(reference.trim());
  return match ? Number(match[1]) : undefined;
}

export class PaybillPayments {
  constructor(
    private readonly db: Db,
    private readonly funding: PaymentFunding,
    private readonly refunds: Refunds,
    private readonly alerts: OperatorAlerts,
    /** Our paybill (DARAJA_SHORTCODE); undefined when M-PESA is not Daraja. */
    private readonly paybill: string | undefined,
  ) {}

  async validate(notice: PaybillNotice): Promise<PaybillValidation> {
    if (notice.shortcode !== this.paybill) return reject('C2B00015');
    const linkId = postOfReference(notice.reference);
    const link = linkId === undefined ? undefined : await findLink(this.db, linkId);
    if (!link || (link.status !== 'draft' && link.status !== 'pending_payment')) return reject('C2B00012');
    if (notice.amountCents !== link.producerAmountCents) return reject('C2B00013');
    return ACCEPT;
  }

  async confirm(notice: PaybillNotice): Promise<'funded' | 'duplicate' | 'repeat' | 'unmatched'> {
    const outcome = await this.db.transaction(
      async (
        tx,
      ): Promise<{ status: 'funded' | 'repeat' | 'unmatched' } | { status: 'duplicate'; paymentId: number }> => {
        await lockProviderRef(tx, notice.transId);
        if (await findPayment(tx, { providerRef: notice.transId, provider: 'mpesa' })) return { status: 'repeat' };
        const linkId = postOfReference(notice.reference);
        const link = linkId === undefined ? undefined : await findLink(tx, linkId);
        if (notice.shortcode !== this.paybill || !link || notice.amountCents !== link.producerAmountCents) {
          const raised = await this.alerts.raise(
            {
              kind: 'paybill_unmatched',
              subject: `paybill:${notice.transId}`,
              message: `M-PESA receipt ${notice.transId}: ${kes(notice.amountCents)} paid to shortcode ${notice.shortcode} by ${notice.msisdn || 'an unknown phone'} with account number "${notice.reference}", which ${link ? `is post ${link.id}, priced ${kes(link.producerAmountCents)}` : 'names no post'}. Nothing was booked.`,
            },
            tx,
          );
          return { status: raised ? 'unmatched' : 'repeat' };
        }
        const payment = await insertPayment(tx, {
          linkId: link.id,
          userId: link.producerId,
          provider: 'mpesa',
          amountCents: notice.amountCents,
          currency: 'KES',
          originalAmountCents: notice.amountCents,
          providerRef: notice.transId,
          receipt: notice.transId,
          acceptedAt: new Date(),
          statusDescription: 'Paid to the paybill',
        });
        const funded = await this.funding.fund(tx, payment, `M-PESA paybill receipt ${notice.transId}`);
        return funded ? { status: 'funded' } : { status: 'duplicate', paymentId: payment.id };
      },
    );
    if (outcome.status === 'duplicate') await this.refunds.refundDuplicate(outcome.paymentId);
    return outcome.status;
  }
}
