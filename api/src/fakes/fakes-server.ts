/**
 * One local HTTP server with the fakes of every provider: Daraja under `/daraja`, PayPal under
 * `/paypal`; Google's OpenID Provider under `/google` (google-fake.ts: sign-in, and YouTube
 * linking through Google's authorization server) with the YouTube Data API under `/youtube`;
 * X's OAuth 2.0 and its API v2 lookups under `/x`; a mail server (SMTP) whose messages are read
 * at `/mail/` (mail-fake.ts). `pnpm --filter @engage/api fakes` runs it on
 * FAKES_PORT (4900); `ENGAGE_PROVIDERS=fakes pnpm start`, the adapters' tests and the crash test
 * start it too, and point the API at it with the environments of {@link RunningFakes}: the real
 * adapters, over real HTTP, against answers written from the providers' documentation.
 *
 * The fakes are one world, as the real providers are: a token Google's fake issues with the
 * YouTube scope reads that account's channel on the YouTube fake, a token X's fake issues reads
 * that user's X, each until it expires or is revoked at its OAuth fake. Who liked, subscribed or
 * commented what is scripted by tests through the API fakes' control routes, keyed by the
 * account ids the OAuth fakes give (`fakeYoutubeChannelId`, `fakeXUserId`).
 *
 * The credentials below are the fakes' own, for this machine only.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { darajaFake } from './daraja-fake';
import { GOOGLE_CALLBACK_PATH } from '../providers/google/google-openid';
import { createGoogleFake, type GoogleFake } from './google-fake';
import { startMailFake } from './mail-fake';
import { paypalFake } from './paypal-fake';
import { xApiFake } from './x-api-fake';
import { createXFake } from './x-fake';
import { youtubeFake } from './youtube-fake';
import { TEST_DARAJA_PRIVATE_KEY_PEM, writeTestCertificate } from './test-keys';

export const FAKE_DARAJA = {
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  shortcode: '174379',
  passkey: 'fake-passkey-0123456789abcdef',
  b2cShortcode: '600996',
  initiatorName: 'engage_api',
  initiatorPassword: 'fake-initiator-password',
  tillNumber: '5123456',
  reversalInitiatorName: 'engage_reversals',
  reversalInitiatorPassword: 'fake-reversal-password',
} as const;

export const FAKE_PAYPAL = {
  clientId: 'fake-paypal-client-id',
  clientSecret: 'fake-paypal-client-secret',
  webhookId: 'WHFAKEENGAGE0001',
} as const;

export const FAKE_GOOGLE = {
  clientId: 'fake-google-client-id.apps.googleusercontent.com',
  clientSecret: 'fake-google-client-secret',
} as const;

/** The OAuth client engage links YouTube with (Google Cloud console; may differ from sign-in's). */
const FAKE_YOUTUBE = {
  clientId: 'fake-youtube-client-id.apps.googleusercontent.com',
  clientSecret: 'fake-youtube-client-secret',
} as const;

/** engage's app on X's developer portal (confidential client; the secret has `-`, `_`, `.` like X's). */
const FAKE_X = {
  clientId: 'fake-x-client-id',
  clientSecret: 'fake-x-client-secret_with-dashes.and_dots',
} as const;

/** Where each provider sends the browser back after linking (profile.routes.ts). */
export const connectCallbackPath = (platform: 'youtube' | 'twitter') => `/api/users/connect/${platform}/callback/`;

export interface FakesOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where the API is reached (no trailing slash): PUBLIC_API_URL and PayPal's webhook target. */
  apiBase: string;
  callbackDelayMs?: number;
  /** TOKEN_ENCRYPTION_KEY for the linked accounts' tokens (base64 of 32 bytes); a new one by default. */
  tokenEncryptionKey?: string;
}

export interface RunningFakes {
  url: string;
  /** The settings that point an API's money and Google sign-in at these fakes (MPESA_PROVIDER and CHECKOUT_PROVIDER included). */
  apiEnvironment: Record<string, string>;
  /** ACCOUNT_LINKING_PROVIDER=oauth: YouTube through the Google fake, X through the X fake. */
  linkingEnvironment: Record<string, string>;
  /**
   * The settings that point the task verifier at the YouTube Data API fake (`/youtube/v3`) and
   * the X API v2 lookups fake (`/x/2/...`), every platform and lookup on. Separate from
   * `apiEnvironment`: the verifier reads linked accounts' tokens, which only real linking has.
   */
  verifierEnvironment: Record<string, string>;
  /** SMTP_URL: email delivered to the mail fake, read back at `<url>/mail/?to=`. */
  mailEnvironment: Record<string, string>;
  /** Every real adapter against the fakes: money, Google sign-in, linking, the verifier and mail. */
  environment: Record<string, string>;
  /** Google's OpenID Provider at `<url>/google` (google-fake.ts): scripted ID tokens, accounts, token lookup. */
  google: GoogleFake;
  daraja: {
    /**
     * The OriginatorConversationID of every B2C payout the fake carried out, in order (a payout
     * made twice shows twice; a request refused, such as a duplicate, does not show).
     */
    payoutRequests(): Promise<string[]>;
  };
  close(): Promise<void>;
}

interface FakeTransactions {
  transactions: { kind: string; request: Record<string, unknown>; refused?: string }[];
}

export async function startFakes(options: FakesOptions): Promise<RunningFakes> {
  const app = Fastify({ logger: false });
  await app.register(darajaFake, {
    prefix: '/daraja',
    ...FAKE_DARAJA,
    privateKeyPem: TEST_DARAJA_PRIVATE_KEY_PEM,
    callbackDelayMs: options.callbackDelayMs ?? 1000,
  });
  await app.register(paypalFake, {
    prefix: '/paypal',
    ...FAKE_PAYPAL,
    webhookUrl: `${options.apiBase}/api/wallet/paypal/webhook/`,
  });
  const google = createGoogleFake({
    clients: [
      { ...FAKE_GOOGLE, redirectUris: [`${options.apiBase}${GOOGLE_CALLBACK_PATH}`] },
      { ...FAKE_YOUTUBE, redirectUris: [`${options.apiBase}${connectCallbackPath('youtube')}`] },
    ],
  });
  await app.register(google.plugin, { prefix: '/google' });
  await app.register(youtubeFake, { prefix: '/youtube', issued: google.accessToken });
  const x = createXFake({ ...FAKE_X, callbackUrls: [`${options.apiBase}${connectCallbackPath('twitter')}`] });
  await app.register(x.plugin, { prefix: '/x' });
  await app.register(xApiFake, { prefix: '/x', issued: x.accessToken });
  const mail = await startMailFake();
  await app.register(mail.plugin, { prefix: '/mail' });
  app.addHook('onClose', () => mail.close());
  const address = await app.listen({ port: options.port, host: '127.0.0.1' });
  const url = address.replace('[::1]', '127.0.0.1');
  google.start(`${url}/google`);
  const linkingEnvironment = {
    ACCOUNT_LINKING_PROVIDER: 'oauth',
    GOOGLE_ISSUER: `${url}/google`,
    YOUTUBE_CLIENT_ID: FAKE_YOUTUBE.clientId,
    YOUTUBE_CLIENT_SECRET: FAKE_YOUTUBE.clientSecret,
    YOUTUBE_API_BASE_URL: `${url}/youtube/v3`,
    X_CLIENT_ID: FAKE_X.clientId,
    X_CLIENT_SECRET: FAKE_X.clientSecret,
    X_AUTHORIZE_URL: `${url}/x/i/oauth2/authorize`,
    X_API_BASE_URL: `${url}/x`,
    TOKEN_ENCRYPTION_KEY: options.tokenEncryptionKey ?? randomBytes(32).toString('base64'),
    LINK_HISTORY_KEY: randomBytes(32).toString('base64url'),
  };
  const verifierEnvironment = {
    TASK_VERIFIER: 'platform',
    VERIFY_PLATFORMS: 'youtube,twitter',
    X_API_LOOKUPS: 'likes,retweets,bookmarks,replies,follows',
    YOUTUBE_API_BASE_URL: `${url}/youtube/v3`,
    X_API_BASE_URL: `${url}/x`,
  };
  const apiEnvironment = {
    MPESA_PROVIDER: 'daraja',
    DARAJA_BASE_URL: `${url}/daraja`,
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
    PUBLIC_API_URL: options.apiBase,
    CHECKOUT_PROVIDER: 'paypal',
    PAYPAL_BASE_URL: `${url}/paypal`,
    PAYPAL_CLIENT_ID: FAKE_PAYPAL.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.clientSecret,
    PAYPAL_WEBHOOK_ID: FAKE_PAYPAL.webhookId,
    PAYPAL_KES_PER_USD: '129.5',
    GOOGLE_PROVIDER: 'google',
    GOOGLE_ISSUER: `${url}/google`,
    GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
  };
  return {
    url,
    apiEnvironment,
    linkingEnvironment,
    verifierEnvironment,
    mailEnvironment: { SMTP_URL: mail.smtpUrl },
    environment: { ...apiEnvironment, ...linkingEnvironment, ...verifierEnvironment, SMTP_URL: mail.smtpUrl },
    google,
    daraja: {
      async payoutRequests() {
        const response = await fetch(`${url}/daraja/_fake/transactions`);
        const { transactions } = (await response.json()) as FakeTransactions;
        return transactions
          .filter((transaction) => transaction.kind === 'b2c' && transaction.refused === undefined)
          .map((transaction) => String(transaction.request.OriginatorConversationID));
      },
    },
    close: () => app.close(),
  };
}
