/**
 * Withholding tax on earnings payouts: with a rate set, a payout of earnings sends M-PESA the
 * amount less the tax, books the tax to the tax liability on success and gives everything back
 * on failure; a retry or a repeated result books nothing twice; money that is not earnings is
 * not taxed; with the rate at 0 nothing changes. Then the yearly statement and the monthly
 * report add it up.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig, testConfig } from '../../config';
import { withdrawals } from '../../db/schema';
import type { AppInstance } from '../../http/app-instance';
import { addPayoutNumber, signUp, type SignedIn } from '../../../tests/auth-helpers';
import { creditAvailable, uniqueMpesaMethod } from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';
import { operatorToken } from '../../../tests/operator-helpers';
import { openTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { SandboxMpesa, type B2cAccepted, type B2cRequest } from './mpesa-gateway';
import { withholdingTaxCents } from './withholding';

/** The sandbox, remembering what each payout asked M-PESA to pay. */
class RecordingMpesa extends SandboxMpesa {
  readonly asked: B2cRequest[] = [];
  override async b2c(request: B2cRequest): Promise<B2cAccepted> {
    this.asked.push(request);
    return super.b2c(request);
  }
}

let database: TestDatabase;
let app: AppInstance;
/** The same database served with the rate off. */
let appOff: AppInstance;
const mpesa = new RecordingMpesa(null);
const mpesaOff = new RecordingMpesa(null);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ withholdingTaxRate: 0.05 }),
    database,
    services: { channelPrefix: `${database.namespace}_`, mpesa },
  });
  appOff = await buildApp({
    config: testConfig(),
    database,
    services: { channelPrefix: `${database.namespace}_off_`, mpesa: mpesaOff },
  });
  await app.ready();
  await appOff.ready();
});
afterAll(async () => {
  await app.close();
  await appOff.close();
  await database.close();
});

/** A task reward of `kes` credited to pending (the producer's side does not matter here). */
async function earn(userId: number, kes: number): Promise<void> {
  const cents = Math.round(kes * 100);
  await app.services.ledger.transfer({
    idempotencyKey: `test-reward:${userId}:${Math.random().toString(36).slice(2)}`,
    kind: 'task_reward',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -cents },
      { account: { kind: 'consumer_pending', userId }, amountCents: cents },
    ],
  });
}

/** The reward leaving its hold: now withdrawable earnings. */
async function release(userId: number, kes: number): Promise<void> {
  const cents = Math.round(kes * 100);
  await app.services.ledger.transfer({
    idempotencyKey: `release:test:${userId}:${Math.random().toString(36).slice(2)}`,
    kind: 'pending_release',
    legs: [
      { account: { kind: 'consumer_pending', userId }, amountCents: -cents },
      { account: { kind: 'consumer_available', userId }, amountCents: cents },
    ],
  });
}

/** A user with `earned` KES of task earnings withdrawable (and `other` KES that is not earnings). */
async function earner(earned: number, other = 0): Promise<{ user: SignedIn; methodId: number }> {
  const user = await signUp(app, database, { verified: true });
  if (earned > 0) {
    await earn(user.userId, earned);
    await release(user.userId, earned);
  }
  if (other > 0) await creditAvailable({ app, database } as unknown as TestApp, user.userId, other);
  const method = await addPayoutNumber(app, database, user, uniqueMpesaMethod());
  return { user, methodId: method.json<{ id: number }>().id };
}

async function withdraw(target: AppInstance, user: SignedIn, methodId: number, kes: number) {
  const response = await target.inject({
    method: 'POST',
    url: '/api/wallet/withdraw/',
    headers: user.headers,
    payload: { amount: kes, original_currency: 'KES', original_amount: kes, method: methodId, is_automatic: false },
  });
  if (response.statusCode !== 200) throw new Error(`withdraw answered ${response.statusCode}: ${response.body}`);
  const rows = await database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, user.userId))
    .orderBy(withdrawals.id);
  const row = rows[rows.length - 1];
  if (!row) throw new Error('no withdrawal');
  return row;
}

const balance = (kind: 'consumer_available' | 'withdrawal_hold', userId: number) =>
  app.services.ledger.balance({ kind, userId });
const taxLiability = () => app.services.ledger.balance({ kind: 'tax_withheld' });
const mpesaBook = () => app.services.ledger.balance({ kind: 'external_mpesa' });

function paid(originatorConversationId: string, amountCents: number) {
  return { originatorConversationId, resultCode: 0, resultDesc: 'processed', receipt: 'TAX0000001', amountCents };
}

test('WITHHOLDING_TAX_RATE is a decimal from 0 to below 1, off by default; anything else stops the server', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/engage-never-written', JWT_SECRET: 'x'.repeat(40) };
  expect(loadConfig(env).withholdingTaxRate).toBe(0);
  expect(loadConfig({ ...env, WITHHOLDING_TAX_RATE: '0.05' }).withholdingTaxRate).toBe(0.05);
  expect(loadConfig({ ...env, WITHHOLDING_TAX_RATE: '0.0525' }).withholdingTaxRate).toBe(0.0525);
  for (const bad of ['1', '5', '-0.05', '5%', 'abc', '0.00001']) {
    expect(() => loadConfig({ ...env, WITHHOLDING_TAX_RATE: bad })).toThrow('WITHHOLDING_TAX_RATE must be');
  }
});

test('tax is base × rate rounded half up to whole shillings', () => {
  expect(withholdingTaxCents(100_000, 500)).toBe(5_000); // KES 1,000 at 5 %: KES 50
  expect(withholdingTaxCents(1_010, 500)).toBe(100); // KES 10.10 at 5 %: 0.505 rounds up to KES 1
  expect(withholdingTaxCents(1_000, 500)).toBe(100); // KES 10 at 5 %: 0.50 rounds up to KES 1
  expect(withholdingTaxCents(980, 500)).toBe(0); // 0.49: KES 0
  expect(withholdingTaxCents(100_000, 0)).toBe(0);
});

test('with the rate on, M-PESA is sent the net, the tax is booked once to the liability, and the statement shows it', async () => {
  const { user, methodId } = await earner(1000);
  const liabilityBefore = await taxLiability();
  const mpesaBefore = await mpesaBook();

  const pictured = await app.inject({ method: 'GET', url: '/api/wallet/balances/', headers: user.headers });
  expect(pictured.json().withholding_tax).toEqual({ rate: 0.05, taxable: 1000, tax: 50 });

  const row = await withdraw(app, user, methodId, 1000);
  expect(row).toMatchObject({ amountCents: 100_000, taxableCents: 100_000, taxCents: 5_000, taxRateBp: 500 });
  const sent = mpesa.asked.find((request) => request.originatorConversationId === row.originatorConversationId);
  expect(sent?.amountCents).toBe(95_000);
  expect(await balance('withdrawal_hold', user.userId)).toBe(100_000);

  expect(await app.services.wallet.handleB2cResult(paid(row.originatorConversationId, 95_000))).toBe('settled');
  // The same result again, and an operator marking it paid, book nothing more.
  expect(await app.services.wallet.handleB2cResult(paid(row.originatorConversationId, 95_000))).toBe('ignored');
  expect(await app.services.wallet.markPaid(row.id, 'TAX0000002', async () => undefined)).toBe('ignored');

  expect(await balance('withdrawal_hold', user.userId)).toBe(0);
  expect(await balance('consumer_available', user.userId)).toBe(0);
  expect((await taxLiability()) - liabilityBefore).toBe(5_000);
  expect((await mpesaBook()) - mpesaBefore).toBe(95_000);
  expect(await app.services.ledger.booksTotal()).toBe(0);
  expect(await app.services.ledger.unbalancedTransfers()).toEqual([]);

  const statement = await app.inject({ method: 'GET', url: '/api/wallet/statement/', headers: user.headers });
  const line = statement.json().results.find((l: { kind: string }) => l.kind === 'withdrawal');
  expect(line).toMatchObject({ amount: -1000, status: 'paid', tax: 50, tax_rate: 0.05 });
});

test('a failed payout gives everything back and its earnings are taxed again next time, once', async () => {
  const { user, methodId } = await earner(1200);
  const liabilityBefore = await taxLiability();
  const row = await withdraw(app, user, methodId, 1200);
  expect(row.taxCents).toBe(6_000);
  await app.services.wallet.handleB2cResult({
    originatorConversationId: row.originatorConversationId,
    resultCode: 2001,
    resultDesc: 'The initiator information is invalid.',
  });
  expect(await balance('consumer_available', user.userId)).toBe(120_000);
  expect(await balance('withdrawal_hold', user.userId)).toBe(0);
  expect(await taxLiability()).toBe(liabilityBefore);

  // The operator's retry: the same amount, the rate the user agreed to, the tax once.
  const retried = await app.services.wallet.retryFailed(row.id, async () => undefined);
  if (typeof retried === 'string') throw new Error(retried);
  expect(retried).toMatchObject({ taxableCents: 120_000, taxCents: 6_000, taxRateBp: 500 });
  expect(mpesa.asked.find((r) => r.originatorConversationId === retried.originatorConversationId)?.amountCents).toBe(
    114_000,
  );
  await app.services.wallet.handleB2cResult(paid(retried.originatorConversationId, 114_000));
  expect((await taxLiability()) - liabilityBefore).toBe(6_000);
  expect(await app.services.ledger.booksTotal()).toBe(0);
});

test('only earnings are taxed, and earnings already paid out are not taxed again', async () => {
  // KES 400 earned, KES 1,600 that is not earnings (a post's unspent budget back, say).
  const { user, methodId } = await earner(400, 1600);
  const first = await withdraw(app, user, methodId, 1000);
  expect(first).toMatchObject({ taxableCents: 40_000, taxCents: 2_000 });
  expect(mpesa.asked.at(-1)?.amountCents).toBe(98_000);
  await app.services.wallet.handleB2cResult(paid(first.originatorConversationId, 98_000));
  const second = await withdraw(app, user, methodId, 1000);
  expect(second).toMatchObject({ taxableCents: 0, taxCents: 0 });
  expect(mpesa.asked.at(-1)?.amountCents).toBe(100_000);
});

test('with the rate at 0 nothing changes: the whole amount goes to M-PESA and no tax is booked', async () => {
  const { user, methodId } = await earner(1000);
  const liabilityBefore = await taxLiability();
  const pictured = await appOff.inject({ method: 'GET', url: '/api/wallet/balances/', headers: user.headers });
  expect(pictured.json().withholding_tax).toEqual({ rate: 0, taxable: 1000, tax: 0 });
  const row = await withdraw(appOff, user, methodId, 1000);
  expect(row).toMatchObject({ taxCents: 0, taxRateBp: 0 });
  expect(mpesaOff.asked.at(-1)?.amountCents).toBe(100_000);
  await appOff.services.wallet.handleB2cResult(paid(row.originatorConversationId, 100_000));
  expect(await taxLiability()).toBe(liabilityBefore);
  const statement = await appOff.inject({ method: 'GET', url: '/api/wallet/statement/', headers: user.headers });
  const line = statement.json().results.find((l: { kind: string }) => l.kind === 'withdrawal');
  expect(line.tax).toBeUndefined();
});

test('the yearly earnings statement and the monthly remittance report add the tax up', async () => {
  const { user, methodId } = await earner(3000);
  const one = await withdraw(app, user, methodId, 2000);
  await app.services.wallet.handleB2cResult(paid(one.originatorConversationId, 190_000));
  const two = await withdraw(app, user, methodId, 1000);
  await app.services.wallet.handleB2cResult(paid(two.originatorConversationId, 95_000));

  const now = new Date(Date.now() + 3 * 3600_000);
  const year = now.getUTCFullYear();
  const month = now.toISOString().slice(0, 7);

  const statement = await app.inject({
    method: 'GET',
    url: `/api/wallet/earnings-statement/?year=${year}`,
    headers: user.headers,
  });
  expect(statement.statusCode).toBe(200);
  expect(statement.json().total).toEqual({ earnings: 3000, payouts: 3000, tax_withheld: 150, paid_out: 2850 });
  expect(statement.json().months.find((m: { month: string }) => m.month === month)).toMatchObject({
    tax_withheld: 150,
  });
  const csv = await app.inject({
    method: 'GET',
    url: `/api/wallet/earnings-statement/?year=${year}&format=csv`,
    headers: user.headers,
  });
  expect(csv.headers['content-type']).toMatch(/text\/csv/);
  expect(csv.body).toContain(`total ${year},3000,3000,150,2850`);
  const lastYear = await app.inject({
    method: 'GET',
    url: `/api/wallet/earnings-statement/?year=${year - 1}`,
    headers: user.headers,
  });
  expect(lastYear.json().total).toEqual({ earnings: 0, payouts: 0, tax_withheld: 0, paid_out: 0 });

  const finance = await operatorToken(app, 'finance');
  const report = await app.inject({
    method: 'GET',
    url: `/api/operator/money/tax/?month=${month}`,
    headers: finance.headers,
  });
  expect(report.statusCode).toBe(200);
  const mine = report.json().items.find((item: { user_id: number }) => item.user_id === user.userId);
  expect(mine).toMatchObject({ name: 'Wanjiru Kamau', taxable: 3000, tax: 150, payouts: 2 });
  const reportCsv = await app.inject({
    method: 'GET',
    url: `/api/operator/money/tax/?month=${month}&format=csv`,
    headers: finance.headers,
  });
  expect(reportCsv.body.split('\r\n')[0]).toBe(
    'user_id,name,id_number,mpesa_phone,taxable_kes,tax_withheld_kes,payouts',
  );
  expect(reportCsv.body).toContain(`${user.userId},Wanjiru Kamau,`);
  expect(reportCsv.body).toContain(',3000,150,2\r\n');

  const support = await operatorToken(app, 'support');
  const refused = await app.inject({
    method: 'GET',
    url: `/api/operator/money/tax/?month=${month}`,
    headers: support.headers,
  });
  expect(refused.statusCode).toBe(403);
  const bad = await app.inject({
    method: 'GET',
    url: '/api/operator/money/tax/?month=2026-13',
    headers: finance.headers,
  });
  expect(bad.statusCode).toBe(400);
});
