/**
 * Every service of the API, built once per app from the database and the config. Handlers
 * reach them through `app.services`; services never see Fastify.
 */
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { LedgerService } from './modules/ledger/ledger.service';

export interface Services {
  ledger: LedgerService;
}

export function buildServices(database: Database, _config: AppConfig): Services {
  const ledger = new LedgerService(database.db);
  return { ledger };
}
