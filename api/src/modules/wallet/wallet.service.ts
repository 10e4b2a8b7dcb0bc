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
 * with B2C ResultCode 1 (insufficient balance) is not released: either waits as `delayed`
 * ("Payout delayed"), its money still held, an operator is told (`float_low`), and it is sent
 * again under a new OriginatorConversationID once a reading shows the float covers it. Only a
 * refused request is sent again, so no payout is ever live twice.
 *
 * Fees: spec 001 §9 quotes "$0.99 USD per M-PESA withdrawal in the text" while the wallet
 * shows "fee 0.00"; we charge no fee, so the amount asked for is the amount sent.
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
import { amount, kes, roundKes } from '../ledger/money-text';
import { MIN_WITHDRAWAL_KES } from '../profile/profile.service';
import { outcomeUnknown } from '../../providers/provider-error';
import { B2C_FLOAT_SHORT, type B2cResult, type MpesaGateway } from './mpesa-gateway';
import { latestFloatReading } from './mpesa-float-table';
import { b2cFailure } from './mpesa-messages';
import { dueScheduleUsers, payoutMethod, takeDueSchedule } from './withdrawal-methods';
import {
  acceptedSince,
  delayedPayouts,
  findWithdrawalOfResult,
  insertWithdrawal,
  lockWithdrawal,
  pendingSince,
  takeDelayedPayout,
  updateWithdrawal,
  withdrawalsById,
  withdrawalsOf,
  type WithdrawalRow,
} from './withdrawals-table';

type WithdrawalSource = WithdrawalRow['source'];

const sourceAccount = (source: WithdrawalSource, userId: number): AccountRef =>
  source === 'referral' ? { kind: 'referral_rewards', userId } : { kind: 'consumer_available', userId };

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  // Held while our M-PESA float is short; sent again by itself.
  delayed: 'Payout delayed',
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

export interface HoldRequest {
  userId: number;
  source: WithdrawalSource;
  amountCents: number;
  originalCurrency: string;
  originalAmountCents: number;
  /** A method id, or null for the user's primary method. */
  methodId: number | null;
  isAutomatic: boolean;
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

/**
 * Whether a result about the request `about` (an OriginatorConversationID; undefined: whichever)
 * is about the withdrawal's live request. Only a payout sent again has had another.
 */
const isAbout = (row: WithdrawalRow, about: string | undefined) =>
  about === undefined || row.resentAt === null || about === row.originatorConversationId;

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly alerts: OperatorAlerts,
    private readonly mpesa: MpesaGateway,
    private readonly urls: PayoutUrls,
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
    const row = await insertWithdrawal(tx, {
      userId: request.userId,
      source: request.source,
      methodId: method.id,
      mpesaPhone: method.mpesaPhone,
      amountCents: request.amountCents,
      originalCurrency: request.originalCurrency,
      originalAmountCents: request.originalAmountCents,
      isAutomatic: request.isAutomatic,
      originatorConversationId: `engage-${randomUUID()}`,
    });
    try {
      await this.ledger.transfer(
        {
          idempotencyKey: `withdrawal-hold:${row.id}`,
          kind: 'withdrawal_hold',
          memo: `withdrawal ${row.id} to ${method.mpesaPhone}`,
          legs: [
            { account: sourceAccount(request.source, request.userId), amountCents: -request.amountCents },
            { account: { kind: 'withdrawal_hold', userId: request.userId }, amountCents: request.amountCents },
          ],
          original: { currency: request.originalCurrency, amountCents: request.originalAmountCents },
        },
        tx,
      );
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        const balance = await this.ledger.balance(sourceAccount(request.source, request.userId), tx);
        throw refused(400, text('withdrawalShort', { balance: amount(balance) }));
      }
      throw error;
    }
    return row;
  }

  /**
   * Asks M-PESA to pay a held withdrawal out. A refusal at the door releases the hold at once;
   * no answer at all leaves the withdrawal pending for reconciliation to look up.
   */
  async send(row: WithdrawalRow): Promise<WithdrawalRow> {
    const float = await this.floatLeft();
    if (float !== null && float < row.amountCents) {
      await this.delay(row.id, `the float read leaves ${kes(float)}`);
      return (await withdrawalsById(this.db, row.userId, [row.id]))[0] ?? row;
    }
    let conversationId: string;
    try {
      ({ conversationId } = await this.mpesa.b2c({
        originatorConversationId: row.originatorConversationId,
        phone: row.mpesaPhone,
        amountCents: row.amountCents,
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

  /** A B2C result (callback, Transaction Status, or the sandbox): pays out or releases a pending withdrawal, once. */
  async handleB2cResult(result: B2cResult, withdrawalId?: number): Promise<'settled' | 'ignored'> {
    const found = await findWithdrawalOfResult(this.db, {
      withdrawalId,
      originatorConversationId: result.originatorConversationId,
      conversationId: result.conversationId,
    });
    if (found === undefined) return 'ignored';
    // A status result (it names the withdrawal) about a payout sent again may be about the
    // refused request: only one naming the live request settles it.
    const about = withdrawalId === undefined ? undefined : result.originatorConversationId;
    if (result.resultCode === B2C_FLOAT_SHORT) return this.delay(found, `M-PESA said "${result.resultDesc}"`, about);
    const paid = result.resultCode === 0;
    return this.settle(
      found,
      paid,
      paid ? `M-PESA receipt ${result.receipt ?? 'pending'}` : b2cFailure(result.resultCode, result.resultDesc),
      result.receipt,
      about,
    );
  }

  /**
   * The `reconcile` job: every payout still pending `reconcileAfterSeconds` after it was asked
   * for (and not looked up for as long) is looked up with M-PESA. Returns how many.
   */
  async reconcilePayouts(reconcileAfterSeconds: number, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - reconcileAfterSeconds * 1000);
    const open = await pendingSince(this.db, since, RECONCILE_BATCH);
    for (const row of open) {
      await updateWithdrawal(this.db, row.id, { checkedAt: now });
      const status = await this.mpesa
        .payoutStatus({
          originatorConversationId: row.originatorConversationId,
          conversationId: row.conversationId,
          phone: row.mpesaPhone,
          amountCents: row.amountCents,
          requestedAt: row.acceptedAt ?? row.createdAt,
          resultUrl: this.urls.statusResultUrl(row.id),
          timeoutUrl: this.urls.timeoutUrl,
        })
        .catch((error: unknown) => {
          this.log(`payout ${row.id} (${row.originatorConversationId}) could not be looked up`, error);
          return null;
        });
      if (status?.state === 'result' && (await this.handleB2cResult(status.result, row.id)) === 'settled') continue;
      const sentAt = row.acceptedAt ?? row.createdAt;
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
  private async delay(withdrawalId: number, why: string, about?: string): Promise<'settled' | 'ignored'> {
    const delayed = await this.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, withdrawalId);
      if (!row || row.status !== 'pending' || !isAbout(row, about)) return null;
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
      if (float < row.amountCents) continue;
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
    about?: string,
  ): Promise<'settled' | 'ignored'> {
    // The withdrawal's record keeps the English; the alert is written in its reader's language.
    const description = written(said, 'en');
    const settled = await this.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, withdrawalId);
      if (!row || row.status !== 'pending' || !isAbout(row, about)) return null;
      await this.ledger.transfer(
        {
          idempotencyKey: paid ? `withdrawal-paid:${row.id}` : `withdrawal-released:${row.id}`,
          kind: paid ? 'withdrawal_paid' : 'withdrawal_released',
          memo: description,
          legs: [
            { account: { kind: 'withdrawal_hold', userId: row.userId }, amountCents: -row.amountCents },
            {
              account: paid ? { kind: 'external_mpesa' } : sourceAccount(row.source, row.userId),
              amountCents: row.amountCents,
            },
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
              text: text('alertWithdrawalSentText', { amount: amount(row.amountCents), phone: row.mpesaPhone }),
            }
          : {
              title: text('alertWithdrawalFailedTitle'),
              text: text('alertWithdrawalFailedText', { amount: amount(row.amountCents), reason: said }),
            },
        tx,
      );
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
        if (!primary) return null;
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
          (row.status === 'delayed' ? written(text('payoutDelayed'), language) : row.statusDescription) ||
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
        status_description:
          row.statusDescription ||
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
