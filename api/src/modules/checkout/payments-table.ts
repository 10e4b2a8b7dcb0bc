/**
 * The SQL for the `payments` table (see posting/links-table.ts for the convention): the
 * checkout, the post editor and the wallet's statement read and write payments only here.
 *
 * Every function takes the executor first: the database, or the caller's transaction, so a
 * row lock taken here holds until that transaction ends.
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
  getTableColumns,
} from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { payments } from '../../db/schema';
import { redacted, type MentionPatterns } from '../../db/redaction';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type PaymentStatus = PaymentRow['status'];
type Provider = PaymentRow['provider'];

/** How a payment is named: our id, the provider's reference, or a provider's token. */
export type PaymentKey =
  { id: number } | { providerRef: string; provider?: Provider } | { token: string; provider: Provider };

function byKey(key: PaymentKey): SQL | undefined {
  if ('id' in key) return eq(payments.id, key.id);
  if ('token' in key) return and(eq(payments.token, key.token), eq(payments.provider, key.provider));
  return and(
    eq(payments.providerRef, key.providerRef),
    key.provider === undefined ? undefined : eq(payments.provider, key.provider),
  );
}

/** One payment; `lock` takes its row lock (FOR UPDATE): settling a payment queues on it. */
export async function findPayment(
  executor: Executor,
  key: PaymentKey,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = executor.select().from(payments).where(byKey(key));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPayment(executor: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payment returned nothing');
  return row;
}

/**
 * Writes the changes; with `whileStatus`, only while the payment is still in one of those
 * states (a concurrent settlement wins). Answers the changed row, if one was changed.
 */
export async function updatePayment(
  executor: Executor,
  paymentId: number,
  changes: Partial<NewPayment>,
  whileStatus?: readonly PaymentStatus[],
): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .update(payments)
    .set(changes)
    .where(
      and(
        eq(payments.id, paymentId),
        whileStatus === undefined ? undefined : inArray(payments.status, [...whileStatus]),
      ),
    )
    .returning();
  return row;
}

/**
 * An M-PESA prompt sent just before a crash or a timeout, whose CheckoutRequestID we never
 * wrote down: the oldest never-accepted payment of that phone and amount in one of `statuses`
 * (open ones; or, for a result that comes after reconciliation closed it, closed ones).
 */
export async function findUnnamedStk(
  executor: Executor,
  phone: string,
  amountCents: number,
  statuses: readonly PaymentStatus[] = ['pending'],
): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'mpesa'),
        inArray(payments.status, [...statuses]),
        isNull(payments.acceptedAt),
        eq(payments.phone, phone),
        eq(payments.amountCents, amountCents),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

/** Gives such a payment M-PESA's id, unless another result named it first. */
export async function nameStk(
  executor: Executor,
  paymentId: number,
  checkoutRequestId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .update(payments)
    .set({ providerRef: checkoutRequestId, acceptedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.acceptedAt)))
    .returning();
  return row;
}

/**
 * Holds, until the transaction ends, the right to write the payment a provider reference names:
 * two deliveries of one paybill confirmation then book it once, though there is no row to lock
 * yet. The key is the reference's hash in the advisory-lock space of transactions.
 */
export async function lockProviderRef(executor: Executor, providerRef: string): Promise<void> {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payment-ref:${providerRef}`}))`);
}

/** The PayPal or card payment a webhook names by any of our id, its token or its capture. */
export async function findHostedPayment(
  executor: Executor,
  match: { paymentId?: number; token?: string; captureId?: string },
): Promise<PaymentRow | undefined> {
  const conditions = [
    match.paymentId !== undefined ? eq(payments.id, match.paymentId) : undefined,
    match.token !== undefined ? eq(payments.token, match.token) : undefined,
    match.captureId !== undefined ? eq(payments.receipt, match.captureId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(inArray(payments.provider, ['paypal', 'card']), or(...conditions)));
  return row;
}

/** Open payments begun before `since` and not asked about since then, oldest first. */
export function paymentsToReconcile(executor: Executor, since: Date, limit: number): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'approved']),
        lt(payments.createdAt, since),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, since)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Duplicates whose refund has not gone through yet. */
export async function duplicatePaymentIds(executor: Executor): Promise<number[]> {
  const rows = await executor.select({ id: payments.id }).from(payments).where(eq(payments.status, 'duplicate'));
  return rows.map((row) => row.id);
}

/** Payments of a link still waiting for the provider. */
export function openPaymentsOf(executor: Executor, linkId: number): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.linkId, linkId), inArray(payments.status, ['pending', 'approved'])));
}

/** The newest payment of a link, as its owner sees it. */
export async function newestPaymentOf(
  executor: Executor,
  linkId: number,
): Promise<Pick<PaymentRow, 'provider' | 'status' | 'statusDescription'> | undefined> {
  const [row] = await executor
    .select({ provider: payments.provider, status: payments.status, statusDescription: payments.statusDescription })
    .from(payments)
    .where(eq(payments.linkId, linkId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** The payment that funded a link (its report's money and receipt), if one completed. */
export async function completedPaymentOf(executor: Executor, linkId: number): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.linkId, linkId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.completedAt), desc(payments.id))
    .limit(1);
  return row;
}

/** Whether money has moved or may still move for the link: any payment not failed or cancelled. */
export async function hasLivePayment(executor: Executor, linkId: number): Promise<boolean> {
  const live = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.linkId, linkId), notInArray(payments.status, ['failed', 'cancelled'])));
  return live.length > 0;
}

export async function deletePaymentsOf(executor: Executor, linkId: number): Promise<void> {
  await executor.delete(payments).where(eq(payments.linkId, linkId));
}

/** The user's payments that have an outcome or are under way (not the ones still pending), newest first. */
export function settledPaymentsOf(executor: Executor, userId: number, limit: number): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), sql`${payments.status} <> 'pending'`))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/**
 * PayPal and card payments whose capture took the money in [start, end) (the daily
 * reconciliation): completed ones, and duplicates captured then refunded, which PayPal lists too.
 */
export function capturedHostedPaymentsBetween(executor: Executor, start: Date, end: Date): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.provider, ['paypal', 'card']),
        inArray(payments.status, ['completed', 'duplicate', 'refunded']),
        isNotNull(payments.receipt),
        gte(payments.completedAt, start),
        lt(payments.completedAt, end),
      ),
    )
    .orderBy(asc(payments.completedAt), asc(payments.id));
}

/** M-PESA payments begun in [start, end) and still waiting for M-PESA's word. */
export function openMpesaPaymentsBetween(executor: Executor, start: Date, end: Date): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'mpesa'),
        inArray(payments.status, ['pending', 'approved']),
        gte(payments.createdAt, start),
        lt(payments.createdAt, end),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * The console's payments, newest first: `stuck` (no final answer since `stuckBefore`),
 * `duplicate`, or those whose id is in `alertedIds` (a subquery of operator alerts). `limit + 1`
 * rows are read so the caller knows of a next page; `before` is the last id of the previous page.
 */
export async function paymentsForOperators(
  executor: Executor,
  filter: { stuckBefore?: Date; duplicate?: boolean; alertedIds?: SQL },
  page: { before?: number; limit: number },
): Promise<PaymentRow[]> {
  const where: SQL[] = [];
  if (filter.stuckBefore) {
    where.push(inArray(payments.status, ['pending', 'approved']), lt(payments.createdAt, filter.stuckBefore));
  }
  if (filter.duplicate) where.push(eq(payments.status, 'duplicate'));
  if (filter.alertedIds) where.push(sql`${payments.id} IN ${filter.alertedIds}`);
  if (page.before !== undefined) where.push(lt(payments.id, page.before));
  return executor
    .select()
    .from(payments)
    .where(and(...where))
    .orderBy(desc(payments.id))
    .limit(page.limit + 1);
}

/**
 * A deleted account's payments stay for the anti-money-laundering years with amounts, dates and
 * the provider's references (reconciliation matches on those), without the payer's phone or
 * PayPal payer id.
 */
export async function erasePayerOf(executor: Executor, userId: number, mentions: MentionPatterns): Promise<void> {
  await executor
    .update(payments)
    .set({ phone: null, payerId: null, statusDescription: redacted(payments.statusDescription, mentions) })
    .where(eq(payments.userId, userId));
}

/** Every phone the user paid from. */
export async function payerPhonesOf(executor: Executor, userId: number): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ phone: payments.phone })
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.phone)));
  return rows.flatMap((row) => (row.phone ? [row.phone] : []));
}

/**
 * The user's payments for their data export (modules/privacy), oldest first; not the provider's
 * checkout token, which could still be presented to the provider.
 */
export function exportFor(executor: Executor, userId: number) {
  const { token: _secret, ...columns } = getTableColumns(payments);
  return executor.select(columns).from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id));
}
