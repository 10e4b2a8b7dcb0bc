/**
 * Starts our real API server for the browser journeys, as `pnpm start` does, on a fresh
 * embedded database in a temporary folder (demo data seeded on first start), and stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPort, localApiEnvironment, repoRoot } from '@engage/tooling/apps';

export const apiUrl = `http://localhost:${apiPort}/api/`;

/** The API's minimum watch time in the journeys. */
export const E2E_MIN_WATCH_SECONDS = 3;

/** Referral rewards become withdrawable after this hold (the spec's 24 hours is too long to wait for). */
export const E2E_REFERRAL_HOLD_SECONDS = 15;

export interface RunningApi {
  stop(): Promise<void>;
  /** What the server printed, for failure messages. */
  output(): string;
}

async function waitUntilHealthy(
  child: ChildProcess,
  base: string,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${base}health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts an API server on a fresh embedded database: the journeys' shared one by default, or
 * another on `port` with `env` on top (a second deployment, e.g. one with real provider adapters).
 * With `dataDir` it runs on that folder's database and leaves it in place when stopped, so a
 * journey can start the same server again with other settings (the caller removes the folder).
 */
export async function startApi(
  options: { port?: number; env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningApi> {
  const port = options.port ?? apiPort;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'engage-e2e-'));
  const apiDir = path.join(repoRoot, 'api');
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...localApiEnvironment(),
      NODE_ENV: 'development',
      // The journeys sign in as the demo accounts: the demo data is asked for.
      SEED: 'demo',
      DATA_DIR: path.join(dataDir, 'pglite'),
      // Watch-credit journeys watch to the minimum: keep it short (the default is 30 s).
      MIN_WATCH_SECONDS: String(E2E_MIN_WATCH_SECONDS),
      // Every journey signs in from 127.0.0.1: the per-address sign-in limit has its own API test.
      LOGIN_LIMIT_PER_IP: '10000',
      // Every file signs its users up from 127.0.0.1 against this one server.
      REGISTER_LIMIT_PER_HOUR: '10000',
      REFERRAL_HOLD_SECONDS: String(E2E_REFERRAL_HOLD_SECONDS),
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilHealthy(child, `http://localhost:${port}/api/`, () => log);
  return {
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Reads the development outbox (sign-up codes, reset links) for one address, newest first; or
 * `mailbox`, the provider fakes' mail server, for an API with real providers (it has no outbox).
 */
export async function outboxFor(
  email: string,
  base = apiUrl,
  mailbox = `${base}dev/outbox/`,
): Promise<{ subject: string; body: string }[]> {
  const response = await fetch(`${mailbox}?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const data = (await response.json()) as { results: { subject: string; body: string }[] };
  return data.results;
}

export interface RunningFakes {
  /** The settings that point an API at these fakes (every provider, and SMTP to their mail server). */
  env: Record<string, string>;
  /** The fakes' mail server, read per address: `${mailbox}?to=…`. */
  mailbox: string;
  stop: () => Promise<void>;
}

/**
 * The providers' fakes (api/src/fakes) in a process of their own on `port`, sending their
 * callbacks to the API that will listen on `apiPort`. For a journey that needs a server with
 * real providers; such a server has no development outbox, so its mail is read from `mailbox`.
 */
export async function startProviderFakes(port: number, apiPort: number): Promise<RunningFakes> {
  const dir = mkdtempSync(path.join(tmpdir(), 'engage-e2e-fakes-'));
  const envFile = path.join(dir, 'env.json');
  // Node itself, not through pnpm, so that stopping it stops the server.
  const fakes = spawn(process.execPath, ['--import', 'tsx', 'src/fakes/run-fakes.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      FAKES_PORT: String(port),
      FAKES_API_URL: `http://localhost:${apiPort}`,
      FAKES_ENV_FILE: envFile,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (fakes.exitCode === null) {
      const exited = new Promise((resolve) => fakes.once('exit', resolve));
      fakes.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!existsSync(envFile)) {
    if (Date.now() > deadline || fakes.exitCode !== null) {
      await stop();
      throw new Error('the provider fakes did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const env = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
  return { env, mailbox: `http://127.0.0.1:${port}/mail/`, stop };
}
