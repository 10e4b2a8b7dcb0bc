/**
 * The B2C payout float, on a production-mode server whose Daraja settings point at the local
 * fake, over real HTTP both ways: Account Balance is read and stored, a float under
 * FLOAT_ALERT_KES tells an operator once, and a payout the float cannot cover is held as
 * "Payout delayed" (never failed, its money never released) and goes out exactly once after the
 * top-up.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { mpesaFloatReadings, withdrawalSchedules, withdrawals } from '../src/db/schema';
import { FAKE_DARAJA, type RunningFakes } from '../src/fakes/fakes-server';
import { callbackKey } from '../src/modules/wallet/mpesa-gateway';
import { signUp, type SignedIn, addPayoutNumber } from './auth-helpers';
import { creditAvailable, expectBooksBalanced, uniqueMpesaMethod } from './payment-helpers';
import { startOnFakes, type OnFakes } from './production-on-fakes';
import type { TestDatabase } from './test-database';
import type { TestApp } from './test-app';
import { until } from './until';

jest.setTimeout(60_000);

let world: OnFakes;
let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;

beforeAll(async () => {
  world = await startOnFakes('mpesa-float', { callbackDelayMs: 300 });
  ({ fakes, database, app } = world);
});

afterAll(() => world?.close());

const t = () => ({ app, database }) as unknown as TestApp;

async function call<T = Record<string, unknown>>(
  user: SignedIn,
  verb: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method: verb,
    url: `/api/${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function fake(path: string, body: object): Promise<unknown> {
  const response = await fetch(`${fakes.url}/daraja${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

interface FakeTransaction {
  kind: string;
  resultCode: number | string;
  request: Record<string, unknown>;
  deliveries: unknown[];
}

async function fakeTransactions(kind: string): Promise<FakeTransaction[]> {
  const response = await fetch(`${fakes.url}/daraja/_fake/transactions`);
  const { transactions } = (await response.json()) as { transactions: FakeTransaction[] };
  return transactions.filter((transaction) => transaction.kind === kind);
}

const readings = () => database.db.select().from(mpesaFloatReadings).orderBy(mpesaFloatReadings.id);

/** Sets the fake's float, asks for it, and waits until its result is stored. */
async function readFloat(utilityKes: number, callback: 'normal' | 'twice' = 'normal'): Promise<void> {
  await fake('/_fake/float', { utility: utilityKes });
  const before = (await readings()).filter((row) => row.status === 'read').length;
  if (callback === 'twice') await fake('/_fake/next', { callback });
  await app.services.mpesaFloat.read();
  await until(
    async () => (await readings()).filter((row) => row.status === 'read').length > before,
    'the balance result stored',
  );
}

const floatAlerts = async () =>
  (await app.services.operatorAlerts.open()).filter((alert) => alert.kind === 'float_low');

/** No reading is fresh: the next payout is sent, and M-PESA's own answer decides. */
const forgetReadings = () => database.db.update(mpesaFloatReadings).set({ readAt: sql`read_at - interval '1 day'` });

async function userWithMethod(kes: number): Promise<{ user: SignedIn; methodId: number }> {
  const user = await signUp(app, database, { verified: true });
  await creditAvailable(t(), user.userId, kes);
  const method = await addPayoutNumber(app, database, user, uniqueMpesaMethod());
  expect(method.statusCode).toBe(201);
  return { user, methodId: method.json<{ id: number }>().id };
}

const withdrawal = (methodId: number, amount: number) => ({
  amount,
  original_currency: 'KES',
  original_amount: amount,
  method: methodId,
  is_automatic: false,
});

const rowsOf = (userId: number) => database.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));
const balance = (kind: 'consumer_available' | 'withdrawal_hold', userId: number) =>
  app.services.ledger.balance({ kind, userId });

it('reads the float with Account Balance and stores what the result says', async () => {
  await readFloat(250_000.5);
  const [reading] = (await readings()).slice(-1);
  expect(reading).toMatchObject({
    status: 'read',
    utilityAvailableCents: 25_000_050,
    workingAvailableCents: 70_000_000,
    accounts: expect.stringContaining('Utility Account|KES|250000.50|'),
  });
  const [query] = await fakeTransactions('balance');
  expect(query?.request).toMatchObject({
    Initiator: FAKE_DARAJA.initiatorName,
    CommandID: 'AccountBalance',
    PartyA: FAKE_DARAJA.b2cShortcode,
    IdentifierType: '4',
    ResultURL: expect.stringContaining('/api/wallet/mpesa/balance-result/?key='),
  });
  expect(query?.resultCode).toBe('0');
  expect(await floatAlerts()).toEqual([]);
});

it('a float under FLOAT_ALERT_KES raises float_low once, however often it is read', async () => {
  await readFloat(9_999);
  await readFloat(8_000, 'twice');
  const raised = await floatAlerts();
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ subject: 'float', message: expect.stringContaining('KES 9,999.00') });
  await app.services.operatorAlerts.acknowledge(raised[0]!.id, 'ops');
});

it('a payout M-PESA refuses for lack of float stays held as "Payout delayed" and goes out exactly once after the top-up', async () => {
  await forgetReadings();
  await fake('/_fake/float', { utility: 1_000 });
  const { user, methodId } = await userWithMethod(5_000);
  const asked = await call(user, 'POST', 'wallet/withdraw/', withdrawal(methodId, 1_500));
  expect(asked.status).toBe(200);
  await until(async () => (await rowsOf(user.userId))[0]?.status === 'delayed', 'the payout delayed');

  const [refused] = await fakeTransactions('b2c');
  expect(refused).toMatchObject({ resultCode: 1 });
  expect(await balance('withdrawal_hold', user.userId)).toBe(150_000);
  expect(await balance('consumer_available', user.userId)).toBe(350_000);
  const history = await call<{ results: { transactions: Record<string, unknown>[] } }>(
    user,
    'GET',
    'wallet/transactions/',
  );
  expect(history.body.results.transactions[0]).toMatchObject({
    transaction_status: 'Payout delayed',
    status_description: expect.stringMatching(/^Payout delayed: .*goes out automatically\.$/),
  });
  const inKiswahili = await app.inject({
    method: 'GET',
    url: '/api/wallet/transactions/',
    headers: { ...user.headers, 'accept-language': 'sw' },
  });
  expect(inKiswahili.json().results.transactions[0].status_description).toMatch(/^Malipo yamechelewa: /);
  const statement = await call<{ results: Record<string, unknown>[] }>(user, 'GET', 'wallet/statement/');
  expect(statement.body.results[0]).toMatchObject({ kind: 'withdrawal', status: 'delayed', amount: -1_500 });
  expect(await floatAlerts()).toEqual([
    expect.objectContaining({ subject: 'float', message: expect.stringContaining('Payout delayed') }),
  ]);

  // A reading that still cannot cover it sends nothing.
  await readFloat(1_000);
  expect((await rowsOf(user.userId))[0]?.status).toBe('delayed');
  expect(await fakeTransactions('b2c')).toHaveLength(1);

  // Topped up: the reading (delivered twice) and a second resend at once still send it once.
  await readFloat(100_000, 'twice');
  await app.services.wallet.resendDelayed();
  await until(async () => (await rowsOf(user.userId))[0]?.status === 'completed', 'the payout paid');
  await new Promise((resolve) => setTimeout(resolve, 800));
  const [paid] = await rowsOf(user.userId);
  const sent = await fakeTransactions('b2c');
  expect(sent).toHaveLength(2);
  expect(sent.filter((transaction) => transaction.resultCode === 0)).toHaveLength(1);
  expect(sent[1]?.request.OriginatorConversationID).toBe(paid?.originatorConversationId);
  expect(sent[0]?.request.OriginatorConversationID).not.toBe(paid?.originatorConversationId);
  expect(await balance('withdrawal_hold', user.userId)).toBe(0);
  expect(await balance('consumer_available', user.userId)).toBe(350_000);
  await expectBooksBalanced(t());
});

it('a payout a fresh reading cannot cover is held before it is sent, then goes out after the top-up', async () => {
  await readFloat(1_200);
  const { user, methodId } = await userWithMethod(2_000);
  const before = (await fakeTransactions('b2c')).length;
  const asked = await call(user, 'POST', 'wallet/withdraw/', withdrawal(methodId, 1_500));
  expect(asked).toMatchObject({ status: 200, body: { transaction_status: 'Payout delayed' } });
  expect((await rowsOf(user.userId))[0]?.status).toBe('delayed');
  expect(await fakeTransactions('b2c')).toHaveLength(before);

  await readFloat(50_000);
  await until(async () => (await rowsOf(user.userId))[0]?.status === 'completed', 'the payout paid');
  expect(await fakeTransactions('b2c')).toHaveLength(before + 1);
  expect(await balance('withdrawal_hold', user.userId)).toBe(0);
  await expectBooksBalanced(t());
});

it('a status result about the refused request does not settle the payout sent again', async () => {
  await forgetReadings();
  await fake('/_fake/float', { utility: 1_000 });
  const { user, methodId } = await userWithMethod(2_000);
  await call(user, 'POST', 'wallet/withdraw/', withdrawal(methodId, 1_500));
  await until(async () => (await rowsOf(user.userId))[0]?.status === 'delayed', 'the payout delayed');
  const refused = (await rowsOf(user.userId))[0]!;

  // Topped up; the second request's result is lost, so it stays pending.
  await fake('/_fake/float', { utility: 100_000 });
  await database.db.insert(mpesaFloatReadings).values({
    originatorConversationId: `reading-${refused.id}`,
    status: 'read',
    utilityAvailableCents: 10_000_000,
    readAt: new Date(),
  });
  await fake('/_fake/next', { callback: 'never' });
  expect(await app.services.wallet.resendDelayed()).toBe(1);
  const [resent] = await rowsOf(user.userId);
  expect(resent).toMatchObject({ status: 'pending', resentAt: expect.any(Date) });
  expect(resent?.originatorConversationId).not.toBe(refused.originatorConversationId);

  // Transaction Status about the refused request says Failed: it names another request.
  const statusResult = await app.inject({
    method: 'POST',
    url: `/api/wallet/mpesa/status-result/?key=${callbackKey(app.config.jwtSecret)}&withdrawal=${refused.id}`,
    payload: {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request has been accepted successfully.',
        OriginatorConversationID: '1234-5678-1',
        ConversationID: 'AG_20261128_0000status',
        TransactionID: 'UNK0000000',
        ResultParameters: {
          ResultParameter: [
            { Key: 'OriginatorConversationID', Value: refused.originatorConversationId },
            { Key: 'TransactionStatus', Value: 'Failed' },
          ],
        },
      },
    },
  });
  expect(statusResult.statusCode).toBe(200);
  expect((await rowsOf(user.userId))[0]?.status).toBe('pending');
  expect(await balance('withdrawal_hold', user.userId)).toBe(150_000);

  // Asked about by its own id, it is found paid.
  await app.services.wallet.reconcilePayouts(0, new Date(Date.now() + 1000));
  await until(async () => (await rowsOf(user.userId))[0]?.status === 'completed', 'the payout found paid');
  expect(await balance('withdrawal_hold', user.userId)).toBe(0);
  await expectBooksBalanced(t());
});

it('a payout run holds a scheduled payout the fresh reading cannot cover instead of sending it', async () => {
  await readFloat(4_000);
  const { user } = await userWithMethod(6_000);
  expect((await call(user, 'PATCH', 'wallet/schedule/', { frequency: 'weekly', minimum_amount: 5000 })).status).toBe(
    200,
  );
  const [schedule] = await database.db
    .select()
    .from(withdrawalSchedules)
    .where(eq(withdrawalSchedules.userId, user.userId));
  const before = (await fakeTransactions('b2c')).length;
  const due = new Date((schedule?.nextPayout ?? new Date()).getTime() + 1000);
  expect(await app.services.wallet.runAutomaticPayouts(due)).toBe(1);
  expect(await rowsOf(user.userId)).toEqual([expect.objectContaining({ status: 'delayed', amountCents: 600_000 })]);
  expect(await fakeTransactions('b2c')).toHaveLength(before);
  expect(await balance('withdrawal_hold', user.userId)).toBe(600_000);
});
