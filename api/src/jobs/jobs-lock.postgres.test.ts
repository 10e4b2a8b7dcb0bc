/** Advisory locks held by another connection: PostgreSQL only (PGlite has one connection). */
import pg from 'pg';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../../tests/test-database';
import { runJob, type Job } from './jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const counting = (lockId: number): Job & { runs: number } => {
  const job: Job & { runs: number } = {
    name: 'counting',
    everyMs: 20,
    lockId,
    runs: 0,
    run: async () => {
      job.runs += 1;
    },
  };
  return job;
};

test('a tick another instance is running is skipped, not run twice (PostgreSQL)', async () => {
  const other = new pg.Client({ connectionString: testDatabaseUrl() });
  await other.connect();
  const job = counting(734_105_392);
  const again = await buildApp({
    config: testConfig(),
    database,
    services: { channelPrefix: `${database.namespace}_` },
  });
  try {
    await other.query('SELECT pg_advisory_lock($1)', [job.lockId]);
    expect(await runJob(again, job)).toBe(false);
    expect(job.runs).toBe(0);
    await other.query('SELECT pg_advisory_unlock($1)', [job.lockId]);
    expect(await runJob(again, job)).toBe(true);
    expect(job.runs).toBe(1);
  } finally {
    await other.end();
    await again.close();
  }
});
