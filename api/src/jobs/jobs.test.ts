import { buildApp } from '../app';
import type { AppInstance } from '../http/app-instance';
import { testConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../../tests/test-database';
import { JOBS, registerJobs, type Job } from './jobs';

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
    'post refunds',
    'reconcile',
    'daily reconciliation',
    'task claims recheck',
    'claim review deadline',
    'post expiry',
    'rate-limit sweep',
    'idempotency sweep',
    'farm signals sweep',
    'data exports',
    'field health',
    'area releases',
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
