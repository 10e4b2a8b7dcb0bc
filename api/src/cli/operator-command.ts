/**
 * What every operator command shares: arguments checked first (a typo answers at once and touches
 * nothing), then the server's own settings, database and services, as the server opens them
 * (migrations first, unless MIGRATE=false: a cluster migrates once before its instances start),
 * and closed again whatever happens. Resolves with the exit code: the command's, or 1 for bad
 * arguments or a command that threw (its message printed).
 */
import type { Services } from '../services';

export async function runOperatorCommand<Asked extends object>(
  asked: Asked | { error: string },
  command: (asked: Asked, services: Services) => Promise<number>,
): Promise<number> {
  if ('error' in asked) {
    console.error(asked.error);
    return 1;
  }
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/database');
  const { migrate } = await import('../db/migrate');
  const { buildServices } = await import('../services');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = buildServices(database, config);
  try {
    if (process.env.MIGRATE !== 'false') await migrate(database);
    return await command(asked, services);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    services.mpesa.close();
    await database.close();
  }
}
