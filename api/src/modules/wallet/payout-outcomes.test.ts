/**
 * How a payout's outcome is decided when M-PESA is slow to say it: a payout with no answer
 * stays held and goes to an operator after an hour; a Transaction Status result is read only
 * when it answers our own query; a payment M-PESA makes after the hold was given back is still
 * booked. The gateway here is the sandbox, answering every lookup with "asked" and the id of
 * its query, as Daraja does while its Transaction Status result has not come back.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { withdrawals } from '../../db/schema';
import type { AppInstance } from '../../http/app-instance';
import { signUp, addPayoutNumber } from '../../../tests/auth-helpers';
import { creditAvailable, uniqueMpesaMethod } from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';
import { openTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { NO_RESULT_CODE } from '../../providers/daraja/daraja-results';
import { SandboxMpesa, type PayoutStatus } from './mpesa-gateway';

const QUERY_ID = 'AG_20261128_query0001';

class SilentMpesa extends SandboxMpesa {
  override async payoutStatus(): Promise<PayoutStatus> {
    return { state: 'asked', queryId: QUERY_ID };
  }
}

let database: TestDatabase;
let app: AppInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    services: { channelPrefix: `${database.namespace}_`, mpesa: new SilentMpesa(null) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A user with KES `credit` who asked to withdraw KES 1,500; the payout is pending. */
async function pendingPayout(credit = 2000) {
  const user = await signUp(app, database, { verified: true });
  await creditAvailable({ app, database } as unknown as TestApp, user.userId, credit);
  const method = await addPayoutNumber(app, database, user, uniqueMpesaMethod());
  const withdraw = await app.inject({
    method: 'POST',
    url: '/api/wallet/withdraw/',
    headers: user.headers,
    payload: {
      amount: 1500,
      original_currency: 'KES',
      original_amount: 1500,
      method: method.json().id,
      is_automatic: false,
    },
  });
  expect(withdraw.statusCode).toBe(200);
  const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
  if (!row) throw new Error('no withdrawal');
  const current = async () =>
    (await database.db.select().from(withdrawals).where(eq(withdrawals.id, row.id)))[0] ?? row;
  const balances = async () => ({
    available: await app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId }),
    held: await app.services.ledger.balance({ kind: 'withdrawal_hold', userId: user.userId }),
    owed: await app.services.ledger.balance({ kind: 'payout_debt', userId: user.userId }),
  });
  const alerts = () =>
    app.services.operatorAlerts.open().then((open) => open.filter((alert) => alert.subject === `withdrawal:${row.id}`));
  return { user, row, current, balances, alerts };
}

const failed = (originatorConversationId: string) => ({
  originatorConversationId,
  resultCode: NO_RESULT_CODE,
  resultDesc: 'M-PESA reports the payout as Failed.',
});
const paid = (originatorConversationId: string, amountCents = 150_000) => ({
  originatorConversationId,
  resultCode: 0,
  resultDesc: 'The service request is processed successfully.',
  receipt: 'TKS61H9QXZ',
  amountCents,
});

test('a payout with no answer stays held, is asked about less often as it ages, and after an hour an operator is told, once', async () => {
  const { row, current, balances, alerts } = await pendingPayout();
  const wallet = app.services.wallet;
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  expect(await wallet.reconcilePayouts(1, at(30))).toBe(1);
  expect(await alerts()).toEqual([]);
  // A quarter of its age later (7.5 minutes), not before.
  expect(await wallet.reconcilePayouts(1, at(35))).toBe(0);
  expect(await wallet.reconcilePayouts(1, at(38))).toBe(1);

  await wallet.reconcilePayouts(1, at(61));
  await wallet.reconcilePayouts(1, at(80));
  const raised = await alerts();
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ kind: 'payout_unknown' });
  expect(raised[0]?.message).toContain(row.originatorConversationId);
  expect((await current()).status).toBe('pending');
  expect((await balances()).held).toBe(150_000);
});

test('a status result is read only when it answers our own query', async () => {
  const { row, current, balances } = await pendingPayout();
  const wallet = app.services.wallet;
  // Not asked yet: no result is ours.
  expect(await wallet.handleStatusResult(row.id, [QUERY_ID], failed(row.originatorConversationId))).toBe('unasked');

  await wallet.reconcilePayouts(1, new Date(Date.now() + 60_000));
  expect((await current()).statusQueryId).toBe(QUERY_ID);
  const forged = await wallet.handleStatusResult(
    row.id,
    ['AG_20261128_forged0001', '1234-5678-1'],
    failed(row.originatorConversationId),
  );
  expect(forged).toBe('unasked');
  expect((await current()).status).toBe('pending');
  expect(await balances()).toMatchObject({ available: 50_000, held: 150_000 });

  // M-PESA says nothing final: nothing moves.
  expect(await wallet.handleStatusResult(row.id, [QUERY_ID], null)).toBe('ignored');
  expect(await wallet.handleStatusResult(row.id, [QUERY_ID], failed(row.originatorConversationId))).toBe('settled');
  expect((await current()).status).toBe('failed');
  expect(await balances()).toMatchObject({ available: 200_000, held: 0 });
});

test('an amount other than the one asked moves nothing and goes to an operator', async () => {
  const { row, current, balances, alerts } = await pendingPayout();
  const wallet = app.services.wallet;
  await wallet.reconcilePayouts(1, new Date(Date.now() + 60_000));
  expect(await wallet.handleStatusResult(row.id, [QUERY_ID], paid(row.originatorConversationId, 1_500_000))).toBe(
    'ignored',
  );
  expect((await current()).status).toBe('pending');
  expect((await balances()).held).toBe(150_000);
  expect(await alerts()).toEqual([expect.objectContaining({ kind: 'reconciliation_mismatch' })]);
});

test('a payout M-PESA made after its hold was given back is booked: from the balance, the rest owed, an operator told', async () => {
  const { user, row, current, balances, alerts } = await pendingPayout();
  const wallet = app.services.wallet;
  await wallet.reconcilePayouts(1, new Date(Date.now() + 60_000));
  await wallet.handleStatusResult(row.id, [QUERY_ID], failed(row.originatorConversationId));
  // The user spends all but KES 500 of what came back.
  await app.services.ledger.transfer({
    idempotencyKey: `spent:${user.userId}`,
    kind: 'test_debit',
    legs: [
      { account: { kind: 'consumer_available', userId: user.userId }, amountCents: -150_000 },
      { account: { kind: 'external_mpesa' }, amountCents: 150_000 },
    ],
  });

  expect(await wallet.handleStatusResult(row.id, [QUERY_ID], paid(row.originatorConversationId))).toBe('settled');
  expect(await wallet.handleStatusResult(row.id, [QUERY_ID], paid(row.originatorConversationId))).toBe('ignored');
  expect(await current()).toMatchObject({ status: 'completed', receipt: 'TKS61H9QXZ' });
  expect(await balances()).toEqual({ available: 0, held: 0, owed: -100_000 });
  const [alert] = await alerts();
  expect(alert).toMatchObject({ kind: 'late_result' });
  expect(alert?.message).toContain('KES 1,000.00 owed');
});
