/** Row locks under real concurrency: PGlite runs one statement at a time, so PostgreSQL only. */
import { insertUser } from '../../../tests/fixtures';
import { openTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { LedgerError, LedgerService, type AccountRef } from './ledger.service';

let database: TestDatabase;
let ledger: LedgerService;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db);
});
afterAll(async () => {
  await database.close();
});

test('50 concurrent credits and debits never overdraw and the books balance (PostgreSQL)', async () => {
  const consumer = await insertUser(database.db);
  const available: AccountRef = { kind: 'consumer_available', userId: consumer.id };
  await ledger.transfer({
    idempotencyKey: `race-fund:${consumer.id}`,
    kind: 'test',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -1_000 },
      { account: available, amountCents: 1_000 },
    ],
  });
  const operations = Array.from({ length: 50 }, (_, i) => {
    const credit = i % 2 === 0;
    return ledger
      .transfer({
        idempotencyKey: `race:${consumer.id}:${i}`,
        kind: credit ? 'credit' : 'debit',
        legs: credit
          ? [
              { account: { kind: 'external_mpesa' }, amountCents: -100 },
              { account: available, amountCents: 100 },
            ]
          : [
              { account: available, amountCents: -300 },
              { account: { kind: 'external_mpesa' }, amountCents: 300 },
            ],
      })
      .then(
        () => ({ credit, ok: true }),
        (error: unknown) => {
          if (error instanceof LedgerError && error.code === 'insufficient_funds') return { credit, ok: false };
          throw error;
        },
      );
  });
  const outcomes = await Promise.all(operations);
  const credits = outcomes.filter((o) => o.credit && o.ok).length;
  const debits = outcomes.filter((o) => !o.credit && o.ok).length;
  const refused = outcomes.filter((o) => !o.ok).length;

  expect(credits).toBe(25);
  expect(debits + refused).toBe(25);
  expect(refused).toBeGreaterThan(0);
  const balance = await ledger.balance(available);
  expect(balance).toBe(1_000 + credits * 100 - debits * 300);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(await ledger.lowestGuardedBalance()).toBeGreaterThanOrEqual(0);
  expect(await ledger.unbalancedTransfers()).toEqual([]);
  expect(await ledger.booksTotal()).toBe(0);
});
