/**
 * Runs once per jest run: initdb + migrations on one PGlite (~5 s), dumped to a tarball that
 * every test file loads in under a second.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fromPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { pgliteTemplatePath } from './test-database';

export default async function globalSetup(): Promise<void> {
  const client = new PGlite();
  const database = fromPglite(client);
  try {
    await migrate(database);
    const dump = await client.dumpDataDir('none');
    const path = pgliteTemplatePath();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
