/** The SQL of `operators` (migration 0034). */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { operators } from '../../db/schema';
import type { OperatorRole } from '@engage/shared/contract/operator-access';

export type OperatorRow = typeof operators.$inferSelect;

export async function insertOperator(
  executor: Executor,
  values: { email: string; role: OperatorRole; enrolmentTokenHash: string; enrolmentExpiresAt: Date },
): Promise<OperatorRow | undefined> {
  const [row] = await executor
    .insert(operators)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function operatorByEmail(executor: Executor, email: string): Promise<OperatorRow | undefined> {
  const [row] = await executor
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email.toLowerCase()));
  return row;
}

export async function operatorById(executor: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await executor.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** The operator whose enrolment link this is, while the link is unused and unexpired. */
export async function operatorByEnrolment(
  executor: Executor,
  tokenHash: string,
  now: Date,
): Promise<OperatorRow | undefined> {
  const [row] = await executor
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.enrolmentTokenHash, tokenHash),
        gt(operators.enrolmentExpiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  return row;
}

/** Keeps the secret shown on the enrolment page, until the enrolment is completed with it. */
export async function offerTotpSecret(executor: Executor, id: number, secret: string): Promise<void> {
  await executor.update(operators).set({ totpSecret: secret }).where(eq(operators.id, id));
}

/** Completes an enrolment: the password set, the link spent, the code's step kept. */
export async function completeEnrolment(
  executor: Executor,
  id: number,
  values: { passwordHash: string; lastTotpStep: number; at: Date },
): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({
      passwordHash: values.passwordHash,
      lastTotpStep: values.lastTotpStep,
      enrolledAt: values.at,
      enrolmentTokenHash: null,
      enrolmentExpiresAt: null,
    })
    .where(and(eq(operators.id, id), sql`${operators.enrolmentTokenHash} IS NOT NULL`))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/**
 * Keeps the step of a code just accepted, unless a newer one got there first: two sign-ins with
 * the same code at the same moment, one wins.
 */
export async function takeTotpStep(executor: Executor, id: number, step: number): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({ lastTotpStep: step })
    .where(and(eq(operators.id, id), sql`(${operators.lastTotpStep} IS NULL OR ${operators.lastTotpStep} < ${step})`))
    .returning({ id: operators.id });
  return rows.length === 1;
}
