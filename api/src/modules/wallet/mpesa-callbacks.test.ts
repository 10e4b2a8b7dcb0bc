/**
 * Who may call M-PESA's callback routes: only with the callback key, and — when
 * DARAJA_CALLBACK_IPS lists Safaricom's published addresses — only from those.
 */
import { TEST_DARAJA_CERTIFICATE_PEM } from '../../fakes/test-keys';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { callbackKey } from './mpesa-gateway';

const SAFARICOM = '196.201.214.200';
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({
    daraja: {
      baseUrl: 'http://127.0.0.1:9',
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortcode: '174379',
      passkey: 'passkey',
      transactionType: 'CustomerPayBillOnline',
      tillNumber: undefined,
      b2cShortcode: '600996',
      initiatorName: 'engage_api',
      initiatorPassword: 'password',
      reversalInitiatorName: 'engage_reversals',
      reversalInitiatorPassword: 'reversal-password',
      certificatePem: TEST_DARAJA_CERTIFICATE_PEM,
      publicApiUrl: 'https://api.engage.test',
      callbackAllowList: [SAFARICOM],
    },
  });
});

afterAll(async () => {
  await t.close();
});

const timeout = (remoteAddress: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/mpesa/queue-timeout/?key=${key}`,
    payload: { Result: {} },
    remoteAddress,
  });

it('takes callbacks from the allowed addresses with the key, and refuses every other caller', async () => {
  const key = callbackKey(t.app.config.jwtSecret);
  expect((await timeout(SAFARICOM, key)).statusCode).toBe(200);
  expect((await timeout('203.0.113.9', key)).statusCode).toBe(403);
  expect((await timeout(SAFARICOM, 'not-the-key')).statusCode).toBe(401);
});

it('an Account Balance result without the key, or from elsewhere, records no float', async () => {
  const balance = (remoteAddress: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wallet/mpesa/balance-result/?key=${key}`,
      payload: {
        Result: {
          ResultType: '0',
          ResultCode: '0',
          ResultDesc: 'The service request is processed successfully',
          OriginatorConversationID: 'forged-1',
          ConversationID: 'AG_forged',
          ResultParameters: {
            ResultParameter: [{ Key: 'AccountBalance', Value: 'Utility Account|KES|9999999.00|0.00|0.00|0.00' }],
          },
        },
      },
      remoteAddress,
    });
  const key = callbackKey(t.app.config.jwtSecret);
  expect((await balance(SAFARICOM, 'not-the-key')).statusCode).toBe(401);
  expect((await balance('203.0.113.9', key)).statusCode).toBe(403);
  expect(await t.app.services.wallet.floatLeft()).toBeNull();
  expect((await balance(SAFARICOM, key)).statusCode).toBe(200);
  expect(await t.app.services.wallet.floatLeft()).toBe(999_999_900);
});
