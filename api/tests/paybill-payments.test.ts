/**
 * Payments made to the paybill by hand (M-PESA C2B) on a production-mode server whose Daraja
 * settings point at the local fake: the URLs are registered at boot, a payment whose account
 * number is a post's reference and whose amount is its price funds it once, and anything else is
 * rejected at validation or handed to an operator.
 */
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { links, payments } from '../src/db/schema';
import { FAKE_DARAJA, type RunningFakes } from '../src/fakes/fakes-server';
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
let apiBase: string;

beforeAll(async () => {
  world = await startOnFakes('paybill', { callbackDelayMs: 200, environment: { RECONCILE_AFTER_SECONDS: '1' } });
  ({ fakes, database, app } = world);
  apiBase = world.fakes.apiEnvironment.PUBLIC_API_URL ?? '';
  producer = await signUp(app, database, { verified: true });
});

afterAll(() => world?.close());

const t = () => ({ app, database }) as unknown as TestApp;

interface FakeTransaction {
  kind: string;
  resultCode: number | string;
  receipt?: string;
  ids: Record<string, string>;
  request: Record<string, unknown>;
}

const transactions = async () =>
  ((await (await fetch(`${fakes.url}/daraja/_fake/transactions`)).json()) as { transactions: FakeTransaction[] })
    .transactions;

async function savedPost(): Promise<{ id: number; priceKes: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/links/save/',
    headers: producer.headers,
    payload: postBody(),
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ link_id: number }>().link_id;
  const [link] = await database.db.select().from(links).where(eq(links.id, id));
  return { id, priceKes: (link?.producerAmountCents ?? 0) / 100 };
}

/** A customer paying the paybill from their phone, through the sandbox's C2B simulate API. */
async function payByHand(reference: string, amount: number, phone = '254708374149'): Promise<void> {
  const basic = Buffer.from(`${FAKE_DARAJA.consumerKey}:${FAKE_DARAJA.consumerSecret}`).toString('base64');
  const token = (
    (await (
      await fetch(`${fakes.url}/daraja/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { authorization: `Basic ${basic}` },
      })
    ).json()) as { access_token: string }
  ).access_token;
  const response = await fetch(`${fakes.url}/daraja/mpesa/c2b/v2/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ShortCode: FAKE_DARAJA.shortcode,
      CommandID: 'CustomerPayBillOnline',
      Amount: amount,
      Msisdn: Number(phone),
      BillRefNumber: reference,
    }),
  });
  expect(response.status).toBe(200);
}

const paymentsOf = (linkId: number) => database.db.select().from(payments).where(eq(payments.linkId, linkId));

it('registers the validation and confirmation URLs on the paybill at boot, with no forbidden word in them', async () => {
  const registered = (await transactions()).find((transaction) => transaction.kind === 'c2b-register');
  expect(registered?.request).toMatchObject({
    ShortCode: FAKE_DARAJA.shortcode,
    ResponseType: 'Completed',
    ConfirmationURL: expect.stringContaining('/api/wallet/paybill/confirmation/?key='),
    ValidationURL: expect.stringContaining('/api/wallet/paybill/validation/?key='),
  });
});

it('a payment whose account number is the post’s reference and whose amount is its price funds the post, once', async () => {
  const post = await savedPost();
  await payByHand(`link${post.id}`, post.priceKes);
  await until(async () => (await paymentsOf(post.id)).some((row) => row.status === 'completed'), 'the post funded');
  const paid = (await transactions()).find(
    (transaction) => transaction.kind === 'c2b' && transaction.request.BillRefNumber === `link${post.id}`,
  );
  expect(paid?.ids.validation).toBe('0');
  const [payment] = await paymentsOf(post.id);
  expect(payment).toMatchObject({ status: 'completed', receipt: paid?.receipt, providerRef: paid?.receipt });
  const [link] = await database.db.select().from(links).where(eq(links.id, post.id));
  expect(link?.status).toBe('active');

  // M-PESA delivers the same confirmation again: nothing more is booked.
  const again = await fetch(`${apiBase}/api/wallet/paybill/confirmation/?key=${callbackKey(app.config.jwtSecret)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: paid?.receipt,
      TransTime: '20261128101500',
      TransAmount: `${post.priceKes}.00`,
      BusinessShortCode: FAKE_DARAJA.shortcode,
      BillRefNumber: `link${post.id}`,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 149',
      FirstName: 'FAKE',
      MiddleName: '',
      LastName: '',
    }),
  });
  expect(await again.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
  expect(await paymentsOf(post.id)).toHaveLength(1);
  await expectBooksBalanced(t());
});

it('validation rejects an unknown account number (C2B00012) and a wrong amount (C2B00013): no money moves', async () => {
  const post = await savedPost();
  await payByHand('LINK999999', post.priceKes);
  await payByHand(`LINK${post.id}`, post.priceKes + 1);
  await until(
    async () =>
      (await transactions()).filter((transaction) => transaction.ids.validation?.startsWith('C2B')).length >= 2,
    'both validations answered',
  );
  const rejected = (await transactions()).filter((transaction) => transaction.ids.validation?.startsWith('C2B'));
  expect(rejected.map((transaction) => [transaction.request.BillRefNumber, transaction.resultCode])).toEqual([
    ['LINK999999', 'C2B00012'],
    [`LINK${post.id}`, 'C2B00013'],
  ]);
  expect(await paymentsOf(post.id)).toHaveLength(0);
});

it('a confirmation that matches no post (validation unreachable, completed by M-PESA) tells an operator', async () => {
  const response = await fetch(`${apiBase}/api/wallet/paybill/confirmation/?key=${callbackKey(app.config.jwtSecret)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: 'UNMATCH001',
      TransTime: '20261128101500',
      TransAmount: '1500.00',
      BusinessShortCode: FAKE_DARAJA.shortcode,
      BillRefNumber: 'my account',
      InvoiceNumber: '',
      OrgAccountBalance: '25.00',
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 126',
      FirstName: 'NICHOLAS',
      MiddleName: '',
      LastName: '',
    }),
  });
  expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
  const alerts = await app.services.operatorAlerts.open();
  expect(alerts.find((alert) => alert.subject === 'paybill:UNMATCH001')).toMatchObject({
    kind: 'paybill_unmatched',
    message: expect.stringContaining('"my account"'),
  });
});

it('a prompt that cannot reach the phone (1037) tells the payer the paybill and the post’s account number', async () => {
  const post = await savedPost();
  const push = await app.inject({
    method: 'POST',
    url: '/api/wallet/checkout/mpesa/',
    headers: producer.headers,
    payload: { phone: '254700001037', link_id: post.id },
  });
  expect(push.statusCode).toBe(200);
  await until(async () => (await paymentsOf(post.id))[0]?.status === 'failed', 'the prompt failed');
  expect((await paymentsOf(post.id))[0]?.statusDescription).toContain(
    `Pay Bill ${FAKE_DARAJA.shortcode}, account number LINK${post.id}`,
  );
});
