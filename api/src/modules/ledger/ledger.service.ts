/**
 * The double-entry ledger: all money moves as a transfer — a balanced set of
 * entries in integer cents — between accounts. Balances are sums of entries, never stored.
 *
 * Guarantees:
 * - every transfer sums to zero (checked here, and again by a deferred trigger at commit);
 * - an account that may not go negative is locked (SELECT … FOR UPDATE) before it is debited,
 *   so concurrent debits queue on the row and each sees the others' committed entries;
 * - a transfer's idempotency key is unique: repeating a transfer returns the first one;
 * - the SQL for the ledger tables lives here only.
 */
import { and, asc, count, desc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type AccountKind } from '../../db/schema';
import { mentionsAny, redacted, type MentionPatterns } from '../../db/redaction';

export type AccountRef =
  | {
      kind:
        | 'producer_escrow'
        /** A closed post's unspent budget on its way back through the provider that took it. */
        | 'refund_hold';
      linkId: number;
    }
  | {
      kind:
        | 'consumer_pending'
        | 'consumer_available'
        | 'referral_rewards'
        | 'referral_pending'
        | 'withdrawal_hold'
        /** What the producer owes the platform (negative while owed): a reversal's shortfall. */
        | 'producer_debt'
        /** What a user owes (negative while owed): a payout M-PESA made after its hold had been given back. */
        | 'payout_debt';
      userId: number;
    }
  | {
      kind:
        | 'platform_fees'
        | 'payment_refunds'
        | 'external_mpesa'
        | 'external_paypal'
        | 'external_card'
        /** The providers' fees on payments taken: an expense, only ever debited. */
        | 'provider_fees'
        /** The other side of an operator's adjustment of a user's balance. */
        | 'operator_adjustments'
        /** Withholding tax held back from payouts: owed to the revenue authority until remitted. */
        | 'tax_withheld'
        /** What deleted accounts left in their balances: the platform's, never paid out to anyone. */
        | 'forfeited_balances';
    };

export interface Leg {
  account: AccountRef;
  /** Positive credits the account, negative debits it. */
  amountCents: number;
}

export interface TransferRequest {
  idempotencyKey: string;
  kind: string;
  memo?: string;
  legs: Leg[];
  /** PayPal settles in USD: keep what the payer paid beside the KES entries. */
  original?: { currency: string; amountCents: number };
}

export interface TransferResult {
  transferId: number;
  /** False when the idempotency key had been used: nothing new was written. */
  created: boolean;
}

export class LedgerError extends Error {
  constructor(
    readonly code: 'insufficient_funds' | 'unbalanced' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

const EXTERNAL: ReadonlySet<AccountKind> = new Set(['external_mpesa', 'external_paypal', 'external_card']);

/**
 * Accounts that may go negative: the providers (money in flight outside our books), and the two
 * that are negative by nature — an expense, and a debt owed to the platform.
 */
const MAY_GO_NEGATIVE: ReadonlySet<AccountKind> = new Set([
  ...EXTERNAL,
  'provider_fees',
  'producer_debt',
  'payout_debt',
  // The platform's side of operators' adjustments: negative after a credit to a user.
  'operator_adjustments',
]);

function accountKey(ref: AccountRef): string {
  if ('linkId' in ref) return `${ref.kind}:link:${ref.linkId}`;
  if ('userId' in ref) return `${ref.kind}:user:${ref.userId}`;
  return ref.kind;
}

export class LedgerService {
  constructor(private readonly db: Db) {}

  /** The account's id, creating the account on first use. */
  async accountId(executor: Executor, ref: AccountRef): Promise<number> {
    const key = accountKey(ref);
    const inserted = await executor
      .insert(ledgerAccounts)
      .values({
        key,
        kind: ref.kind,
        userId: 'userId' in ref ? ref.userId : null,
        linkId: 'linkId' in ref ? ref.linkId : null,
        allowNegative: MAY_GO_NEGATIVE.has(ref.kind),
      })
      .onConflictDoNothing({ target: ledgerAccounts.key })
      .returning({ id: ledgerAccounts.id });
    if (inserted[0]) return inserted[0].id;
    const [row] = await executor
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, key));
    if (!row) throw new Error(`ledger account ${key} vanished`);
    return row.id;
  }

  /**
   * The memos of a deleted user's transfers lose the person's identifiers (an operator's note
   * may quote a name or a number); amounts, kinds and dates stay as they are.
   */
  async redactMemosOf(executor: Executor, userId: number, mentions: MentionPatterns): Promise<void> {
    const theirs = executor
      .select({ id: ledgerEntries.transferId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.userId, userId));
    await executor
      .update(ledgerTransfers)
      .set({ memo: redacted(ledgerTransfers.memo, mentions) })
      .where(and(inArray(ledgerTransfers.id, theirs), mentionsAny(ledgerTransfers.memo, mentions)));
  }

  /** Balance in cents; 0 for an account never used. */
  async balance(ref: AccountRef, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.key, accountKey(ref)));
    return Number(row?.total ?? 0);
  }

  /**
   * Takes the account's row lock (creating it on first use) until the caller's transaction ends:
   * for a rule that reads more than one balance before it moves money (withholding tax's base).
   */
  async lock(ref: AccountRef, tx: Executor): Promise<void> {
    const id = await this.accountId(tx, ref);
    await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update');
  }

  /**
   * Cents credited to the user's accounts of `kinds` by transfers of `transferKinds` (e.g. task
   * rewards becoming withdrawable), all time: net of those transfers' own debits to them.
   */
  async creditedBy(
    userId: number,
    kinds: readonly AccountKind[],
    transferKinds: readonly string[],
    executor: Executor = this.db,
  ): Promise<number> {
    const [row] = await executor
      .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          inArray(ledgerAccounts.kind, [...kinds]),
          inArray(ledgerTransfers.kind, [...transferKinds]),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** The same credits as `creditedBy`, one per transfer made in [start, end), oldest first. */
  async creditsBetween(
    userId: number,
    kinds: readonly AccountKind[],
    transferKinds: readonly string[],
    start: Date,
    end: Date,
    executor: Executor = this.db,
  ): Promise<{ at: Date; cents: number }[]> {
    const rows = await executor
      .select({ at: ledgerTransfers.createdAt, total: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          inArray(ledgerAccounts.kind, [...kinds]),
          inArray(ledgerTransfers.kind, [...transferKinds]),
          gte(ledgerTransfers.createdAt, start),
          lt(ledgerTransfers.createdAt, end),
        ),
      )
      .groupBy(ledgerTransfers.id, ledgerTransfers.createdAt)
      .orderBy(asc(ledgerTransfers.createdAt));
    return rows.map((row) => ({ at: row.at, cents: Number(row.total) }));
  }

  /** Runs the transfer in the caller's transaction, or in a new one. */
  async transfer(request: TransferRequest, executor?: Executor): Promise<TransferResult> {
    validate(request);
    if (executor && executor !== this.db) return this.transferIn(executor, request);
    return this.db.transaction((tx) => this.transferIn(tx, request));
  }

  private async transferIn(tx: Executor, request: TransferRequest): Promise<TransferResult> {
    const [transfer] = await tx
      .insert(ledgerTransfers)
      .values({
        idempotencyKey: request.idempotencyKey,
        kind: request.kind,
        memo: request.memo ?? '',
        originalCurrency: request.original?.currency ?? null,
        originalAmountCents: request.original?.amountCents ?? null,
      })
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({ id: ledgerTransfers.id });
    if (!transfer) {
      const [existing] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
      if (!existing) throw new Error('idempotent transfer vanished');
      return { transferId: existing.id, created: false };
    }

    const legs = [];
    for (const leg of request.legs) legs.push({ ...leg, accountId: await this.accountId(tx, leg.account) });

    // Net change per account, then lock every guarded account this transfer takes money from,
    // in id order (a fixed order means two transfers never wait on each other in a cycle).
    // External accounts may go negative and are never locked: locking them would serialise all
    // deposits and, against the FK share-locks of entry inserts, deadlock.
    const net = new Map<number, number>();
    for (const leg of legs) net.set(leg.accountId, (net.get(leg.accountId) ?? 0) + leg.amountCents);
    const debited = [...net].filter(([, delta]) => delta < 0).map(([id]) => id);
    if (debited.length > 0) {
      const locked = await tx
        .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.id, debited), eq(ledgerAccounts.allowNegative, false)))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      for (const account of locked) {
        const [row] = await tx
          .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountId, account.id));
        const after = Number(row?.total ?? 0) + (net.get(account.id) ?? 0);
        if (after < 0) {
          throw new LedgerError('insufficient_funds', `insufficient funds in ${account.key}`);
        }
      }
    }

    await tx
      .insert(ledgerEntries)
      .values(legs.map((leg) => ({ transferId: transfer.id, accountId: leg.accountId, amountCents: leg.amountCents })));
    return { transferId: transfer.id, created: true };
  }

  /**
   * What each transfer did to one user's money, newest first, a page at a time: the net change
   * to the `withdrawable` kinds and to the `pending` kinds of account, and the running sum of the
   * withdrawable change up to it (a window over all the user's transfers, so paging does not
   * change it). A transfer that moves neither (a paid-out hold) is not one. Also the count and
   * each kind's current balance (cents).
   */
  async userMovements(
    userId: number,
    kinds: { withdrawable: readonly AccountKind[]; pending: readonly AccountKind[]; other: readonly AccountKind[] },
    page: { limit: number; offset: number },
    executor: Executor = this.db,
  ): Promise<{ movements: UserMovement[]; count: number; balances: Partial<Record<AccountKind, number>> }> {
    const all = [...kinds.withdrawable, ...kinds.pending, ...kinds.other];
    const own = and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, all));
    const part = (of: readonly AccountKind[]) =>
      of.length === 0
        ? sql<string>`0`
        : sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${inArray(ledgerAccounts.kind, [...of])}), 0)`;
    const moves = executor
      .select({
        transferId: sql<number>`${ledgerEntries.transferId}`.as('transfer_id'),
        withdrawable: part(kinds.withdrawable).as('withdrawable'),
        pending: part(kinds.pending).as('pending'),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(own)
      .groupBy(ledgerEntries.transferId)
      .as('moves');
    const lines = executor
      .select({
        transferId: moves.transferId,
        withdrawable: moves.withdrawable,
        pending: moves.pending,
        balance: sql<string>`sum(${moves.withdrawable}) over (order by ${moves.transferId})`.as('balance'),
      })
      .from(moves)
      .where(sql`${moves.withdrawable} <> 0 or ${moves.pending} <> 0`)
      .as('lines');
    const rows = await executor
      .select({
        transferId: lines.transferId,
        withdrawable: lines.withdrawable,
        pending: lines.pending,
        balance: lines.balance,
        kind: ledgerTransfers.kind,
        idempotencyKey: ledgerTransfers.idempotencyKey,
        createdAt: ledgerTransfers.createdAt,
      })
      .from(lines)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, lines.transferId))
      .orderBy(desc(lines.transferId))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await executor.select({ n: count() }).from(lines);
    const sums = await executor
      .select({ kind: ledgerAccounts.kind, total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(own)
      .groupBy(ledgerAccounts.kind);
    return {
      movements: rows.map((row) => ({
        transferId: Number(row.transferId),
        kind: row.kind,
        idempotencyKey: row.idempotencyKey,
        createdAt: row.createdAt,
        withdrawableCents: Number(row.withdrawable),
        pendingCents: Number(row.pending),
        balanceCents: Number(row.balance),
      })),
      count: Number(total?.n ?? 0),
      balances: Object.fromEntries(sums.map((sum) => [sum.kind, Number(sum.total ?? 0)])),
    };
  }

  /** What one transfer moved, per account kind (cents, credits positive): a payment's split. */
  async transferLegs(
    transferId: number,
    executor: Executor = this.db,
  ): Promise<{ kind: AccountKind; amountCents: number }[]> {
    const rows = await executor
      .select({ kind: ledgerAccounts.kind, amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transferId, transferId));
    return rows.map((row) => ({ kind: row.kind, amountCents: Number(row.amount) }));
  }

  /** The transfers whose idempotency key starts with `prefix` (a closed post's returns), oldest first. */
  async transfersKeyed(
    prefix: string,
    executor: Executor = this.db,
  ): Promise<{ transferId: number; createdAt: Date }[]> {
    const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await executor
      .select({ id: ledgerTransfers.id, createdAt: ledgerTransfers.createdAt })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, pattern))
      .orderBy(asc(ledgerTransfers.id));
    return rows.map((row) => ({ transferId: row.id, createdAt: row.createdAt }));
  }

  /** Sum of every entry of every account: zero when the books balance. */
  async booksTotal(executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries);
    return Number(row?.total ?? 0);
  }

  /** Per-transfer sums that are not zero (must always be empty). */
  async unbalancedTransfers(executor: Executor = this.db): Promise<number[]> {
    const rows = await executor
      .select({ transferId: ledgerEntries.transferId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transferId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    return rows.map((row) => row.transferId);
  }

  /**
   * What the named transfers were in their original currency (a PayPal fee booked in KES from
   * its USD amount, say), by idempotency key; transfers without one are left out.
   */
  async originalAmounts(
    idempotencyKeys: readonly string[],
    executor: Executor = this.db,
  ): Promise<Map<string, { currency: string; cents: number }>> {
    if (idempotencyKeys.length === 0) return new Map();
    const rows = await executor
      .select({
        key: ledgerTransfers.idempotencyKey,
        currency: ledgerTransfers.originalCurrency,
        cents: ledgerTransfers.originalAmountCents,
      })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.idempotencyKey, [...idempotencyKeys]));
    const amounts = new Map<string, { currency: string; cents: number }>();
    for (const { key, currency, cents } of rows) {
      if (currency !== null && cents !== null) amounts.set(key, { currency, cents });
    }
    return amounts;
  }

  /** Lowest balance among the accounts that may not go negative. */
  async lowestGuardedBalance(executor: Executor = this.db): Promise<number> {
    const rows = await executor
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(eq(ledgerAccounts.allowNegative, false))
      .groupBy(ledgerAccounts.id);
    return rows.reduce((lowest, row) => Math.min(lowest, Number(row.total)), 0);
  }
}

/** One transfer as it touched a user's money (cents). */
export interface UserMovement {
  transferId: number;
  kind: string;
  idempotencyKey: string;
  createdAt: Date;
  /** Net change to what the user can withdraw. */
  withdrawableCents: number;
  /** Net change to what is earned but not yet withdrawable. */
  pendingCents: number;
  /** What the user could withdraw right after this transfer. */
  balanceCents: number;
}

function validate(request: TransferRequest): void {
  if (!request.idempotencyKey) throw new LedgerError('invalid', 'a transfer needs an idempotency key');
  if (request.legs.length < 2) throw new LedgerError('invalid', 'a transfer needs at least two entries');
  let sum = 0;
  for (const leg of request.legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) {
      throw new LedgerError('invalid', `entry amounts are non-zero integer cents, got ${leg.amountCents}`);
    }
    sum += leg.amountCents;
  }
  if (sum !== 0) throw new LedgerError('unbalanced', `transfer ${request.idempotencyKey} sums to ${sum}, not 0`);
}

/**
 * Every ledger line of the user's own accounts, for their data export (modules/privacy): the
 * entry, its account's kind and its transfer's kind, memo and date, oldest first.
 */
export function exportFor(executor: Executor, userId: number) {
  return executor
    .select({
      entryId: ledgerEntries.id,
      transferId: ledgerEntries.transferId,
      account: ledgerAccounts.kind,
      amountCents: ledgerEntries.amountCents,
      transferKind: ledgerTransfers.kind,
      memo: ledgerTransfers.memo,
      originalCurrency: ledgerTransfers.originalCurrency,
      originalAmountCents: ledgerTransfers.originalAmountCents,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerEntries.id));
}
