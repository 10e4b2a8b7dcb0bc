/**
 * Environment read and validated once at boot (fastify/demo style): the rest of the server
 * receives a typed `AppConfig` and never touches `process.env`.
 *
 * In development the JWT secret is generated on first start and kept in the data folder, so
 * sessions survive a restart without anyone having to invent a secret. Production must set it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Set: node-postgres pool on PostgreSQL. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
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
  /** Most rewarded task actions one user may earn per day (Africa/Nairobi day). */
  dailyCap: number;
  smtpUrl: string | undefined;
}

/** The api package folder, so `api/.data/pglite` does not depend on the working directory. */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = nodeEnv(env.NODE_ENV);
  const dataDir = resolve(env.DATA_DIR || join(apiRoot, '.data', 'pglite'));
  const appUrl = url('APP_URL', env.APP_URL || 'http://localhost:3000');
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => url('CORS_ORIGINS', origin));
  return {
    nodeEnv: mode,
    port: integer(env, 'PORT', 4000, 0),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR || join(dirname(dataDir), 'media')),
    // The secret lives beside the PGlite files (its parent when DATA_DIR is the pglite folder).
    jwtSecret: jwtSecret(env, mode, dirname(dataDir)),
    appUrl,
    corsOrigins: [appUrl, ...corsOrigins],
    publicUrl: env.PUBLIC_URL ? url('PUBLIC_URL', env.PUBLIC_URL) : undefined,
    minWatchSeconds: integer(env, 'MIN_WATCH_SECONDS', 30, 1),
    pendingHoldHours: integer(env, 'PENDING_HOLD_HOURS', 24, 0),
    dailyCap: integer(env, 'DAILY_CAP', 100, 1),
    smtpUrl: env.SMTP_URL || undefined,
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
    dataDir: '',
    mediaDir: join(tmpdir(), 'engage-api-test-media'),
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    appUrl: 'http://localhost:3000',
    corsOrigins: ['http://localhost:3000'],
    publicUrl: undefined,
    minWatchSeconds: 30,
    pendingHoldHours: 24,
    dailyCap: 100,
    smtpUrl: undefined,
    ...overrides,
  };
}
