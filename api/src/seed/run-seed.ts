/** `pnpm --filter @engage/api seed`: migrate and load the demo data into the configured database. */
import { loadConfig, publicApiBase } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { buildServices } from '../services';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const result = await seedDemo(database, buildServices(database, config), { apiBase: publicApiBase(config) });
  console.log(
    result.created
      ? `Seeded ${result.tasks} tasks. Demo consumer: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\n` +
          `Demo operators' one-time enrolment links (48 hours):\n${result.operatorLinks.join('\n')}`
      : `Demo data already present (${DEMO_EMAIL} / ${DEMO_PASSWORD}).`,
  );
} finally {
  await database.close();
}
