/**
 * The daily reconciliation on a production-mode server whose PayPal and M-PESA are the local
 * fakes (real adapters, real HTTP, real database): our captured PayPal payments against PayPal's
 * own Transaction Search for the day, the stored report, the operator alert, the daily job, the
 * fake's checks of a search request, and the CLI's argument check.
 */
import { spawnSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { operatorAlerts, payments, reconciliationReports, withdrawals } from '../src/db/schema';
import { FAKE_PAYPAL, startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import { paypalFee } from '../src/fakes/paypal-fake-state';
import { dayBounds, nairobiDay } from '../src/i18n/nairobi-days';
import { formatReport, countsOf } from '../src/modules/reconciliation/reconciliation-report';
import { findReport } from '../src/modules/reconciliation/reconciliation-reports-table';
import { PaypalCheckout } from '../src/providers/paypal/paypal-checkout';
import { signUp, type SignedIn, addPayoutNumber } from './auth-helpers';
import { uniqueMpesaMethod, postBody } from './payment-helpers';
import { freePort } from './free-port';
import { productionConfig, startProductionApp } from './production-on-fakes';
import { openTestDatabase, type TestDatabase } from './test-database';
import { latestFloatReading } from '../src/modules/wallet/mpesa-float-table';
import { kes } from '../src/modules/ledger/money-text';
import { until } from './until';

jest.setTimeout(60_000);

let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let producer: SignedIn;
/** Today in Nairobi: the captures the tests make happen on it. */
const day = nairobiDay(new Date());

beforeAll(async () => {
  const apiPort = await freePort();
  fakes = await startFakes({ port: 0, apiBase: `http://127.0.0.1:${apiPort}`, callbackDelayMs: 300 });
  database = await openTestDatabase();
  const config = productionConfig('reconciliation', { ...fakes.apiEnvironment, PAYPAL_KES_PER_USD: '130.25' });
  if (!config.paypal) throw new Error('the fakes configure PayPal');
  // One transaction per page, so the search must page through all of them.
  const hostedCheckout = new PaypalCheckout(config.paypal, { searchPageSize: 1 });
  app = (await startProductionApp({ config, database, port: apiPort, services: { hostedCheckout } })).app;
  producer = await signUp(app, database, { verified: true });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fakes?.close();
});

async function post<T = Record<string, unknown>>(url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/${url}`, headers: producer.headers, payload });
  return { status: response.statusCode, body: response.json<T>() };
}

/** A post paid with PayPal through the real flow: checkout, the payer's approval, our capture. */
async function paidWithPaypal(): Promise<{ id: number; captureId: string; usdCents: number }> {
  const saved = await post<{ link_id: number }>('links/save/', postBody());
  const checkout = await post<{ checkout_url: string }>('wallet/checkout/paypal/', {
    targets_needed: 150,
    link_id: saved.body.link_id,
  });
  expect(checkout.status).toBe(200);
  const orderId = new URL(checkout.body.checkout_url).searchParams.get('token') ?? '';
  await fetch(`${fakes.url}/paypal/_fake/orders/${orderId}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payer_id: 'PAYERRECON01' }),
  });
  const [row] = await database.db.select().from(payments).where(eq(payments.linkId, saved.body.link_id));
  if (!row) throw new Error('no payment row');
  const executed = await post('wallet/paypal-execute/', {
    paymentId: row.providerRef,
    payerId: 'PAYERRECON01',
    token: orderId,
  });
  expect(executed.status).toBe(200);
  const [paid] = await database.db.select().from(payments).where(eq(payments.id, row.id));
  expect(paid).toMatchObject({ status: 'completed', receipt: expect.any(String) });
  return { id: row.id, captureId: paid?.receipt ?? '', usdCents: row.originalAmountCents };
}

const mismatchAlerts = () =>
  database.db
    .select()
    .from(operatorAlerts)
    .where(
      and(eq(operatorAlerts.kind, 'reconciliation_mismatch'), eq(operatorAlerts.subject, `reconciliation:${day}`)),
    );

async function paypalToken(): Promise<string> {
  const response = await fetch(`${fakes.url}/paypal/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${FAKE_PAYPAL.clientId}:${FAKE_PAYPAL.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('PayPal', () => {
  it('a clean day: every capture matched, amounts and fees alike, and no alert', async () => {
    const paid = await paidWithPaypal();
    const reports = await app.services.reconciliation.reconcileDay(day);
    const paypal = reports.find((report) => report.provider === 'paypal');
    expect(paypal).toMatchObject({ day, mismatches: 0 });
    expect(paypal?.items).toEqual([
      expect.objectContaining({
        category: 'matched',
        ours: expect.objectContaining({ id: paid.id, reference: paid.captureId }),
        theirs: expect.objectContaining({ id: paid.captureId, event: 'T0006', status: 'S' }),
      }),
    ]);
    const amount = { currency: 'USD', cents: paid.usdCents };
    const fee = paypalFee({ currency_code: 'USD', value: (paid.usdCents / 100).toFixed(2) });
    expect(paypal?.items[0]?.theirs).toMatchObject({
      amount,
      fee: { currency: 'USD', cents: Math.round(Number(fee.value) * 100) },
    });
    expect(await mismatchAlerts()).toHaveLength(0);
  });

  it('a day with a capture missing on our side, one missing on theirs and a different amount: all reported, one alert', async () => {
    const lost = await paidWithPaypal();
    const misbooked = await paidWithPaypal();
    const unknown = await paidWithPaypal();
    // We closed a payment PayPal completed; booked another at the wrong amount; and hold a
    // capture id PayPal never issued (its real capture is then one PayPal has and we do not).
    await database.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, lost.id));
    await database.db
      .update(payments)
      .set({ originalAmountCents: misbooked.usdCents + 1 })
      .where(eq(payments.id, misbooked.id));
    await database.db.update(payments).set({ receipt: 'NOSUCHCAPTURE0001' }).where(eq(payments.id, unknown.id));

    const reports = await app.services.reconciliation.reconcileDay(day);
    // Again: the day's report is replaced, not doubled, and the open alert is not raised twice.
    await app.services.reconciliation.reconcileDay(day);

    const stored = await findReport(database.db, day, 'paypal');
    expect(stored).toBeDefined();
    expect(countsOf(stored?.items ?? [])).toEqual({
      matched: 1,
      missing_ours: 2,
      missing_theirs: 1,
      amount_differs: 1,
      open: 0,
    });
    expect(stored?.mismatches).toBe(4);
    const byCategory = (category: string) => stored?.items.filter((item) => item.category === category) ?? [];
    expect(
      byCategory('missing_ours')
        .map((item) => item.theirs?.id)
        .sort(),
    ).toEqual([lost.captureId, unknown.captureId].sort());
    expect(byCategory('missing_theirs')[0]?.ours).toMatchObject({ id: unknown.id, reference: 'NOSUCHCAPTURE0001' });
    expect(byCategory('amount_differs')[0]).toMatchObject({
      ours: { id: misbooked.id, amount: { currency: 'USD', cents: misbooked.usdCents + 1 } },
      theirs: { id: misbooked.captureId, amount: { currency: 'USD', cents: misbooked.usdCents } },
    });
    const rows = await database.db.select().from(reconciliationReports).where(eq(reconciliationReports.day, day));
    expect(rows.map((row) => row.provider).sort()).toEqual(['mpesa', 'paypal']);

    const alerts = await mismatchAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toMatch(
      /4 difference\(s\): 2 missing on our side, 1 missing on paypal's, 1 with different amounts/,
    );

    const paypal = reports.find((report) => report.provider === 'paypal');
    if (!paypal) throw new Error('no PayPal report');
    const text = formatReport(paypal);
    expect(text).toContain('matched 1, missing_ours 2, missing_theirs 1, amount_differs 1, open 0');
    expect(text).toContain(misbooked.captureId);
    expect(text).toContain(`USD ${(misbooked.usdCents / 100).toFixed(2)}`);
  });

  it('the M-PESA report gives the float of the newest Account Balance reading', async () => {
    await app.services.mpesaFloat.read();
    await until(
      async () => (await latestFloatReading(database.db, new Date(Date.now() - 60_000))) !== undefined,
      'the Account Balance result',
    );
    await app.services.reconciliation.reconcileDay(day);
    const mpesa = await findReport(database.db, day, 'mpesa');
    expect(mpesa?.floatCents).toEqual(expect.any(Number));
    expect(mpesa?.floatCents).toBeGreaterThan(0);
    expect(formatReport(mpesa!)).toContain(`float: ${kes(mpesa?.floatCents ?? 0)}`);
    expect(mpesa?.items.every((item) => item.category === 'open')).toBe(true);
  });
});

describe('M-PESA', () => {
  it("lists a payout still open with what M-PESA was asked; Transaction Status's answer then settles it", async () => {
    const user = await signUp(app, database, { verified: true });
    await app.services.ledger.transfer({
      idempotencyKey: `recon-credit:${user.userId}`,
      kind: 'test_credit',
      legs: [
        { account: { kind: 'external_mpesa' }, amountCents: -300_000 },
        { account: { kind: 'consumer_available', userId: user.userId }, amountCents: 300_000 },
      ],
    });
    const headers = user.headers;
    const method = await addPayoutNumber(app, database, user, uniqueMpesaMethod());
    expect(method.statusCode).toBe(201);
    // M-PESA pays it out, but its result never reaches us: the payout stays open here.
    await fetch(`${fakes.url}/daraja/_fake/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callback: 'never' }),
    });
    const withdraw = {
      amount: 1000,
      original_currency: 'KES',
      original_amount: 1000,
      method: method.json<{ id: number }>().id,
      is_automatic: false,
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/wallet/withdraw/', headers, payload: withdraw })).statusCode,
    ).toBe(200);
    const [payout] = await database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
    expect(payout?.status).toBe('pending');

    await app.services.reconciliation.reconcileDay(day);
    const report = await findReport(database.db, day, 'mpesa');
    expect(report?.mismatches).toBe(0);
    expect(report?.items).toContainEqual({
      category: 'open',
      ours: expect.objectContaining({
        kind: 'withdrawal',
        id: payout?.id,
        reference: payout?.originatorConversationId,
      }),
      note: expect.stringMatching(/asked Transaction Status/),
    });
    // Daraja answers the status query at our status-result URL, which pays the payout out.
    await until(async () => {
      const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
      return row?.status === 'completed';
    }, 'the payout settled by the Transaction Status result');
  });
});

describe('the daily job', () => {
  it('reports yesterday once, and only three hours after it ended', async () => {
    await database.db.delete(reconciliationReports).where(eq(reconciliationReports.day, day));
    const { end } = dayBounds(day);
    // Not before PayPal has listed the whole day.
    expect(await app.services.reconciliation.reportYesterday(new Date(end.getTime() + 2 * 3_600_000))).toEqual([]);
    const made = await app.services.reconciliation.reportYesterday(new Date(end.getTime() + 4 * 3_600_000));
    expect(made.map((report) => [report.day, report.provider]).sort()).toEqual([
      [day, 'mpesa'],
      [day, 'paypal'],
    ]);
    // A second tick (or another instance after it) finds the reports and makes none.
    expect(await app.services.reconciliation.reportYesterday(new Date(end.getTime() + 5 * 3_600_000))).toEqual([]);
  });
});

describe("the fake's Transaction Search checks the request as PayPal documents", () => {
  const search = async (query: string) => {
    const response = await fetch(`${fakes.url}/paypal/v1/reporting/transactions?${query}`, {
      headers: { authorization: `Bearer ${await paypalToken()}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses a range over 31 days, a date without a zone, a missing end_date and a page_size over 500', async () => {
    const over = await search('start_date=2026-10-01T00:00:00Z&end_date=2026-11-02T00:00:01Z');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      name: 'INVALID_REQUEST',
      debug_id: expect.any(String),
      details: [
        expect.objectContaining({ field: 'start_date', location: 'query', issue: expect.stringMatching(/31 days/) }),
      ],
    });
    expect((await search('start_date=2026-11-01T00:00:00&end_date=2026-11-02T00:00:00Z')).body).toMatchObject({
      details: [expect.objectContaining({ field: 'start_date' })],
    });
    expect((await search('start_date=2026-11-01T00:00:00Z')).status).toBe(400);
    expect(
      (await search('start_date=2026-11-01T00:00:00Z&end_date=2026-11-02T00:00:00Z&transaction_id=X1')).body,
    ).toMatchObject({
      details: [expect.objectContaining({ field: 'transaction_id' })],
    });
    const big = await search('start_date=2026-11-01T00:00:00Z&end_date=2026-11-02T00:00:00Z&page_size=501');
    expect(big.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [expect.objectContaining({ field: 'page_size' })],
    });
    // 31 days exactly, before any capture of this run: an empty, valid answer.
    const ok = await search('start_date=2020-10-01T00:00:00Z&end_date=2020-11-01T00:00:00Z&page_size=500');
    expect(ok).toMatchObject({
      status: 200,
      body: { page: 1, total_items: 0, total_pages: 0, transaction_details: [] },
    });
  });

  it('our client refuses nothing silently: PayPal refusing the range is an error, not an empty day', async () => {
    const start = new Date('2026-10-01T00:00:00Z');
    await expect(
      app.services.hostedCheckout instanceof PaypalCheckout
        ? app.services.hostedCheckout.searchTransactions(start, new Date(start.getTime() + 40 * 86_400_000))
        : Promise.reject(new Error('not PayPal')),
    ).rejects.toThrow(/search the transactions/);
  });
});

describe('the CLI', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/reconcile.ts', ...args], {
      cwd: `${__dirname}/..`,
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('names --date when it is missing or not a calendar day, and exits 1', () => {
    for (const args of [[], ['--date', '2026-02-30'], ['--date', '27-11-2026'], ['--day', '2026-11-27']]) {
      const run = cli(...args);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('--date');
    }
  });
});
