/**
 * The Daraja adapter against the Daraja fake over real HTTP on 127.0.0.1: the fake checks every
 * field as Daraja documents it and posts its callbacks to a real HTTP server here.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DarajaSettings } from '../../config';
import { darajaFake, type DarajaFakeOptions } from '../../fakes/daraja-fake';
import { TEST_DARAJA_CERTIFICATE_PEM, TEST_DARAJA_PRIVATE_KEY_PEM, writeTestCertificate } from '../../fakes/test-keys';
import { ProviderError } from '../provider-error';
import { DarajaClient } from './daraja-client';
import { DarajaMpesa, nairobiTimestamp, securityCredential, stkPassword } from './daraja-mpesa';
import { b2cFailureMessage } from '../../modules/wallet/mpesa-messages';
import {
  b2cResultFromPayout,
  b2cResultFromStatus,
  floatResultFromBalance,
  parseDarajaResult,
  parseStkCallback,
} from './daraja-results';

const CREDENTIALS = {
  consumerKey: 'fake-consumer-key-7Hq2',
  consumerSecret: 'fake-consumer-secret-Zx81Lm',
  shortcode: '174379',
  passkey: 'fake-passkey-bfb279f9aa9bdbcf158e97dd71a467cd',
  b2cShortcode: '600997',
  initiatorName: 'testapi',
  initiatorPassword: 'Fake-Initiator#Pass%42',
  // The Org Reversals Initiator of the paybill, not the B2C shortcode's initiator.
  reversalInitiatorName: 'testreversals',
  reversalInitiatorPassword: 'Fake-Reversal#Pass%77',
};
/** The till a Buy Goods store (BusinessShortCode 174379) takes STK payments into. */
const TILL = '5123456';
const DELAY_MS = 150;

interface Received {
  path: string;
  body: unknown;
}

/** A real HTTP server that takes Daraja's callbacks and answers as our routes do. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(raw) as unknown });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ResultCode: 0, ResultDesc: 'Accepted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, received };
}

async function startFake(options: Partial<DarajaFakeOptions> = {}): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify();
  await app.register(darajaFake, {
    prefix: '/daraja',
    ...CREDENTIALS,
    privateKeyPem: TEST_DARAJA_PRIVATE_KEY_PEM,
    tillNumber: TILL,
    callbackDelayMs: DELAY_MS,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}/daraja` };
}

function settingsFor(baseUrl: string, overrides: Partial<DarajaSettings> = {}): DarajaSettings {
  return {
    baseUrl,
    ...CREDENTIALS,
    transactionType: 'CustomerPayBillOnline',
    tillNumber: undefined,
    certificatePem: TEST_DARAJA_CERTIFICATE_PEM,
    publicApiUrl: 'https://api.engage.test',
    callbackAllowList: [],
    ...overrides,
  };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FakeView {
  tokensIssued: number;
  transactions: {
    kind: string;
    resultCode: number | string;
    receipt?: string;
    request: Record<string, unknown>;
    ids: Record<string, string>;
    deliveries: unknown[];
    refused?: string;
  }[];
}

let fake: { app: FastifyInstance; baseUrl: string };
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  fake = await startFake();
  receiver = await startReceiver();
});

afterAll(async () => {
  await fake.app.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

beforeEach(async () => {
  await fetch(`${fake.baseUrl}/_fake/reset`, { method: 'POST' });
  receiver.received.length = 0;
});

const view = async (): Promise<FakeView> =>
  (await (await fetch(`${fake.baseUrl}/_fake/transactions`)).json()) as FakeView;
const script = (next: Record<string, unknown>) =>
  fetch(`${fake.baseUrl}/_fake/next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(next),
  });
const callbackTo = (path: string) => `${receiver.url}${path}`;
const callbacksAt = (path: string) => receiver.received.filter((entry) => entry.path === path);

let phoneSeq = 10;
/** A fresh paying phone per push: the fake, like M-PESA, locks a phone with a prompt open. */
const freshPhone = () => `2547123456${String(phoneSeq++).padStart(2, '0')}`;

const stkRequest = (phone: string, path = '/stk') => ({
  phone,
  amountCents: 250_00,
  reference: 'LINK42',
  description: 'Promote post 42',
  callbackUrl: callbackTo(path),
});

const b2cRequest = (phone = '254712000111') => ({
  originatorConversationId: randomUUID(),
  phone,
  amountCents: 1_500_00,
  remarks: 'Withdrawal 7',
  resultUrl: callbackTo('/b2c'),
  timeoutUrl: callbackTo('/timeout'),
});

/** Gets the adapter its token, so that a scripted answer meets the call under test, not OAuth. */
const warm = (mpesa: DarajaMpesa) =>
  mpesa.payoutStatus({ ...statusQuery(randomUUID()), resultUrl: callbackTo('/warm') });

const statusQuery = (originatorConversationId: string) => ({
  originatorConversationId,
  conversationId: null,
  phone: '254712000111',
  amountCents: 1_500_00,
  requestedAt: new Date(),
  resultUrl: callbackTo('/status'),
  timeoutUrl: callbackTo('/timeout'),
});

describe('fields', () => {
  test('the Timestamp is Nairobi wall time whatever the machine is set to', () => {
    expect(nairobiTimestamp(new Date('2024-07-06T19:48:52Z'))).toBe('20240706224852');
    expect(nairobiTimestamp(new Date('2024-12-31T22:30:00Z'))).toBe('20250101013000');
  });

  test('the STK Password is base64(shortcode + passkey + timestamp), as the page shows', () => {
    // The M-PESA Express page's sample request, with the sandbox's published passkey.
    const passkey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
    expect(stkPassword('174379', passkey, '20210628092408')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
  });

  test('SecurityCredential is RSA PKCS #1 v1.5 with the certificate, base64, new padding each time', () => {
    const certificate = readFileSync(writeTestCertificate(), 'utf8');
    const first = securityCredential(certificate, 'secret');
    expect(Buffer.from(first, 'base64')).toHaveLength(256);
    expect(first).not.toBe(securityCredential(certificate, 'secret'));
  });

  test('a certificate with no key fails at construction, naming no secret', () => {
    expect(() => new DarajaMpesa(settingsFor(fake.baseUrl, { certificatePem: 'not a certificate' }))).toThrow(
      'The Daraja certificate (DARAJA_CERT_PATH) holds no usable RSA public key.',
    );
  });
});

describe('access token', () => {
  test('one token serves many calls, and concurrent callers share one refresh when it expires', async () => {
    let now = Date.now();
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl), { now: () => new Date(now) });
    const originators = [randomUUID(), randomUUID(), randomUUID()];
    await Promise.all(originators.map((id) => mpesa.payoutStatus(statusQuery(id))));
    await mpesa.payoutStatus(statusQuery(randomUUID()));
    expect((await view()).tokensIssued).toBe(1);

    // An hour on (3599 s, renewed 60 s early): five calls at once ask for one new token.
    now += 3_600_000;
    await Promise.all(originators.concat(originators).map((id) => mpesa.payoutStatus(statusQuery(id))));
    expect((await view()).tokensIssued).toBe(2);
  });

  test('a token Daraja no longer accepts is renewed once and the call made once more', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    await warm(mpesa);
    await script({ expireTokens: true });
    await expect(mpesa.payoutStatus(statusQuery(randomUUID()))).resolves.toMatchObject({ state: 'asked' });
    const seen = await view();
    expect(seen.tokensIssued).toBe(2);
    expect(seen.transactions.filter((t) => t.kind === 'status')).toHaveLength(2);
  });

  test('a fresh token refused again is a refusal, not a loop', async () => {
    const shortLived = await startFake({ tokenTtlSeconds: 0 });
    try {
      const mpesa = new DarajaMpesa(settingsFor(shortLived.baseUrl));
      const error = await mpesa.payoutStatus(statusQuery(randomUUID())).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'refused', code: '404.001.03' });
      const seen = (await (await fetch(`${shortLived.baseUrl}/_fake/transactions`)).json()) as FakeView;
      expect(seen.tokensIssued).toBe(2);
    } finally {
      await shortLived.app.close();
    }
  });

  test('a wrong consumer secret is refused by the OAuth endpoint', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl, { consumerSecret: 'not-the-secret' }));
    await expect(mpesa.payoutStatus(statusQuery(randomUUID()))).rejects.toMatchObject({
      kind: 'refused',
      code: '400.008.01',
    });
  });
});

describe('STK push', () => {
  test('the fake takes every field as sent, and the callback arrives with the payment', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const phone = freshPhone();
    const before = nairobiTimestamp(new Date());
    const accepted = await mpesa.stkPush(stkRequest(phone));
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_\d+$/);

    const [sent] = (await view()).transactions;
    expect(sent?.request).toEqual({
      BusinessShortCode: '174379',
      Timestamp: expect.stringMatching(/^\d{14}$/),
      TransactionType: 'CustomerPayBillOnline',
      Amount: 250,
      PartyA: phone,
      PartyB: '174379',
      PhoneNumber: phone,
      CallBackURL: callbackTo('/stk'),
      AccountReference: 'LINK42',
      TransactionDesc: 'Promote post ',
    });
    expect(Number(sent?.request.Timestamp)).toBeGreaterThanOrEqual(Number(before));

    const [callback] = await until(() => {
      const got = callbacksAt('/stk');
      return got.length ? got : undefined;
    }, 'the STK callback');
    expect(parseStkCallback(callback?.body)).toEqual({
      checkoutRequestId: accepted.checkoutRequestId,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amountCents: 250_00,
      receipt: sent?.receipt,
      phone,
    });
  });

  test('a till: BusinessShortCode is the store number and PartyB the till (DARAJA_TILL_NUMBER)', async () => {
    const mpesa = new DarajaMpesa(
      settingsFor(fake.baseUrl, { transactionType: 'CustomerBuyGoodsOnline', tillNumber: TILL }),
    );
    await mpesa.stkPush(stkRequest(freshPhone()));
    const [sent] = (await view()).transactions;
    expect(sent?.request).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: TILL,
    });
    expect(sent?.resultCode).toBe(0);
  });

  test('the fake answers 2028 for a PartyB that is not the paybill, or not the till for Buy Goods', async () => {
    const buyGoodsToStore = new DarajaMpesa(
      settingsFor(fake.baseUrl, { transactionType: 'CustomerBuyGoodsOnline', tillNumber: '174379' }),
    );
    await buyGoodsToStore.stkPush(stkRequest(freshPhone()));
    expect((await view()).transactions[0]?.resultCode).toBe(2028);
  });

  test('the adapter refuses what M-PESA cannot take before sending anything', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const phone = freshPhone();
    await expect(mpesa.stkPush({ ...stkRequest(phone), amountCents: 250_50 })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('whole shillings'),
    });
    await expect(mpesa.stkPush({ ...stkRequest(phone), phone: '0712345678' })).rejects.toMatchObject({
      kind: 'refused',
    });
    await expect(mpesa.stkPush({ ...stkRequest(phone), reference: 'THIRTEENCHARS' })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('AccountReference'),
    });
    await expect(mpesa.stkPush({ ...stkRequest(phone), callbackUrl: 'ftp://x/y' })).rejects.toMatchObject({
      kind: 'refused',
    });
    expect((await view()).transactions).toHaveLength(0);
  });

  test('a wrong passkey is refused (500.001.1001 "Wrong credentials" sends no prompt)', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl, { passkey: 'not-the-passkey' }));
    await expect(mpesa.stkPush(stkRequest(freshPhone()))).rejects.toMatchObject({
      kind: 'refused',
      code: '500.001.1001',
    });
  });

  test('a second push to a phone with a prompt still open is refused, as M-PESA locks the subscriber', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const phone = freshPhone();
    await mpesa.stkPush(stkRequest(phone));
    await expect(mpesa.stkPush(stkRequest(phone))).rejects.toMatchObject({ kind: 'refused', code: '500.001.1001' });
  });
});

describe('STK Push Query', () => {
  test('pending while M-PESA processes it, paid once it is', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const accepted = await mpesa.stkPush(stkRequest(freshPhone()));
    const query = { checkoutRequestId: accepted.checkoutRequestId, phone: '', amountCents: 0, requestedAt: new Date() };
    await expect(mpesa.stkStatus(query)).resolves.toEqual({ state: 'pending' });
    await sleep(DELAY_MS + 50);
    await expect(mpesa.stkStatus(query)).resolves.toEqual({ state: 'paid' });
  });

  test('failed with the code and description for a cancelled prompt', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const accepted = await mpesa.stkPush(stkRequest('254700001032'));
    await sleep(DELAY_MS + 50);
    await expect(
      mpesa.stkStatus({
        checkoutRequestId: accepted.checkoutRequestId,
        phone: '',
        amountCents: 0,
        requestedAt: new Date(),
      }),
    ).resolves.toEqual({ state: 'failed', resultCode: 1032, resultDesc: 'Request cancelled by user' });
    const [callback] = await until(() => {
      const got = callbacksAt('/stk');
      return got.length ? got : undefined;
    }, 'the STK callback');
    expect(parseStkCallback(callback?.body)).toEqual({
      checkoutRequestId: accepted.checkoutRequestId,
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  test('pending when Daraja does not answer or fails', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const accepted = await mpesa.stkPush(stkRequest(freshPhone()));
    await sleep(DELAY_MS + 50);
    await script({ status5xx: 1 });
    await expect(
      mpesa.stkStatus({
        checkoutRequestId: accepted.checkoutRequestId,
        phone: '',
        amountCents: 0,
        requestedAt: new Date(),
      }),
    ).resolves.toEqual({ state: 'pending' });
  });

  test('reports what the query says even where the sandbox contradicts a paid callback', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const accepted = await mpesa.stkPush(stkRequest(freshPhone()));
    await until(() => (callbacksAt('/stk').length ? true : undefined), 'the STK callback');
    expect(parseStkCallback(callbacksAt('/stk')[0]?.body)?.resultCode).toBe(0);
    await script({ stkQueryFails: true });
    const query = { checkoutRequestId: accepted.checkoutRequestId, phone: '', amountCents: 0, requestedAt: new Date() };
    await expect(mpesa.stkStatus(query)).resolves.toMatchObject({ state: 'failed', resultCode: 1032 });
    await expect(mpesa.stkStatus(query)).resolves.toEqual({ state: 'paid' });
  });
});

describe('callback delivery', () => {
  test('twice, never and late, as scripted', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    await script({ callback: 'twice' });
    await mpesa.stkPush(stkRequest(freshPhone(), '/twice'));
    await script({ callback: 'never' });
    const lost = await mpesa.stkPush(stkRequest(freshPhone(), '/never'));
    await script({ callback: 'late' });
    await mpesa.stkPush(stkRequest(freshPhone(), '/late'));
    await mpesa.stkPush(stkRequest(freshPhone(), '/on-time'));

    await until(() => (callbacksAt('/late').length ? true : undefined), 'the late callback');
    expect(callbacksAt('/twice')).toHaveLength(2);
    expect(callbacksAt('/twice')[0]?.body).toEqual(callbacksAt('/twice')[1]?.body);
    expect(callbacksAt('/never')).toHaveLength(0);
    // The later push's callback overtook the late one.
    const order = receiver.received.map((entry) => entry.path);
    expect(order.indexOf('/on-time')).toBeLessThan(order.indexOf('/late'));
    // A lost callback's payment is still there for the query.
    await expect(
      mpesa.stkStatus({
        checkoutRequestId: lost.checkoutRequestId,
        phone: '',
        amountCents: 0,
        requestedAt: new Date(),
      }),
    ).resolves.toEqual({ state: 'paid' });
  });

  test('never, for the next n requests', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    expect((await script({ callback: 'never', times: 0 })).status).toBe(400);
    await script({ callback: 'never', times: 2 });
    await mpesa.stkPush(stkRequest(freshPhone(), '/lost-1'));
    await mpesa.stkPush(stkRequest(freshPhone(), '/lost-2'));
    await mpesa.stkPush(stkRequest(freshPhone(), '/sent'));
    await until(() => (callbacksAt('/sent').length ? true : undefined), 'the third callback');
    expect(callbacksAt('/lost-1')).toHaveLength(0);
    expect(callbacksAt('/lost-2')).toHaveLength(0);
  });
});

describe('B2C', () => {
  test('the SecurityCredential decrypts to the initiator password: paid out, with the receipt', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const request = b2cRequest();
    const accepted = await mpesa.b2c(request);
    expect(accepted.conversationId).toMatch(/^AG_\d{8}_/);
    const [sent] = (await view()).transactions;
    expect(sent?.request).toMatchObject({
      OriginatorConversationID: request.originatorConversationId,
      InitiatorName: 'testapi',
      CommandID: 'BusinessPayment',
      Amount: 1500,
      PartyA: '600997',
      PartyB: '254712000111',
      Remarks: 'Withdrawal 7',
      ResultURL: callbackTo('/b2c'),
      QueueTimeOutURL: callbackTo('/timeout'),
    });
    const [result] = await until(() => {
      const got = callbacksAt('/b2c');
      return got.length ? got : undefined;
    }, 'the B2C result');
    const parsed = parseDarajaResult(result?.body);
    expect(parsed).not.toBeNull();
    expect(b2cResultFromPayout(parsed!)).toEqual({
      originatorConversationId: request.originatorConversationId,
      conversationId: accepted.conversationId,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      receipt: sent?.receipt,
      amountCents: 150_000,
      // Documented as "<phone> - <registered name>"; the fake names everyone FAKE CUSTOMER.
      receiverName: expect.stringMatching(/^2547\d{8} - FAKE CUSTOMER$/),
    });
    expect(parsed?.parameters.TransactionAmount).toBe(1500);
  });

  test('a wrong initiator password is taken and answered 2001 in the result, as the B2C page documents', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl, { initiatorPassword: 'not-the-password' }));
    await mpesa.b2c(b2cRequest());
    const [result] = await until(() => {
      const got = callbacksAt('/b2c');
      return got.length ? got : undefined;
    }, 'the B2C result');
    const payout = b2cResultFromPayout(parseDarajaResult(result?.body)!);
    expect(payout).toMatchObject({ resultCode: 2001, resultDesc: 'The initiator information is invalid.' });
    expect(payout.receipt).toBeUndefined();
    expect(b2cFailureMessage(payout.resultCode, payout.resultDesc)).toBe(
      'M-PESA could not send this payout right now; the money is back in your balance.',
    );
  });

  test('a phone M-PESA cannot pay fails in the result', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    await mpesa.b2c(b2cRequest('254700000404'));
    const [result] = await until(() => {
      const got = callbacksAt('/b2c');
      return got.length ? got : undefined;
    }, 'the B2C result');
    const payout = b2cResultFromPayout(parseDarajaResult(result?.body)!);
    expect(payout).toMatchObject({ resultCode: -1, resultDesc: 'SFC_IC0003: The operator does not exist.' });
    expect(b2cFailureMessage(payout.resultCode, payout.resultDesc)).toBe(
      'This phone number is not on M-PESA; the money is back in your balance.',
    );
  });

  test('a repeated OriginatorConversationID is not a refusal: the first one was taken', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const request = b2cRequest();
    await mpesa.b2c(request);
    await expect(mpesa.b2c(request)).rejects.toMatchObject({ kind: 'unavailable', code: '500.002.1001' });
    // Both reached the fake; only the first was carried out.
    expect((await view()).transactions.map((t) => [t.request.OriginatorConversationID, t.refused])).toEqual([
      [request.originatorConversationId, undefined],
      [request.originatorConversationId, '500.002.1001'],
    ]);
  });

  test('a 5xx is unavailable', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    await warm(mpesa);
    await script({ status5xx: 1 });
    const error = await mpesa.b2c(b2cRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'unavailable', code: '500.003.1001' });
  });

  test('no answer in time is unavailable, though M-PESA took the payout: Transaction Status settles it', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl), { timeoutMs: 300 });
    await warm(mpesa);
    await script({ slowMs: 1500 });
    const request = b2cRequest();
    const error = await mpesa.b2c(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect((error as Error).message).toBe('Daraja did not answer the B2C payout within 0.3 s.');
    const taken = (await view()).transactions.find((t) => t.kind === 'b2c');
    expect(taken?.ids.OriginatorConversationID).toBe(request.originatorConversationId);

    await sleep(DELAY_MS + 50);
    await expect(mpesa.payoutStatus(statusQuery(request.originatorConversationId))).resolves.toMatchObject({
      state: 'asked',
      queryId: expect.stringMatching(/^AG_/),
    });
    const [status] = await until(() => {
      const got = callbacksAt('/status');
      return got.length ? got : undefined;
    }, 'the Transaction Status result');
    const sentStatus = (await view()).transactions.filter((t) => t.kind === 'status').at(-1);
    expect(sentStatus?.request).toMatchObject({
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: request.originatorConversationId,
      PartyA: '600997',
      IdentifierType: '4',
    });
    expect(b2cResultFromStatus(parseDarajaResult(status?.body)!)).toEqual({
      originatorConversationId: request.originatorConversationId,
      conversationId: taken?.ids.ConversationID,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      receipt: taken?.receipt,
      amountCents: 150_000,
    });
  });

  test('Transaction Status about a payout M-PESA has not processed gets no answer (none is documented)', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const asked = await mpesa.payoutStatus(statusQuery('never-sent'));
    // The query's own id, which its result would carry.
    const query = (await view()).transactions.filter((t) => t.kind === 'status').at(-1);
    expect(asked).toEqual({ state: 'asked', queryId: query?.ids.ConversationID });
    await sleep(DELAY_MS * 4);
    expect(callbacksAt('/status')).toEqual([]);
  });

  test('Transaction Status with a wrong initiator password settles nothing', async () => {
    const paying = new DarajaMpesa(settingsFor(fake.baseUrl));
    const request = b2cRequest();
    await paying.b2c(request);
    await sleep(DELAY_MS + 50);
    const wrong = new DarajaMpesa(settingsFor(fake.baseUrl, { initiatorPassword: 'not-the-password' }));
    await wrong.payoutStatus(statusQuery(request.originatorConversationId));
    const [status] = await until(() => {
      const got = callbacksAt('/status');
      return got.length ? got : undefined;
    }, 'the Transaction Status result');
    expect(parseDarajaResult(status?.body)?.resultCode).toBe(2001);
    expect(b2cResultFromStatus(parseDarajaResult(status?.body)!)).toBeNull();
  });
});

describe('Reversal', () => {
  async function paidReceipt(mpesa: DarajaMpesa): Promise<string> {
    await mpesa.stkPush(stkRequest(freshPhone()));
    const [callback] = await until(() => {
      const got = callbacksAt('/stk');
      return got.length ? got : undefined;
    }, 'the STK callback');
    return parseStkCallback(callback?.body)?.receipt ?? '';
  }

  const reversal = (receipt: string) => ({
    receipt,
    amountCents: 250_00,
    remarks: 'Refund of payment 9',
    resultUrl: callbackTo('/reversal'),
    timeoutUrl: callbackTo('/timeout'),
  });

  test('accepted, then the result reverses the payment; a second reversal is refused in its result', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const receipt = await paidReceipt(mpesa);
    await expect(mpesa.reverse(reversal(receipt))).resolves.toEqual({
      state: 'accepted',
      reference: expect.any(String),
    });
    const sent = (await view()).transactions.find((t) => t.kind === 'reversal');
    expect(sent?.request).toMatchObject({
      CommandID: 'TransactionReversal',
      TransactionID: receipt,
      Amount: 250,
      ReceiverParty: '174379',
      RecieverIdentifierType: '11',
      Remarks: 'Refund of payment 9',
    });
    await until(() => (callbacksAt('/reversal').length ? true : undefined), 'the reversal result');
    const done = parseDarajaResult(callbacksAt('/reversal')[0]?.body);
    expect(done).toMatchObject({ resultCode: 0, parameters: { OriginalTransactionID: receipt, Amount: 250 } });

    await expect(mpesa.reverse(reversal(receipt))).resolves.toEqual({
      state: 'accepted',
      reference: expect.any(String),
    });
    await until(() => (callbacksAt('/reversal').length > 1 ? true : undefined), 'the second reversal result');
    expect(parseDarajaResult(callbacksAt('/reversal')[1]?.body)).toMatchObject({
      resultCode: -1,
      code: 'R000001',
      resultDesc: 'R000001: The transaction has already been reversed.',
    });
  });

  test('is made by the paybill’s reversal initiator: the B2C initiator is refused (2001)', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    const receipt = await paidReceipt(mpesa);
    await mpesa.reverse(reversal(receipt));
    expect((await view()).transactions.find((t) => t.kind === 'reversal')?.request).toMatchObject({
      Initiator: 'testreversals',
    });
    await until(() => (callbacksAt('/reversal').length ? true : undefined), 'the reversal result');
    expect(parseDarajaResult(callbacksAt('/reversal')[0]?.body)).toMatchObject({ resultCode: 0 });

    const withB2cInitiator = new DarajaMpesa(
      settingsFor(fake.baseUrl, {
        reversalInitiatorName: CREDENTIALS.initiatorName,
        reversalInitiatorPassword: CREDENTIALS.initiatorPassword,
      }),
    );
    const another = await paidReceipt(withB2cInitiator);
    await withB2cInitiator.reverse(reversal(another));
    await until(() => (callbacksAt('/reversal').length > 1 ? true : undefined), 'the refused reversal result');
    expect(parseDarajaResult(callbacksAt('/reversal')[1]?.body)).toMatchObject({ code: '2001' });
  });

  test('an amount M-PESA cannot take is refused before sending', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    await expect(mpesa.reverse({ ...reversal('SG632NMUAB'), amountCents: 10_05 })).resolves.toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('whole shillings'),
    });
  });
});

describe('Account Balance', () => {
  const floatQuery = () => ({ resultUrl: callbackTo('/balance'), timeoutUrl: callbackTo('/timeout') });
  const balanceResult = async () => {
    const [result] = await until(() => {
      const got = callbacksAt('/balance');
      return got.length ? got : undefined;
    }, 'the Account Balance result');
    return floatResultFromBalance(parseDarajaResult(result?.body)!);
  };

  test('the B2C shortcode is asked as the page documents, and the result reads its Utility Account as the float', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl));
    await fetch(`${fake.baseUrl}/_fake/float`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ utility: 228_037 }),
    });
    const accepted = await mpesa.floatBalance({
      resultUrl: callbackTo('/balance'),
      timeoutUrl: callbackTo('/timeout'),
    });
    const [sent] = (await view()).transactions;
    expect(sent?.request).toEqual({
      Initiator: 'testapi',
      CommandID: 'AccountBalance',
      PartyA: '600997',
      IdentifierType: '4',
      Remarks: 'Payout float',
      ResultURL: callbackTo('/balance'),
      QueueTimeOutURL: callbackTo('/timeout'),
    });
    expect(await balanceResult()).toEqual({
      ...accepted,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      utilityAvailableCents: 22_803_700,
      workingAvailableCents: 70_000_000,
      accounts: expect.stringContaining('&Utility Account|KES|228037.00|228037.00|0.00|0.00&'),
    });
  });

  test('a wrong initiator password is answered 2001 in the result, which reads no float', async () => {
    const mpesa = new DarajaMpesa(settingsFor(fake.baseUrl, { initiatorPassword: 'not-the-password' }));
    await mpesa.floatBalance(floatQuery());
    const result = await balanceResult();
    expect(result).toMatchObject({ resultCode: 2001, resultDesc: 'The initiator information is invalid.' });
    expect(result.utilityAvailableCents).toBeUndefined();
  });
});

describe('the fake refuses what Daraja refuses', () => {
  const token = async () => {
    const basic = Buffer.from(`${CREDENTIALS.consumerKey}:${CREDENTIALS.consumerSecret}`).toString('base64');
    const response = await fetch(`${fake.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; expires_in: string };
    expect(body.expires_in).toBe('3599');
    return body.access_token;
  };

  const push = async (bearer: string, change: Record<string, unknown>) => {
    const timestamp = nairobiTimestamp(new Date());
    const response = await fetch(`${fake.baseUrl}/mpesa/stkpush/v1/processrequest`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        BusinessShortCode: '174379',
        Password: stkPassword('174379', CREDENTIALS.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: 1,
        PartyA: '254708374149',
        PartyB: '174379',
        PhoneNumber: '254708374149',
        CallBackURL: 'https://mydomain.com/path',
        AccountReference: 'accountref',
        TransactionDesc: 'txndesc',
        ...change,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  test('wrong OAuth credentials or grant type', async () => {
    const wrong = Buffer.from(`${CREDENTIALS.consumerKey}:nope`).toString('base64');
    const refused = await fetch(`${fake.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${wrong}` },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: '400.008.01', requestId: expect.any(String) });
    const basic = Buffer.from(`${CREDENTIALS.consumerKey}:${CREDENTIALS.consumerSecret}`).toString('base64');
    const grant = await fetch(`${fake.baseUrl}/oauth/v1/generate?grant_type=password`, {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(await grant.json()).toMatchObject({ errorCode: '400.008.02' });
  });

  test('a well-formed push is taken, so the refusals below are the fields’ doing', async () => {
    expect(await push(await token(), {})).toMatchObject({ status: 200, body: { ResponseCode: '0' } });
  });

  test.each([
    ['a wrong password', { Password: 'd3JvbmcK' }, 500, '500.001.1001', 'Wrong credentials'],
    [
      'a timestamp an hour old',
      { Timestamp: nairobiTimestamp(new Date(Date.now() - 3_600_000)) },
      400,
      '400.002.02',
      'Bad Request - Invalid Timestamp',
    ],
    [
      'a timestamp in UTC rather than Nairobi time',
      { Timestamp: new Date().toISOString().slice(0, 19).replace(/[-T:]/g, '') },
      400,
      '400.002.02',
      'Bad Request - Invalid Timestamp',
    ],
    ['a bad phone', { PhoneNumber: '0708374149' }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    [
      'a 13-character AccountReference',
      { AccountReference: 'ABCDEFGHIJKLM' },
      400,
      '400.002.02',
      'Bad Request - Invalid AccountReference',
    ],
    ['a fractional amount', { Amount: 1.5 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['a relative callback URL', { CallBackURL: '/callback' }, 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['an unknown shortcode', { BusinessShortCode: '600000' }, 500, '500.001.1001', 'Merchant does not exist'],
  ])('%s', async (_name, change, status, errorCode, errorMessage) => {
    const answer = await push(await token(), change);
    expect(answer).toEqual({ status, body: { requestId: expect.any(String), errorCode, errorMessage } });
  });

  test('an unknown or expired token', async () => {
    expect(await push('not-a-token', {})).toMatchObject({ status: 401, body: { errorCode: '404.001.03' } });
    const bearer = await token();
    await script({ expireTokens: true });
    expect(await push(bearer, {})).toMatchObject({ status: 401, body: { errorCode: '404.001.03' } });
  });

  test('a B2C with an unreadable body gets Daraja’s shape, not Fastify’s', async () => {
    const response = await fetch(`${fake.baseUrl}/mpesa/b2c/v3/paymentrequest`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: '400.002.05', errorMessage: 'Invalid Request Payload' });
  });
});

describe('no secret in any error', () => {
  /** A Daraja that echoes everything it was sent back in its errors, as Daraja has been seen to echo tokens. */
  async function startEchoingDaraja(status: number) {
    const issued = 'echo-token-9c1f2d7e33';
    const server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        response.writeHead(request.url?.startsWith('/oauth') ? 200 : status, { 'Content-Type': 'application/json' });
        if (request.url?.startsWith('/oauth')) {
          response.end(JSON.stringify({ access_token: issued, expires_in: '3599' }));
          return;
        }
        response.end(
          JSON.stringify({
            requestId: '1-2-3',
            errorCode: `${status}.002.02`,
            errorMessage: `Bad Request - Invalid ${request.headers.authorization ?? ''} ${raw}`,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { server, baseUrl: `http://127.0.0.1:${port}`, issued };
  }

  test('consumer secret, passkey, initiator password and access token stay out of every message', async () => {
    const errors: unknown[] = [];
    const keep = (promise: Promise<unknown>) =>
      promise.then(() => undefined).catch((error: unknown) => errors.push(error));
    const secrets = [CREDENTIALS.consumerSecret, CREDENTIALS.passkey, CREDENTIALS.initiatorPassword];

    for (const status of [400, 500]) {
      const echo = await startEchoingDaraja(status);
      try {
        const mpesa = new DarajaMpesa(settingsFor(echo.baseUrl));
        await keep(mpesa.stkPush(stkRequest(freshPhone())));
        await keep(mpesa.b2c(b2cRequest()));
        await keep(mpesa.payoutStatus(statusQuery(randomUUID())));
        await keep(
          mpesa
            .reverse({
              receipt: 'SG632NMUAB',
              amountCents: 100,
              remarks: 'Refund',
              resultUrl: callbackTo('/r'),
              timeoutUrl: callbackTo('/t'),
            })
            .then((answer) => {
              if (answer.state === 'refused') throw new Error(answer.reason);
            }),
        );
        secrets.push(echo.issued);
      } finally {
        await new Promise((resolve) => echo.server.close(resolve));
      }
    }
    // And the fake's own refusals: a wrong secret, a wrong passkey, a timeout, a token refused twice.
    await keep(new DarajaMpesa(settingsFor(fake.baseUrl, { consumerSecret: 'wrong-secret-value' })).b2c(b2cRequest()));
    await keep(
      new DarajaMpesa(settingsFor(fake.baseUrl, { passkey: 'wrong-passkey-value' })).stkPush(stkRequest(freshPhone())),
    );
    await script({ slowMs: 800 });
    await keep(new DarajaMpesa(settingsFor(fake.baseUrl), { timeoutMs: 200 }).b2c(b2cRequest()));
    const client = new DarajaClient(settingsFor(fake.baseUrl));
    secrets.push(await client.accessToken());
    await script({ expireTokens: true, status5xx: 1 });
    await keep(client.post('a test call', '/mpesa/b2c/v3/paymentrequest', {}));

    expect(errors.length).toBeGreaterThanOrEqual(12);
    for (const error of errors) {
      const text = error instanceof Error ? `${error.message} ${String((error as ProviderError).code)}` : String(error);
      for (const secret of secrets) expect(text).not.toContain(secret);
      // Nor anything that decodes to one (an STK Password is the passkey in base64).
      for (const encoded of text.match(/[A-Za-z0-9+/]{16,}={0,2}/g) ?? []) {
        expect(Buffer.from(encoded, 'base64').toString('latin1')).not.toContain(CREDENTIALS.passkey);
      }
      // Nor the Basic header made of the key and secret.
      expect(text).not.toContain(
        Buffer.from(`${CREDENTIALS.consumerKey}:${CREDENTIALS.consumerSecret}`).toString('base64'),
      );
    }
    const echoed = errors.find((error) => error instanceof Error && error.message.includes('[redacted]'));
    expect(echoed).toBeDefined();
  });
});
