/**
 * A closed post's unspent budget given back through the provider that took the payment, when its
 * producer chose so (`links.return_to`). post-life.ts moves it from the escrow into the post's
 * `refund_hold` (neither spendable nor withdrawable) and writes the `post_refunds` row in the same
 * transaction; this module asks the provider and books its answer:
 *
 * - M-PESA: a B2C payment to the number that paid. Daraja's Reversal gives back only a whole
 *   transaction, and the unspent part of a budget rarely is one, so every return is a B2C
 *   BusinessPayment (one way for a whole or a partial return). Its OriginatorConversationID is
 *   the row's `request_id`: Daraja refuses a repeat of it, so a retry cannot pay twice.
 * - PayPal and card (captured by PayPal): a partial refund of the capture in its own currency,
 *   with the row's `request_id` as PayPal-Request-Id, so asking again answers the first refund
 *   instead of making a second one. Its webhook is booked here, never taken for a take-back.
 *
 * Paid: the hold leaves the books to the provider's account, once (keyed by the row). Refused or
 * failed: the hold goes to the producer's engage balance instead, and they are told. The row is
 * marked `asked` before the provider is called, so a crash in between leaves a row the
 * `post refunds` job picks up: sent again under the same request id (which the provider refuses,
 * or answers with the first refund, if it had it), then asked about (M-PESA's Transaction
 * Status, PayPal's refund by its id), never paid twice. A return still open after
 * REFUND_STUCK_AFTER_MS raises `refund_stuck`.
 */
import type { Db, Executor, Tx } from '../../db/database';
import { text } from '../../i18n/messages';
import { outcomeUnknown, ProviderError } from '../../providers/provider-error';
import type { NotificationsService } from '../alerts/alerts.service';
import { flagCardReturn } from '../farms/flag-account';
import type { LedgerService } from '../ledger/ledger.service';
import { amount, kes } from '../ledger/money-text';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { findLink } from '../posting/links-table';
import { DUPLICATE_PAYOUT, type B2cResult, type MpesaGateway, type RefundAnswer } from '../wallet/mpesa-gateway';
import type { HostedCheckout, ProviderAmount } from './hosted-checkout';
import { findPayment } from './payments-table';
import { sourceOf } from './payment-funding';
import {
  findPostRefund,
  refundsDue,
  refundsOfLink,
  refundedTo,
  refundsOfPayment,
  updatePostRefund,
  type PostRefundRow,
} from './post-refunds-table';

/** How long an asked return waits for its result before the provider is asked about it. */
export const REFUND_RESULT_WAIT_MS = 10 * 60 * 1000;
/** How long a return may stay open before an operator is told. */
export const REFUND_STUCK_AFTER_MS = 60 * 60 * 1000;
/** Returns one job run looks at; the next run takes the rest. */
const BATCH = 50;
/** A Transaction Status result can arrive before its query's id is stored: it waits this many times this long. */
const STATUS_QUERY_WAITS = 10;
const STATUS_QUERY_WAIT_MS = 200;

export interface PostRefundUrls {
  /** Daraja's B2C ResultURL (the wallet's B2C result route) and its queue timeout. */
  b2cResultUrl: string;
  timeoutUrl: string;
  /** Where a Transaction Status result about return `id` goes. */
  statusResultUrl: (id: number) => string;
}

type Outcome = { ok: true; receipt?: string } | { ok: false; reason: string };

export class PostRefunds {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly alerts: OperatorAlerts,
    private readonly mpesa: MpesaGateway,
    private readonly hosted: HostedCheckout,
    private readonly urls: PostRefundUrls,
    private readonly warn: (message: string) => void = (message) => console.warn(`[post refunds] ${message}`),
  ) {}

  /** The `post refunds` job: sends waiting returns, asks about those with no result yet, raises stuck ones. */
  async run(now = new Date()): Promise<void> {
    const due = await refundsDue(this.db, new Date(now.getTime() - REFUND_RESULT_WAIT_MS), BATCH);
    for (const row of due) {
      await this.advance(row.id, now).catch((error: unknown) =>
        this.warn(`return ${row.id} of post ${row.linkId}: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }

  /** Sends a post's waiting returns now (after a cancel), rather than on the job's next run. */
  async sendWaitingOf(linkId: number): Promise<void> {
    for (const row of await refundsOfLink(this.db, linkId)) {
      if (row.status === 'waiting') await this.advance(row.id, new Date());
    }
  }

  private async advance(id: number, now: Date): Promise<void> {
    const row = await findPostRefund(this.db, { id });
    if (!row) return;
    if (row.status === 'waiting') await this.send(row);
    else if (row.status === 'asked') await this.chase(row);
    const after = await findPostRefund(this.db, { id });
    if (
      after &&
      (after.status === 'waiting' || after.status === 'asked') &&
      !after.alertedAt &&
      now.getTime() - after.createdAt.getTime() > REFUND_STUCK_AFTER_MS
    ) {
      await this.db.transaction(async (tx) => {
        await this.alerts.raise(
          {
            kind: 'refund_stuck',
            subject: `post-refund:${after.id}`,
            message: `The return of ${kes(after.amountCents)} from post ${after.linkId} to producer ${after.userId} through ${refundedTo(after)} (request ${after.requestId}) has had no final answer since ${after.createdAt.toISOString()}. The money stays held; engage keeps asking. Last answer: ${after.lastAnswer || 'none'}`,
          },
          tx,
        );
        await updatePostRefund(tx, after.id, { alertedAt: now });
      });
    }
  }

  /** Marks the return asked (committed before the provider hears of it), then asks. */
  private async send(waiting: PostRefundRow): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      const locked = await findPostRefund(tx, { id: waiting.id }, { lock: true });
      if (locked?.status !== 'waiting') return undefined;
      return updatePostRefund(tx, locked.id, { status: 'asked', askedAt: new Date(), attempts: locked.attempts + 1 });
    });
    if (!row) return;
    if (row.provider === 'mpesa') await this.sendB2c(row);
    else await this.askPaypal(row);
  }

  /**
   * Sends the B2C. 'sent': M-PESA took it (its result comes to the callback); 'taken': it had
   * this OriginatorConversationID already (a retry after a crash); 'unknown': no usable answer;
   * 'refused': not taken, and the hold went to the balance.
   */
  private async sendB2c(row: PostRefundRow): Promise<'sent' | 'taken' | 'unknown' | 'refused'> {
    try {
      const { conversationId } = await this.mpesa.b2c({
        originatorConversationId: row.requestId,
        phone: row.phone ?? '',
        amountCents: row.amountCents,
        remarks: `engage refund of post ${row.linkId}`,
        resultUrl: this.urls.b2cResultUrl,
        timeoutUrl: this.urls.timeoutUrl,
      });
      await updatePostRefund(this.db, row.id, { providerRef: conversationId, lastAnswer: 'Sent to M-PESA' });
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Already taken, or no answer: M-PESA is asked about it, never paid twice.
      const taken = error instanceof ProviderError && error.code === DUPLICATE_PAYOUT;
      if (taken || outcomeUnknown(error)) {
        await updatePostRefund(this.db, row.id, { lastAnswer: reason });
        return taken ? 'taken' : 'unknown';
      }
      await this.settle(row.id, { ok: false, reason });
      return 'refused';
    }
  }

  /** Asks PayPal to refund; asked again with the same PayPal-Request-Id, it answers the first refund. */
  private async askPaypal(row: PostRefundRow): Promise<void> {
    const payment = await findPayment(this.db, { id: row.paymentId });
    if (!payment?.receipt || row.provider === 'mpesa') {
      await this.settle(row.id, { ok: false, reason: 'the payment has no capture to refund' });
      return;
    }
    let answer: RefundAnswer;
    try {
      answer = await this.hosted.refund({
        provider: row.provider,
        token: payment.token ?? '',
        reference: row.requestId,
        captureId: payment.receipt,
        amountCents: row.providerAmountCents,
        currency: row.currency,
        reason: `Unspent budget of your engage post ${row.linkId}`,
      });
    } catch (error) {
      // No usable answer: the refund may exist; the next run asks again under the same request id.
      await updatePostRefund(this.db, row.id, { lastAnswer: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (answer.state === 'refunded') {
      await this.settle(row.id, { ok: true, ...(answer.reference ? { receipt: answer.reference } : {}) });
    } else if (answer.state === 'accepted') {
      await updatePostRefund(this.db, row.id, {
        providerRef: answer.reference ?? row.providerRef,
        askedAt: new Date(),
        lastAnswer: 'PayPal is processing the refund',
      });
    } else {
      await this.settle(row.id, { ok: false, reason: answer.reason });
    }
  }

  /** PayPal's refund by its id: booked when completed, to the balance when it failed, else asked again later. */
  private async lookUpPaypal(row: PostRefundRow, refundId: string): Promise<void> {
    let answer: RefundAnswer;
    try {
      answer = (await this.hosted.refundStatus?.(refundId)) ?? { state: 'accepted' };
    } catch (error) {
      await updatePostRefund(this.db, row.id, { lastAnswer: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (answer.state === 'refunded') await this.settle(row.id, { ok: true, receipt: refundId });
    else if (answer.state === 'refused') await this.settle(row.id, { ok: false, reason: answer.reason });
    else
      await updatePostRefund(this.db, row.id, { askedAt: new Date(), lastAnswer: 'PayPal is processing the refund' });
  }

  /**
   * A return asked for with no result yet: M-PESA's Transaction Status; PayPal's refund looked up
   * by its id when PayPal gave one, else asked again under the same request id (which PayPal
   * answers with the first refund, or makes it if it never had it).
   */
  private async chase(row: PostRefundRow): Promise<void> {
    if (row.provider !== 'mpesa') {
      if (row.providerRef && this.hosted.refundStatus) await this.lookUpPaypal(row, row.providerRef);
      else await this.askPaypal(row);
      return;
    }
    // Never acknowledged (a crash before M-PESA answered, or no answer): sent again under the same
    // OriginatorConversationID, which Daraja takes if it never had it and refuses if it had.
    if (row.providerRef === null) {
      const sent = await this.sendB2c(row);
      if (sent === 'sent' || sent === 'refused') return;
    }
    const status = await this.mpesa.payoutStatus({
      originatorConversationId: row.requestId,
      conversationId: row.providerRef,
      phone: row.phone ?? '',
      amountCents: row.amountCents,
      requestedAt: row.askedAt ?? row.createdAt,
      resultUrl: this.urls.statusResultUrl(row.id),
      timeoutUrl: this.urls.timeoutUrl,
    });
    if (status.state === 'result') {
      await this.settleB2c(row.id, status.result);
      return;
    }
    await updatePostRefund(this.db, row.id, {
      statusQueryId: status.queryId ?? null,
      askedAt: new Date(),
      lastAnswer: 'Asked M-PESA for the transaction status',
    });
  }

  /**
   * A B2C result (the callback or the sandbox's own). 'not ours' when it names no return; from a
   * gateway whose callbacks anyone holding the URL could send (Daraja), only a payment made as
   * asked (our ConversationID, our amount) is booked, and anything else is confirmed with
   * Transaction Status first ('confirm').
   */
  async handleB2cResult(result: B2cResult): Promise<'settled' | 'ignored' | 'confirm' | 'not ours'> {
    const row = await findPostRefund(this.db, { requestId: result.originatorConversationId });
    if (!row) return 'not ours';
    if (row.status !== 'asked') return 'ignored';
    if (result.conversationId && row.providerRef && result.conversationId !== row.providerRef) return 'ignored';
    if (!this.mpesa.confirmsCallbacks) return this.settleB2c(row.id, result);
    const paidAsAsked =
      result.resultCode === 0 &&
      row.providerRef !== null &&
      result.conversationId === row.providerRef &&
      (result.amountCents === undefined || result.amountCents === row.amountCents);
    return paidAsAsked ? this.settleB2c(row.id, result) : 'confirm';
  }

  /** Asks M-PESA about the return a callback named, whose result needs confirming. */
  async confirmB2c(result: B2cResult): Promise<void> {
    const row = await findPostRefund(this.db, { requestId: result.originatorConversationId });
    if (row?.status === 'asked') await this.chase(row);
  }

  /**
   * A Transaction Status result about return `id` (its ResultURL names it), read only when it
   * answers the query we asked; `outcome` null: nothing final, asked again later.
   */
  async handleStatusResult(
    id: number,
    queryIds: readonly string[],
    outcome: B2cResult | null,
  ): Promise<'settled' | 'ignored' | 'unasked'> {
    for (let attempt = 0; ; attempt += 1) {
      const row = await findPostRefund(this.db, { id });
      if (row?.statusQueryId && queryIds.includes(row.statusQueryId)) break;
      if (!row || attempt >= STATUS_QUERY_WAITS) return 'unasked';
      await new Promise((resolve) => setTimeout(resolve, STATUS_QUERY_WAIT_MS));
    }
    return outcome ? this.settleB2c(id, outcome) : 'ignored';
  }

  private async settleB2c(id: number, result: B2cResult): Promise<'settled' | 'ignored'> {
    const outcome: Outcome =
      result.resultCode === 0
        ? { ok: true, ...(result.receipt ? { receipt: result.receipt } : {}) }
        : { ok: false, reason: `M-PESA: ${result.resultDesc} (${result.resultCode})` };
    return (await this.settle(id, outcome)) ? 'settled' : 'ignored';
  }

  /**
   * PayPal's refund webhook for a capture: true when the refund is one of our returns (by its
   * refund id, or, before PayPal's answer with that id is stored, an asked return of the same
   * amount), booked here in the caller's transaction; false for a refund we did not ask for (a
   * take-back, refunds.ts).
   */
  async paypalRefunded(
    tx: Tx,
    paymentId: number,
    refund: { refundId?: string; amount?: ProviderAmount },
  ): Promise<boolean> {
    const rows = await refundsOfPayment(tx, paymentId);
    const byId = refund.refundId
      ? rows.find((row) => row.providerRef === refund.refundId || row.receipt === refund.refundId)
      : undefined;
    const mine =
      byId ??
      rows.find(
        (row) =>
          row.status === 'asked' &&
          row.providerRef === null &&
          refund.amount !== undefined &&
          refund.amount.currency === row.currency &&
          refund.amount.cents === row.providerAmountCents,
      );
    if (!mine) return false;
    await this.settle(mine.id, { ok: true, ...(refund.refundId ? { receipt: refund.refundId } : {}) }, tx);
    return true;
  }

  /**
   * Books a return's final answer once: paid, the hold leaves to the provider's account; not
   * paid, it goes to the engage balance. The producer is told either way. False when it was
   * already settled.
   */
  private async settle(id: number, outcome: Outcome, executor?: Executor): Promise<boolean> {
    const run = (work: (tx: Executor) => Promise<boolean>) => (executor ? work(executor) : this.db.transaction(work));
    return run(async (tx) => {
      const row = await findPostRefund(tx, { id }, { lock: true });
      if (!row || (row.status !== 'waiting' && row.status !== 'asked')) return false;
      const payment = await findPayment(tx, { id: row.paymentId });
      const link = await findLink(tx, row.linkId);
      if (!payment || !link) throw new Error(`return ${row.id} names no payment or post`);
      const hold = { kind: 'refund_hold', linkId: row.linkId } as const;
      const title = link.postTitle || link.linkUrl;
      const to = refundedTo(row);
      if (outcome.ok) {
        await this.ledger.transfer(
          {
            idempotencyKey: `post-refund:${row.id}`,
            kind: 'post_refund_paid',
            memo: `unspent budget of link ${row.linkId} refunded to producer ${row.userId} through ${to} (${outcome.receipt ?? row.requestId})`,
            legs: [
              { account: hold, amountCents: -row.amountCents },
              { account: sourceOf(payment), amountCents: row.amountCents },
            ],
            ...(row.currency === 'KES'
              ? {}
              : { original: { currency: row.currency, amountCents: row.providerAmountCents } }),
          },
          tx,
        );
        await updatePostRefund(tx, row.id, {
          status: 'refunded',
          receipt: outcome.receipt ?? row.providerRef,
          settledAt: new Date(),
          lastAnswer: 'Refunded',
        });
        await this.notifications.create(
          row.userId,
          {
            title: text('alertPostRefundedTitle'),
            text: text('alertPostRefundedText', { amount: amount(row.amountCents), to, title }),
          },
          tx,
        );
        return true;
      }
      await this.ledger.transfer(
        {
          idempotencyKey: `post-return:${row.linkId}:refund-${row.id}`,
          kind: 'post_return',
          memo: `unspent budget of link ${row.linkId}: ${to} did not take it (${outcome.reason}); to producer ${row.userId}'s balance`,
          legs: [
            { account: hold, amountCents: -row.amountCents },
            { account: { kind: 'consumer_available', userId: row.userId }, amountCents: row.amountCents },
          ],
        },
        tx,
      );
      await updatePostRefund(tx, row.id, { status: 'to_balance', settledAt: new Date(), lastAnswer: outcome.reason });
      await flagCardReturn(tx, this.notifications, {
        userId: row.userId,
        linkId: row.linkId,
        paidWith: row.provider,
        cents: row.amountCents,
      });
      await this.notifications.create(
        row.userId,
        {
          title: text('alertPostRefundFailedTitle'),
          text: text('alertPostRefundFailedText', { amount: amount(row.amountCents), to, title }),
        },
        tx,
      );
      return true;
    });
  }
}
