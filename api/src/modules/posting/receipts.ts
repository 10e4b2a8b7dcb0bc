/**
 * A producer's receipts: of a completed payment for a post, and of a closed post's unspent
 * budget given back to their engage balance. Only the owner reads one; anyone else's is answered
 * as unknown. The words are written in the reader's language (the request's); receipt-pdf.ts
 * lays the same receipt out as a PDF.
 *
 * The payment is read through payments-table.ts, the returns' transfers through the ledger
 * (each keyed `post-return:<link>:…`, post-life.ts), the producer through users-table.ts.
 */
import type { Receipt } from '@engage/shared/contract/post-report';
import type { Language } from '@engage/shared/i18n/language';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { text, written } from '../../i18n/messages';
import { findUser } from '../accounts/users-table';
import { findPayment } from '../checkout/payments-table';
import { refundedTo, refundsOfLink } from '../checkout/post-refunds-table';
import type { LedgerService } from '../ledger/ledger.service';
import { findLink } from './links-table';

export class Receipts {
  constructor(
    private readonly db: Db,
    private readonly ledger: Pick<LedgerService, 'transfersKeyed'>,
  ) {}

  /** The receipt of the user's completed payment. */
  async payment(userId: number, paymentId: number, language: Language): Promise<Receipt> {
    const payment = await findPayment(this.db, { id: paymentId });
    if (!payment || payment.userId !== userId || payment.status !== 'completed')
      throw notFound(text('receiptNotFound'));
    const [producer, link] = await Promise.all([findUser(this.db, userId), findLink(this.db, payment.linkId)]);
    if (!producer || !link) throw notFound(text('receiptNotFound'));
    return {
      kind: 'payment',
      id: payment.id,
      description: written(text('receiptPaymentDescription'), language),
      producer: { username: producer.username, email: producer.email },
      post: { link_id: link.id, title: link.postTitle, link_url: link.linkUrl },
      date: (payment.completedAt ?? payment.createdAt).toISOString(),
      amount: payment.amountCents / 100,
      currency: 'KES',
      provider: payment.provider,
      reference: payment.providerRef,
      receipt: payment.receipt,
    };
  }

  /** The receipt of what the user's closed post gave back (every return, as one). */
  async returned(userId: number, linkId: number, language: Language): Promise<Receipt> {
    const link = await findLink(this.db, linkId);
    if (!link || link.producerId !== userId || link.returnedCents <= 0) throw notFound(text('receiptNotFound'));
    const producer = await findUser(this.db, userId);
    const transfers = await this.ledger.transfersKeyed(`post-return:${linkId}:`);
    const last = transfers.at(-1);
    if (!producer || !last) throw notFound(text('receiptNotFound'));
    // Refunded through the provider: the receipt names it and its references.
    const refunded = (await refundsOfLink(this.db, linkId)).filter((row) => row.status === 'refunded');
    const first = refunded[0];
    if (first) {
      return {
        kind: 'return',
        id: link.id,
        description: written(text('receiptRefundDescription', { to: refundedTo(first) }), language),
        producer: { username: producer.username, email: producer.email },
        post: { link_id: link.id, title: link.postTitle, link_url: link.linkUrl },
        date: (refunded.at(-1)?.settledAt ?? last.createdAt).toISOString(),
        amount: link.returnedCents / 100,
        currency: 'KES',
        provider: first.provider,
        reference: refunded.map((row) => row.requestId).join(', '),
        receipt:
          refunded
            .map((row) => row.receipt ?? '')
            .filter((receipt) => receipt !== '')
            .join(', ') || null,
      };
    }
    return {
      kind: 'return',
      id: link.id,
      description: written(text('receiptReturnDescription'), language),
      producer: { username: producer.username, email: producer.email },
      post: { link_id: link.id, title: link.postTitle, link_url: link.linkUrl },
      date: last.createdAt.toISOString(),
      amount: link.returnedCents / 100,
      currency: 'KES',
      provider: null,
      reference: transfers.map((transfer) => String(transfer.transferId)).join(', '),
      receipt: null,
    };
  }
}
