/**
 * People as an operator finds and reads them: a search by email, phone, name or id, and one
 * account whole. Read only: the actions on an account are in `person-actions.ts`.
 */
import { and, desc, eq, ilike, inArray, isNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  accountFreezes,
  farmSignals,
  payoutReviews,
  sessions,
  taskClaims,
  users,
  withdrawalMethods,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type { Person, PersonRow } from '@engage/shared/contract/operator-people';
import { toPage, type CsvColumn } from './operator-lists';

/** How many of each list one account's page shows: the latest, enough to judge by. */
const LATEST = 20;

const frozen = (userId: typeof users.id) =>
  sql<boolean>`exists (select 1 from ${accountFreezes} where ${accountFreezes.userId} = ${userId} and ${accountFreezes.liftedAt} is null)`;

/** `%` and `_` typed by the operator are letters, not wildcards. */
const literal = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What `q` can mean: an id (all digits, short), a phone number (digits, matched on their last
 * nine, so 0712…, 254712… and +254712… find the same person), an email, or part of a name.
 */
function matching(q: string): SQL | undefined {
  const term = q.trim();
  if (term === '') return undefined;
  const digits = term.replace(/[\s+()-]/g, '');
  if (/^[0-9]+$/.test(digits)) {
    const phone = like(users.phoneNumber, `%${digits.slice(-9)}`);
    return digits.length <= 15 && term === digits ? (or(eq(users.id, Number(digits)), phone) as SQL) : phone;
  }
  if (term.includes('@')) return eq(sql`lower(${users.email})`, term.toLowerCase());
  const part = `%${literal(term)}%`;
  return or(
    ilike(users.username, part),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, part),
    ilike(users.email, part),
  ) as SQL;
}

/** Newest accounts first, by id. */
export async function peoplePage(
  executor: Executor,
  q: string | undefined,
  page: { after?: (string | number)[]; limit: number },
): Promise<CursorPageOf<PersonRow>> {
  const where: (SQL | undefined)[] = [q === undefined ? undefined : matching(q)];
  if (page.after) where.push(lt(users.id, page.after[0] as number));
  const rows = await executor
    .select({ user: users, frozen: frozen(users.id) })
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    ({ user, frozen: isFrozen }) => personRow(user, isFrozen),
    ({ user }) => [user.id],
  );
}

function personRow(user: typeof users.$inferSelect, withdrawalsFrozen: boolean): PersonRow {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phoneNumber,
    user_type: user.userType,
    created_at: user.createdAt.toISOString(),
    deleted: user.deletedAt !== null,
    withdrawals_frozen: withdrawalsFrozen,
  };
}

export const PEOPLE_COLUMNS: readonly CsvColumn<PersonRow>[] = [
  { header: 'id', value: (person) => person.id },
  { header: 'email', value: (person) => person.email },
  { header: 'username', value: (person) => person.username },
  { header: 'name', value: (person) => person.name },
  { header: 'phone', value: (person) => person.phone },
  { header: 'type', value: (person) => person.user_type },
  { header: 'created_at', value: (person) => person.created_at },
  { header: 'deleted', value: (person) => person.deleted },
  { header: 'withdrawals_frozen', value: (person) => person.withdrawals_frozen },
];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The account's row; 404 when there is none. */
async function userRow(executor: Executor, userId: number) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(text('notFound'));
  return user;
}

/** 404 unless the account exists: what is read of it page by page starts here. */
export async function requirePerson(executor: Executor, userId: number): Promise<void> {
  await userRow(executor, userId);
}

/** One account whole; 404 for an id no account has. */
export async function personPage(executor: Executor, userId: number): Promise<Omit<Person, 'ledger'>> {
  const user = await userRow(executor, userId);
  const [freeze] = await executor
    .select()
    .from(accountFreezes)
    .where(and(eq(accountFreezes.userId, userId), isNull(accountFreezes.liftedAt)));
  const holds = await executor
    .select()
    .from(payoutReviews)
    .where(and(eq(payoutReviews.userId, userId), isNull(payoutReviews.clearedAt)))
    .orderBy(desc(payoutReviews.id));
  const sessionRows = await executor
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(LATEST);
  const deviceRows = await executor
    .select({
      deviceId: farmSignals.deviceId,
      network: farmSignals.network,
      lastSeen: sql<string>`max(${farmSignals.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(farmSignals)
    .where(eq(farmSignals.userId, userId))
    .groupBy(farmSignals.deviceId, farmSignals.network)
    .orderBy(desc(sql`max(${farmSignals.createdAt})`))
    .limit(LATEST);
  const deviceIds = deviceRows.map((row) => row.deviceId).filter((id): id is string => id !== null);
  const sharers =
    deviceIds.length === 0
      ? []
      : await executor
          .selectDistinct({ deviceId: farmSignals.deviceId, userId: farmSignals.userId })
          .from(farmSignals)
          .where(and(inArray(farmSignals.deviceId, deviceIds), ne(farmSignals.userId, userId)))
          .orderBy(farmSignals.userId);
  const methods = await executor
    .select()
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.userId, userId))
    .orderBy(desc(withdrawalMethods.id));
  const claims = await executor
    .select()
    .from(taskClaims)
    .where(eq(taskClaims.userId, userId))
    .orderBy(desc(taskClaims.id))
    .limit(LATEST);
  return {
    profile: personRow(user, freeze !== undefined),
    restrictions: {
      withdrawals_frozen: freeze
        ? { reason: freeze.reason, note: freeze.note, frozen_at: freeze.frozenAt.toISOString() }
        : null,
      payout_holds: holds.map((hold) => ({
        reason: hold.reason,
        detail: hold.detail,
        created_at: hold.createdAt.toISOString(),
      })),
      earning_stopped:
        user.earningStoppedAt === null
          ? null
          : { note: user.earningStoppedNote ?? '', stopped_at: user.earningStoppedAt.toISOString() },
    },
    sessions: sessionRows.map((session) => ({
      id: session.id,
      scope: session.scope,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: iso(session.revokedAt),
    })),
    devices: deviceRows.map((device) => ({
      device_id: device.deviceId,
      network: device.network,
      last_seen: device.lastSeen.toISOString(),
      shared_with: sharers.filter((row) => row.deviceId === device.deviceId).map((row) => row.userId),
    })),
    payout_methods: methods.map((method) => ({
      id: method.id,
      phone: method.mpesaPhone,
      name: `${method.firstName} ${method.lastName}`.trim(),
      primary: method.isPrimary,
      usable_from: method.usableFrom.toISOString(),
    })),
    claims: claims.map((claim) => ({
      id: claim.id,
      link_id: claim.linkId,
      action_type: claim.actionType,
      status: claim.status,
      created_at: claim.createdAt.toISOString(),
      decided_at: iso(claim.decidedAt),
    })),
  };
}
