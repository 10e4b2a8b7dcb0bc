/**
 * The SQL for the `users` table's rows (see posting/links-table.ts for the convention): every
 * service reads, locks and writes a user through these functions. A deleted account keeps its
 * row for the ledger, so "live" here means not deleted.
 *
 * Every function takes the executor first: the database, or the caller's transaction.
 */
import { and, count, desc, eq, getTableColumns, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@engage/shared/i18n/language';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<NewUser>;

/** The live account of an email address, whatever its case. */
export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deletedAt)));
  return user;
}

export async function findUser(executor: Executor, userId: number): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

/** The live user with this referral code, or with this id when one is given. */
export async function findReferrer(
  executor: Executor,
  code: string,
  userId: number | undefined,
): Promise<number | undefined> {
  const byCode = eq(users.referralCode, code);
  const [referrer] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(userId === undefined ? byCode : or(eq(users.id, userId), byCode), isNull(users.deletedAt)));
  return referrer?.id;
}

/** Whether someone (other than `exceptUserId`) has this username, whatever its case. */
export async function usernameTaken(executor: Executor, username: string, exceptUserId?: number): Promise<boolean> {
  const [taken] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return taken !== undefined;
}

export async function insertUser(executor: Executor, values: NewUser): Promise<UserRow> {
  const [user] = await executor.insert(users).values(values).returning();
  if (!user) throw new Error('insert user returned nothing');
  return user;
}

export async function updateUser(executor: Executor, userId: number, changes: UserChanges): Promise<void> {
  await executor.update(users).set(changes).where(eq(users.id, userId));
}

/** Changes a user who has not been deleted (a deleted account stays as deletion left it). */
export async function updateLiveUser(executor: Executor, userId: number, changes: UserChanges): Promise<void> {
  await executor
    .update(users)
    .set(changes)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** Takes the user's row lock until the caller's transaction ends: their credits queue on it. */
export async function lockUser(executor: Executor, userId: number): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The first run's end: the first moment is kept, so a second call answers the same one. */
export async function markOnboarded(executor: Executor, userId: number): Promise<Date | null> {
  const [row] = await executor
    .update(users)
    .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ onboardedAt: users.onboardedAt });
  return row?.onboardedAt ?? null;
}

/** The language the user chose in Preferences; false when there is no such live user. */
export async function saveLanguage(executor: Executor, userId: number, language: Language): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The language the server writes to the user in (alerts, emails): the one they chose, else
 * English, which is also what a user who is gone gets.
 */
export async function writingLanguage(executor: Executor, userId: number): Promise<Language> {
  const [user] = await executor.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return user?.language ?? 'en';
}

/** Switches the bot and answers its new state (undefined: no such user). */
export async function toggleBot(executor: Executor, userId: number): Promise<boolean | undefined> {
  const [row] = await executor
    .update(users)
    .set({ botActive: sql`NOT ${users.botActive}` })
    .where(eq(users.id, userId))
    .returning({ botActive: users.botActive });
  return row?.botActive;
}

/** Users the bot works for: switched on, email verified, not deleted. */
export async function botUserIds(executor: Executor): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.botActive, true), eq(users.emailVerified, true), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** Who referred the user, if anyone. */
export async function referrerOf(executor: Executor, userId: number): Promise<number | null> {
  const [user] = await executor.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, userId));
  return user?.referredBy ?? null;
}

/** The users a referrer brought, newest first (referrals/referral-rewards-table.ts has their rewards). */
export function referredUsers(
  executor: Executor,
  referrerId: number,
  page: { limit: number; offset: number },
): Promise<{ userId: number; joinedAt: Date }[]> {
  return executor
    .select({ userId: users.id, joinedAt: users.createdAt })
    .from(users)
    .where(eq(users.referredBy, referrerId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReferred(executor: Executor, referrerId: number): Promise<number> {
  const [referred] = await executor.select({ n: count() }).from(users).where(eq(users.referredBy, referrerId));
  return referred?.n ?? 0;
}

/** SQL: the ids of users whose username contains `pattern` (an ILIKE pattern; the feed's search). */
export function userIdsNamedLike(pattern: string): SQL {
  return sql`SELECT ${users.id} FROM ${users} WHERE ${ilike(users.username, pattern)}`;
}

/** An operator stops the account earning; false when it was already stopped. */
export async function stopEarning(executor: Executor, userId: number, note: string): Promise<boolean> {
  const stopped = await executor
    .update(users)
    .set({ earningStoppedAt: new Date(), earningStoppedNote: note })
    .where(and(eq(users.id, userId), isNull(users.earningStoppedAt)))
    .returning({ id: users.id });
  return stopped.length > 0;
}

/** Lets the account earn again; false when it was not stopped. */
export async function resumeEarning(executor: Executor, userId: number): Promise<boolean> {
  const resumed = await executor
    .update(users)
    .set({ earningStoppedAt: null, earningStoppedNote: null })
    .where(and(eq(users.id, userId), sql`${users.earningStoppedAt} is not null`))
    .returning({ id: users.id });
  return resumed.length > 0;
}

/**
 * The names others may see of these users, by id: their username, or null when their profile is
 * private or the account deleted (a report then says "A consumer"). Never an email or a phone.
 */
export async function publicNamesOf(
  executor: Executor,
  userIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, username: users.username, visibility: users.visibility, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.visibility === 'private' || row.deletedAt ? null : row.username]));
}

/** The user's own row for their data export (modules/privacy): every column but the password hash. */
export async function exportFor(executor: Executor, userId: number): Promise<Omit<UserRow, 'passwordHash'> | null> {
  const { passwordHash: _secret, ...columns } = getTableColumns(users);
  const [row] = await executor.select(columns).from(users).where(eq(users.id, userId));
  return row ?? null;
}
