import { count } from 'drizzle-orm';
import { ledgerEntries, ledgerTransfers } from '../../db/schema';
import { insertLink, insertUser } from '../../../tests/fixtures';
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

async function rowCounts() {
  const [transfers] = await database.db.select({ n: count() }).from(ledgerTransfers);
  const [entries] = await database.db.select({ n: count() }).from(ledgerEntries);
  return { transfers: transfers?.n, entries: entries?.n };
}

test('a deposit and a reward each sum to zero and move the balances', async () => {
  const producer = await insertUser(database.db, { userType: 'producer' });
  const consumer = await insertUser(database.db);
  const link = await insertLink(database.db, producer.id);
  const escrow: AccountRef = { kind: 'producer_escrow', linkId: link.id };
  const pending: AccountRef = { kind: 'consumer_pending', userId: consumer.id };

  await ledger.transfer({
    idempotencyKey: `deposit:${link.id}`,
    kind: 'deposit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -10_000 },
      { account: escrow, amountCents: 10_000 },
    ],
  });
  await ledger.transfer({
    idempotencyKey: `reward:${consumer.id}:${link.id}`,
    kind: 'task_reward',
    legs: [
      { account: escrow, amountCents: -500 },
      { account: pending, amountCents: 500 },
    ],
  });

  expect(await ledger.balance(escrow)).toBe(9_500);
  expect(await ledger.balance(pending)).toBe(500);
  expect(await ledger.balance({ kind: 'external_mpesa' })).toBe(-10_000);
  expect(await ledger.unbalancedTransfers()).toEqual([]);
  expect(await ledger.booksTotal()).toBe(0);
});

test('an unbalanced transfer is refused and writes nothing', async () => {
  const consumer = await insertUser(database.db);
  const before = await rowCounts();
  await expect(
    ledger.transfer({
      idempotencyKey: 'unbalanced',
      kind: 'test',
      legs: [
        { account: { kind: 'external_mpesa' }, amountCents: -100 },
        { account: { kind: 'consumer_available', userId: consumer.id }, amountCents: 99 },
      ],
    }),
  ).rejects.toMatchObject({ code: 'unbalanced' });
  expect(await rowCounts()).toEqual(before);
});

test('an overdraft is refused and writes nothing', async () => {
  const consumer = await insertUser(database.db);
  const available: AccountRef = { kind: 'consumer_available', userId: consumer.id };
  await ledger.transfer({
    idempotencyKey: `fund:${consumer.id}`,
    kind: 'test',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -300 },
      { account: available, amountCents: 300 },
    ],
  });
  const before = await rowCounts();
  const attempt = ledger.transfer({
    idempotencyKey: `withdraw:${consumer.id}`,
    kind: 'withdrawal',
    legs: [
      { account: available, amountCents: -301 },
      { account: { kind: 'external_mpesa' }, amountCents: 301 },
    ],
  });
  await expect(attempt).rejects.toBeInstanceOf(LedgerError);
  await expect(attempt).rejects.toMatchObject({ code: 'insufficient_funds' });
  expect(await rowCounts()).toEqual(before);
  expect(await ledger.balance(available)).toBe(300);
});

test('repeating an idempotency key returns the first transfer and moves nothing', async () => {
  const consumer = await insertUser(database.db);
  const available: AccountRef = { kind: 'consumer_available', userId: consumer.id };
  const request = {
    idempotencyKey: `callback:${consumer.id}`,
    kind: 'deposit',
    legs: [
      { account: { kind: 'external_mpesa' } as AccountRef, amountCents: -700 },
      { account: available, amountCents: 700 },
    ],
  };
  const first = await ledger.transfer(request);
  const second = await ledger.transfer(request);
  expect(first.created).toBe(true);
  expect(second).toEqual({ transferId: first.transferId, created: false });
  expect(await ledger.balance(available)).toBe(700);
});
