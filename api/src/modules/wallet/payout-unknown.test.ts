/**
 * A payout whose outcome M-PESA has not given stays held and goes to an operator after an hour;
 * the sandbox gateway here answers every lookup with "asked", as Daraja does while its
 * Transaction Status result has not come back.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { withdrawals } from '../../db/schema';
import type { AppInstance } from '../../http/app-instance';
import { signUp } from '../../../tests/auth-helpers';
import { creditAvailable, mpesaMethod } from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';
import { openTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { SandboxMpesa, type PayoutStatus } from './mpesa-gateway';

class SilentMpesa extends SandboxMpesa {
  override async payoutStatus(): Promise<PayoutStatus> {
    return { state: 'asked' };
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

test('a payout with no answer stays held, and after an hour an operator is told, once', async () => {
  const user = await signUp(app, database, { verified: true });
  await creditAvailable({ app, database } as unknown as TestApp, user.userId, 2000);
  const method = await app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawal-methods/',
    headers: user.headers,
    payload: mpesaMethod,
  });
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
  const wallet = app.services.wallet;
  const alerts = () =>
    app.services.operatorAlerts
      .open()
      .then((open) => open.filter((alert) => alert.subject === `withdrawal:${row?.id}`));

  await wallet.reconcilePayouts(1, new Date(Date.now() + 30 * 60_000));
  expect(await alerts()).toEqual([]);

  await wallet.reconcilePayouts(1, new Date(Date.now() + 61 * 60_000));
  await wallet.reconcilePayouts(1, new Date(Date.now() + 70 * 60_000));
  const raised = await alerts();
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ kind: 'payout_unknown' });
  expect(raised[0]?.message).toContain(row?.originatorConversationId ?? 'missing');
  const [still] = await database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
  expect(still?.status).toBe('pending');
  expect(await app.services.ledger.balance({ kind: 'withdrawal_hold', userId: user.userId })).toBe(150_000);
});
