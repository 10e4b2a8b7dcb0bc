/**
 * The PostgreSQL project of the suite. jest.config.js only includes it when the server answers,
 * or when CI=true — then an unreachable server fails the run here instead of being skipped.
 */
import pg from 'pg';
import { testDatabaseUrl } from './test-database';

export default async function globalSetup(): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`PostgreSQL test database ${testDatabaseUrl()} is unreachable: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
