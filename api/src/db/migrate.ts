/**
 * Applies `api/migrations/*.sql` in file-name order, each once, each in its own transaction.
 * The same SQL runs on PGlite and PostgreSQL. An advisory lock makes two API processes
 * booting together on one PostgreSQL take turns instead of racing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../config';
import type { Database } from './database';

const migrationsDir = join(apiRoot, 'migrations');

/** Arbitrary constant shared by every engage process: "engage migrations". */
const MIGRATION_LOCK = 734_105_221;

export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return database.exclusive(MIGRATION_LOCK, async (conn) => {
    await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const body = readFileSync(join(dir, name), 'utf8');
      try {
        await conn.exec(
          `BEGIN;\n${body}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`,
        );
      } catch (error) {
        // A failed batch leaves the connection inside the aborted transaction.
        await conn.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return applied;
  });
}
