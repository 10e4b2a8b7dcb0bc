/**
 * The SQL of `operator_audit` (migration 0034): every operator action, appended in the same
 * transaction as the action itself, so one never commits without the other. The database refuses
 * to change or remove a line (a trigger), whoever asks.
 *
 *   await db.transaction(async (tx) => {
 *     const before = …; const after = …;   // the row the action changes
 *     await recordOperatorAction(tx, { operatorId, action: 'freeze_withdrawals', subjectType: 'user',
 *       subjectId: String(userId), accountId: userId, before, after, reason });
 *   });
 */
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { operatorAudit, operators } from '../../db/schema';
import type { AuditEntry, CursorPageOf } from '@engage/shared/contract/operator-access';
import { toPage, type CsvColumn } from './operator-lists';

export interface OperatorAction {
  operatorId: number;
  action: string;
  subjectType: string;
  subjectId: string;
  accountId: number | null;
  before: unknown;
  after: unknown;
  reason: string;
}

export async function recordOperatorAction(executor: Executor, entry: OperatorAction): Promise<void> {
  await executor.insert(operatorAudit).values({
    operatorId: entry.operatorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    accountId: entry.accountId,
    // jsonb: a Date or a bigint in a row is written as the API would show it.
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
    reason: entry.reason,
  });
}

export interface AuditFilters {
  /** An operator's id or email. */
  operator?: string;
  account?: number;
  action?: string;
}

/** Newest first: by id, the order the lines were written in. */
export async function auditPage(
  executor: Executor,
  filters: AuditFilters,
  page: { after?: (string | number)[]; limit: number },
): Promise<CursorPageOf<AuditEntry>> {
  const where: SQL[] = [];
  if (filters.operator !== undefined) {
    const byId = /^[1-9][0-9]{0,15}$/.test(filters.operator) ? Number(filters.operator) : null;
    where.push(
      byId === null
        ? eq(sql`lower(${operators.email})`, filters.operator.toLowerCase())
        : (or(
            eq(operatorAudit.operatorId, byId),
            eq(sql`lower(${operators.email})`, filters.operator.toLowerCase()),
          ) as SQL),
    );
  }
  if (filters.account !== undefined) where.push(eq(operatorAudit.accountId, filters.account));
  if (filters.action !== undefined) where.push(eq(operatorAudit.action, filters.action));
  if (page.after) where.push(lt(operatorAudit.id, page.after[0] as number));
  const rows = await executor
    .select({ entry: operatorAudit, email: operators.email })
    .from(operatorAudit)
    .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(and(...where))
    .orderBy(desc(operatorAudit.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    ({ entry, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      operator_id: entry.operatorId,
      operator_email: email,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      account_id: entry.accountId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
    }),
    ({ entry }) => [entry.id],
  );
}

export const AUDIT_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'at', value: (entry) => entry.at },
  { header: 'operator', value: (entry) => entry.operator_email },
  { header: 'action', value: (entry) => entry.action },
  { header: 'subject', value: (entry) => `${entry.subject_type}:${entry.subject_id}` },
  { header: 'account', value: (entry) => entry.account_id },
  { header: 'reason', value: (entry) => entry.reason },
  { header: 'before', value: (entry) => entry.before },
  { header: 'after', value: (entry) => entry.after },
];
