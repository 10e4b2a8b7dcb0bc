/**
 * The SQL for the `reconciliation_reports` table (see posting/links-table.ts for the convention):
 * one report per (day, provider), written again whole when the day is reconciled again.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { reconciliationReports } from '../../db/schema';
import { mentionsAny, redacted, type MentionPatterns } from '../../db/redaction';
import type { ReconciledProvider, ReconciliationReport } from './reconciliation-report';

/** Stores the report, replacing the day's earlier one for that provider. */
export async function saveReport(executor: Executor, report: ReconciliationReport): Promise<void> {
  const values = {
    day: report.day,
    provider: report.provider,
    madeAt: report.madeAt,
    mismatches: report.mismatches,
    items: report.items,
    floatCents: report.floatCents,
  };
  await executor
    .insert(reconciliationReports)
    .values(values)
    .onConflictDoUpdate({ target: [reconciliationReports.day, reconciliationReports.provider], set: values });
}

export async function findReport(
  executor: Executor,
  day: string,
  provider: ReconciledProvider,
): Promise<ReconciliationReport | undefined> {
  const [row] = await executor
    .select()
    .from(reconciliationReports)
    .where(and(eq(reconciliationReports.day, day), eq(reconciliationReports.provider, provider)));
  return row;
}

/** The reports of the days from `sinceDay` (YYYY-MM-DD) on, newest day first. */
export async function reportsSince(executor: Executor, sinceDay: string): Promise<ReconciliationReport[]> {
  return executor
    .select()
    .from(reconciliationReports)
    .where(gte(reconciliationReports.day, sinceDay))
    .orderBy(desc(reconciliationReports.day), reconciliationReports.provider);
}

/** Reports are kept with the books; a deleted person's number or name in an item is taken out. */
export async function redactReportMentions(executor: Executor, mentions: MentionPatterns): Promise<void> {
  const items = sql`${reconciliationReports.items}::text`;
  await executor
    .update(reconciliationReports)
    .set({ items: sql`(${redacted(items, mentions)})::jsonb` })
    .where(mentionsAny(items, mentions));
}
