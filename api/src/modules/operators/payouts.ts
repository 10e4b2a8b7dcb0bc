/**
 * The console's payouts: pending, of unknown outcome (sent, and M-PESA has not said, past the
 * reconciliation delay), held (for review, or for float) and failed. An operator may ask M-PESA
 * now (Transaction Status, through the same path reconciliation uses: its answer is applied once,
 * whoever asked), release a payout held for review (it is sent as any payout is), or mark one still
 * waiting for M-PESA's answer paid with the receipt the M-PESA statement shows (booked as M-PESA's
 * own success would be, once). A payout held for float goes out by itself when the float covers it.
 * Each action is audit-logged.
 */
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withdrawals } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { text, type MessageKey } from '../../i18n/messages';
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type { OperatorPayout } from '@engage/shared/contract/operator-console';
import type { WalletService } from '../wallet/wallet.service';
import { withdrawalById, withdrawalByReceipt, type WithdrawalRow } from '../wallet/withdrawals-table';
import { recordOperatorAction } from './audit-log';
import { decimal } from '../ledger/money-text';
import { toPage, type CsvColumn } from './operator-lists';

export type PayoutState = 'pending' | 'unknown' | 'held' | 'failed';

export class OperatorPayouts {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    /** RECONCILE_AFTER_SECONDS: a pending payout older than this has an unknown outcome. */
    private readonly unknownAfterSeconds: number,
  ) {}

  private stateOf(row: WithdrawalRow, now: Date): OperatorPayout['state'] {
    if (row.status === 'review' || row.status === 'delayed') return 'held';
    if (row.status === 'failed') return 'failed';
    if (row.status === 'completed') return 'completed';
    return now.getTime() - row.createdAt.getTime() >= this.unknownAfterSeconds * 1000 ? 'unknown' : 'pending';
  }

  view(row: WithdrawalRow, now = new Date()): OperatorPayout {
    return {
      id: row.id,
      user_id: row.userId,
      amount: row.amountCents / 100,
      mpesa_phone: row.mpesaPhone,
      status: row.status,
      state: this.stateOf(row, now),
      status_description: row.statusDescription,
      hold_reason: row.status === 'review' ? row.reviewReason : row.status === 'delayed' ? 'float' : null,
      originator_conversation_id: row.originatorConversationId,
      receipt: row.receipt,
      created_at: row.createdAt.toISOString(),
      checked_at: row.checkedAt?.toISOString() ?? null,
    };
  }

  /** Newest first. */
  async page(
    state: PayoutState | undefined,
    page: { after?: (string | number)[]; limit: number },
    now = new Date(),
  ): Promise<CursorPageOf<OperatorPayout>> {
    const where: SQL[] = [];
    const unknownSince = new Date(now.getTime() - this.unknownAfterSeconds * 1000);
    if (state === 'held') where.push(inArray(withdrawals.status, ['review', 'delayed']));
    if (state === 'failed') where.push(eq(withdrawals.status, 'failed'));
    if (state === 'pending') where.push(eq(withdrawals.status, 'pending'), gte(withdrawals.createdAt, unknownSince));
    if (state === 'unknown') where.push(eq(withdrawals.status, 'pending'), lt(withdrawals.createdAt, unknownSince));
    if (page.after) where.push(lt(withdrawals.id, page.after[0] as number));
    const rows = await this.db
      .select()
      .from(withdrawals)
      .where(and(...where))
      .orderBy(desc(withdrawals.id))
      .limit(page.limit + 1);
    return toPage(
      rows,
      page.limit,
      (row) => this.view(row, now),
      (row) => [row.id],
    );
  }

  async act(
    operatorId: number,
    id: number,
    action: 'query' | 'release' | 'mark_paid' | 'retry',
    reason: string,
    receipt?: string,
  ) {
    if (action === 'mark_paid' && !receipt) {
      throw badRequest(text('operatorPayoutReceiptRequired'), {
        errors: { receipt: [text('operatorPayoutReceiptField')] },
      });
    }
    const before = await withdrawalById(this.db, id);
    if (!before) throw notFound(text('notFound'));
    let message: string;
    if (action === 'mark_paid' && receipt) {
      if (before.status !== 'pending') throw conflict(text('operatorPayoutNotUnanswered'));
      const other = await withdrawalByReceipt(this.db, receipt);
      if (other && other.id !== id) throw conflict(text('operatorPayoutReceiptUsed'));
      // Booked and audit-logged in one transaction: a mark without its record cannot exist.
      const settled = await this.wallet.markPaid(id, receipt, async (tx, locked) => {
        const after = (await withdrawalById(tx, id)) ?? locked;
        await recordOperatorAction(tx, {
          operatorId,
          action: 'mark_payout_paid',
          subjectType: 'withdrawal',
          subjectId: String(id),
          accountId: locked.userId,
          before: this.view(locked),
          after: this.view(after),
          reason: reason.trim(),
        });
      });
      if (settled !== 'settled') throw conflict(text('operatorPayoutNotUnanswered'));
      const after = (await withdrawalById(this.db, id)) ?? before;
      return { payout: this.view(after), message: `Marked paid: M-PESA receipt ${receipt}.` };
    } else if (action === 'retry') {
      // The new payout and its audit record are kept or lost together.
      const retried = await this.wallet.retryFailed(id, async (tx, failed, retry) => {
        await recordOperatorAction(tx, {
          operatorId,
          action: 'retry_payout',
          subjectType: 'withdrawal',
          subjectId: String(id),
          accountId: failed.userId,
          before: this.view(failed),
          after: this.view(retry),
          reason: reason.trim(),
        });
      });
      if (typeof retried === 'string') throw conflict(text(RETRY_REFUSED[retried]));
      return { payout: this.view(retried), message: `Sent again as payout ${retried.id}: ${retried.status}.` };
    } else if (action === 'query') {
      if (before.status !== 'pending') throw conflict(text('operatorPayoutNotPending'));
      const asked = await this.wallet.askPayoutStatus(before);
      message = {
        settled: 'M-PESA answered: the payout is settled.',
        asked: 'M-PESA was asked: its answer comes to the status-result URL.',
        unreachable: 'M-PESA could not be reached: it is asked again later.',
      }[asked];
    } else {
      if (before.status !== 'review') throw conflict(text('operatorPayoutNotHeldForReview'));
      const sent = await this.wallet.decideReview(id, 'send', '');
      if (!sent) throw conflict(text('operatorPayoutNotHeldForReview'));
      message = `Released: ${sent.status} (${sent.statusDescription}).`;
    }
    const after = (await withdrawalById(this.db, id)) ?? before;
    await recordOperatorAction(this.db, {
      operatorId,
      action: action === 'query' ? 'query_payout' : 'release_payout',
      subjectType: 'withdrawal',
      subjectId: String(id),
      accountId: before.userId,
      before: this.view(before),
      after: this.view(after),
      reason: reason.trim(),
    });
    return { payout: this.view(after), message };
  }
}

/** Why a payout was not sent again, said to the operator. */
const RETRY_REFUSED = {
  not_failed: 'operatorPayoutNotFailed',
  retried: 'operatorPayoutRetried',
  no_method: 'operatorPayoutNoMethod',
} as const satisfies Record<string, MessageKey>;

export const PAYOUT_COLUMNS: readonly CsvColumn<OperatorPayout>[] = [
  { header: 'id', value: (payout) => payout.id },
  { header: 'created_at', value: (payout) => payout.created_at },
  { header: 'user', value: (payout) => payout.user_id },
  { header: 'amount_kes', value: (payout) => decimal(Math.round(payout.amount * 100)) },
  { header: 'mpesa_phone', value: (payout) => payout.mpesa_phone },
  { header: 'state', value: (payout) => payout.state },
  { header: 'status', value: (payout) => payout.status },
  { header: 'hold_reason', value: (payout) => payout.hold_reason },
  { header: 'receipt', value: (payout) => payout.receipt },
  { header: 'originator_conversation_id', value: (payout) => payout.originator_conversation_id },
];
