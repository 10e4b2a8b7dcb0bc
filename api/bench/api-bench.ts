/**
 * `pnpm --filter @engage/api bench`: requests/s and p50/p99 latency for a signed-in feed page
 * and a task action, on PGlite and (when reachable) on PostgreSQL. Each engine gets a fresh
 * database with the demo seed; the server runs in this process on a random port.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 pnpm --filter @engage/api bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { fromPostgres, openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/seed/seed';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<CannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function benchEngine(name: string, database: Database): Promise<void> {
  await migrate(database);
  const config = testConfig({ nodeEnv: 'development' });
  const app = await buildApp({ config, database });
  await seedDemo(database, app.services);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const feed = (await (await fetch(`${base}/api/youtube/`, { headers })).json()) as {
      results: { link_id: number; action_type: string }[];
    };
    const viewTask = feed.results.find((link) => link.action_type === 'Views') ?? feed.results[0];

    const scenarios = [
      { label: 'GET feed page (all, page 1)', url: `${base}/api/all/?page=1`, method: 'GET' },
      {
        // The first call credits; the rest go the whole way to the one-reward rule and get 409.
        label: 'POST task action (youtube-views)',
        url: `${base}/api/actions/youtube-views/`,
        method: 'POST',
        body: JSON.stringify({ link_id: viewTask?.link_id, watch_time: 45 }),
      },
    ];
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: scenario.url,
        method: scenario.method,
        headers,
        body: scenario.body,
        connections,
        duration: seconds,
      });
      console.log(
        `${name.padEnd(10)} ${scenario.label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  errors ${result.errors}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  console.log(`engage API bench: ${connections} connections, ${seconds} s per scenario, node ${process.version}`);
  const dir = mkdtempSync(join(tmpdir(), 'engage-bench-'));
  try {
    await benchEngine('pglite', await openDatabase({ dataDir: join(dir, 'pglite') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const schema = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`postgres   skipped: ${databaseUrl} unreachable`);
    return;
  }
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    await benchEngine('postgres', fromPostgres({ connectionString: databaseUrl, searchPath: schema, max: 20 }));
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

await main();
