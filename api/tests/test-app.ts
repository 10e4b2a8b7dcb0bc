/** An app on a fresh test database, for `app.inject` tests. Close it in afterAll. */
import { buildApp, type AppInstance } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: AppInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function openTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    services: { channelPrefix: `${database.namespace}_` },
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
