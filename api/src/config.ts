/**
 * Environment read and validated once at boot (fastify/demo style): the rest of the server
 * receives a typed `AppConfig` and never touches `process.env`.
 *
 * In development the JWT secret is generated on first start and kept in the data folder, so
 * sessions survive a restart without anyone having to invent a secret. Production must set it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';

/**
 * The external providers, each chosen by one setting: `sandbox` (the built-in stand-in served
 * by this API, the default outside production) or `off` (the feature answers that it is not
 * configured). A real adapter plugs in through `ServiceOptions` and is named here when it
 * exists. Production refuses `sandbox` at boot — a sandbox signs anyone in as anyone, funds
 * posts without money and marks payouts paid — unless ALLOW_SANDBOX_IN_PRODUCTION=true, a demo
 * switch the server announces loudly at every boot.
 */
export const PROVIDER_SETTINGS = {
  google: 'GOOGLE_PROVIDER',
  accountLinking: 'ACCOUNT_LINKING_PROVIDER',
  checkout: 'CHECKOUT_PROVIDER',
  mpesa: 'MPESA_PROVIDER',
  verifier: 'TASK_VERIFIER',
} as const;
export type ProviderName = keyof typeof PROVIDER_SETTINGS;
export type ProviderChoice = 'sandbox' | 'off';
export type Providers = Record<ProviderName, ProviderChoice>;

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
  /** Credits wait this long in the pending balance before they become available. */
  pendingHoldHours: number;
  /** Spec 001 §9: referral rewards become withdrawable this long after the payment (24 hours). */
  referralHoldSeconds: number;
  /** Most rewarded task actions one user may earn per day (Africa/Nairobi day). */
  dailyCap: number;
  /** Sign-ups allowed per client address and hour. */
  registerLimitPerHour: number;
  /** Sign-in attempts per client address in 15 minutes, whatever the email (password spraying). */
  loginLimitPerIp: number;
  smtpUrl: string | undefined;
  providers: Providers;
  /** Whether the sandbox pages (`/api/sandbox/*`) and dev routes (`/api/dev/*`) exist. */
  sandboxRoutes: boolean;
  /** Production with ALLOW_SANDBOX_IN_PRODUCTION=true: a public demo, announced at boot. */
  sandboxInProduction: boolean;
  /** The API reference page at `/api/docs/` (API_DOCS_UI): on outside production, off in it unless set. */
  apiDocsUi: boolean;
}

/** The api package folder, so `api/.data/pglite` does not depend on the working directory. */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {}

/**
 * PostgreSQL connections per API process unless DATABASE_POOL_SIZE says otherwise: the usual rule
 * for a database server, two per core plus one (5 on two cores; it was a flat 10), taking this
 * machine as the measure of the database's. More backends than the cores can run only queue
 * inside PostgreSQL instead of in the pool.
 */
export const DEFAULT_POOL_SIZE = 2 * availableParallelism() + 1;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
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

/** Reads the secret from env, else from `<dataDir>/jwt-secret`, else creates it (not in production). */
function jwtSecret(env: NodeJS.ProcessEnv, mode: NodeEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  if (mode === 'production') throw new ConfigError('JWT_SECRET is required in production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function providers(env: NodeJS.ProcessEnv, mode: NodeEnv, sandboxAllowed: boolean): Providers {
  const chosen = {} as Providers;
  for (const [name, setting] of Object.entries(PROVIDER_SETTINGS) as [ProviderName, string][]) {
    const raw = env[setting] || (mode === 'production' ? undefined : 'sandbox');
    if (raw === undefined) {
      throw new ConfigError(
        `${setting} must be set in production ("off", or "sandbox" with ALLOW_SANDBOX_IN_PRODUCTION=true for a demo)`,
      );
    }
    if (raw !== 'sandbox' && raw !== 'off')
      throw new ConfigError(`${setting} must be "sandbox" or "off", got "${raw}"`);
    if (raw === 'sandbox' && !sandboxAllowed) {
      throw new ConfigError(
        `${setting}=sandbox is refused in production: the sandbox lets anyone sign in as anyone and pay with no money. ` +
          `Set ${setting}=off (or plug in a real provider), or set ALLOW_SANDBOX_IN_PRODUCTION=true for a public demo.`,
      );
    }
    chosen[name] = raw;
  }
  return chosen;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
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
  return {
    nodeEnv: mode,
    providers: providers(env, mode, sandboxAllowed),
    sandboxRoutes: sandboxAllowed,
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
    pendingHoldHours: integer(env, 'PENDING_HOLD_HOURS', 24, 0),
    referralHoldSeconds: integer(env, 'REFERRAL_HOLD_SECONDS', 24 * 3600, 0),
    dailyCap: integer(env, 'DAILY_CAP', 100, 1),
    registerLimitPerHour: integer(env, 'REGISTER_LIMIT_PER_HOUR', 30, 1),
    loginLimitPerIp: integer(env, 'LOGIN_LIMIT_PER_IP', 100, 1),
    smtpUrl: env.SMTP_URL || undefined,
    // The document itself (`/api/docs/openapi.json`) is always served; the page is a choice.
    apiDocsUi: boolean(env, 'API_DOCS_UI', mode !== 'production'),
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
    pendingHoldHours: 24,
    referralHoldSeconds: 24 * 3600,
    dailyCap: 100,
    // Test files sign many users up from one address; the limit itself has its own test.
    registerLimitPerHour: 10_000,
    loginLimitPerIp: 10_000,
    smtpUrl: undefined,
    providers: {
      google: 'sandbox',
      accountLinking: 'sandbox',
      checkout: 'sandbox',
      mpesa: 'sandbox',
      verifier: 'sandbox',
    },
    // As loadConfig decides it: a production config has no sandbox routes unless told so.
    sandboxRoutes: overrides.nodeEnv !== 'production',
    sandboxInProduction: false,
    apiDocsUi: overrides.nodeEnv !== 'production',
    ...overrides,
  };
}
