/**
 * Starts the API: reads the config, opens the database (PGlite in the data folder, or
 * PostgreSQL at DATABASE_URL), applies migrations, seeds demo data on first start, listens,
 * and closes cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig, publicApiBase, type Providers } from './config';
import { buildServices } from './services';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/seed';

const sandboxProviders: Providers = {
  google: 'sandbox',
  accountLinking: 'sandbox',
  checkout: 'sandbox',
  mpesa: 'sandbox',
  verifier: 'sandbox',
};

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrate(database);
  const app = await buildApp({ config, database, logger: true });
  if (config.nodeEnv !== 'production' && process.env.SEED !== 'false') {
    // The demo's past payments were never real money: with real providers configured they
    // are written through the sandbox's, so seeding asks no provider anything.
    const seedServices =
      config.daraja || config.paypal
        ? buildServices(database, { ...config, daraja: undefined, paypal: undefined, providers: sandboxProviders })
        : app.services;
    const seeded = await seedDemo(database, seedServices, { apiBase: publicApiBase(config) });
    if (seedServices !== app.services) seedServices.mpesa.close();
    if (seeded.created)
      console.log(`Demo data created: ${seeded.tasks} tasks; sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(
    `engage API listening on ${address}/api/ (${database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
