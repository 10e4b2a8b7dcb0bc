/** The SQL for `consents`: answers are only ever added; the latest row per document is the state. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { consents } from '../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;
export type ConsentDocument = ConsentRow['document'];
export type ConsentSource = ConsentRow['source'];
export type NewConsent = Pick<ConsentRow, 'document' | 'version' | 'given'>;

export async function insertConsents(
  executor: Executor,
  userId: number,
  source: ConsentSource,
  answers: readonly NewConsent[],
): Promise<void> {
  if (answers.length === 0) return;
  await executor.insert(consents).values(answers.map((answer) => ({ ...answer, userId, source })));
}

/** The user's latest answer per document (documents never answered are absent). */
export async function latestConsents(
  executor: Executor,
  userId: number,
): Promise<Partial<Record<ConsentDocument, ConsentRow>>> {
  const rows = await executor
    .selectDistinctOn([consents.document])
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.document, desc(consents.id));
  return Object.fromEntries(rows.map((row) => [row.document, row]));
}

/** Whether the user's latest marketing answer is yes (no answer is no). */
export async function marketingAllowed(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ given: consents.given })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.document, 'marketing')))
    .orderBy(desc(consents.id))
    .limit(1);
  return row?.given ?? false;
}

/**
 * Every answer the user gave, oldest first, for "download my data": what was asked, which
 * version, yes or no, when and where.
 */
export async function exportFor(
  executor: Executor,
  userId: number,
): Promise<{ document: ConsentDocument; version: string; given: boolean; source: ConsentSource; at: string }[]> {
  const rows = await executor.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
  return rows.map((row) => ({
    document: row.document,
    version: row.version,
    given: row.given,
    source: row.source,
    at: row.at.toISOString(),
  }));
}
