/**
 * The SQL for the `post_refunds` table (see posting/links-table.ts for the convention): a closed
 * post's unspent budget on its way back through the provider that took the payment. Rows are
 * written by post-life.ts (with the hold, under the post's lock) and settled by post-refunds.ts.
 */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { postRefunds } from '../../db/schema';
import type { PaymentRow } from './payments-table';

export type PostRefundRow = typeof postRefunds.$inferSelect;
export type NewPostRefund = typeof postRefunds.$inferInsert;
export type RefundProvider = PostRefundRow['provider'];

/** A phone M-PESA can pay: what an STK payment records (a paybill payment's is masked). */
const PAYABLE_PHONE = /^254[17]\d{8}$/;

/**
 * Whether a payment's money can go back through its provider: an M-PESA payment to the number
 * that paid (known only for a prompt), a PayPal or card capture through PayPal's refund. A post
 * paid from the engage balance goes back there only.
 */
export function refundableThrough(
  payment: Pick<PaymentRow, 'provider' | 'phone' | 'receipt' | 'status'> | undefined,
): RefundProvider | null {
  if (!payment || payment.status !== 'completed' || payment.provider === 'balance') return null;
  if (payment.provider === 'mpesa') return payment.phone && PAYABLE_PHONE.test(payment.phone) ? 'mpesa' : null;
  return payment.receipt ? payment.provider : null;
}

/** "M-PESA 0712345678" or "PayPal" (a card is refunded through PayPal too): where a return goes. */
export function refundedTo(row: Pick<PostRefundRow, 'provider' | 'phone'>): string {
  if (row.provider === 'mpesa') return `M-PESA ${row.phone ? `0${row.phone.slice(3)}` : ''}`.trim();
  return 'PayPal';
}

export async function insertPostRefund(executor: Executor, values: NewPostRefund): Promise<PostRefundRow> {
  const [row] = await executor.insert(postRefunds).values(values).returning();
  if (!row) throw new Error('insert post refund returned nothing');
  return row;
}

/** One return; `lock` takes its row lock, which every change of its state queues on. */
export async function findPostRefund(
  executor: Executor,
  key: { id: number } | { requestId: string },
  options: { lock?: boolean } = {},
): Promise<PostRefundRow | undefined> {
  const where = 'id' in key ? eq(postRefunds.id, key.id) : eq(postRefunds.requestId, key.requestId);
  const query = executor.select().from(postRefunds).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updatePostRefund(
  executor: Executor,
  id: number,
  values: Partial<NewPostRefund>,
): Promise<PostRefundRow | undefined> {
  const [row] = await executor.update(postRefunds).set(values).where(eq(postRefunds.id, id)).returning();
  return row;
}

/** Every return of one payment (a PayPal refund webhook is matched against them). */
export function refundsOfPayment(executor: Executor, paymentId: number): Promise<PostRefundRow[]> {
  return executor.select().from(postRefunds).where(eq(postRefunds.paymentId, paymentId)).orderBy(asc(postRefunds.id));
}

/** Every return of a post, oldest first (its report and receipt). */
export function refundsOfLink(executor: Executor, linkId: number): Promise<PostRefundRow[]> {
  return executor.select().from(postRefunds).where(eq(postRefunds.linkId, linkId)).orderBy(asc(postRefunds.id));
}

/** Returns to send (never asked) and returns asked before `askedBefore` with no result yet. */
export function refundsDue(executor: Executor, askedBefore: Date, limit: number): Promise<PostRefundRow[]> {
  return executor
    .select()
    .from(postRefunds)
    .where(
      or(
        eq(postRefunds.status, 'waiting'),
        and(eq(postRefunds.status, 'asked'), or(isNull(postRefunds.askedAt), lt(postRefunds.askedAt, askedBefore))),
      ),
    )
    .orderBy(asc(postRefunds.id))
    .limit(limit);
}

/** The user's returns still on their way through a provider: their account waits for them. */
export async function countOpenRefundsOf(executor: Executor, userId: number): Promise<number> {
  const rows = await executor
    .select({ id: postRefunds.id })
    .from(postRefunds)
    .where(and(eq(postRefunds.userId, userId), inArray(postRefunds.status, ['waiting', 'asked'])));
  return rows.length;
}

/**
 * A deleted account's settled returns keep amounts and references, not the number paid nor the
 * provider's answer, which may quote it.
 */
export async function erasePhoneOf(executor: Executor, userId: number): Promise<void> {
  await executor.update(postRefunds).set({ phone: null, lastAnswer: '' }).where(eq(postRefunds.userId, userId));
}

/** The user's returns through a provider, for their data export (modules/privacy), oldest first. */
export function exportFor(executor: Executor, userId: number) {
  return executor.select().from(postRefunds).where(eq(postRefunds.userId, userId)).orderBy(asc(postRefunds.id));
}
