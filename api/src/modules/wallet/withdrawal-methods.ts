/**
 * A user's M-PESA withdrawal methods and their payout schedule (spec 001 §5), and the SQL for
 * `withdrawal_methods` and `withdrawal_schedules`: the payouts (wallet.service.ts) find a
 * payout's method and take a due schedule through the functions at the end.
 */
import { and, desc, eq, inArray, isNull, lte, ne, or, sql, asc } from 'drizzle-orm';
import type { WithdrawalMethod, WithdrawalMethodCreateBody, WithdrawalSchedule } from '@engage/shared/contract/wallet';
import type { WithdrawalFrequency, ScheduleMinimum } from '@engage/shared/contract/common';
import { DEFAULT_SCHEDULE_MINIMUM } from '@engage/shared/contract/constants';
import type { Db, Executor, Tx } from '../../db/database';
import { users, withdrawalMethods, withdrawalSchedules } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { AppConfig } from '../../config';
import type { AccountsService, AuthContext } from '../accounts/accounts.service';
import { requireFullScope } from '../accounts/step-up';
import type { UserRow } from '../accounts/users-table';
import type { PayoutNumberAlerts } from './payout-number-alerts';
import { nextPayout } from './payout-schedule';

const DEFAULT_FREQUENCY: WithdrawalFrequency = 'weekly';

type MethodRow = typeof withdrawalMethods.$inferSelect;

function methodView(row: MethodRow): WithdrawalMethod {
  return {
    id: row.id,
    method_type: row.methodType,
    mpesa_phone: row.mpesaPhone,
    first_name: row.firstName,
    last_name: row.lastName,
    country: 'Kenya',
    id_number: row.idNumber,
    is_primary: row.isPrimary,
    usable_from: row.usableFrom.toISOString(),
  };
}

export class WithdrawalMethods {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly config: AppConfig,
    private readonly alerts: PayoutNumberAlerts,
  ) {}

  /** When a number saved now may first receive money (PAYOUT_METHOD_COOLING_OFF_HOURS). */
  private usableFrom(now = new Date()): Date {
    return new Date(now.getTime() + this.config.payoutMethodCoolingOffHours * 3600_000);
  }

  /**
   * Adding or changing where money goes: a verified email, a full (not embedded) token and
   * presence proved on this session in the last five minutes.
   */
  private async requireMoneyChange(auth: AuthContext): Promise<UserRow> {
    const user = await this.requireVerified(auth.userId);
    await this.accounts.stepUp.require(auth);
    return user;
  }

  async list(userId: number): Promise<WithdrawalMethod[]> {
    const rows = await this.db
      .select()
      .from(withdrawalMethods)
      .where(eq(withdrawalMethods.userId, userId))
      .orderBy(desc(withdrawalMethods.isPrimary), withdrawalMethods.id);
    return rows.map(methodView);
  }

  private async requireVerified(userId: number): Promise<UserRow> {
    const user = await this.accounts.findById(userId);
    if (!user) throw notFound(text('userNotFound'));
    if (!user.emailVerified) throw forbidden(text('verifyForMethod'));
    return user;
  }

  private async ownMethod(userId: number, methodId: number, executor: Executor = this.db): Promise<MethodRow> {
    const [row] = await executor
      .select()
      .from(withdrawalMethods)
      .where(and(eq(withdrawalMethods.id, methodId), eq(withdrawalMethods.userId, userId)));
    // Someone else's method answers like a missing one: ids are not to be probed.
    if (!row) throw notFound(text('withdrawalMethodNotFound'));
    return row;
  }

  /** A new number cools off before it is paid, and its owner is emailed at once. */
  async create(auth: AuthContext, body: WithdrawalMethodCreateBody): Promise<WithdrawalMethod> {
    const user = await this.requireMoneyChange(auth);
    const userId = auth.userId;
    return this.db.transaction(async (tx) => {
      await refuseTakenIdentity(tx, userId, body);
      const existing = await tx
        .select({ id: withdrawalMethods.id })
        .from(withdrawalMethods)
        .where(eq(withdrawalMethods.userId, userId));
      const [row] = await tx
        .insert(withdrawalMethods)
        .values({
          userId,
          methodType: body.method_type,
          mpesaPhone: body.mpesa_phone,
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          country: body.country,
          idNumber: body.id_number.trim(),
          // The first method is the one payouts use.
          isPrimary: existing.length === 0,
          usableFrom: this.usableFrom(),
        })
        .onConflictDoNothing({ target: [withdrawalMethods.userId, withdrawalMethods.methodType] })
        .returning();
      if (!row) throw conflict(text('methodExists'));
      await this.alerts.tellOwner(tx, user, row, 'added');
      return methodView(row);
    });
  }

  /** A changed number cools off again and its owner is emailed; other details change at once. */
  async update(auth: AuthContext, methodId: number, body: WithdrawalMethodCreateBody): Promise<WithdrawalMethod> {
    const user = await this.requireMoneyChange(auth);
    const userId = auth.userId;
    return this.db.transaction(async (tx) => {
      const before = await this.ownMethod(userId, methodId, tx);
      const numberChanged = before.mpesaPhone !== body.mpesa_phone;
      await refuseTakenIdentity(tx, userId, body);
      const [row] = await tx
        .update(withdrawalMethods)
        .set({
          mpesaPhone: body.mpesa_phone,
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          country: body.country,
          idNumber: body.id_number.trim(),
          updatedAt: new Date(),
          ...(numberChanged ? { usableFrom: this.usableFrom() } : {}),
        })
        .where(and(eq(withdrawalMethods.id, methodId), eq(withdrawalMethods.userId, userId)))
        .returning();
      if (!row) throw notFound(text('withdrawalMethodNotFound'));
      if (numberChanged) await this.alerts.tellOwner(tx, user, row, 'changed');
      return methodView(row);
    });
  }

  /** Not from an embedded area's token: removing the number is a payout change too. */
  async delete(auth: AuthContext, methodId: number): Promise<void> {
    requireFullScope(auth);
    const userId = auth.userId;
    await this.db.transaction(async (tx) => {
      const method = await this.ownMethod(userId, methodId, tx);
      await tx.delete(withdrawalMethods).where(eq(withdrawalMethods.id, method.id));
      if (method.isPrimary) {
        const [next] = await tx
          .select({ id: withdrawalMethods.id })
          .from(withdrawalMethods)
          .where(eq(withdrawalMethods.userId, userId))
          .orderBy(withdrawalMethods.id)
          .limit(1);
        if (next) await tx.update(withdrawalMethods).set({ isPrimary: true }).where(eq(withdrawalMethods.id, next.id));
      }
    });
  }

  async setPrimary(auth: AuthContext, methodId: number): Promise<WithdrawalMethod> {
    requireFullScope(auth);
    const userId = auth.userId;
    return this.db.transaction(async (tx) => {
      await this.ownMethod(userId, methodId, tx);
      await tx
        .update(withdrawalMethods)
        .set({ isPrimary: false })
        .where(and(eq(withdrawalMethods.userId, userId), ne(withdrawalMethods.id, methodId)));
      const [row] = await tx
        .update(withdrawalMethods)
        .set({ isPrimary: true })
        .where(eq(withdrawalMethods.id, methodId))
        .returning();
      if (!row) throw notFound(text('withdrawalMethodNotFound'));
      return methodView(row);
    });
  }

  /**
   * Development only (the dev route in wallet.routes.ts, absent in production): the owner's number
   * becomes usable now, as if its cooling-off had passed, so a browser journey can withdraw.
   */
  async endCoolingOff(userId: number, methodId: number): Promise<WithdrawalMethod> {
    const [row] = await this.db
      .update(withdrawalMethods)
      .set({ usableFrom: new Date() })
      .where(and(eq(withdrawalMethods.id, methodId), eq(withdrawalMethods.userId, userId)))
      .returning();
    if (!row) throw notFound(text('withdrawalMethodNotFound'));
    return methodView(row);
  }

  /** A user who never saved a schedule gets the defaults and no automatic payouts (`next_payout` null). */
  async schedule(userId: number): Promise<WithdrawalSchedule> {
    const [row] = await this.db.select().from(withdrawalSchedules).where(eq(withdrawalSchedules.userId, userId));
    if (!row) return { frequency: DEFAULT_FREQUENCY, minimum_amount: DEFAULT_SCHEDULE_MINIMUM, next_payout: null };
    return {
      frequency: row.frequency,
      minimum_amount: row.minimumAmount as ScheduleMinimum,
      next_payout: row.nextPayout.toISOString(),
    };
  }

  async updateSchedule(
    userId: number,
    frequency: WithdrawalFrequency,
    minimumAmount: ScheduleMinimum,
    now = new Date(),
  ): Promise<WithdrawalSchedule> {
    const next = nextPayout(frequency, now);
    await this.db
      .insert(withdrawalSchedules)
      .values({ userId, frequency, minimumAmount, nextPayout: next })
      .onConflictDoUpdate({
        target: withdrawalSchedules.userId,
        set: { frequency, minimumAmount, nextPayout: next, updatedAt: now },
      });
    return { frequency, minimum_amount: minimumAmount, next_payout: next.toISOString() };
  }
}

/** The method a payout goes to: the given one of the user's, or their primary one (null). */
export async function payoutMethod(
  executor: Executor,
  userId: number,
  methodId: number | null,
): Promise<MethodRow | undefined> {
  const [method] = await executor
    .select()
    .from(withdrawalMethods)
    .where(
      and(
        eq(withdrawalMethods.userId, userId),
        methodId === null ? eq(withdrawalMethods.isPrimary, true) : eq(withdrawalMethods.id, methodId),
      ),
    );
  return method;
}

/** Users whose automatic payout is due. */
export async function dueScheduleUsers(executor: Executor, now: Date, limit: number): Promise<number[]> {
  const due = await executor
    .select({ userId: withdrawalSchedules.userId })
    .from(withdrawalSchedules)
    .where(lte(withdrawalSchedules.nextPayout, now))
    .limit(limit);
  return due.map((row) => row.userId);
}

/**
 * Takes a due schedule (SKIP LOCKED: another instance already has it) and moves its next payout
 * on, in the caller's transaction; undefined when it is not due or taken.
 */
export async function takeDueSchedule(tx: Tx, userId: number, now: Date) {
  const [schedule] = await tx
    .select()
    .from(withdrawalSchedules)
    .where(and(eq(withdrawalSchedules.userId, userId), lte(withdrawalSchedules.nextPayout, now)))
    .for('update', { skipLocked: true });
  if (!schedule) return undefined;
  await tx
    .update(withdrawalSchedules)
    .set({ nextPayout: nextPayout(schedule.frequency, now) })
    .where(eq(withdrawalSchedules.userId, userId));
  return schedule;
}

/**
 * One M-PESA number and one national ID per live account (docs/security.md "Farms"): a 400
 * naming the field (as a form's field error), a number or ID already saved on another account that is not deleted. Checked
 * here rather than by a unique index, which earlier duplicates would break and which could not
 * leave deleted accounts out; a transaction-scoped advisory lock per number and per ID makes two
 * accounts saving the same one at once take turns, so the second one sees the first.
 */
async function refuseTakenIdentity(
  tx: Tx,
  userId: number,
  body: Pick<WithdrawalMethodCreateBody, 'mpesa_phone' | 'id_number'>,
): Promise<void> {
  const idNumber = body.id_number.trim();
  // Always number first, then ID: two requests never wait on each other's lock in turn.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-number:${body.mpesa_phone}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-id:${idNumber}`}))`);
  const others = await tx
    .select({ mpesaPhone: withdrawalMethods.mpesaPhone, idNumber: withdrawalMethods.idNumber })
    .from(withdrawalMethods)
    .innerJoin(users, eq(users.id, withdrawalMethods.userId))
    .where(
      and(
        ne(withdrawalMethods.userId, userId),
        isNull(users.deletedAt),
        or(eq(withdrawalMethods.mpesaPhone, body.mpesa_phone), eq(withdrawalMethods.idNumber, idNumber)),
      ),
    )
    .limit(5);
  if (others.some((row) => row.mpesaPhone === body.mpesa_phone)) {
    const message = text('mpesaPhoneTaken');
    throw badRequest(message, { message, error: message, errors: { mpesa_phone: [message] } });
  }
  if (others.length > 0) {
    const message = text('idNumberTaken');
    throw badRequest(message, { message, error: message, errors: { id_number: [message] } });
  }
}

/** Every M-PESA number the users have saved (for the referral checks). */
export async function numbersSavedBy(
  executor: Executor,
  userIds: number[],
): Promise<{ userId: number; phone: string }[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({ userId: withdrawalMethods.userId, phone: withdrawalMethods.mpesaPhone })
    .from(withdrawalMethods)
    .where(inArray(withdrawalMethods.userId, userIds));
}

/**
 * A deleted account's methods (number, names, national ID) and payout schedule go: nothing is
 * paid to a deleted account, and its past payouts keep their own amounts and references.
 */
export async function deleteMethodsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(withdrawalSchedules).where(eq(withdrawalSchedules.userId, userId));
  await executor.delete(withdrawalMethods).where(eq(withdrawalMethods.userId, userId));
}

/** The numbers, names and ID numbers of the user's methods: what deletion must find wherever it was quoted. */
export function payeeDetailsOf(
  executor: Executor,
  userId: number,
): Promise<Pick<MethodRow, 'mpesaPhone' | 'firstName' | 'lastName' | 'idNumber'>[]> {
  return executor
    .select({
      mpesaPhone: withdrawalMethods.mpesaPhone,
      firstName: withdrawalMethods.firstName,
      lastName: withdrawalMethods.lastName,
      idNumber: withdrawalMethods.idNumber,
    })
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.userId, userId));
}

/** The user's payout numbers and schedule for their data export (modules/privacy). */
export async function exportFor(executor: Executor, userId: number) {
  const methods = await executor
    .select()
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.userId, userId))
    .orderBy(asc(withdrawalMethods.id));
  const [schedule] = await executor.select().from(withdrawalSchedules).where(eq(withdrawalSchedules.userId, userId));
  return { methods, schedule: schedule ?? null };
}

/** The methods with these ids that still exist (any user's: the operators' tax report). */
export async function methodsByIds(executor: Executor, ids: readonly number[]): Promise<MethodRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(withdrawalMethods)
    .where(inArray(withdrawalMethods.id, [...ids]));
}
