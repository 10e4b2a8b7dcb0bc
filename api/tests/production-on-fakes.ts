/**
 * A production-mode API in the test's own process with its providers pointed at the local fakes
 * (`src/fakes/`): every provider setting `off` unless the fakes' environment names it, a secret
 * of its own, nothing written to disk, rate limits out of the way (a test signs many people up
 * from one address), and its log kept in memory so a test can look for secrets in it.
 *
 *   const apiPort = await freePort();
 *   fakes = await startFakes({ port: 0, apiBase: `http://127.0.0.1:${apiPort}` });
 *   const config = productionConfig('go-live', fakes.environment);
 *   server = await startProductionApp({ config, database, port: apiPort });
 *   expect(server.log()).not.toContain(secret);
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { loadConfig, PROVIDER_SETTINGS, type AppConfig } from '../src/config';
import type { ServiceOptions } from '../src/services';
import { startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import { freePort } from './free-port';
import { openTestDatabase, type TestDatabase } from './test-database';

/** Production settings with every provider off but those `environment` sets. */
export function productionConfig(name: string, environment: Record<string, string | undefined>): AppConfig {
  const offs = Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'off']));
  return loadConfig({
    ...offs,
    ...environment,
    NODE_ENV: 'production',
    JWT_SECRET: `${name}-${randomBytes(24).toString('hex')}`,
    DATA_DIR: '/tmp/engage-never-written',
  });
}

export interface ProductionApp {
  app: AppInstance;
  /** Everything the server logged so far. */
  log(): string;
}

/** Builds the app and, given a port, listens on it (the fakes call back there); else only readies it. */
export async function startProductionApp(options: {
  config: AppConfig;
  database: TestDatabase;
  port?: number;
  services?: ServiceOptions;
}): Promise<ProductionApp> {
  const { config, database, port, services } = options;
  let log = '';
  const app = await buildApp({
    config: {
      ...config,
      ...(port === undefined ? {} : { port, host: '127.0.0.1' }),
      registerLimitPerHour: 10_000,
      loginLimitPerIp: 10_000,
    },
    database,
    services: { channelPrefix: `${database.namespace}_`, ...services },
    logger: {
      stream: new Writable({ write: (chunk: Buffer, _encoding, done) => ((log += chunk.toString()), done()) }),
    },
  });
  if (port === undefined) await app.ready();
  else await app.listen({ port, host: '127.0.0.1' });
  return { app, log: () => log };
}

/** A production server on the provider fakes, with its own database: what a money test runs against. */
export interface OnFakes extends ProductionApp {
  fakes: RunningFakes;
  database: TestDatabase;
  /** Closes the server, then its database, then the fakes. */
  close(): Promise<void>;
}

/**
 * The fakes (answering after `callbackDelayMs`), a fresh database and a production server on a
 * free port with the fakes' API settings plus `environment`; `services` may replace a service
 * built from the server's settings.
 */
export async function startOnFakes(
  name: string,
  options: {
    callbackDelayMs?: number;
    environment?: Record<string, string>;
    services?: (config: AppConfig) => ServiceOptions;
  } = {},
): Promise<OnFakes> {
  const apiPort = await freePort();
  const fakes = await startFakes({
    port: 0,
    apiBase: `http://127.0.0.1:${apiPort}`,
    ...(options.callbackDelayMs === undefined ? {} : { callbackDelayMs: options.callbackDelayMs }),
  });
  const database = await openTestDatabase();
  const config = productionConfig(name, { ...fakes.apiEnvironment, ...options.environment });
  const server = await startProductionApp({
    config,
    database,
    port: apiPort,
    ...(options.services ? { services: options.services(config) } : {}),
  });
  return {
    ...server,
    fakes,
    database,
    close: async () => {
      await server.app.close();
      await database.close();
      await fakes.close();
    },
  };
}
