/**
 * `pnpm bench:api`: requests/s and p50/p99 latency of the API as it runs in
 * production, measured from outside. For each engine the bench makes a fresh database
 * (a new PostgreSQL database, a new PGlite folder), migrates and seeds the demo into it, starts
 * the server as a child process with the api package's own `start` script (NODE_ENV=production),
 * signs the demo user in, warms up, and only then runs autocannon from this process. The server
 * and the load generator have an event loop each, as a client and a server would; on this
 * two-core machine they still share the CPU, which the target accounts for.
 *
 * Each scenario is measured BENCH_RUNS times after its warm-up and the run with the median
 * requests/s is reported: on this shared virtual machine one run can differ from the next by a
 * third, the server's CPU time per request included, with nothing else running.
 *
 *   BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=3 BENCH_RUNS=3 BENCH_CONNECTIONS=32 BENCH_PORT=4100 \
 *   BENCH_ENGINES=postgres,pglite BENCH_SCENARIOS='feed page' BENCH_PROFILE_DIR=/tmp/prof pnpm bench:api
 *
 * Exits non-zero when a target of a scenario measured is missed: the feed page on PostgreSQL
 * ≥ 2,000 req/s at p99 ≤ 40 ms; field-health beacons (`pnpm bench:telemetry`, each from a visitor
 * of its own, as a day of phones sends them) at p99 ≤ 50 ms.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiRoot, PROVIDER_SETTINGS, testConfig } from '../src/config';
import { fromPostgres, openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/seed/seed';
import { buildServices } from '../src/services';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each request made afresh: a body of its own. */
  requests?: { setupRequest: (request: { body?: string }) => { body?: string } }[];
}) => Promise<CannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// Not 3000–3010 or 4000: the apps and `pnpm bench:feed` may be running on those meanwhile.
const port = Number(process.env.BENCH_PORT ?? 4100);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((name) => name.trim());
/** Set: the server writes a V8 CPU profile there (`node --cpu-prof`; open it in Chrome DevTools). */
const profileDir = process.env.BENCH_PROFILE_DIR;
/** A comma-separated subset of scenario names (`feed page,alerts list`), e.g. to profile one. */
const only = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const base = `http://127.0.0.1:${port}`;

const TARGETS = [
  { engine: 'PostgreSQL', scenario: 'feed page', requestsPerSecond: 2000, p99: 40 },
  { engine: 'PostgreSQL', scenario: 'field beacon', requestsPerSecond: 0, p99: 50 },
];

interface Row {
  engine: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses other than the scenario's expected status, plus socket errors and timeouts. */
  unexpected: number;
  /** The server process's CPU time per request: what the work costs, whatever else runs. */
  cpuPerRequest: number | undefined;
  /** The PostgreSQL backends' CPU time per request (they share this machine's two cores). */
  databaseCpuPerRequest: number | undefined;
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The same body each time, or one made for each request. */
  body?: string | (() => string);
  /** In place of the signed-in user's headers. */
  headers?: Record<string, string>;
  /** Which status class every measured response must have. */
  expect: '2xx' | '4xx';
}

/** A production server as `pnpm --filter @engage/api start` runs it (the providers are the
 * sandboxes, allowed in production by the demo switch, so that a task action can be credited). */
function serverEnvironment(database: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${join(apiRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    ...Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'sandbox'])),
    SEED: 'none',
    // The beacon scenario is one client address sending what a country's phones would.
    TELEMETRY_BEACONS_PER_MINUTE: '100000000',
    ...database,
  };
}

function packageScripts(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts;
}

/** A process and its descendants (tsx runs the server in a child of its own). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // Gone, or not Linux.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** User + system CPU milliseconds a process and its descendants have used so far (Linux /proc). */
function cpuMilliseconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let total = 0;
  try {
    for (const member of processTree(pid)) {
      const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }
  } catch {
    return undefined;
  }
  return total;
}

async function waitForHealth(server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${base}/api/health/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not come up on ${base}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
}

async function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess> {
  // Server output goes to a file, as in production, not through this process's event loop.
  const log = openSync(logFile, 'w');
  let command = packageScripts().start ?? 'node dist/server.js';
  if (profileDir) command = command.replace(/^node /, `node --cpu-prof --cpu-prof-dir=${profileDir} `);
  const server = spawn('sh', ['-c', `exec ${command}`], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  await waitForHealth(server, logFile);
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function seed(database: Database): Promise<void> {
  try {
    await migrate(database);
    const services = buildServices(database, testConfig({ nodeEnv: 'production' }));
    await seedDemo(database, services, { apiBase: base });
    // As a database that has been running would be: with planner statistics. Otherwise
    // autovacuum gathers them a minute or so into the bench and the plans change between runs.
    await database.exec('ANALYZE');
  } finally {
    await database.close();
  }
}

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const { access } = (await response.json()) as { access: string };
  return { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
}

async function scenarios(headers: Record<string, string>): Promise<Scenario[]> {
  const all: Scenario[] = [
    { name: 'feed page', method: 'GET', path: '/api/all/?page=1', expect: '2xx' },
    { name: 'alerts list', method: 'GET', path: '/api/alerts/', expect: '2xx' },
    { name: 'wallet transactions', method: 'GET', path: '/api/wallet/transactions/', expect: '2xx' },
    {
      name: 'field beacon',
      method: 'POST',
      path: '/api/telemetry/',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: fieldBeacon,
      expect: '2xx',
    },
  ];
  if (only && !only.includes('task action')) return all;
  const feed = (await (await fetch(`${base}/api/youtube/`, { headers })).json()) as {
    results: { link_id: number; action_type: string }[];
  };
  const viewTask = feed.results.find((link) => link.action_type === 'Views');
  if (!viewTask) throw new Error('the demo seed has no YouTube Views task');
  const action = JSON.stringify({ link_id: viewTask.link_id, watch_time: 45 });
  // The first call credits the reward; every measured call then goes the whole way through the
  // task rules to the one-reward-per-task answer, 409.
  const first = await fetch(`${base}/api/actions/youtube-views/`, { method: 'POST', headers, body: action });
  if (!first.ok) throw new Error(`the first task action failed: ${first.status} ${await first.text()}`);
  return [
    ...all,
    { name: 'task action', method: 'POST', path: '/api/actions/youtube-views/', body: action, expect: '4xx' },
  ];
}

/** A page's beacon as sendBeacon sends it: a view, its vitals and, now and then, an error. */
function fieldBeacon(): string {
  const visitor = Math.random().toString(36).slice(2, 14).padEnd(12, '0');
  const vital = (name: string, value: number) => ({ kind: 'vital', area: 'mf_feed', release: 'bench1', name, value });
  const events: object[] = [
    { kind: 'view', area: 'mf_feed', release: 'bench1' },
    vital('LCP', 800 + Math.random() * 2000),
    vital('INP', 40 + Math.random() * 300),
    vital('CLS', Math.random() * 0.2),
  ];
  if (Math.random() < 0.05) {
    events.push({ kind: 'error', area: 'mf_feed', release: 'bench1', source: 'window', message: 'TypeError: bench' });
  }
  return JSON.stringify({ visitor, events });
}

/** CPU milliseconds of several processes together; undefined when one cannot be read. */
function totalCpuMilliseconds(pids: number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const used = cpuMilliseconds(pid);
    if (used === undefined) return undefined;
    total += used;
  }
  return total;
}

const perRequest = (before: number | undefined, after: number | undefined, requests: number) =>
  before === undefined || after === undefined ? undefined : (after - before) / Math.max(1, requests);

async function measure(
  engine: string,
  env: NodeJS.ProcessEnv,
  workDir: string,
  /** The server's PostgreSQL backends (on this machine), for their CPU time. */
  databasePids: () => Promise<number[]> = async () => [],
): Promise<Row[]> {
  const logFile = join(workDir, `${engine}-server.log`);
  const server = await startServer(env, logFile);
  const rows: Row[] = [];
  try {
    const headers = await signIn();
    for (const scenario of await scenarios(headers)) {
      if (only && !only.includes(scenario.name)) continue;
      const makeBody = scenario.body;
      const options = {
        url: `${base}${scenario.path}`,
        method: scenario.method,
        headers: scenario.headers ?? headers,
        connections,
        ...(typeof makeBody === 'function'
          ? { requests: [{ setupRequest: (request: { body?: string }) => ({ ...request, body: makeBody() }) }] }
          : { body: makeBody }),
      };
      // JIT, the connection pool and PostgreSQL's caches warm up before anything is counted.
      await autocannon({ ...options, duration: warmupSeconds });
      const measured: Row[] = [];
      for (let run = 0; run < runs; run += 1) {
        const backends = await databasePids();
        const cpuBefore = cpuMilliseconds(server.pid);
        const databaseCpuBefore = totalCpuMilliseconds(backends);
        const result = await autocannon({ ...options, duration: seconds });
        const cpuAfter = cpuMilliseconds(server.pid);
        const databaseCpuAfter = totalCpuMilliseconds(backends);
        const expected = result[scenario.expect];
        const answered = result['2xx'] + result['4xx'] + result['5xx'];
        measured.push({
          engine,
          scenario: scenario.name,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          unexpected: answered - expected + result.errors + result.timeouts,
          cpuPerRequest: perRequest(cpuBefore, cpuAfter, result.requests.total),
          databaseCpuPerRequest:
            backends.length > 0 ? perRequest(databaseCpuBefore, databaseCpuAfter, result.requests.total) : undefined,
        });
      }
      // The median run by requests/s, whole (its latencies and CPU times belong to it); any
      // unexpected answer in any run counts.
      measured.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      const median = measured[Math.floor(measured.length / 2)];
      if (!median) throw new Error('no run measured');
      const row: Row = { ...median, unexpected: measured.reduce((sum, run) => sum + run.unexpected, 0) };
      const spread = measured.map((run) => run.requestsPerSecond.toFixed(0)).join(', ');
      rows.push(row);
      console.log(
        `${engine.padEnd(10)} ${scenario.name.padEnd(20)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  CPU/request server ${micros(row.cpuPerRequest)} database ${micros(row.databaseCpuPerRequest)}  unexpected ${row.unexpected}  (runs: ${spread} req/s)`,
      );
    }
  } finally {
    await stopServer(server);
  }
  return rows;
}

async function benchPostgres(workDir: string): Promise<Row[]> {
  const name = `engage_bench_${process.pid}_${Date.now()}`;
  const adminUrl = new URL(databaseUrl);
  const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL skipped: ${databaseUrl} unreachable`);
    return [];
  }
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    await seed(fromPostgres({ connectionString: url.toString(), max: 2 }));
    const backends = async () =>
      (
        await admin.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        )
      ).rows.map((row) => row.pid);
    return await measure('PostgreSQL', serverEnvironment({ DATABASE_URL: url.toString() }), workDir, backends);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchPglite(workDir: string): Promise<Row[]> {
  const dataDir = join(workDir, 'pglite');
  // PGlite allows one process per data folder: seeded and closed here, then opened by the server.
  await seed(await openDatabase({ dataDir }));
  return measure('PGlite', serverEnvironment({ DATA_DIR: dataDir, MEDIA_DIR: join(workDir, 'media') }), workDir);
}

const micros = (milliseconds: number | undefined) =>
  milliseconds === undefined ? '–' : `${(milliseconds * 1000).toFixed(0)} µs`;

function printTable(rows: Row[]): void {
  console.log('\n| engine     | scenario            | requests/s | p50    | p99    | CPU/request: server | database |');
  console.log('| ---------- | ------------------- | ---------- | ------ | ------ | ------------------- | -------- |');
  for (const row of rows) {
    console.log(
      `| ${row.engine.padEnd(10)} | ${row.scenario.padEnd(19)} | ${row.requestsPerSecond.toFixed(0).padStart(10)} | ` +
        `${`${row.p50} ms`.padStart(6)} | ${`${row.p99} ms`.padStart(6)} | ${micros(row.cpuPerRequest).padStart(19)} | ` +
        `${micros(row.databaseCpuPerRequest).padStart(8)} |`,
    );
  }
}

async function main(): Promise<void> {
  const scripts = packageScripts();
  if (scripts.build) {
    // `start` runs what `build` produced: build first so the figures are of this source.
    execFileSync('sh', ['-c', scripts.build], {
      cwd: apiRoot,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${join(apiRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` },
    });
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `engage API bench: server \`${scripts.start}\` on :${port}, autocannon ${connections} connections, ` +
      `${warmupSeconds} s warm-up + median of ${runs} × ${seconds} s per scenario, node ${process.version}, load average ${load}`,
  );
  const workDir = mkdtempSync(join(tmpdir(), 'engage-api-bench-'));
  const rows: Row[] = [];
  try {
    if (engines.includes('postgres')) rows.push(...(await benchPostgres(workDir)));
    if (engines.includes('pglite')) rows.push(...(await benchPglite(workDir)));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  printTable(rows);

  const bad = rows.filter((row) => row.unexpected > 0);
  for (const row of bad) console.log(`✗ ${row.engine} ${row.scenario}: ${row.unexpected} unexpected responses`);
  let missed = false;
  for (const goal of TARGETS) {
    const target = rows.find((row) => row.engine === goal.engine && row.scenario === goal.scenario);
    if (!target) continue;
    const met = target.requestsPerSecond >= goal.requestsPerSecond && target.p99 <= goal.p99;
    missed ||= !met;
    const rate = goal.requestsPerSecond > 0 ? ` ≥ ${goal.requestsPerSecond} req/s` : '';
    console.log(
      `\nTarget ${goal.engine} ${goal.scenario}${rate} at p99 ≤ ${goal.p99} ms: ` +
        `${met ? 'MET' : 'NOT MET'} (${target.requestsPerSecond.toFixed(0)} req/s, p99 ${target.p99} ms)`,
    );
  }
  if (missed || bad.length > 0) process.exitCode = 1;
}

await main();
