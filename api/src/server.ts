/**
 * Starts the API: reads the config, opens the database (PGlite in the data folder, or
 * PostgreSQL at DATABASE_URL), applies migrations, seeds the demo data when SEED=demo asks, listens,
 * and drains on SIGTERM/SIGINT.
 *
 * `node dist/server.js --prepare` only migrates and seeds, then exits: a cluster runs it once
 * and starts its instances with MIGRATE=false (and no SEED).
 *
 * Draining, for a load balancer in front of several instances: readiness answers 503 at once;
 * no new connection is accepted; the requests under way finish, each answered with
 * `Connection: close` so no connection stays open idle; a request arriving meanwhile on an open
 * connection gets 503, which nginx retries on another instance when the method is idempotent;
 * the websockets close with 1012 (Service Restart) so browsers reconnect at once, elsewhere; the
 * background jobs finish their tick (releasing their advisory locks); the database closes and the
 * process exits 0. A second signal, or DRAIN_TIMEOUT_MS, forces exit 1.
 */
import { buildApp } from './app';
import { demoSeedRequested, loadConfig, publicApiBase, type AppConfig, type Providers } from './config';
import { buildServices, type Services } from './services';
import { openDatabase, type Database, type DatabaseLog } from './db/database';
import { migrate } from './db/migrate';
import type { AppInstance } from './http/app-instance';
import { registerDrainHooks, startDraining } from './modules/health/readiness';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/seed';

const sandboxProviders: Providers = {
  google: 'sandbox',
  accountLinking: 'sandbox',
  checkout: 'sandbox',
  mpesa: 'sandbox',
  verifier: 'sandbox',
};

/** How long a drain may take before the process gives up waiting and exits. */
const DRAIN_TIMEOUT_MS = 25_000;

/** The demo data, only when SEED=demo asks for it; `services` are the app's when it runs. */
async function seedDemoData(database: Database, config: AppConfig, services?: Services): Promise<void> {
  if (!demoSeedRequested(process.env, config)) return;
  // The demo's past payments were never real money: with real providers configured they
  // are written through the sandbox's, so seeding asks no provider anything.
  const realMoney = Boolean(config.daraja || config.paypal);
  const seedServices =
    services && !realMoney
      ? services
      : buildServices(
          database,
          realMoney ? { ...config, daraja: undefined, paypal: undefined, providers: sandboxProviders } : config,
        );
  try {
    const seeded = await seedDemo(database, seedServices, { apiBase: publicApiBase(config) });
    if (seeded.created) {
      console.log(`Demo data created: ${seeded.tasks} tasks; sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
      console.log(`Demo operators' one-time enrolment links (48 hours):\n${seeded.operatorLinks.join('\n')}`);
    }
  } finally {
    if (seedServices !== services) seedServices.mpesa.close();
  }
}

function drainOnSignals(app: AppInstance, database: Database): void {
  let signals = 0;
  const drain = async (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      app.log.warn({ signal }, 'second signal while draining: exiting now');
      process.exit(1);
    }
    startDraining(app.server);
    app.log.info({ signal }, 'draining: finishing the requests under way');
    setTimeout(() => {
      app.log.error(`still draining after ${DRAIN_TIMEOUT_MS} ms: exiting now`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    try {
      // Before Fastify's own close, which ends every websocket without a code: 1012 tells the
      // browser to reconnect at once (to another instance) and catch up.
      await app.realtime.stop();
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'drain failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void drain(signal));
  process.on('SIGTERM', (signal) => void drain(signal));
  registerDrainHooks(app);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // A SEED the server cannot honour stops the boot before anything is opened.
  demoSeedRequested(process.env, config);
  // Connection trouble goes to the app's log once there is an app.
  const running: { app?: AppInstance } = {};
  const log: DatabaseLog = (message, error) => {
    if (running.app) running.app.log.warn({ err: error }, message);
    else console.warn(message, error ?? '');
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    log,
  });
  if (process.argv.includes('--prepare')) {
    try {
      await migrate(database);
      await seedDemoData(database, config);
    } finally {
      await database.close();
    }
    return;
  }
  // A cluster prepares the database once, before its instances start (MIGRATE=false).
  const prepare = process.env.MIGRATE !== 'false';
  if (prepare) await migrate(database);
  const app = await buildApp({ config, database, logger: true });
  running.app = app;
  if (prepare) await seedDemoData(database, config, app.services);
  drainOnSignals(app, database);

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(
    `engage API ${config.instanceId} listening on ${address}/api/ (${database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
