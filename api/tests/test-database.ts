/**
 * A fresh, migrated database for one test file: a copy of the PGlite template made by the
 * global setup, or (in the postgres project) a new schema on TEST_DATABASE_URL dropped at close.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fromPglite, fromPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.ENGAGE_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * Where the template is kept: one per checkout, so test runs in two clones (whose migrations
 * may differ) never load each other's.
 */
export function pgliteTemplatePath(): string {
  const checkout = createHash('sha256').update(__dirname).digest('hex').slice(0, 12);
  return (
    process.env.ENGAGE_PGLITE_TEMPLATE ||
    join(tmpdir(), `engage-api-pglite-template-${process.getuid?.() ?? 0}-${checkout}.tar`)
  );
}

export interface TestDatabase extends Database {
  /** Name of the schema (postgres) — also used to keep NOTIFY channels apart between files. */
  readonly namespace: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const namespace = `t_${randomBytes(6).toString('hex')}`;
  if (testEngine() === 'pglite') {
    const dump = readFileSync(pgliteTemplatePath());
    const client = new PGlite({ loadDataDir: new Blob([dump]) });
    await client.waitReady;
    return { ...fromPglite(client), namespace };
  }
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${namespace}`);
  await admin.end();
  const database = fromPostgres({ connectionString: testDatabaseUrl(), searchPath: namespace, max: 20 });
  await migrate(database);
  return {
    ...database,
    namespace,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${namespace} CASCADE`);
      await cleanup.end();
    },
  };
}
