/**
 * The Daraja settings checked at boot: each one M-PESA needs is named when missing, so a server
 * never starts that would fail at its first till payment or refund.
 */
import { loadConfig, PROVIDER_SETTINGS } from './config';
import { FAKE_DARAJA } from './fakes/fakes-server';
import { writeTestCertificate } from './fakes/test-keys';

const offs = Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'off']));

const darajaEnvironment = (): Record<string, string | undefined> => ({
  ...offs,
  NODE_ENV: 'production',
  JWT_SECRET: 'config-daraja-test-secret-0123456789abcdef',
  DATA_DIR: '/tmp/engage-never-written',
  PUBLIC_API_URL: 'https://api.engage.test',
  MPESA_PROVIDER: 'daraja',
  DARAJA_CONSUMER_KEY: FAKE_DARAJA.consumerKey,
  DARAJA_CONSUMER_SECRET: FAKE_DARAJA.consumerSecret,
  DARAJA_SHORTCODE: FAKE_DARAJA.shortcode,
  DARAJA_PASSKEY: FAKE_DARAJA.passkey,
  DARAJA_TRANSACTION_TYPE: 'CustomerPayBillOnline',
  DARAJA_B2C_SHORTCODE: FAKE_DARAJA.b2cShortcode,
  DARAJA_INITIATOR_NAME: FAKE_DARAJA.initiatorName,
  DARAJA_INITIATOR_PASSWORD: FAKE_DARAJA.initiatorPassword,
  DARAJA_REVERSAL_INITIATOR_NAME: FAKE_DARAJA.reversalInitiatorName,
  DARAJA_REVERSAL_INITIATOR_PASSWORD: FAKE_DARAJA.reversalInitiatorPassword,
  DARAJA_CERT_PATH: writeTestCertificate(),
});

test('a paybill: the reversal initiator is its own setting, and both halves are required', () => {
  const config = loadConfig(darajaEnvironment());
  expect(config.daraja).toMatchObject({
    tillNumber: undefined,
    reversalInitiatorName: FAKE_DARAJA.reversalInitiatorName,
    initiatorName: FAKE_DARAJA.initiatorName,
  });
  expect(() =>
    loadConfig({
      ...darajaEnvironment(),
      DARAJA_REVERSAL_INITIATOR_NAME: undefined,
      DARAJA_REVERSAL_INITIATOR_PASSWORD: undefined,
    }),
  ).toThrow('MPESA_PROVIDER=daraja needs DARAJA_REVERSAL_INITIATOR_NAME, DARAJA_REVERSAL_INITIATOR_PASSWORD');
});

test('a till: CustomerBuyGoodsOnline needs DARAJA_TILL_NUMBER, a 5 to 7 digit number', () => {
  const buyGoods = { ...darajaEnvironment(), DARAJA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' };
  expect(() => loadConfig(buyGoods)).toThrow('needs DARAJA_TILL_NUMBER');
  expect(() => loadConfig({ ...buyGoods, DARAJA_TILL_NUMBER: 'till' })).toThrow('DARAJA_TILL_NUMBER must be');
  expect(loadConfig({ ...buyGoods, DARAJA_TILL_NUMBER: FAKE_DARAJA.tillNumber }).daraja).toMatchObject({
    shortcode: FAKE_DARAJA.shortcode,
    tillNumber: FAKE_DARAJA.tillNumber,
  });
});
