// What an operator checks in the database after a fault: the ledger balances (the API's own
// LedgerService answers, as the crash test asks it), no payment or payout is left open, and
// nothing is half-written: a paid payment funded its post, and the money held for payouts is
// exactly what the pending payouts owe. Loaded through tsx or jest (TypeScript imports).
import { fromPostgres } from '../../api/src/db/database.ts';
import { LedgerService } from '../../api/src/modules/ledger/ledger.service.ts';

/** Completed payments without their funding, or whose post still waits for payment. */
const PAID_NOT_FUNDED = `
  SELECT p.id FROM payments p JOIN links l ON l.id = p.link_id
  WHERE p.status = 'completed' AND (p.transfer_id IS NULL OR l.status IN ('draft', 'pending_payment'))`;

/** Users whose money held for payouts differs from what their pending payouts owe. */
const HOLDS_NOT_PENDING = `
  WITH held AS (
    SELECT a.user_id, sum(e.amount_cents) AS cents FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id WHERE a.kind = 'withdrawal_hold' GROUP BY a.user_id),
  owed AS (SELECT user_id, sum(amount_cents) AS cents FROM withdrawals WHERE status = 'pending' GROUP BY user_id)
  SELECT coalesce(held.user_id, owed.user_id) AS user_id FROM held FULL JOIN owed ON owed.user_id = held.user_id
  WHERE coalesce(held.cents, 0) <> coalesce(owed.cents, 0)`;

const OPEN_MONEY = `
  SELECT (SELECT count(*) FROM payments WHERE status IN ('pending', 'approved'))::int AS payments,
         (SELECT count(*) FROM withdrawals WHERE status = 'pending')::int AS payouts`;

export function openBooks(databaseUrl) {
  // Quiet: the scenarios stop PostgreSQL on purpose, and the pool's lost connections are expected.
  const database = fromPostgres({ connectionString: databaseUrl, max: 2, log: () => undefined });
  const ledger = new LedgerService(database.db);
  return {
    /** Payments and payouts still waiting for M-PESA: `{ payments, payouts }`. */
    async openMoney() {
      const [row] = await database.query(OPEN_MONEY);
      return row;
    },

    /** Everything that must hold after any fault; each list empty and `total` 0. */
    async audit() {
      return {
        total: await ledger.booksTotal(),
        unbalancedTransfers: await ledger.unbalancedTransfers(),
        lowestGuardedBalance: await ledger.lowestGuardedBalance(),
        paidNotFunded: (await database.query(PAID_NOT_FUNDED)).map((row) => Number(row.id)),
        holdsNotPending: (await database.query(HOLDS_NOT_PENDING)).map((row) => Number(row.user_id)),
        ...(await this.openMoney()),
      };
    },

    /**
     * Puts `cents` in a user's withdrawable balance, booked as money that came in from M-PESA: a
     * fixture (earning it through tasks means waiting out the 24-hour hold), as in the crash test.
     */
    async fund(userId, cents) {
      await ledger.transfer({
        idempotencyKey: `cluster-proof-credit:${userId}:${Date.now()}:${Math.random()}`,
        kind: 'test_credit',
        memo: 'cluster proof: money to withdraw',
        legs: [
          { account: { kind: 'external_mpesa' }, amountCents: -cents },
          { account: { kind: 'consumer_available', userId }, amountCents: cents },
        ],
      });
    },

    /** The PostgreSQL backends serving the API now (for their CPU time; the database is on this machine). */
    async backendPids() {
      const rows = await database.query(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return rows.map((row) => Number(row.pid));
    },

    close: () => database.close(),
  };
}
