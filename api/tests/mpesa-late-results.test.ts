/**
 * M-PESA answers that come late or in an unexpected form, on a production-mode server whose
 * Daraja settings point at the local fake: a payment closed before its result came is still
 * honoured, a Reversal M-PESA says was already made is booked, and what cannot finish on its
 * own reaches an operator.
 */
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { links, payments } from '../src/db/schema';
import type { RunningFakes } from '../src/fakes/fakes-server';
import { callbackKey } from '../src/modules/wallet/mpesa-gateway';
import { signUp, type SignedIn } from './auth-helpers';
import { expectBooksBalanced, postBody } from './payment-helpers';
import { startOnFakes, type OnFakes } from './production-on-fakes';
import type { TestDatabase } from './test-database';
import type { TestApp } from './test-app';
import { until } from './until';

jest.setTimeout(60_000);

let world: OnFakes;
let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let producer: SignedIn;

beforeAll(async () => {
  world = await startOnFakes('late-results', { callbackDelayMs: 300, environment: { RECONCILE_AFTER_SECONDS: '1' } });
  ({ fakes, database, app } = world);
  producer = await signUp(app, database, { verified: true });
});

afterAll(() => world?.close());

const t = () => ({ app, database }) as unknown as TestApp;

async function post<T = Record<string, unknown>>(user: SignedIn, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/${url}`, headers: user.headers, payload });
  return { status: response.statusCode, body: response.json<T>() };
}

async function savedPost(): Promise<number> {
  const saved = await post<{ link_id: number }>(producer, 'links/save/', postBody());
  expect(saved.status).toBe(201);
  return saved.body.link_id;
}

const paymentsOf = (linkId: number) =>
  database.db.select().from(payments).where(eq(payments.linkId, linkId)).orderBy(payments.id);
const linkStatus = async (linkId: number) =>
  (await database.db.select().from(links).where(eq(links.id, linkId)))[0]?.status;
const alertsAbout = async (subject: string) =>
  (await app.services.operatorAlerts.open()).filter((alert) => alert.subject === subject).map((alert) => alert.kind);

async function fake(path: string, body: object = {}): Promise<unknown> {
  const response = await fetch(`${fakes.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('an STK payment whose outcome was unknown', () => {
  it('is never closed as "nothing was charged", and its late callback still funds the post and tells an operator', async () => {
    const linkId = await savedPost();
    await fake('/daraja/_fake/next', { callback: 'late' });
    expect((await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId })).status).toBe(
      200,
    );
    const [sent] = await paymentsOf(linkId);
    if (!sent) throw new Error('no payment');
    // As our STK request timing out leaves it: M-PESA took the prompt, we never learned its id.
    await database.db
      .update(payments)
      .set({
        acceptedAt: null,
        providerRef: 'STK-TIMEDOUT0001',
        createdAt: new Date(Date.now() - 10_000),
        statusDescription: 'Sending the M-PESA prompt',
      })
      .where(eq(payments.id, sent.id));
    await app.services.checkout.reconcile(1);
    const [closed] = await paymentsOf(linkId);
    expect(closed?.status).toBe('failed');
    expect(closed?.statusDescription).not.toMatch(/nothing was charged/i);
    await until(async () => (await linkStatus(linkId)) === 'active', 'the late callback funding the post');
    const [funded] = await paymentsOf(linkId);
    expect(funded).toMatchObject({ status: 'completed', receipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect(await alertsAbout(`payment:${sent.id}`)).toContain('late_result');
    await expectBooksBalanced(t());
  });

  it('a payment still open after an hour tells an operator', async () => {
    const linkId = await savedPost();
    await fake('/daraja/_fake/next', { callback: 'never' });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId });
    const [sent] = await paymentsOf(linkId);
    if (!sent) throw new Error('no payment');
    // Settled at the fake by now; M-PESA's query then fails, so the payment stays open.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(payments.id, sent.id));
    await fake('/daraja/_fake/next', { status5xx: 1 });
    await app.services.checkout.reconcile(1);
    expect((await paymentsOf(linkId))[0]?.status).toBe('pending');
    expect(await alertsAbout(`payment:${sent.id}`)).toContain('payment_pending');
  });
});

describe('a Reversal', () => {
  it('that M-PESA answers "already reversed" (R000001) is booked as refunded, not asked for again', async () => {
    const linkId = await savedPost();
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254711223344', link_id: linkId });
    // The first Reversal goes through but its result never reaches us.
    await fake('/daraja/_fake/next', { callback: 'never' });
    await until(
      async () =>
        (await paymentsOf(linkId)).some((row) => row.status === 'duplicate' && row.refundRequestedAt !== null),
      'the reversal asked for',
    );
    const duplicate = (await paymentsOf(linkId)).find((row) => row.status === 'duplicate');
    if (!duplicate) throw new Error('no duplicate');
    await database.db
      .update(payments)
      .set({ refundRequestedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(payments.id, duplicate.id));
    await app.services.checkout.retryDuplicateRefunds();
    await until(
      async () => (await paymentsOf(linkId)).find((row) => row.id === duplicate.id)?.status === 'refunded',
      'the duplicate booked out on R000001',
    );
    const seen = (await (await fetch(`${fakes.url}/daraja/_fake/transactions`)).json()) as {
      transactions: { kind: string; resultCode: number | string; request: { TransactionID?: string } }[];
    };
    const reversals = seen.transactions.filter(
      (transaction) => transaction.kind === 'reversal' && transaction.request.TransactionID === duplicate.receipt,
    );
    expect(reversals.map((transaction) => transaction.resultCode)).toEqual([0, 'R000001']);
    await expectBooksBalanced(t());
  });

  it('a refund still failing an hour after the money was taken tells an operator', async () => {
    const linkId = await savedPost();
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254711223355', link_id: linkId });
    // The Reversal's result never reaches us, so the refund stays open.
    await fake('/daraja/_fake/next', { callback: 'never' });
    await until(
      async () =>
        (await paymentsOf(linkId)).some((row) => row.status === 'duplicate' && row.refundRequestedAt !== null),
      'the reversal asked for',
    );
    const duplicate = (await paymentsOf(linkId)).find((row) => row.status === 'duplicate');
    if (!duplicate) throw new Error('no duplicate');
    await database.db
      .update(payments)
      .set({ completedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(payments.id, duplicate.id));
    await app.services.checkout.refundResult(duplicate.id, {
      ok: false,
      reason: 'The initiator information is invalid.',
    });
    expect(await alertsAbout(`payment:${duplicate.id}`)).toContain('refund_stuck');
    expect((await paymentsOf(linkId)).find((row) => row.id === duplicate.id)?.status).toBe('duplicate');
  });

  it('a result that does not name our Reversal, or names another amount, books nothing', async () => {
    const linkId = await savedPost();
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254708374149', link_id: linkId });
    await post(producer, 'wallet/checkout/mpesa/', { phone: '254711223366', link_id: linkId });
    await fake('/daraja/_fake/next', { callback: 'never' });
    await until(
      async () =>
        (await paymentsOf(linkId)).some((row) => row.status === 'duplicate' && row.refundRequestedAt !== null),
      'the reversal asked for',
    );
    const duplicate = (await paymentsOf(linkId)).find((row) => row.status === 'duplicate');
    if (!duplicate) throw new Error('no duplicate');
    const forged = (originatorConversationId: string, amount: number) =>
      fetch(
        `${fakes.apiEnvironment.PUBLIC_API_URL}/api/wallet/mpesa/reversal-result/?key=${callbackKey(app.config.jwtSecret)}&payment=${duplicate.id}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            Result: {
              ResultType: 0,
              ResultCode: 0,
              ResultDesc: 'The service request is processed successfully.',
              OriginatorConversationID: originatorConversationId,
              ConversationID: 'AG_20261128_forged',
              TransactionID: 'FORGED0001',
              ResultParameters: {
                ResultParameter: [
                  { Key: 'Amount', Value: amount },
                  { Key: 'OriginalTransactionID', Value: duplicate.receipt },
                ],
              },
            },
          }),
        },
      );
    expect((await forged('dad6-4c34-8787-c8cb963a496d1268232', duplicate.amountCents / 100)).status).toBe(200);
    expect((await forged(duplicate.refundRef ?? '', duplicate.amountCents / 100 - 1)).status).toBe(200);
    const after = (await paymentsOf(linkId)).find((row) => row.id === duplicate.id);
    expect(after?.status).toBe('duplicate');
    await expectBooksBalanced(t());
  });
});
