/**
 * Environment read and validated once at boot (fastify/demo style): the rest of the server
 * receives a typed `AppConfig` and never touches `process.env`.
 *
 * In development the JWT secret is generated on first start and kept in the data folder, so
 * sessions survive a restart without anyone having to invent a secret. Production must set it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';

/**
 * The external providers, each chosen by one setting: `sandbox` (the built-in stand-in served
 * by this API, the default outside production), `off` (the feature answers that it is not
 * configured), or the real provider where an adapter exists (`MPESA_PROVIDER=daraja`,
 * `CHECKOUT_PROVIDER=paypal`), whose own settings are then required. Production refuses
 * `sandbox` at boot — a sandbox signs anyone in as anyone, funds posts without money and marks
 * payouts paid — unless ALLOW_SANDBOX_IN_PRODUCTION=true, a demo switch the server announces
 * loudly at every boot.
 */
export const PROVIDER_SETTINGS = {
  google: 'GOOGLE_PROVIDER',
  accountLinking: 'ACCOUNT_LINKING_PROVIDER',
  checkout: 'CHECKOUT_PROVIDER',
  mpesa: 'MPESA_PROVIDER',
  verifier: 'TASK_VERIFIER',
} as const;
export type ProviderName = keyof typeof PROVIDER_SETTINGS;

/** The real provider each setting may name, besides `sandbox` and `off`. */
const REAL_PROVIDERS = {
  google: ['google'],
  accountLinking: ['oauth'],
  checkout: ['paypal'],
  mpesa: ['daraja'],
  verifier: ['platform'],
} as const satisfies Record<ProviderName, readonly string[]>;

export type Providers = {
  [name in ProviderName]: 'sandbox' | 'off' | (typeof REAL_PROVIDERS)[name][number];
};
export type ProviderChoice = Providers[ProviderName];

/** Safaricom's Daraja API (MPESA_PROVIDER=daraja). */
export interface DarajaSettings {
  /** DARAJA_BASE_URL: production by default; the sandbox is https://sandbox.safaricom.co.ke. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /**
   * The shortcode that takes STK payments (BusinessShortCode): the paybill, or for a till the
   * store number it went live with. Reversals are made on it (ReceiverParty).
   */
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /**
   * DARAJA_TILL_NUMBER: the till STK payments go to (PartyB) with CustomerBuyGoodsOnline, where
   * the STK page makes PartyB the till and BusinessShortCode the store number; unset for a
   * paybill, whose PartyB is the paybill itself.
   */
  tillNumber: string | undefined;
  /** The B2C shortcode that pays withdrawals out (PartyA), also used for payout status. */
  b2cShortcode: string;
  /** The B2C shortcode's API initiator (role ORG B2C API initiator, Transaction Status). */
  initiatorName: string;
  initiatorPassword: string;
  /**
   * DARAJA_REVERSAL_INITIATOR_NAME and _PASSWORD: an API operator of the shortcode that received
   * the payments, with the Org Reversals Initiator role. An operator belongs to the shortcode
   * whose administrator created it, so the B2C initiator cannot reverse a paybill payment.
   */
  reversalInitiatorName: string;
  reversalInitiatorPassword: string;
  /** The PEM certificate (its text, read from DARAJA_CERT_PATH) that encrypts the initiator password. */
  certificatePem: string;
  /** PUBLIC_API_URL: the address Safaricom calls back (no trailing slash). */
  publicApiUrl: string;
  /** DARAJA_CALLBACK_IPS: when set, callbacks are taken only from these addresses. */
  callbackAllowList: string[];
}

/** PayPal's REST API (CHECKOUT_PROVIDER=paypal). */
export interface PaypalSettings {
  /** PAYPAL_BASE_URL: live by default; the sandbox is https://api-m.sandbox.paypal.com. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** YouTube and X account linking through their own OAuth 2.0 (ACCOUNT_LINKING_PROVIDER=oauth). */
export interface LinkingSettings {
  youtube: {
    clientId: string;
    clientSecret: string;
    /** GOOGLE_ISSUER: Google's endpoints are read from its discovery document. */
    googleIssuer: string;
    /** YOUTUBE_API_BASE_URL: the YouTube Data API v3 (channels?mine=true names the linked channel). */
    apiBaseUrl: string;
  };
  x: {
    clientId: string;
    clientSecret: string;
    /** X_AUTHORIZE_URL: the consent page. */
    authorizeUrl: string;
    /** X_API_BASE_URL: token at /2/oauth2/token, revoke at /2/oauth2/revoke, /2/users/me. */
    apiBaseUrl: string;
  };
  /** TOKEN_ENCRYPTION_KEY: 32 bytes that encrypt the providers' tokens at rest (AES-256-GCM). */
  tokenEncryptionKey: Buffer;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const X_AUTHORIZE_URL = 'https://x.com/i/oauth2/authorize';
const X_API_URL = 'https://api.x.com';

/** The platforms TASK_VERIFIER=platform may check, and the X lookups an API plan may include. */
const VERIFIABLE_PLATFORMS = ['youtube', 'twitter'] as const;
export type VerifiablePlatform = (typeof VERIFIABLE_PLATFORMS)[number];
export const X_LOOKUPS = ['likes', 'retweets', 'bookmarks', 'replies', 'follows'] as const;
export type XLookup = (typeof X_LOOKUPS)[number];

/** What the verifier checks (TASK_VERIFIER=platform); empty lists outside it. */
export interface VerificationSettings {
  /** VERIFY_PLATFORMS: each platform's verifier is on only when the operator names it. */
  platforms: VerifiablePlatform[];
  /** X_API_LOOKUPS: the X lookups the operator's API plan allows. */
  xLookups: XLookup[];
  /** YOUTUBE_API_BASE_URL (the YouTube Data API v3). */
  youtubeApiBaseUrl: string;
  /** X_API_BASE_URL (the X API, v2 paths under it). */
  xApiBaseUrl: string;
  /** YOUTUBE_DAILY_QUOTA: the project's units per day (10,000 by default, as Google grants). */
  youtubeDailyQuota: number;
  /** HIDE_UNVERIFIABLE_PLATFORMS: the feed leaves out tasks the verifier cannot check. */
  hideUnverifiable: boolean;
}

/** Google sign-in through OpenID Connect (GOOGLE_PROVIDER=google). */
export interface GoogleSignInSettings {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_ISSUER: its endpoints and keys are read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** PUBLIC_API_URL (no trailing slash): Google sends the browser back to the callback under it. */
  publicApiUrl: string;
}

const DARAJA_PRODUCTION_URL = 'https://api.safaricom.co.ke';
const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Set: node-postgres pool on PostgreSQL. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections in that pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  /** Uploaded files (avatars). */
  mediaDir: string;
  jwtSecret: string;
  /** The web app: CORS origin and where OAuth callbacks send the browser back. */
  appUrl: string;
  /** Extra CORS origins (comma separated in CORS_ORIGINS), e.g. remotes' dev servers. */
  corsOrigins: string[];
  /** Public base URL of this API, used in `next` links and sandbox OAuth redirects. */
  publicUrl: string | undefined;
  /** Spec 000 §9: minimum watch time for a view payout. */
  minWatchSeconds: number;
  /**
   * LINK_HISTORY_KEY: the HMAC key of the platform accounts' link history (a YouTube channel or
   * X account earns a task once, whichever engage account it is linked to). Required in
   * production with real account linking; changing it forgets the history.
   */
  linkHistoryKey: string;
  /** Credits wait this long in the pending balance before they become available. */
  pendingHoldHours: number;
  /** PRODUCER_REVIEW_HOURS: how long a producer has to decide a claim on their post before the operators do. */
  producerReviewHours: number;
  /**
   * How long a referral reward waits before it can be withdrawn, by how the money behind it was
   * paid: as long as that payment can still be taken back (spec 001 §9 says 24 hours; a longer
   * hold is a tightening, docs/security.md "Farms").
   */
  referralHoldSeconds: Record<'mpesa' | 'paypal' | 'card', number>;
  /** Farm signals and their thresholds (docs/security.md "Farms"). */
  farms: FarmSettings;
  /** PAYOUT_METHOD_COOLING_OFF_HOURS: a new or changed payout number receives money only this long after. */
  payoutMethodCoolingOffHours: number;
  /** WITHHOLDING_TAX_RATE: the share of a payout's earnings held back as tax (0.05 = 5 %; 0 = off). */
  withholdingTaxRate: number;
  /** Most rewarded task actions one user may earn per day (Africa/Nairobi day). */
  dailyCap: number;
  /** Sign-ups allowed per client address and hour. */
  registerLimitPerHour: number;
  /** Sign-in attempts per client address in 15 minutes, whatever the email (password spraying). */
  loginLimitPerIp: number;
  smtpUrl: string | undefined;
  providers: Providers;
  /** Set when MPESA_PROVIDER=daraja. */
  daraja: DarajaSettings | undefined;
  /** Set when CHECKOUT_PROVIDER=paypal. */
  paypal: PaypalSettings | undefined;
  /** Set when GOOGLE_PROVIDER=google. */
  google: GoogleSignInSettings | undefined;
  /** Set when ACCOUNT_LINKING_PROVIDER=oauth. */
  linking: LinkingSettings | undefined;
  /** The task verifier's settings (TASK_VERIFIER=platform). */
  verification: VerificationSettings;
  /** A payment or payout with no answer this long is asked about (RECONCILE_AFTER_SECONDS). */
  reconcileAfterSeconds: number;
  /** OPERATOR_EMAIL: where operator alerts are emailed (they are always stored and logged). */
  operatorEmail: string | undefined;
  /** FLOAT_ALERT_KES: the M-PESA payout float below which an operator is alerted, in cents. */
  floatAlertCents: number;
  /** FOUR_EYES_KES: an operator's adjustment of at least this waits for a second operator (cents). */
  fourEyesCents: number;
  /** POST_EXPIRY_DAYS: a live or paused post expires this many days after it went live. */
  postExpiryDays: number;
  /**
   * TERMS_VERSION and PRIVACY_VERSION: the terms and privacy policy in force. A user who accepted
   * an older one is asked again at the next sign-in (modules/consents).
   */
  policyVersions: { terms: string; privacy: string };
  /**
   * TELEMETRY_BEACONS_PER_MINUTE: field-health beacons one client address may send a minute.
   * Generous: a mobile carrier puts many phones behind one address.
   */
  telemetryBeaconsPerMinute: number;
  /**
   * DEPLOY_TOKEN: what `pnpm deploy:area` sends to register, promote and roll back releases. Made
   * and kept in the data folder outside production (as the JWT secret); without it in production
   * the deploy routes refuse and every user loads the runtime config's releases.
   */
  deployToken: string | undefined;
  /**
   * When the API rolls a canary back by itself (modules/area-releases): once the canary has had
   * CANARY_MIN_VIEWS page views, if its errors per 1,000 views exceed the stable release's by more
   * than CANARY_ERROR_MARGIN, or its p75 LCP is more than CANARY_LCP_MARGIN (0.2 = 20 %) slower.
   */
  canary: { minViews: number; errorMargin: number; lcpMargin: number };
  /**
   * PAYPAL_KES_PER_USD: the KES a US dollar buys when a post is priced for PayPal (which does not
   * settle KES). Recorded on each PayPal payment and shown to the producer before they pay.
   */
  paypalKesPerUsd: number;
  /** Whether the sandbox pages (`/api/sandbox/*`) and dev routes (`/api/dev/*`) exist. */
  sandboxRoutes: boolean;
  /**
   * Whether the routes that open any account to anyone exist: the dev outbox (every sign-up
   * code and reset link) and the sandbox Google sign-in (sign in as anyone). Never beside a real
   * provider or a real mail server, whatever NODE_ENV says: real users may be on such a server.
   */
  devBackdoors: boolean;
  /** Production with ALLOW_SANDBOX_IN_PRODUCTION=true: a public demo, announced at boot. */
  sandboxInProduction: boolean;
  /** The API reference page at `/api/docs/` (API_DOCS_UI): on outside production, off in it unless set. */
  apiDocsUi: boolean;
  /**
   * Which of several API processes behind one load balancer this is (INSTANCE_ID, else
   * `hostname:pid`): `GET /api/health/` names it, so an operator sees where a request went.
   */
  instanceId: string;
  /**
   * The proxies in front of the API whose `X-Forwarded-For` is believed (TRUST_PROXY: addresses or
   * CIDRs, comma-separated; none by default). Behind nginx every request comes from its address,
   * so without this the per-address rate limits and the M-PESA callback allow-list would see one
   * client for everyone.
   */
  trustProxy: string[];
}

/** The api package folder, so `api/.data/pglite` does not depend on the working directory. */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {}

/**
 * PostgreSQL connections per API process unless DATABASE_POOL_SIZE says otherwise: the usual rule
 * for a database server, two per core plus one (5 on two cores), taking this
 * machine as the measure of the database's. More backends than the cores can run only queue
 * inside PostgreSQL instead of in the pool.
 */
const DEFAULT_POOL_SIZE = 2 * availableParallelism() + 1;

export interface FarmSettings {
  /** Accounts seen on one device id beyond which the next one's withdrawals wait for review. */
  accountsPerDevice: number;
  /** Sign-ups from one network in 24 hours beyond which the next one's withdrawals wait for review. */
  signupsPerNetworkPerDay: number;
  /** Whether loopback and private networks count (off: a office or a test run is one address). */
  countPrivateNetworks: boolean;
  /** Device ids and networks are deleted this many days after they were seen. */
  signalRetentionDays: number;
}

const DAY_SECONDS = 24 * 3600;

/**
 * REFERRAL_HOLD_DAYS_MPESA (3) and REFERRAL_HOLD_DAYS_PAYPAL (180, for PayPal and card checkouts,
 * which PayPal takes). REFERRAL_HOLD_SECONDS, when set, is every source's hold in seconds: the
 * journeys shorten it so a reward matures while they watch; a real server leaves it unset.
 */
function referralHolds(env: NodeJS.ProcessEnv): Record<'mpesa' | 'paypal' | 'card', number> {
  if (env.REFERRAL_HOLD_SECONDS) {
    const seconds = integer(env, 'REFERRAL_HOLD_SECONDS', DAY_SECONDS, 0);
    return { mpesa: seconds, paypal: seconds, card: seconds };
  }
  const paypal = integer(env, 'REFERRAL_HOLD_DAYS_PAYPAL', 180, 0) * DAY_SECONDS;
  return { mpesa: integer(env, 'REFERRAL_HOLD_DAYS_MPESA', 3, 0) * DAY_SECONDS, paypal, card: paypal };
}

/**
 * WITHHOLDING_TAX_RATE as a decimal, 0 ≤ rate < 1, in whole basis points (0.05, 0.0525), so
 * every payout's rate is stored exactly.
 */
function taxRate(env: NodeJS.ProcessEnv): number {
  const raw = env.WITHHOLDING_TAX_RATE;
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (
    !/^\d*\.?\d+$/.test(raw.trim()) ||
    !(value >= 0 && value < 1) ||
    Math.abs(value * 10_000 - Math.round(value * 10_000)) > 1e-9
  ) {
    throw new ConfigError(
      `WITHHOLDING_TAX_RATE must be a decimal from 0 to below 1 with at most 4 decimals (0.05 is 5 %), got "${raw}"`,
    );
  }
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

/** The rate used outside production when PAYPAL_KES_PER_USD is not set. */
export const DEFAULT_PAYPAL_KES_PER_USD = 129.5;

/**
 * PAYPAL_KES_PER_USD: a positive number with at most four decimals (payments record it to four).
 * Production taking PayPal must set it: a stale rate there mis-prices every PayPal payment.
 */
function kesPerUsd(env: NodeJS.ProcessEnv, mode: string, checkout: string): number {
  const raw = env.PAYPAL_KES_PER_USD ?? '';
  if (raw === '') {
    if (mode === 'production' && checkout === 'paypal') {
      throw new ConfigError(
        'PAYPAL_KES_PER_USD must be set in production with CHECKOUT_PROVIDER=paypal (KES per US dollar, e.g. 129.5)',
      );
    }
    return DEFAULT_PAYPAL_KES_PER_USD;
  }
  const value = Number(raw);
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(raw) || !(value > 0)) {
    throw new ConfigError(`PAYPAL_KES_PER_USD must be a positive number of KES per US dollar, got "${raw}"`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** The settings that name a real provider (or a real mail server), as `SETTING=value`. */
export function realProvidersNamed(env: NodeJS.ProcessEnv): string[] {
  const named = Object.values(PROVIDER_SETTINGS)
    .filter((setting) => env[setting] && env[setting] !== 'sandbox' && env[setting] !== 'off')
    .map((setting) => `${setting}=${env[setting] ?? ''}`);
  return env.SMTP_URL ? [...named, 'SMTP_URL'] : named;
}

/**
 * NODE_ENV unset means development, whose defaults are sandboxes and open dev routes. A server
 * pointed at a real provider with it unset is most likely a production deploy that forgot the
 * setting, so it does not start: the operator has to say which it is.
 */
function failClosed(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV) return;
  const real = realProvidersNamed(env);
  if (real.length === 0) return;
  throw new ConfigError(
    `NODE_ENV is not set, but ${real.join(', ')} ${real.length === 1 ? 'is a real provider' : 'are real providers'}: ` +
      'set NODE_ENV=production for real users (or NODE_ENV=development to try the provider on this machine)',
  );
}

/**
 * SEED: `demo` loads the demo data (accounts with published passwords, a past that was never
 * money), so it is loaded only when asked for, and never into a production server that is not a
 * declared public demo. Unset, `none` or `false`: nothing is seeded.
 */
export function demoSeedRequested(
  env: NodeJS.ProcessEnv,
  config: Pick<AppConfig, 'nodeEnv' | 'sandboxInProduction'>,
): boolean {
  const raw = env.SEED ?? '';
  if (raw === '' || raw === 'none' || raw === 'false') return false;
  if (raw !== 'demo') throw new ConfigError(`SEED must be "demo" (load the demo data) or "none", got "${raw}"`);
  if (config.nodeEnv === 'production' && !config.sandboxInProduction) {
    throw new ConfigError('SEED=demo is refused in production: the demo accounts have published passwords');
  }
  return true;
}

function operatorEmail(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw))
    throw new ConfigError(`OPERATOR_EMAIL must be an email address, got "${raw}"`);
  return raw;
}

function nodeEnv(raw: string | undefined): NodeEnv {
  if (raw === undefined || raw === '') return 'development';
  if (raw === 'development' || raw === 'production' || raw === 'test') return raw;
  throw new ConfigError(`NODE_ENV must be development, production or test, got "${raw}"`);
}

function url(name: string, raw: string): string {
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
}

/** Outside production (or with sandbox linking, whose accounts are made up) a fixed key will do. */
const DEV_LINK_HISTORY_KEY = 'engage-development-link-history-key';

function linkHistoryKey(env: NodeJS.ProcessEnv, mode: NodeEnv, linking: string | undefined): string {
  const fromEnv = env.LINK_HISTORY_KEY;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('LINK_HISTORY_KEY must be at least 32 characters');
    return fromEnv;
  }
  if (mode === 'production' && linking === 'oauth') {
    throw new ConfigError('LINK_HISTORY_KEY is required in production with ACCOUNT_LINKING_PROVIDER=oauth');
  }
  return DEV_LINK_HISTORY_KEY;
}

/** A decimal from 0 to 10 (a share: 0.2 is 20 %). */
function fraction(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 10) {
    throw new ConfigError(`${name} must be a decimal from 0 to 10 (0.2 is 20 %), got "${raw}"`);
  }
  return value;
}

/**
 * A secret setting: from env (at least 32 characters), else, outside production, from
 * `<dataDir>/<file>`, made there on first start so that nobody has to invent one; in production
 * without it, `required` refuses to start and otherwise the feature is off (undefined).
 */
function keptSecret(
  env: NodeJS.ProcessEnv,
  mode: NodeEnv,
  dataDir: string,
  setting: { name: string; file: string; bytes: number; required: boolean },
): string | undefined {
  const fromEnv = env[setting.name];
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError(`${setting.name} must be at least 32 characters`);
    return fromEnv;
  }
  if (mode === 'production') {
    if (setting.required) throw new ConfigError(`${setting.name} is required in production`);
    return undefined;
  }
  const file = join(dataDir, setting.file);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(setting.bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function jwtSecret(env: NodeJS.ProcessEnv, mode: NodeEnv, dataDir: string): string {
  const secret = keptSecret(env, mode, dataDir, { name: 'JWT_SECRET', file: 'jwt-secret', bytes: 48, required: true });
  if (secret === undefined) throw new ConfigError('JWT_SECRET is required in production');
  return secret;
}

function providers(env: NodeJS.ProcessEnv, mode: NodeEnv, sandboxAllowed: boolean): Providers {
  const chosen: Record<string, string> = {};
  for (const [name, setting] of Object.entries(PROVIDER_SETTINGS) as [ProviderName, string][]) {
    const raw = env[setting] || (mode === 'production' ? undefined : 'sandbox');
    const real: readonly string[] = REAL_PROVIDERS[name];
    const allowed = ['sandbox', 'off', ...real].map((choice) => `"${choice}"`).join(', ');
    if (raw === undefined) {
      throw new ConfigError(
        `${setting} must be set in production (one of ${allowed}; "sandbox" only with ALLOW_SANDBOX_IN_PRODUCTION=true for a demo)`,
      );
    }
    if (raw !== 'sandbox' && raw !== 'off' && !real.includes(raw))
      throw new ConfigError(`${setting} must be one of ${allowed}, got "${raw}"`);
    if (raw === 'sandbox' && !sandboxAllowed) {
      throw new ConfigError(
        `${setting}=sandbox is refused in production: the sandbox lets anyone sign in as anyone and pay with no money. ` +
          `Set ${setting}=off (or plug in a real provider), or set ALLOW_SANDBOX_IN_PRODUCTION=true for a public demo.`,
      );
    }
    chosen[name] = raw;
  }
  return chosen as Providers;
}

/** The settings a real provider needs, each named when missing. */
function required(env: NodeJS.ProcessEnv, because: string, names: readonly string[]): Record<string, string> {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(`${because} needs ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, env[name] ?? '']));
}

function darajaSettings(env: NodeJS.ProcessEnv): DarajaSettings {
  const given = required(env, 'MPESA_PROVIDER=daraja', [
    'DARAJA_CONSUMER_KEY',
    'DARAJA_CONSUMER_SECRET',
    'DARAJA_SHORTCODE',
    'DARAJA_PASSKEY',
    'DARAJA_TRANSACTION_TYPE',
    'DARAJA_B2C_SHORTCODE',
    'DARAJA_INITIATOR_NAME',
    'DARAJA_INITIATOR_PASSWORD',
    'DARAJA_REVERSAL_INITIATOR_NAME',
    'DARAJA_REVERSAL_INITIATOR_PASSWORD',
    'DARAJA_CERT_PATH',
    'PUBLIC_API_URL',
  ]);
  const transactionType = given.DARAJA_TRANSACTION_TYPE;
  if (transactionType !== 'CustomerPayBillOnline' && transactionType !== 'CustomerBuyGoodsOnline') {
    throw new ConfigError(
      `DARAJA_TRANSACTION_TYPE must be CustomerPayBillOnline or CustomerBuyGoodsOnline, got "${transactionType}"`,
    );
  }
  for (const name of ['DARAJA_SHORTCODE', 'DARAJA_B2C_SHORTCODE'] as const) {
    if (!/^\d{5,7}$/.test(given[name] ?? '')) throw new ConfigError(`${name} must be a 5 to 7 digit shortcode`);
  }
  const tillNumber = env.DARAJA_TILL_NUMBER || undefined;
  if (transactionType === 'CustomerBuyGoodsOnline' && !tillNumber) {
    throw new ConfigError(
      'DARAJA_TRANSACTION_TYPE=CustomerBuyGoodsOnline needs DARAJA_TILL_NUMBER (the till; DARAJA_SHORTCODE is its store number)',
    );
  }
  if (tillNumber !== undefined && !/^\d{5,7}$/.test(tillNumber)) {
    throw new ConfigError('DARAJA_TILL_NUMBER must be a 5 to 7 digit till number');
  }
  let certificatePem: string;
  try {
    certificatePem = readFileSync(given.DARAJA_CERT_PATH ?? '', 'utf8');
  } catch {
    throw new ConfigError(`DARAJA_CERT_PATH cannot be read: ${given.DARAJA_CERT_PATH}`);
  }
  if (!certificatePem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(`DARAJA_CERT_PATH is not a PEM certificate: ${given.DARAJA_CERT_PATH}`);
  }
  return {
    baseUrl: url('DARAJA_BASE_URL', env.DARAJA_BASE_URL || DARAJA_PRODUCTION_URL),
    consumerKey: given.DARAJA_CONSUMER_KEY ?? '',
    consumerSecret: given.DARAJA_CONSUMER_SECRET ?? '',
    shortcode: given.DARAJA_SHORTCODE ?? '',
    passkey: given.DARAJA_PASSKEY ?? '',
    transactionType,
    tillNumber,
    b2cShortcode: given.DARAJA_B2C_SHORTCODE ?? '',
    initiatorName: given.DARAJA_INITIATOR_NAME ?? '',
    initiatorPassword: given.DARAJA_INITIATOR_PASSWORD ?? '',
    reversalInitiatorName: given.DARAJA_REVERSAL_INITIATOR_NAME ?? '',
    reversalInitiatorPassword: given.DARAJA_REVERSAL_INITIATOR_PASSWORD ?? '',
    certificatePem,
    publicApiUrl: url('PUBLIC_API_URL', given.PUBLIC_API_URL ?? ''),
    callbackAllowList: (env.DARAJA_CALLBACK_IPS ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}

function paypalSettings(env: NodeJS.ProcessEnv): PaypalSettings {
  const given = required(env, 'CHECKOUT_PROVIDER=paypal', [
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_WEBHOOK_ID',
  ]);
  // PayPal's webhook ids are letters and digits; any other would fail every verification.
  if (!/^[a-zA-Z0-9]{1,50}$/.test(given.PAYPAL_WEBHOOK_ID ?? '')) {
    throw new ConfigError('PAYPAL_WEBHOOK_ID must be the webhook id PayPal shows: letters and digits only');
  }
  return {
    baseUrl: url('PAYPAL_BASE_URL', env.PAYPAL_BASE_URL || PAYPAL_LIVE_URL),
    clientId: given.PAYPAL_CLIENT_ID ?? '',
    clientSecret: given.PAYPAL_CLIENT_SECRET ?? '',
    webhookId: given.PAYPAL_WEBHOOK_ID ?? '',
  };
}

function googleSignInSettings(env: NodeJS.ProcessEnv): GoogleSignInSettings {
  const given = required(env, 'GOOGLE_PROVIDER=google', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'PUBLIC_API_URL']);
  return {
    clientId: given.GOOGLE_CLIENT_ID ?? '',
    clientSecret: given.GOOGLE_CLIENT_SECRET ?? '',
    issuer: url('GOOGLE_ISSUER', env.GOOGLE_ISSUER || GOOGLE_ISSUER),
    publicApiUrl: url('PUBLIC_API_URL', given.PUBLIC_API_URL ?? ''),
  };
}

/** Exactly 32 bytes in canonical base64: a shorter, longer or mistyped key is refused, never padded. */
function tokenEncryptionKey(raw: string): Buffer {
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64') !== raw) {
    throw new ConfigError(
      'TOKEN_ENCRYPTION_KEY must be 32 random bytes in base64 (44 characters), e.g. from `openssl rand -base64 32`',
    );
  }
  return key;
}

function linkingSettings(env: NodeJS.ProcessEnv): LinkingSettings {
  const given = required(env, 'ACCOUNT_LINKING_PROVIDER=oauth', [
    'YOUTUBE_CLIENT_ID',
    'YOUTUBE_CLIENT_SECRET',
    'X_CLIENT_ID',
    'X_CLIENT_SECRET',
    'TOKEN_ENCRYPTION_KEY',
  ]);
  return {
    youtube: {
      clientId: given.YOUTUBE_CLIENT_ID ?? '',
      clientSecret: given.YOUTUBE_CLIENT_SECRET ?? '',
      googleIssuer: url('GOOGLE_ISSUER', env.GOOGLE_ISSUER || GOOGLE_ISSUER),
      apiBaseUrl: url('YOUTUBE_API_BASE_URL', env.YOUTUBE_API_BASE_URL || YOUTUBE_API_URL),
    },
    x: {
      clientId: given.X_CLIENT_ID ?? '',
      clientSecret: given.X_CLIENT_SECRET ?? '',
      authorizeUrl: url('X_AUTHORIZE_URL', env.X_AUTHORIZE_URL || X_AUTHORIZE_URL),
      apiBaseUrl: url('X_API_BASE_URL', env.X_API_BASE_URL || X_API_URL),
    },
    tokenEncryptionKey: tokenEncryptionKey(given.TOKEN_ENCRYPTION_KEY ?? ''),
  };
}

/** A comma list whose every item is one of `allowed`; empty when unset. */
function commaList<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T[] {
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!(allowed as readonly string[]).includes(item)) {
      throw new ConfigError(`${name} must be a comma list of ${allowed.join(', ')}; "${item}" is none of them`);
    }
  }
  return [...new Set(items)] as T[];
}

function verificationSettings(env: NodeJS.ProcessEnv, verifier: string): VerificationSettings {
  const platforms = commaList(env, 'VERIFY_PLATFORMS', VERIFIABLE_PLATFORMS);
  const xLookups = commaList(env, 'X_API_LOOKUPS', X_LOOKUPS);
  if (verifier !== 'platform' && (platforms.length > 0 || xLookups.length > 0)) {
    throw new ConfigError(
      `VERIFY_PLATFORMS and X_API_LOOKUPS take effect only with TASK_VERIFIER=platform (it is "${verifier}")`,
    );
  }
  if (xLookups.length > 0 && !platforms.includes('twitter')) {
    throw new ConfigError(
      'X_API_LOOKUPS is set but VERIFY_PLATFORMS does not name twitter: add it, or clear the lookups',
    );
  }
  if (platforms.includes('twitter') && xLookups.length === 0) {
    throw new ConfigError(
      `VERIFY_PLATFORMS names twitter but X_API_LOOKUPS is empty: list the lookups your X API plan allows (${X_LOOKUPS.join(', ')})`,
    );
  }
  return {
    platforms,
    xLookups,
    youtubeApiBaseUrl: url('YOUTUBE_API_BASE_URL', env.YOUTUBE_API_BASE_URL || YOUTUBE_API_URL),
    xApiBaseUrl: url('X_API_BASE_URL', env.X_API_BASE_URL || X_API_URL),
    youtubeDailyQuota: integer(env, 'YOUTUBE_DAILY_QUOTA', 10_000, 1),
    hideUnverifiable: boolean(env, 'HIDE_UNVERIFIABLE_PLATFORMS', false),
  };
}

/** The terms and privacy policy as this code ships them (mf-auth's policy page says the same date). */
export const POLICY_VERSION = '2026-11-29';

/** A policy version: short, plain characters (it is shown and stored as is). */
function policyVersion(env: NodeJS.ProcessEnv, name: 'TERMS_VERSION' | 'PRIVACY_VERSION'): string {
  const value = env[name]?.trim() || POLICY_VERSION;
  if (!/^[A-Za-z0-9._-]{1,32}$/.test(value)) {
    throw new ConfigError(`${name} must be 1 to 32 letters, digits, dots, dashes or underscores, got "${value}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  failClosed(env);
  const mode = nodeEnv(env.NODE_ENV);
  const dataDir = resolve(env.DATA_DIR || join(apiRoot, '.data', 'pglite'));
  const appUrl = url('APP_URL', env.APP_URL || 'http://localhost:3000');
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => url('CORS_ORIGINS', origin));
  const demoSwitch = env.ALLOW_SANDBOX_IN_PRODUCTION ?? '';
  if (!['', 'true', 'false'].includes(demoSwitch)) {
    throw new ConfigError(`ALLOW_SANDBOX_IN_PRODUCTION must be true or false, got "${demoSwitch}"`);
  }
  const sandboxAllowed = mode !== 'production' || demoSwitch === 'true';
  const chosen = providers(env, mode, sandboxAllowed);
  return {
    nodeEnv: mode,
    providers: chosen,
    daraja: chosen.mpesa === 'daraja' ? darajaSettings(env) : undefined,
    paypal: chosen.checkout === 'paypal' ? paypalSettings(env) : undefined,
    verification: verificationSettings(env, chosen.verifier),
    linking: chosen.accountLinking === 'oauth' ? linkingSettings(env) : undefined,
    google: chosen.google === 'google' ? googleSignInSettings(env) : undefined,
    reconcileAfterSeconds: integer(env, 'RECONCILE_AFTER_SECONDS', 60, 1),
    operatorEmail: operatorEmail(env.OPERATOR_EMAIL),
    floatAlertCents: integer(env, 'FLOAT_ALERT_KES', 10_000, 0) * 100,
    fourEyesCents: integer(env, 'FOUR_EYES_KES', 10_000, 1) * 100,
    postExpiryDays: integer(env, 'POST_EXPIRY_DAYS', 30, 1),
    policyVersions: {
      terms: policyVersion(env, 'TERMS_VERSION'),
      privacy: policyVersion(env, 'PRIVACY_VERSION'),
    },
    telemetryBeaconsPerMinute: integer(env, 'TELEMETRY_BEACONS_PER_MINUTE', 1200, 1),
    deployToken: keptSecret(env, mode, dirname(dataDir), {
      name: 'DEPLOY_TOKEN',
      file: 'deploy-token',
      bytes: 32,
      required: false,
    }),
    canary: {
      minViews: integer(env, 'CANARY_MIN_VIEWS', 300, 1),
      errorMargin: integer(env, 'CANARY_ERROR_MARGIN', 10, 0),
      lcpMargin: fraction(env, 'CANARY_LCP_MARGIN', 0.2),
    },
    paypalKesPerUsd: kesPerUsd(env, mode, chosen.checkout),
    sandboxRoutes: sandboxAllowed,
    devBackdoors: sandboxAllowed && realProvidersNamed(env).length === 0,
    sandboxInProduction: mode === 'production' && demoSwitch === 'true',
    port: integer(env, 'PORT', 4000, 0),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1),
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR || join(dirname(dataDir), 'media')),
    // The secret lives beside the PGlite files (its parent when DATA_DIR is the pglite folder).
    jwtSecret: jwtSecret(env, mode, dirname(dataDir)),
    appUrl,
    corsOrigins: [appUrl, ...corsOrigins],
    publicUrl: env.PUBLIC_URL ? url('PUBLIC_URL', env.PUBLIC_URL) : undefined,
    minWatchSeconds: integer(env, 'MIN_WATCH_SECONDS', 30, 1),
    linkHistoryKey: linkHistoryKey(env, mode, chosen.accountLinking),
    pendingHoldHours: integer(env, 'PENDING_HOLD_HOURS', 24, 0),
    producerReviewHours: integer(env, 'PRODUCER_REVIEW_HOURS', 72, 1),
    referralHoldSeconds: referralHolds(env),
    farms: {
      accountsPerDevice: integer(env, 'FARM_ACCOUNTS_PER_DEVICE', 3, 1),
      signupsPerNetworkPerDay: integer(env, 'FARM_SIGNUPS_PER_NETWORK_PER_DAY', 20, 1),
      countPrivateNetworks: boolean(env, 'FARM_COUNT_PRIVATE_NETWORKS', false),
      signalRetentionDays: integer(env, 'FARM_SIGNAL_RETENTION_DAYS', 180, 1),
    },
    payoutMethodCoolingOffHours: integer(env, 'PAYOUT_METHOD_COOLING_OFF_HOURS', 48, 0),
    withholdingTaxRate: taxRate(env),
    dailyCap: integer(env, 'DAILY_CAP', 100, 1),
    registerLimitPerHour: integer(env, 'REGISTER_LIMIT_PER_HOUR', 30, 1),
    loginLimitPerIp: integer(env, 'LOGIN_LIMIT_PER_IP', 100, 1),
    smtpUrl: env.SMTP_URL || undefined,
    // The document itself (`/api/docs/openapi.json`) is always served; the page is a choice.
    apiDocsUi: boolean(env, 'API_DOCS_UI', mode !== 'production'),
    instanceId: env.INSTANCE_ID || `${hostname()}:${process.pid}`,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}

/** Where browsers reach this API (no trailing slash): PUBLIC_URL, else the address it listens on. */
export function publicApiBase(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host}:${config.port}`;
}

/** A config for tests: no files touched, fixed secret. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: DEFAULT_POOL_SIZE,
    dataDir: '',
    mediaDir: join(tmpdir(), 'engage-api-test-media'),
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    appUrl: 'http://localhost:3000',
    corsOrigins: ['http://localhost:3000'],
    publicUrl: undefined,
    minWatchSeconds: 30,
    linkHistoryKey: 'test-link-history-key-test-link-history-key',
    pendingHoldHours: 24,
    producerReviewHours: 72,
    referralHoldSeconds: { mpesa: 3 * DAY_SECONDS, paypal: 180 * DAY_SECONDS, card: 180 * DAY_SECONDS },
    farms: { accountsPerDevice: 3, signupsPerNetworkPerDay: 20, countPrivateNetworks: false, signalRetentionDays: 180 },
    payoutMethodCoolingOffHours: 48,
    withholdingTaxRate: 0,
    deployToken: 'test-deploy-token-test-deploy-token-0123',
    canary: { minViews: 300, errorMargin: 10, lcpMargin: 0.2 },
    dailyCap: 100,
    // Test files sign many users up from one address; the limit itself has its own test.
    registerLimitPerHour: 10_000,
    loginLimitPerIp: 10_000,
    smtpUrl: undefined,
    daraja: undefined,
    paypal: undefined,
    linking: undefined,
    google: undefined,
    reconcileAfterSeconds: 60,
    operatorEmail: undefined,
    floatAlertCents: 10_000 * 100,
    fourEyesCents: 10_000 * 100,
    postExpiryDays: 30,
    policyVersions: { terms: POLICY_VERSION, privacy: POLICY_VERSION },
    telemetryBeaconsPerMinute: 1200,
    paypalKesPerUsd: DEFAULT_PAYPAL_KES_PER_USD,
    verification: {
      platforms: [],
      xLookups: [],
      youtubeApiBaseUrl: YOUTUBE_API_URL,
      xApiBaseUrl: X_API_URL,
      youtubeDailyQuota: 10_000,
      hideUnverifiable: false,
    },
    providers: {
      google: 'sandbox',
      accountLinking: 'sandbox',
      checkout: 'sandbox',
      mpesa: 'sandbox',
      verifier: 'sandbox',
    },
    // As loadConfig decides it: a production config has no sandbox routes unless told so.
    sandboxRoutes: overrides.nodeEnv !== 'production',
    devBackdoors: overrides.nodeEnv !== 'production',
    sandboxInProduction: false,
    apiDocsUi: overrides.nodeEnv !== 'production',
    instanceId: 'test',
    trustProxy: [],
    ...overrides,
  };
}
