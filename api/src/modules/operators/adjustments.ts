/**
 * Adjustments of a user's available balance by operators, and the SQL of `operator_adjustments`.
 * Each is a balanced journal entry: the user's available balance against the platform's
 * `operator_adjustments` account, with the operator's reason as its memo. Below `FOUR_EYES_KES`
 * it is applied at once; at or above it waits until a second operator (never the one who asked,
 * which the table itself refuses too) approves it, and is applied exactly once (its ledger key is
 * the adjustment's id). A debit never takes a balance below zero.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/database';
import { operatorAdjustments } from '../../db/schema';
import { redacted, type MentionPatterns } from '../../db/redaction';
import { conflict, forbidden, notFound } from '../../http/errors';
import { text, written } from '../../i18n/messages';
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type { Adjustment } from '@engage/shared/contract/operator-console';
import { LedgerError, type LedgerService } from '../ledger/ledger.service';
import { decimal, kes } from '../ledger/money-text';
import { recordOperatorAction } from './audit-log';
import { toPage, type CsvColumn } from './operator-lists';

type AdjustmentRow = typeof operatorAdjustments.$inferSelect;

function view(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    account_id: row.accountId,
    amount: row.amountCents / 100,
    direction: row.direction,
    reason: row.reason,
    requested_by: row.requestedBy,
    status: row.status,
    approved_by: row.approvedBy,
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt?.toISOString() ?? null,
  };
}

export class Adjustments {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    /** FOUR_EYES_KES in cents. */
    private readonly fourEyesCents: number,
  ) {}

  async page(
    status: 'waiting' | 'applied' | undefined,
    page: { after?: (string | number)[]; limit: number },
  ): Promise<CursorPageOf<Adjustment>> {
    const where: SQL[] = [];
    if (status) where.push(eq(operatorAdjustments.status, status));
    if (page.after) where.push(lt(operatorAdjustments.id, page.after[0] as number));
    const rows = await this.db
      .select()
      .from(operatorAdjustments)
      .where(and(...where))
      .orderBy(desc(operatorAdjustments.id))
      .limit(page.limit + 1);
    return toPage(rows, page.limit, view, (row) => [row.id]);
  }

  async request(
    operatorId: number,
    body: { account_id: number; amount: number; direction: 'credit' | 'debit'; reason: string },
  ): Promise<{ adjustment: Adjustment; message: string }> {
    const amountCents = Math.round(body.amount * 100);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operatorAdjustments)
        .values({
          accountId: body.account_id,
          amountCents,
          direction: body.direction,
          reason: body.reason.trim(),
          requestedBy: operatorId,
        })
        .returning();
      if (!row) throw new Error('insert adjustment returned nothing');
      await recordOperatorAction(tx, {
        operatorId,
        action: 'request_adjustment',
        subjectType: 'adjustment',
        subjectId: String(row.id),
        accountId: row.accountId,
        before: null,
        after: view(row),
        reason: row.reason,
      });
      if (amountCents >= this.fourEyesCents) {
        return {
          adjustment: view(row),
          message: `At least ${kes(this.fourEyesCents)}: it waits for a second operator's approval.`,
        };
      }
      const applied = await this.apply(tx, row, null);
      return { adjustment: view(applied), message: 'Applied.' };
    });
  }

  async approve(operatorId: number, id: number, reason: string): Promise<{ adjustment: Adjustment; message: string }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(operatorAdjustments).where(eq(operatorAdjustments.id, id)).for('update');
      if (!row) throw notFound(text('notFound'));
      if (row.status !== 'waiting') throw conflict(text('operatorAdjustmentNotWaiting'));
      if (row.requestedBy === operatorId) throw forbidden(text('operatorAdjustmentOwn'));
      const applied = await this.apply(tx, row, operatorId);
      await recordOperatorAction(tx, {
        operatorId,
        action: 'approve_adjustment',
        subjectType: 'adjustment',
        subjectId: String(row.id),
        accountId: row.accountId,
        before: view(row),
        after: view(applied),
        reason: reason.trim(),
      });
      return { adjustment: view(applied), message: 'Approved and applied.' };
    });
  }

  private async apply(tx: Tx, row: AdjustmentRow, approvedBy: number | null): Promise<AdjustmentRow> {
    const toUser = row.direction === 'credit' ? row.amountCents : -row.amountCents;
    try {
      await this.ledger.transfer(
        {
          idempotencyKey: `operator-adjustment:${row.id}`,
          kind: 'operator_adjustment',
          memo: written(text('adjustmentMemo', { reason: row.reason }), 'en'),
          legs: [
            { account: { kind: 'consumer_available', userId: row.accountId }, amountCents: toUser },
            { account: { kind: 'operator_adjustments' }, amountCents: -toUser },
          ],
        },
        tx,
      );
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        const balance = await this.ledger.balance({ kind: 'consumer_available', userId: row.accountId }, tx);
        throw conflict(text('operatorAdjustmentOverdraws', { balance: kes(balance) }));
      }
      throw error;
    }
    const [applied] = await tx
      .update(operatorAdjustments)
      .set({ status: 'applied', approvedBy, appliedAt: new Date() })
      .where(eq(operatorAdjustments.id, row.id))
      .returning();
    if (!applied) throw new Error('adjustment vanished');
    return applied;
  }
}

export const ADJUSTMENT_COLUMNS: readonly CsvColumn<Adjustment>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.created_at },
  { header: 'account', value: (row) => row.account_id },
  { header: 'direction', value: (row) => row.direction },
  { header: 'amount_kes', value: (row) => decimal(Math.round(row.amount * 100)) },
  { header: 'status', value: (row) => row.status },
  { header: 'requested_by', value: (row) => row.requested_by },
  { header: 'approved_by', value: (row) => row.approved_by },
  { header: 'reason', value: (row) => row.reason },
];

/** A deleted account's adjustments stay with the books; the operators' reasons lose the person's identifiers. */
export async function redactAdjustmentReasonsOf(
  executor: Executor,
  userId: number,
  mentions: MentionPatterns,
): Promise<void> {
  await executor
    .update(operatorAdjustments)
    .set({ reason: redacted(operatorAdjustments.reason, mentions) })
    .where(eq(operatorAdjustments.accountId, userId));
}
