/**
 * The wallet's payouts (spec 001 §2–§9): withdrawals asked for, scheduled and automatic payouts,
 * M-PESA's results and their reconciliation, and the transaction history. The withdrawal
 * methods and schedule are withdrawal-methods.ts's service. SQL for `withdrawals` is in
 * withdrawals-table.ts; for `withdrawal_methods` and `withdrawal_schedules`, in
 * withdrawal-methods.ts.
 *
 * A withdrawal moves money in three steps, each a ledger transfer with its own idempotency key:
 * held when asked for (available or referral rewards → withdrawal hold, under the row lock of
 * the debited account, so concurrent requests can never hold more than the balance), then paid
 * (hold → external M-PESA) when the B2C result reports success, or released (hold → back where
 * it came from) when it reports failure. A result delivered twice changes nothing: the
 * withdrawal row is locked and only a pending one moves.
 *
 * A payout is sent at most once. Its OriginatorConversationID is fixed when the withdrawal is
 * written, before M-PESA is asked; a request whose answer never came (a timeout, our crash, a
 * lost result) is looked up with Transaction Status by that id, never sent again.
 *
 * The float: a payout our B2C account cannot cover is not the user's failure. One that the
 * newest float reading (mpesa-float.ts) says will not fit is not sent, and one M-PESA refuses
 * with B2C ResultCode 1 (insufficient balance), once its failure is confirmed, is not released:
 * either waits as `delayed` ("Payout delayed"), its money still held, an operator is told
 * (`float_low`), and it is sent again under a new OriginatorConversationID once a reading shows
 * the float covers it. Only a request M-PESA refused is sent again, so no payout is paid twice.
 *
 * Fees: spec 001 §9 quotes "$0.99 USD per M-PESA withdrawal in the text" while the wallet
 * shows "fee 0.00"; we charge no fee. Withholding tax (withholding.ts) is not a fee: with a rate
 * set, the withdrawal records its taxable base, rate and tax when it is held; M-PESA is sent the
 * amount less the tax, and the paid transfer books the tax to `tax_withheld`. A failure gives the
 * whole hold back; a payout is settled once, so its tax is booked once.
 */
import { randomUUID } from 'node:crypto';
import { toCents } from '@engage/shared/format/money';
import type { Language } from '@engage/shared/i18n/language';
import type { Transaction, WithdrawalRequest } from '@engage/shared/contract/wallet';
import type { Db, Tx } from '../../db/database';
import { badRequest, notFound, refused } from '../../http/errors';
import { text, written, type UserText } from '../../i18n/messages';
import { settledPaymentsOf } from '../checkout/payments-table';
import type { NotificationsService } from '../alerts/alerts.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { LedgerError, type AccountRef, type LedgerService } from '../ledger/ledger.service';
import { inReaderLanguage } from '../../i18n/recorded-words';
import { amount, kes, roundKes } from '../ledger/money-text';
import { payoutRefusal } from './payout-number-alerts';
import { MIN_WITHDRAWAL_KES } from '../profile/profile.service';
import { outcomeUnknown } from '../../providers/provider-error';
import { B2C_FLOAT_SHORT, type B2cResult, type MpesaGateway } from './mpesa-gateway';
import { latestFloatReading } from './mpesa-float-table';
import { b2cFailure } from './mpesa-messages';
import { dueScheduleUsers, payoutMethod, takeDueSchedule } from './withdrawal-methods';
import { flagAccount, REVIEW_REASON_TEXT } from '../farms/flag-account';
import { namesMatch, receiverName } from '../farms/payout-names';
import { openReviewsOf } from '../farms/payout-reviews-table';
import {
  acceptedSince,
  delayedPayouts,
  insertWithdrawal,
  lockWithdrawal,
  payoutsDueForCheck,
  payoutsInReview,
  retryOfPayout,
  takeDelayedPayout,
  updateWithdrawal,
  withdrawalById,
  withdrawalOfPayout,
  withdrawalsById,
  withdrawalsOf,
  payoutCents,
  type WithdrawalRow,
} from './withdrawals-table';
import { withholdingFor } from './withholding';

type WithdrawalSource = WithdrawalRow['source'];

const sourceAccount = (source: WithdrawalSource, userId: number): AccountRef =>
  source === 'referral' ? { kind: 'referral_rewards', userId } : { kind: 'consumer_available', userId };

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  // Held while our M-PESA float is short; sent again by itself.
  delayed: 'Payout delayed',
  // The account's withdrawals wait for an operator (docs/security.md "Farms"); the money is held.
  review: 'Waiting for review',
  approved: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  // Taken twice for one post and not yet given back (checkout.service.ts).
  duplicate: 'Refund pending',
  refunded: 'Refunded',
};

/** A payment's or withdrawal's status as the transaction history says it (spec 001 §3 transaction_status). */
export const transactionStatus = (status: string): string => STATUS_LABEL[status] ?? status;

/** What a withdrawal request is answered with: started, or waiting for review and why. */
export function withdrawalAnswer(row: WithdrawalRow): UserText {
  return row.status === 'review' && row.reviewReason
    ? text('withdrawalInReview', { amount: amount(row.amountCents), reason: REVIEW_REASON_TEXT[row.reviewReason]() })
    : text('withdrawalStarted');
}

export interface HoldRequest {
  userId: number;
  source: WithdrawalSource;
  amountCents: number;
  originalCurrency: string;
  originalAmountCents: number;
  /** A method id, or null for the user's primary method. */
  methodId: number | null;
  isAutomatic: boolean;
  /** The failed payout this one sends again (an operator's retry). */
  retryOf?: number;
  /** The withholding rate (basis points) the user agreed to; the current one when not given. */
  withholdingBp?: number;
}

/** Where Daraja sends payout results (our callback routes, with their key). */
export interface PayoutUrls {
  /** B2C ResultURL. */
  resultUrl: string;
  /** QueueTimeOutURL of B2C and Transaction Status. */
  timeoutUrl: string;
  /** Transaction Status ResultURL for one withdrawal. */
  statusResultUrl: (withdrawalId: number) => string;
}

/** Payouts one reconciliation tick asks about. */
const RECONCILE_BATCH = 100;

/** A payout with no final answer this long after it was sent goes to an operator. */
const UNKNOWN_AFTER_MS = 60 * 60_000;

/**
 * A float reading older than this says nothing about now: payouts are then sent, and M-PESA's
 * own refusal (ResultCode 1) is what delays one. The float job reads it every five minutes.
 */
export const FLOAT_FRESH_MS = 15 * 60_000;

/** Delayed payouts one float reading sends again. */
const RESEND_BATCH = 100;

/** The longest wait between two looks at a payout with no answer. */
const MAX_WAIT_MS = 15 * 60_000;

/** How long a status result waits for the query it answers to be recorded (it can overtake it). */
const STATUS_QUERY_WAITS = 10;
const STATUS_QUERY_WAIT_MS = 200;

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly alerts: OperatorAlerts,
    private readonly mpesa: MpesaGateway,
    private readonly urls: PayoutUrls,
    /** WITHHOLDING_TAX_RATE in basis points (0: off). */
    readonly withholdingBp: number,
    /** Where a money path that failed is said (never silently dropped); no secrets are passed to it. */
    private readonly log: (message: string, error: unknown) => void = (message, error) =>
      console.error(`[wallet] ${message}:`, error instanceof Error ? error.message : error),
  ) {}

  /** Spec 001 §7 "Withdraw | POST | {amount, original_currency, original_amount, method, is_automatic}". */
  async withdraw(userId: number, body: WithdrawalRequest): Promise<WithdrawalRow> {
    let amountCents: number;
    let originalAmountCents: number;
    try {
      amountCents = toCents(body.amount);
      originalAmountCents = toCents(body.original_amount);
    } catch {
      throw badRequest(text('amountInvalid'));
    }
    if (amountCents < MIN_WITHDRAWAL_KES * 100)
      throw refused(400, text('withdrawalMinimum', { amount: roundKes(MIN_WITHDRAWAL_KES) }));
    // M-PESA pays whole shillings: said now, before anything is held, rather than as a failed payout.
    if (amountCents % 100 !== 0) throw badRequest(text('withdrawalWholeShillings', { amount: amount(amountCents) }));
    const row = await this.db.transaction((tx) =>
      this.hold(tx, {
        userId,
        source: 'earnings',
        amountCents,
        originalCurrency: body.original_currency.toUpperCase(),
        originalAmountCents,
        methodId: body.method,
        isAutomatic: body.is_automatic,
      }),
    );
    return this.send(row);
  }

  /**
   * Records the withdrawal and holds its amount, in the caller's transaction. Refuses when the
   * source balance (read under its row lock by the ledger) is short.
   */
  async hold(tx: Tx, request: HoldRequest): Promise<WithdrawalRow> {
    const method = await payoutMethod(tx, request.userId, request.methodId);
    if (!method) {
      throw request.methodId === null
        ? refused(400, text('withdrawalNoMethod'))
        : notFound(text('withdrawalMethodNotFound'));
    }
    const refusal = await payoutRefusal(tx, request.userId, method);
    if (refusal) throw refusal;
    // A flagged account's withdrawal is held like any other but not sent: an operator decides.
    const [review] = await openReviewsOf(tx, request.userId);
    // One hold at a time per user: the taxable base reads what earlier payouts took.
    await this.ledger.lock({ kind: 'withdrawal_hold', userId: request.userId }, tx);
    const withholding = await withholdingFor(
      tx,
      this.ledger,
      request.userId,
      request.amountCents,
      request.withholdingBp ?? this.withholdingBp,
    );
    const row = await insertWithdrawal(tx, {
      ...(review
        ? {
            status: 'review' as const,
            reviewReason: review.reason,
            statusDescription: written(
              text('payoutReviewWaiting', { reason: REVIEW_REASON_TEXT[review.reason]() }),
              'en',
            ),
          }
        : {}),
      userId: request.userId,
      source: request.source,
      methodId: method.id,
      mpesaPhone: method.mpesaPhone,
      amountCents: request.amountCents,
      originalCurrency: request.originalCurrency,
      originalAmountCents: request.originalAmountCents,
      isAutomatic: request.isAutomatic,
      originatorConversationId: `engage-${randomUUID()}`,
      retryOf: request.retryOf ?? null,
      taxRateBp: withholding.rateBp,
      taxableCents: withholding.taxableCents,
      taxCents: withholding.taxCents,
    });
    const takenFrom = await this.withdrawableLegs(tx, request);
    try {
      await this.ledger.transfer(
        {
          idempotencyKey: `withdrawal-hold:${row.id}`,
          kind: 'withdrawal_hold',
          // The number stays on the withdrawal row, where deletion can erase it; the books only point to it.
          memo: `withdrawal ${row.id}`,
          legs: [
            ...takenFrom,
            { account: { kind: 'withdrawal_hold', userId: request.userId }, amountCents: request.amountCents },
          ],
          original: { currency: request.originalCurrency, amountCents: request.originalAmountCents },
        },
        tx,
      );
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw refused(
          400,
          text('withdrawalShort', { balance: amount(await this.withdrawableCents(tx, request.userId)) }),
        );
      }
      throw error;
    }
    if (review) {
      await this.alerts.raise(
        {
          kind: 'withdrawal_review',
          subject: `withdrawal:${row.id}`,
          message:
            `Withdrawal ${row.id}: ${kes(row.amountCents)} to M-PESA ${method.mpesaPhone} by user ${request.userId} waits ` +
            `for review (${review.reason}: ${review.detail || 'no detail'}). The money is held. Send or refuse it with ` +
            `pnpm --filter @engage/api payout-review.`,
        },
        tx,
      );
    }
    return row;
  }

  /**
   * Sends a failed payout again (an operator's retry), as a new payout of the same amount to the
   * same number. Its failure gave the money back, so it is held again from what the user has now,
   * under every check a withdrawal meets (a frozen account, a review, a short balance). Once per
   * failed payout. `alongside` runs in the hold's transaction (the operator's audit record).
   * Answers the new payout once sent, or why nothing was done.
   */
  async retryFailed(
    failedId: number,
    alongside: (tx: Tx, failed: WithdrawalRow, retry: WithdrawalRow) => Promise<void>,
  ): Promise<WithdrawalRow | 'not_failed' | 'retried' | 'no_method'> {
    const held = await this.db.transaction(async (tx) => {
      const failed = await lockWithdrawal(tx, failedId);
      if (failed?.status !== 'failed') return 'not_failed' as const;
      if (await retryOfPayout(tx, failedId)) return 'retried' as const;
      if (failed.methodId === null) return 'no_method' as const;
      const retry = await this.hold(tx, {
        userId: failed.userId,
        source: failed.source,
        amountCents: failed.amountCents,
        originalCurrency: failed.originalCurrency,
        originalAmountCents: failed.originalAmountCents,
        methodId: failed.methodId,
        isAutomatic: false,
        retryOf: failed.id,
        // The rate the user agreed to when they asked for the payout being sent again.
        withholdingBp: failed.taxRateBp,
      });
      await alongside(tx, failed, retry);
      return retry;
    });
    return typeof held === 'string' ? held : this.send(held);
  }

  /** What the user can withdraw now: task earnings and withdrawable referral rewards, one total. */
  async withdrawableCents(executor: Db | Tx, userId: number): Promise<number> {
    const earnings = await this.ledger.balance({ kind: 'consumer_available', userId }, executor);
    const referral = await this.ledger.balance({ kind: 'referral_rewards', userId }, executor);
    return earnings + referral;
  }

  /**
   * The debit legs of a hold. Task earnings and referral rewards are one withdrawable total, so a
   * withdrawal takes from its own source first and the rest from the other; the ledger refuses it
   * (under the accounts' row locks) when the two together are short. Money given back returns to
   * the source's account, which is still part of the same total.
   */
  private async withdrawableLegs(
    tx: Tx,
    request: HoldRequest,
  ): Promise<{ account: AccountRef; amountCents: number }[]> {
    const first = sourceAccount(request.source, request.userId);
    const second = sourceAccount(request.source === 'referral' ? 'earnings' : 'referral', request.userId);
    const fromFirst = Math.min(Math.max(await this.ledger.balance(first, tx), 0), request.amountCents);
    const rest = request.amountCents - fromFirst;
    if (fromFirst === 0) return [{ account: second, amountCents: -rest }];
    return [
      { account: first, amountCents: -fromFirst },
      ...(rest > 0 ? [{ account: second, amountCents: -rest }] : []),
    ];
  }

  /**
   * An operator's decision on a payout waiting for review: `send` takes it back to pending and
   * sends it; `refuse` gives the money back to the balance it came from, with the operator's
   * note shown to the user. Nothing is confiscated. Undefined: no such payout in review.
   */
  async decideReview(
    withdrawalId: number,
    decision: 'send' | 'refuse',
    note: string,
  ): Promise<WithdrawalRow | undefined> {
    if (decision === 'refuse') {
      const said = text('payoutReviewRefused', { note: note.trim() });
      const description = written(said, 'en');
      const refused = await this.db.transaction(async (tx) => {
        const row = await lockWithdrawal(tx, withdrawalId);
        if (!row || row.status !== 'review') return undefined;
        await this.ledger.transfer(
          {
            idempotencyKey: `withdrawal-released:${row.id}`,
            kind: 'withdrawal_released',
            memo: `refused after review: ${note.trim()}`,
            legs: [
              { account: { kind: 'withdrawal_hold', userId: row.userId }, amountCents: -row.amountCents },
              { account: sourceAccount(row.source, row.userId), amountCents: row.amountCents },
            ],
          },
          tx,
        );
        await this.notifications.create(
          row.userId,
          {
            title: text('alertWithdrawalFailedTitle'),
            text: text('alertWithdrawalFailedText', { amount: amount(row.amountCents), reason: said }),
          },
          tx,
        );
        return updateWithdrawal(tx, row.id, {
          status: 'failed',
          statusDescription: description,
          completedAt: new Date(),
        });
      });
      return refused;
    }
    const approved = await this.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, withdrawalId);
      if (!row || row.status !== 'review') return undefined;
      return updateWithdrawal(tx, row.id, {
        status: 'pending',
        statusDescription: written(text('payoutReviewApproved'), 'en'),
      });
    });
    return approved ? this.send(approved) : undefined;
  }

  /**
   * Asks M-PESA to pay a held withdrawal out. A refusal at the door releases the hold at once;
   * no answer at all leaves the withdrawal pending for reconciliation to look up.
   */
  async send(row: WithdrawalRow): Promise<WithdrawalRow> {
    // One waiting for review is sent once an operator approves it (decideReview).
    if (row.status === 'review') return row;
    const float = await this.floatLeft();
    if (float !== null && float < payoutCents(row)) {
      await this.delay(row.id, `the float read leaves ${kes(float)}`);
      return (await withdrawalById(this.db, row.id)) ?? row;
    }
    let conversationId: string;
    try {
      ({ conversationId } = await this.mpesa.b2c({
        originatorConversationId: row.originatorConversationId,
        phone: row.mpesaPhone,
        amountCents: payoutCents(row),
        remarks: `engage withdrawal W${row.id}`,
        resultUrl: this.urls.resultUrl,
        timeoutUrl: this.urls.timeoutUrl,
      }));
    } catch (error) {
      if (outcomeUnknown(error)) {
        const waiting = await updateWithdrawal(this.db, row.id, {
          statusDescription: 'Sent to M-PESA; waiting for its answer',
        });
        return waiting ?? row;
      }
      await this.settle(row.id, false, text('withdrawalNotAccepted'));
      throw refused(502, text('mpesaUnavailable'));
    }
    const updated = await updateWithdrawal(this.db, row.id, {
      conversationId,
      acceptedAt: new Date(),
      statusDescription: 'Sent to M-PESA',
    });
    return updated ?? row;
  }

  /**
   * A B2C result: the payout callback, or the sandbox's own. A success that names our payout
   * (its OriginatorConversationID, its ConversationID once known, its amount) pays it out. From
   * a gateway whose callbacks anyone holding the URL could send (Daraja), anything else moves no
   * money: 'confirm' asks the caller to have M-PESA confirm it with Transaction Status
   * (confirmPayout). The sandbox's own results are final.
   */
  async handleB2cResult(result: B2cResult): Promise<'settled' | 'ignored' | 'confirm'> {
    const row = await withdrawalOfPayout(this.db, result);
    if (!row) return 'ignored';
    if (result.conversationId && row.conversationId && result.conversationId !== row.conversationId) return 'ignored';
    if (!this.mpesa.confirmsCallbacks) return this.applyConfirmed(row.id, result);
    // What M-PESA says went wrong is kept for when Transaction Status confirms the failure
    // (its result says only "Failed"): a float too short then delays the payout, never fails it.
    if (result.resultCode !== 0 && row.status === 'pending') {
      await updateWithdrawal(this.db, row.id, { claimedResultCode: result.resultCode });
    }
    const paidAsAsked =
      result.resultCode === 0 && (result.amountCents === undefined || result.amountCents === payoutCents(row));
    if (row.status === 'pending' && paidAsAsked) return this.applyConfirmed(row.id, result);
    return row.status === 'completed' ? 'ignored' : 'confirm';
  }

  /** Asks M-PESA with Transaction Status about the payout whose result needs confirming. */
  async confirmPayout(result: B2cResult): Promise<void> {
    const row = await withdrawalOfPayout(this.db, result);
    if (row) await this.askPayoutStatus(row);
  }

  /**
   * A Transaction Status result for withdrawal `withdrawalId` (the ResultURL names it). It is
   * read only when it answers the latest query we asked about that payout (`queryIds`: the
   * result's own ConversationID and OriginatorConversationID), so a result sent by anyone else
   * moves no money. `outcome` null: M-PESA said nothing final, and the payout is asked about
   * again later.
   */
  async handleStatusResult(
    withdrawalId: number,
    queryIds: readonly string[],
    outcome: B2cResult | null,
  ): Promise<'settled' | 'ignored' | 'unasked'> {
    // The query's id is stored once M-PESA's answer to it is in; its result can come first.
    for (let attempt = 0; ; attempt += 1) {
      const row = await withdrawalById(this.db, withdrawalId);
      if (row?.statusQueryId && queryIds.includes(row.statusQueryId)) break;
      if (!row || attempt >= STATUS_QUERY_WAITS) return 'unasked';
      await new Promise((resolve) => setTimeout(resolve, STATUS_QUERY_WAIT_MS));
    }
    return outcome ? this.applyConfirmed(withdrawalId, outcome) : 'ignored';
  }

  /**
   * The `reconcile` job: every payout still pending `reconcileAfterSeconds` after it was asked
   * for, and due to be looked at again, is. One M-PESA never acknowledged is sent again with
   * its own OriginatorConversationID: Daraja takes it if it never had it, and refuses it as a
   * duplicate if it had, and then it is asked about with Transaction Status like any other.
   * Each look waits longer than the last (a quarter of the payout's age, within bounds); after
   * an hour without a final answer an operator is told, and the money stays held. Returns how
   * many were looked at.
   */
  async reconcilePayouts(reconcileAfterSeconds: number, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - reconcileAfterSeconds * 1000);
    const open = await payoutsDueForCheck(this.db, since, now, RECONCILE_BATCH);
    for (const row of open) {
      const sentAt = row.acceptedAt ?? row.createdAt;
      const wait = Math.min(
        Math.max(reconcileAfterSeconds * 1000, (now.getTime() - sentAt.getTime()) / 4),
        MAX_WAIT_MS,
      );
      await updateWithdrawal(this.db, row.id, { checkedAt: now, nextCheckAt: new Date(now.getTime() + wait) });
      if (row.conversationId === null) {
        const sent = await this.send(row).catch((error: unknown) => {
          this.log(`payout ${row.id} (${row.originatorConversationId}) was not sent again`, error);
          return null;
        });
        // Taken now (its result will come), or refused at the door and released.
        if (sent === null || sent.conversationId !== null) continue;
      }
      if ((await this.askPayoutStatus(row, now)) === 'settled') continue;
      if (now.getTime() - sentAt.getTime() >= UNKNOWN_AFTER_MS) {
        await this.alerts.raise({
          kind: 'payout_unknown',
          subject: `withdrawal:${row.id}`,
          message:
            `Withdrawal ${row.id}: ${kes(row.amountCents)} to M-PESA ${row.mpesaPhone}, sent ${sentAt.toISOString()}, ` +
            `OriginatorConversationID ${row.originatorConversationId}` +
            (row.conversationId ? `, ConversationID ${row.conversationId}` : '') +
            '. M-PESA has not said whether it was paid; the money stays held.',
        });
      }
    }
    return open.length;
  }

  /**
   * Asks M-PESA where one payout stands (Transaction Status, by its OriginatorConversationID).
   * Daraja answers later at the status-result URL (`asked`; the query's id is kept, so that only
   * its result is read); a gateway that answers at once (the sandbox) is settled here
   * (`settled`). `unreachable`: M-PESA could not be asked (logged); it is asked again later.
   */
  async askPayoutStatus(row: WithdrawalRow, now = new Date()): Promise<'settled' | 'asked' | 'unreachable'> {
    const status = await this.mpesa
      .payoutStatus({
        originatorConversationId: row.originatorConversationId,
        conversationId: row.conversationId,
        phone: row.mpesaPhone,
        amountCents: payoutCents(row),
        requestedAt: row.acceptedAt ?? row.createdAt,
        resultUrl: this.urls.statusResultUrl(row.id),
        timeoutUrl: this.urls.timeoutUrl,
      })
      .catch((error: unknown) => {
        this.log(`payout ${row.id} (${row.originatorConversationId}) could not be looked up`, error);
        return null;
      });
    if (status === null) return 'unreachable';
    if (status.state === 'result') {
      return (await this.applyConfirmed(row.id, status.result)) === 'settled' ? 'settled' : 'asked';
    }
    await updateWithdrawal(this.db, row.id, {
      checkedAt: now,
      ...(status.queryId ? { statusQueryId: status.queryId } : {}),
    });
    return 'asked';
  }

  /**
   * An operator read the M-PESA statement: a payout still waiting for M-PESA's answer was paid,
   * with this receipt. Booked exactly as M-PESA's own success would be (settle: once, under the
   * row's lock, with the ledger's idempotency key), so a result arriving later moves nothing.
   * `alongside` runs in the same transaction once it is booked (the operator's audit record).
   */
  async markPaid(
    withdrawalId: number,
    receipt: string,
    alongside: (tx: Tx, before: WithdrawalRow) => Promise<void>,
  ): Promise<'settled' | 'ignored'> {
    return this.settle(withdrawalId, true, `M-PESA receipt ${receipt} (from the M-PESA statement)`, receipt, alongside);
  }

  /**
   * A result M-PESA itself stands behind: pays out or releases a pending payout, once. A success
   * for a payout whose hold was already given back is booked too (paidAfterRelease). An amount
   * other than the one asked moves nothing and goes to an operator.
   */
  private async applyConfirmed(withdrawalId: number, result: B2cResult): Promise<'settled' | 'ignored'> {
    const paid = result.resultCode === 0;
    const row = await withdrawalById(this.db, withdrawalId);
    if (!row) return 'ignored';
    if (paid && result.amountCents !== undefined && result.amountCents !== payoutCents(row)) {
      await this.alerts.raise({
        kind: 'reconciliation_mismatch',
        subject: `withdrawal:${row.id}`,
        message:
          `Withdrawal ${row.id} (OriginatorConversationID ${row.originatorConversationId}) asked M-PESA for ` +
          `${kes(payoutCents(row))}; M-PESA reports ${kes(result.amountCents)} paid. Nothing was booked; ` +
          'compare with the M-PESA statement.',
      });
      return 'ignored';
    }
    if (paid && row.status === 'failed') return this.paidAfterRelease(row.id, result);
    if (!paid && (result.resultCode === B2C_FLOAT_SHORT || row.claimedResultCode === B2C_FLOAT_SHORT)) {
      return this.delay(row.id, `M-PESA said "${result.resultDesc}"`);
    }
    const settled = await this.settle(
      row.id,
      paid,
      paid ? `M-PESA receipt ${result.receipt ?? 'pending'}` : b2cFailure(result.resultCode, result.resultDesc),
      result.receipt,
    );
    if (settled === 'settled' && paid && result.receiverName) await this.checkReceiver(row, result.receiverName);
    return settled;
  }

  /**
   * A paid payout whose receiver M-PESA names (ReceiverPartyPublicName) is not the person on the
   * withdrawal method: that payout is paid and stays paid, but the account's next payouts wait
   * for review, its owner is told why and an operator is alerted (payout-names.ts says what matches).
   */
  private async checkReceiver(row: WithdrawalRow, publicName: string): Promise<void> {
    const method = row.methodId === null ? undefined : await payoutMethod(this.db, row.userId, row.methodId);
    if (!method || namesMatch(publicName, method.firstName, method.lastName)) return;
    await this.db.transaction(async (tx) => {
      const detail =
        `withdrawal ${row.id} to ${row.mpesaPhone}: M-PESA paid "${receiverName(publicName)}", ` +
        `the method names "${method.firstName} ${method.lastName}"`;
      await flagAccount(tx, this.notifications, { userId: row.userId, reason: 'payout_name', detail });
      await this.alerts.raise(
        {
          kind: 'withdrawal_review',
          subject: `user:${row.userId}`,
          message:
            `User ${row.userId}: ${detail}. That payout is paid; the account's next payouts wait for review. ` +
            'Check who holds the number (pnpm --filter @engage/api payout-review).',
        },
        tx,
      );
    });
  }

  /**
   * M-PESA paid a payout whose hold had been given back: the money left, so it is booked, from
   * what the user has and, beyond that, as a debt (`payout_debt`), and an operator is told.
   */
  private async paidAfterRelease(withdrawalId: number, result: B2cResult): Promise<'settled' | 'ignored'> {
    return this.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, withdrawalId);
      if (!row || row.status !== 'failed') return 'ignored';
      const source = sourceAccount(row.source, row.userId);
      const fromBalance = Math.min(Math.max(await this.ledger.balance(source, tx), 0), row.amountCents);
      const owed = row.amountCents - fromBalance;
      const memo = `withdrawal ${row.id} paid by M-PESA after it was given back (receipt ${result.receipt ?? 'none'})`;
      await this.ledger.transfer(
        {
          idempotencyKey: `withdrawal-paid-after-release:${row.id}`,
          kind: 'withdrawal_paid',
          memo,
          legs: [
            ...(fromBalance > 0 ? [{ account: source, amountCents: -fromBalance }] : []),
            ...(owed > 0
              ? [{ account: { kind: 'payout_debt' as const, userId: row.userId }, amountCents: -owed }]
              : []),
            { account: { kind: 'external_mpesa' }, amountCents: payoutCents(row) },
            ...(row.taxCents > 0 ? [{ account: { kind: 'tax_withheld' as const }, amountCents: row.taxCents }] : []),
          ],
        },
        tx,
      );
      await updateWithdrawal(tx, row.id, {
        status: 'completed',
        statusDescription: `M-PESA receipt ${result.receipt ?? 'pending'}`,
        receipt: result.receipt ?? null,
        completedAt: new Date(),
      });
      await this.alerts.raise(
        {
          kind: 'late_result',
          subject: `withdrawal:${row.id}`,
          message:
            `Withdrawal ${row.id}: M-PESA paid ${kes(payoutCents(row))} to ${row.mpesaPhone} (receipt ` +
            `${result.receipt ?? 'none'}) after engage had given the money back to the user. Booked: ` +
            `${kes(fromBalance)} from the user's balance` +
            (owed > 0 ? `, ${kes(owed)} owed by user ${row.userId} (payout_debt)` : '') +
            '. Contact the user about what is owed.',
        },
        tx,
      );
      await this.notifications.create(
        row.userId,
        {
          title: text('alertWithdrawalSentTitle'),
          text: text('alertWithdrawalSentText', { amount: amount(payoutCents(row)), phone: row.mpesaPhone }),
        },
        tx,
      );
      return 'settled';
    });
  }

  /**
   * What the float can still pay out: the newest fresh reading less what M-PESA has taken to pay
   * since. Null when there is no fresh reading (then M-PESA's own answer decides).
   */
  async floatLeft(now = new Date()): Promise<number | null> {
    const reading = await latestFloatReading(this.db, new Date(now.getTime() - FLOAT_FRESH_MS));
    if (!reading?.readAt || reading.utilityAvailableCents === null) return null;
    return reading.utilityAvailableCents - (await acceptedSince(this.db, reading.readAt));
  }

  /**
   * Holds a pending payout the float cannot cover: not failed and not released, the user told
   * it is delayed, an operator told to top up. `why` is for the operator.
   */
  private async delay(withdrawalId: number, why: string): Promise<'settled' | 'ignored'> {
    const delayed = await this.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, withdrawalId);
      if (!row || row.status !== 'pending') return null;
      await updateWithdrawal(tx, row.id, {
        status: 'delayed',
        statusDescription: written(text('payoutDelayed'), 'en'),
      });
      await this.alerts.raise(
        {
          kind: 'float_low',
          subject: 'float',
          message:
            `Withdrawal ${row.id} (${kes(row.amountCents)} to M-PESA ${row.mpesaPhone}) is held as "Payout delayed": ` +
            `the B2C float cannot cover it (${why}). It goes out once a float reading shows enough.`,
        },
        tx,
      );
      await this.notifications.create(
        row.userId,
        {
          title: text('alertWithdrawalDelayedTitle'),
          text: text('alertWithdrawalDelayedText', { amount: amount(row.amountCents) }),
        },
        tx,
      );
      return row;
    });
    return delayed ? 'settled' : 'ignored';
  }

  /**
   * After a float reading: delayed payouts the float now covers are sent again, oldest first (a
   * smaller one may go while an older, larger one still waits). Each is taken back to pending
   * under a new OriginatorConversationID before it is sent, so two instances cannot both send it.
   */
  async resendDelayed(now = new Date()): Promise<number> {
    let sent = 0;
    for (const row of await delayedPayouts(this.db, RESEND_BATCH)) {
      const float = await this.floatLeft(now);
      if (float === null) break;
      if (float < payoutCents(row)) continue;
      const taken = await takeDelayedPayout(this.db, row.id, `engage-${randomUUID()}`, now);
      if (!taken) continue;
      await this.send(taken).catch((error: unknown) => this.log(`delayed payout ${row.id} was not sent`, error));
      sent += 1;
    }
    return sent;
  }

  private async settle(
    withdrawalId: number,
    paid: boolean,
    said: UserText,
    receipt?: string,
    alongside?: (tx: Tx, before: WithdrawalRow) => Promise<void>,
  ): Promise<'settled' | 'ignored'> {
    // The withdrawal's record keeps the English; the alert is written in its reader's language.
    const description = written(said, 'en');
    const settled = await this.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, withdrawalId);
      if (!row || row.status !== 'pending') return null;
      await this.ledger.transfer(
        {
          idempotencyKey: paid ? `withdrawal-paid:${row.id}` : `withdrawal-released:${row.id}`,
          kind: paid ? 'withdrawal_paid' : 'withdrawal_released',
          memo: description,
          // Paid: M-PESA took the amount less the tax, and the tax is owed to the revenue authority.
          legs: [
            { account: { kind: 'withdrawal_hold', userId: row.userId }, amountCents: -row.amountCents },
            ...(paid
              ? [
                  { account: { kind: 'external_mpesa' as const }, amountCents: payoutCents(row) },
                  ...(row.taxCents > 0
                    ? [{ account: { kind: 'tax_withheld' as const }, amountCents: row.taxCents }]
                    : []),
                ]
              : [{ account: sourceAccount(row.source, row.userId), amountCents: row.amountCents }]),
          ],
        },
        tx,
      );
      await updateWithdrawal(tx, row.id, {
        status: paid ? 'completed' : 'failed',
        statusDescription: description,
        receipt: receipt ?? null,
        completedAt: new Date(),
      });
      await this.notifications.create(
        row.userId,
        paid
          ? {
              title: text('alertWithdrawalSentTitle'),
              text: text('alertWithdrawalSentText', { amount: amount(payoutCents(row)), phone: row.mpesaPhone }),
            }
          : {
              title: text('alertWithdrawalFailedTitle'),
              text: text('alertWithdrawalFailedText', { amount: amount(row.amountCents), reason: said }),
            },
        tx,
      );
      if (alongside) await alongside(tx, row);
      return row;
    });
    return settled ? 'settled' : 'ignored';
  }

  /**
   * The scheduled payouts (run by the payout job on the server clock): every schedule that is
   * due moves on to its next date and, when the available balance reaches its minimum and a
   * primary method exists, withdraws the whole available balance. Safe on several instances
   * at once: a due schedule row is taken with SKIP LOCKED and advanced in the same transaction.
   */
  async runAutomaticPayouts(now = new Date()): Promise<number> {
    const due = await dueScheduleUsers(this.db, now, 200);
    let started = 0;
    for (const userId of due) {
      const row = await this.db.transaction(async (tx) => {
        const schedule = await takeDueSchedule(tx, userId, now);
        if (!schedule) return null;
        // M-PESA pays whole shillings: the cents stay in the balance for a later payout.
        const balance = await this.ledger.balance({ kind: 'consumer_available', userId }, tx);
        const available = balance - (balance % 100);
        const minimumCents = Math.max(schedule.minimumAmount, MIN_WITHDRAWAL_KES) * 100;
        if (available < minimumCents) return null;
        const primary = await payoutMethod(tx, userId, null);
        // Frozen, or a number still cooling off: the balance waits for the next due date.
        if (!primary || (await payoutRefusal(tx, userId, primary, now))) return null;
        return this.hold(tx, {
          userId,
          source: 'earnings',
          amountCents: available,
          originalCurrency: 'KES',
          originalAmountCents: available,
          methodId: primary.id,
          isAutomatic: true,
        });
      });
      if (row) {
        // A refusal has already released the hold and told the user why (settle); an operator reads it here.
        await this.send(row).catch((error: unknown) => this.log(`automatic payout ${row.id} was not sent`, error));
        started += 1;
      }
    }
    return started;
  }

  /** Payouts waiting for an operator's review, oldest first. */
  inReview(limit = 200): Promise<WithdrawalRow[]> {
    return payoutsInReview(this.db, limit);
  }

  /** The user's own withdrawals with these ids (the statement's withdrawal lines). */
  withdrawalsById(userId: number, ids: number[]): Promise<WithdrawalRow[]> {
    return withdrawalsById(this.db, userId, ids);
  }

  /** Spec 001 §3 "Transaction" — the user's withdrawals and post payments, newest first. */
  async transactions(userId: number, language: Language = 'en', limit = 200): Promise<Transaction[]> {
    const outgoing = await withdrawalsOf(this.db, userId, limit);
    const paid = await settledPaymentsOf(this.db, userId, limit);
    const rows: Transaction[] = [
      ...outgoing.map((row) => ({
        transaction_id: row.conversationId ?? `W${row.id}`,
        // A delayed payout is explained in the reader's language: it is the one still to act on.
        status_description:
          (row.status === 'delayed'
            ? written(text('payoutDelayed'), language)
            : row.status === 'review' && row.reviewReason
              ? written(text('payoutReviewWaiting', { reason: REVIEW_REASON_TEXT[row.reviewReason]() }), language)
              : row.statusDescription && inReaderLanguage(row.statusDescription, language)) ||
          written(
            text(row.source === 'referral' ? 'referralWithdrawalTo' : 'withdrawalTo', {
              to: `M-PESA ${row.mpesaPhone}`,
            }),
            language,
          ),
        transaction_date: row.createdAt.toISOString(),
        transaction_status: transactionStatus(row.status),
        transaction_amount: row.amountCents / 100,
        transaction_type: 'Withdrawals',
      })),
      ...paid.map((row) => ({
        transaction_id: row.providerRef,
        // The record's words in the reader's language, else what the payment was for.
        status_description:
          (row.statusDescription && inReaderLanguage(row.statusDescription, language)) ||
          written(text('paymentForPost', { post: row.linkId, provider: row.provider }), language),
        transaction_date: row.createdAt.toISOString(),
        transaction_status: transactionStatus(row.status),
        transaction_amount: row.amountCents / 100,
        transaction_type: 'Payments',
      })),
    ];
    return rows.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date)).slice(0, limit);
  }
}
