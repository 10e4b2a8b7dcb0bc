import pg from 'pg';
import { buildApp } from '../app';
import type { AppInstance } from '../http/app-instance';
import { testConfig } from '../config';
import { openTestDatabase, testDatabaseUrl, testEngine, type TestDatabase } from '../../tests/test-database';
import { JOBS, registerJobs, runJob, type Job } from './jobs';

const onPostgres = testEngine() === 'postgres' ? test : test.skip;

let database: TestDatabase;
let app: AppInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ nodeEnv: 'development' }),
    database,
    services: { channelPrefix: `${database.namespace}_` },
  });
});
afterAll(async () => {
  await database.close();
});

const counting = (lockId: number, everyMs = 20) => {
  const job: Job & { runs: number } = {
    name: 'counting',
    everyMs,
    lockId,
    runs: 0,
    run: async () => {
      job.runs += 1;
    },
  };
  return job;
};

test('one module holds every background job, each with its own lock', () => {
  expect(JOBS.map((job) => job.name)).toEqual([
    'pending release',
    'payouts',
    'float',
    'bot',
    'refunds',
    'reconcile',
    'daily reconciliation',
    'task claims recheck',
    'claim review deadline',
    'rate-limit sweep',
    'idempotency sweep',
    'farm signals sweep',
    'email delivery',
  ]);
  expect(new Set(JOBS.map((job) => job.lockId)).size).toBe(JOBS.length);
});

test('jobs start with the server and stop when it closes', async () => {
  const job = counting(734_105_391);
  registerJobs(app, [job]);
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(job.runs).toBeGreaterThan(0);
  await app.close();
  const after = job.runs;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(job.runs).toBe(after);
});

onPostgres('a tick another instance is running is skipped, not run twice (PostgreSQL)', async () => {
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
