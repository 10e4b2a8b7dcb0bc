// `pnpm bench:cluster`: the engage cluster (nginx in front of API instances on one PostgreSQL,
// scripts/cluster/cluster.mjs) under load and faults, with the load generator in a process of its
// own (scripts/cluster/load.mjs). Five scenarios, each with its figures and the checks an operator
// would make (scripts/cluster/scenarios.mjs):
//   1. soak: a steady rate for 5 minutes: no error, p50/p99, requests/s, every alert exactly once
//      on its websocket, the sign-in limit shared by the instances;
//   2. an instance SIGKILLed under load, just after a burst of payments and payouts;
//   3. PostgreSQL stopped for 20 s under load, then started;
//   4. a rolling restart of every instance;
//   5. scale: requests/s and CPU per request with 1, 2 and 3 instances.
// Prints a table and writes docs/cluster-figures.json. Exits 1 if any check fails.
//
//   BENCH_SOAK_SECONDS=300 BENCH_RATE=150 BENCH_PG_DOWN_SECONDS=20 BENCH_SCALE_SECONDS=20
//   BENCH_CONNECTIONS=32 BENCH_PORT_OFFSET=1500 BENCH_SCENARIOS=soak,kill,postgres,rolling,scale
//   pnpm bench:cluster
//
// Needs the API build (`node scripts/build.mjs --only=api`), nginx and PostgreSQL's server
// binaries (scripts/setup.sh installs them).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The books are read with the API's own LedgerService (TypeScript): tsx, the API's runner, loads it.
const requireFromApi = createRequire(new URL('../api/package.json', import.meta.url));
await import(pathToFileURL(requireFromApi.resolve('tsx')).href);
const { startCluster } = await import('./cluster/cluster.mjs');
const { openProof, soak, killInstance, restartPostgres, rollingRestart, scale } =
  await import('./cluster/scenarios.mjs');

const number = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  soakSeconds: number('BENCH_SOAK_SECONDS', 300),
  rate: number('BENCH_RATE', 150),
  killAfterSeconds: number('BENCH_KILL_SECONDS', 30),
  postgresDownSeconds: number('BENCH_PG_DOWN_SECONDS', 20),
  scaleSeconds: number('BENCH_SCALE_SECONDS', 20),
  scaleWarmupSeconds: number('BENCH_SCALE_WARMUP_SECONDS', 5),
  connections: number('BENCH_CONNECTIONS', 32),
  portOffset: number('BENCH_PORT_OFFSET', 1500),
  /** Payments and payouts whose answer is lost are asked about after this (RECONCILE_AFTER_SECONDS). */
  reconcileAfterSeconds: number('BENCH_RECONCILE_AFTER_SECONDS', 10),
};
const only = (process.env.BENCH_SCENARIOS ?? 'soak,kill,postgres,rolling,scale').split(',').map((s) => s.trim());
const settleWithinMs = (settings.reconcileAfterSeconds + 45) * 1000;
const log = (line) => console.log(`  · ${line}`);

const results = [];
const started = Date.now();
console.log(
  `engage cluster bench: 3 instances behind nginx on a private PostgreSQL, load from its own process; ` +
    `node ${process.version}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n${JSON.stringify(settings)}`,
);

// nginx's and every instance's output, for reading after a failed check.
const clusterLog = join(mkdtempSync(join(tmpdir(), 'engage-bench-cluster-')), 'cluster.log');
console.log(`cluster log: ${clusterLog}`);
const cluster = await startCluster({
  instances: 3,
  portOffset: settings.portOffset,
  ownPostgres: true,
  statics: false,
  // The consumers do more tasks than a person's daily cap in a few minutes of load.
  env: { RECONCILE_AFTER_SECONDS: String(settings.reconcileAfterSeconds), DAILY_CAP: '1000000' },
  log: clusterLog,
});
let proof;
try {
  proof = await openProof(cluster, { log });
  const steps = {
    soak: () => soak(proof, { seconds: settings.soakSeconds, rate: settings.rate }),
    kill: () => killInstance(proof, { rate: settings.rate, afterSeconds: settings.killAfterSeconds, settleWithinMs }),
    postgres: () =>
      restartPostgres(proof, { rate: settings.rate, downSeconds: settings.postgresDownSeconds, settleWithinMs }),
    rolling: () => rollingRestart(proof, { rate: settings.rate, settleWithinMs }),
    scale: () =>
      scale(proof, {
        seconds: settings.scaleSeconds,
        warmupSeconds: settings.scaleWarmupSeconds,
        connections: settings.connections,
      }),
  };
  for (const name of only) {
    const step = steps[name];
    if (!step) throw new Error(`unknown scenario ${name} (soak, kill, postgres, rolling, scale)`);
    console.log(`\n▶ ${name}`);
    const result = await step();
    results.push(result);
    printResult(result);
  }
} finally {
  await proof?.close();
  await cluster.stop();
}

printSummary(results);
const figuresFile = new URL('../docs/cluster-figures.json', import.meta.url);
writeFileSync(
  figuresFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, settings, results }, null, 2)}\n`,
);
console.log(`\nFigures written to docs/cluster-figures.json (${Math.round((Date.now() - started) / 1000)} s in all).`);
const failed = results.flatMap((result) => result.checks.filter((c) => !c.ok).map((c) => `${result.name}: ${c.what}`));
if (failed.length > 0) {
  console.log(`\n${failed.length} check(s) failed:\n${failed.map((line) => `  ✗ ${line}`).join('\n')}`);
  process.exitCode = 1;
}

function printResult(result) {
  for (const item of result.checks) {
    console.log(`  ${item.ok ? '✓' : '✗'} ${item.what}${item.ok ? '' : ` — ${item.detail}`}`);
  }
  // Per-kind latencies and the scale rows go to the JSON file and the summary tables.
  const figures = Object.entries(result.figures).filter(([key]) => key !== 'kinds' && key !== 'rows');
  console.log(`  ${JSON.stringify(Object.fromEntries(figures))}`);
}

function printSummary(all) {
  const ms = (value) => (value === null || value === undefined ? '–' : `${value} ms`);
  console.log('\n| scenario | requests | req/s | p50 | p99 | failed | 503 | checks |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const result of all.filter((r) => r.name !== 'scale')) {
    const f = result.figures;
    const passed = result.checks.filter((c) => c.ok).length;
    console.log(
      `| ${result.name} | ${f.requests} | ${f.requestsPerSecond} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.failed} | ` +
        `${f.unavailable} | ${passed}/${result.checks.length} |`,
    );
  }
  const scaled = all.find((r) => r.name === 'scale');
  if (!scaled) return;
  console.log(
    `\n| instances | req/s (${scaled.figures.connections} in flight) | p50 | p99 | API CPU/request | database CPU/request |`,
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of scaled.figures.rows) {
    console.log(
      `| ${row.instances} | ${row.requestsPerSecond} | ${ms(row.p50)} | ${ms(row.p99)} | ` +
        `${row.apiCpuMsPerRequest} ms | ${row.databaseCpuMsPerRequest} ms |`,
    );
  }
}
