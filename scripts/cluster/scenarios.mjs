// The five ways the cluster is proven, written once for `pnpm bench:cluster` (full length) and
// for the CI test e2e/src/cluster.e2e.test.ts (short). Each scenario runs the load generator in
// its own process against the cluster's nginx, does its fault, and returns
//   { name, figures, checks: [{ what, ok, detail }] }
// where each check is a sentence an operator would recognise ("after the first second every
// request succeeded"); the bench prints them and the test asserts that all hold.
import { setTimeout as sleep } from 'node:timers/promises';
import { openBooks } from './books.mjs';
import { totalCpuMilliseconds } from './cpu.mjs';
import { startLoad } from './load-client.mjs';

/** Sign-in attempts a minute for one address and email (api accounts.routes.ts, RATE_LIMITS.login). */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** The sandbox M-PESA answers 3 s after a request; then its alert is sent. */
const MPESA_ANSWER_MS = 3_000;

/** Kinds of request that are not idempotent (nginx may not retry them on another instance). */
const NOT_IDEMPOTENT = new Set(['task action', 'new paid post']);

const check = (what, ok, detail = '') => ({ what, ok: Boolean(ok), detail });

/**
 * What the scenarios share: the cluster, the people the load acts as (signed up once, through
 * the API) and the books. `databaseUrl` defaults to the cluster's own PostgreSQL.
 */
export async function openProof(cluster, options = {}) {
  const { consumers = 8, producers = 3, withdrawers = 4, log = () => undefined } = options;
  const books = openBooks(options.databaseUrl ?? cluster.postgres.url);
  const proof = { cluster, books, users: [], log };
  const load = startLoad({ log });
  try {
    ({ users: proof.users } = await load.setup({
      apiUrl: cluster.apiUrl,
      wsUrl: cluster.wsUrl,
      consumers,
      producers,
      withdrawers,
    }));
  } finally {
    await load.stop();
  }
  proof.close = () => books.close();
  return proof;
}

/** A load generator for one scenario, with the proof's users (their tokens refreshed, then kept). */
async function withLoad(proof, body) {
  const load = startLoad({ log: proof.log });
  try {
    await load.setup({ apiUrl: proof.cluster.apiUrl, wsUrl: proof.cluster.wsUrl, users: proof.users });
    return await body(load);
  } finally {
    const answer = await load.users().catch(() => undefined);
    if (answer) proof.users = answer.users;
    await load.stop();
  }
}

/** Polls until no payment or payout waits for M-PESA; how long it took, or undefined if it never did. */
async function moneySettles(books, withinMs) {
  const started = Date.now();
  for (;;) {
    const open = await books.openMoney().catch(() => undefined);
    if (open && open.payments === 0 && open.payouts === 0) return Date.now() - started;
    if (Date.now() - started > withinMs) return undefined;
    await sleep(500);
  }
}

/** Each subscriber's audit summed up. */
function alertFigures(audits) {
  const sum = (key) => audits.reduce((total, audit) => total + audit[key], 0);
  return {
    subscribers: audits.length,
    alerts: sum('alerts'),
    viaSocket: sum('viaSocket'),
    caughtUp: sum('caughtUp'),
    duplicates: sum('duplicates'),
    missed: sum('missed'),
    late: sum('late'),
    failedCatchUps: sum('failedCatchUps'),
    reconnected: audits.filter((audit) => audit.opens > 1).length,
    closeCodes: [...new Set(audits.flatMap((audit) => audit.closes))],
  };
}

/** The books after a fault, as checks. */
function bookChecks(audit) {
  return [
    check(
      'the ledger sums to zero, every transfer balances, no guarded balance is negative',
      audit.total === 0 && audit.unbalancedTransfers.length === 0 && audit.lowestGuardedBalance >= 0,
      `total ${audit.total}, unbalanced ${audit.unbalancedTransfers.length}, lowest ${audit.lowestGuardedBalance}`,
    ),
    check(
      'nothing is half-written: every paid payment funded its post, payout holds equal pending payouts',
      audit.paidNotFunded.length === 0 && audit.holdsNotPending.length === 0,
      `paid not funded ${JSON.stringify(audit.paidNotFunded)}, holds not pending ${JSON.stringify(audit.holdsNotPending)}`,
    ),
    check(
      'every payment and payout is completed or failed, none left pending',
      audit.payments === 0 && audit.payouts === 0,
      `${audit.payments} payments and ${audit.payouts} payouts open`,
    ),
  ];
}

function latencyFigures(report) {
  return {
    requests: report.requests,
    requestsPerSecond: Math.round(report.requestsPerSecond),
    p50: round(report.latency.p50),
    p99: round(report.latency.p99),
    max: round(report.latency.max),
    failed: report.failed,
    unavailable: report.unavailable.length,
    skipped: report.skipped,
  };
}

/** The end of what an instance printed (cluster.mjs keeps it), for a check that found it gone. */
const lastWords = (instance) =>
  typeof instance.output === 'function' ? instance.output().split('\n').slice(-6).join('\n') : '(not kept)';
const round = (value, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
const between = (list, from, to) => list.filter((entry) => entry.at >= from && entry.at < to);
const sample = (list) => JSON.stringify(list.slice(0, 3));

/** Which instances answer through nginx: `GET health/` `times` times. */
async function instancesAnswering(apiUrl, times) {
  const seen = new Map();
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(new URL('health/', apiUrl));
    const body = await response.json();
    seen.set(body.instance, (seen.get(body.instance) ?? 0) + 1);
  }
  return Object.fromEntries(seen);
}

/**
 * The alert checks every scenario makes after its audit. `dropped`: why the sockets were expected
 * to be closed (they must then have reconnected and caught up), or nothing (none may have been).
 */
function alertChecks(alerts, { dropped } = {}) {
  const checks = [
    check(
      'every alert reached each subscribed websocket exactly once (no duplicate, none missed)',
      alerts.alerts > 0 && alerts.duplicates === 0 && alerts.missed === 0 && alerts.failedCatchUps === 0,
      `${alerts.alerts} alerts: ${alerts.viaSocket} by socket, ${alerts.caughtUp} by catch-up, ` +
        `${alerts.duplicates} duplicates, ${alerts.missed} missed (${alerts.late} came after the audit began)`,
    ),
  ];
  if (dropped) {
    checks.push(
      check(
        `the websockets ${dropped} reconnected and caught up`,
        alerts.reconnected > 0 && alerts.missed === 0,
        `${alerts.reconnected} of ${alerts.subscribers} reconnected (close codes ${alerts.closeCodes.join(', ')})`,
      ),
    );
  } else {
    checks.push(
      check(
        'no websocket was dropped, so every alert came by socket',
        alerts.caughtUp === 0 && alerts.reconnected === 0,
        `${alerts.reconnected} reconnected, ${alerts.caughtUp} caught up`,
      ),
    );
  }
  return checks;
}

/**
 * Soak: `rate` requests a second for `seconds`, producers posting and paying meanwhile. Then the
 * sign-in limit through nginx, and the books.
 */
export async function soak(proof, { seconds, rate, settleWithinMs = 30_000 }) {
  return withLoad(proof, async (load) => {
    const spread = await instancesAnswering(proof.cluster.apiUrl, 30);
    const { report } = await load.run({ seconds, rate, postEverySeconds: 2 });
    // The last payments are answered 3 s later, and their alerts sent.
    const settledInMs = await moneySettles(proof.books, settleWithinMs);
    await sleep(1000);
    const alerts = alertFigures((await load.audit()).alerts);
    const { statuses } = await load.loginLimit(LOGIN_ATTEMPTS_PER_MINUTE + 5);
    const refusedAt = statuses.indexOf(429);
    const books = await proof.books.audit();
    const instances = proof.cluster.instances.filter((instance) => instance.running).length;
    return {
      name: 'soak',
      figures: {
        seconds,
        offeredRate: rate,
        ...latencyFigures(report),
        kinds: report.kinds,
        alerts,
        spread,
        settledInMs,
      },
      checks: [
        check(
          'no request failed',
          report.failed === 0 && report.unavailable.length === 0 && report.skipped === 0,
          `${report.failed} failed, ${report.unavailable.length} unavailable, ${report.skipped} not sent: ${sample(report.unexpected)}`,
        ),
        check(
          'nginx spread the requests over every instance',
          Object.keys(spread).length === instances,
          JSON.stringify(spread),
        ),
        ...alertChecks(alerts),
        check(
          `the sign-in limit held at ${LOGIN_ATTEMPTS_PER_MINUTE} attempts across all instances, not ${LOGIN_ATTEMPTS_PER_MINUTE} per instance`,
          refusedAt === LOGIN_ATTEMPTS_PER_MINUTE && statuses.slice(refusedAt).every((status) => status === 429),
          statuses.join(' '),
        ),
        ...bookChecks(books),
      ],
    };
  });
}

/**
 * One instance SIGKILLed under load, right after a burst of M-PESA checkouts and withdrawals
 * whose answers are still due. Then it is started again, reconciliation settles the money, and
 * the subscribers that were on it must have caught up.
 */
export async function killInstance(proof, { rate, afterSeconds, settleWithinMs }) {
  const withdrawers = proof.users.filter((user) => user.methodId !== undefined);
  for (const user of withdrawers) await proof.books.fund(user.id, 100_000);
  return withLoad(proof, async (load) => {
    const victim = proof.cluster.instances.filter((instance) => instance.running).at(-1);
    const running = load.run({ seconds: 3 + afterSeconds, rate, postEverySeconds: 2 });
    await sleep(3000);
    const burst = load.money({ checkouts: 6, withdrawals: withdrawers.length });
    await new Promise((resolve) => load.onEvent((event) => event.event === 'money-sent' && resolve()));
    // The requests are on their way; M-PESA's answers (3 s) are not in yet.
    await sleep(150);
    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    const { started } = await burst;
    await sleep(MPESA_ANSWER_MS + 2000);
    // What is still open now had its answer due on the killed instance: only reconciliation ends it.
    const openAfterAnswers = await proof.books.openMoney();
    const { report } = await running;
    await victim.start();
    const settledInMs = await moneySettles(proof.books, settleWithinMs);
    await sleep(1000);
    const alerts = alertFigures((await load.audit()).alerts);
    const books = await proof.books.audit();
    // nginx answers 503 itself for a request it could not retry elsewhere: a failure too.
    const notServed = [...report.unexpected, ...report.unavailable];
    const failedBefore = between(notServed, 0, killedAt);
    const firstSecond = between(notServed, killedAt, killedAt + 1000);
    const later = between(notServed, killedAt + 1000, Infinity);
    return {
      name: 'instance killed',
      figures: {
        instance: victim.id,
        ...latencyFigures(report),
        failedInFirstSecond: firstSecond.length,
        failedLater: later.length,
        moneyRequests: started.length,
        moneyAnswered: started.filter((answer) => answer.status >= 200 && answer.status < 300).length,
        openAfterMpesaAnswered: openAfterAnswers,
        finalAfterKillMs: settledInMs === undefined ? null : Date.now() - killedAt,
        alerts,
      },
      checks: [
        check('before the kill no request failed', failedBefore.length === 0, sample(failedBefore)),
        check(
          'in the first second only requests that cannot be retried (POST) failed',
          firstSecond.every((failure) => NOT_IDEMPOTENT.has(failure.kind)),
          sample(firstSecond),
        ),
        check('after the first second every request succeeded', later.length === 0, sample(later)),
        ...bookChecks(books),
        ...alertChecks(alerts, { dropped: 'of the killed instance' }),
      ],
    };
  });
}

/**
 * PostgreSQL stopped under load for `downSeconds`, then started: only 503 with Retry-After
 * while it is away, no hang, full service soon after, nothing half-written.
 */
export async function restartPostgres(proof, { rate, downSeconds, settleWithinMs, fullServiceWithinMs = 5000 }) {
  const { postgres } = proof.cluster;
  if (!postgres) throw new Error('restartPostgres needs a cluster with its own PostgreSQL (ownPostgres)');
  return withLoad(proof, async (load) => {
    const running = load.run({ seconds: 3 + downSeconds + 120, rate, postEverySeconds: 2 });
    await sleep(3000);
    const stoppedAt = Date.now();
    await postgres.stop();
    await sleep(downSeconds * 1000);
    await postgres.start();
    const upAt = Date.now();
    // Long enough after the restart to see service come back and stay.
    await sleep(fullServiceWithinMs + 5000);
    await load.halt();
    const { report } = await running;
    const settledInMs = await moneySettles(proof.books, settleWithinMs);
    await sleep(1000);
    const alerts = alertFigures((await load.audit()).alerts);
    const books = await proof.books.audit();
    const notServed = [...report.unexpected, ...report.unavailable].sort((a, b) => a.at - b.at);
    const lastNotServed = notServed.at(-1);
    const afterRecovery = between(notServed, upAt + fullServiceWithinMs, Infinity);
    return {
      name: 'PostgreSQL restarted',
      figures: {
        downSeconds,
        ...latencyFigures(report),
        unavailableWhileDown: between(report.unavailable, stoppedAt, upAt).length,
        fullServiceAfterMs: lastNotServed && lastNotServed.at > upAt ? lastNotServed.at - upAt : 0,
        moneyFinalAfterRestartMs: settledInMs === undefined ? null : Date.now() - upAt,
        alerts,
      },
      checks: [
        check(
          'the outage was felt: requests were answered 503 while the database was down',
          report.unavailable.length > 0,
        ),
        check(
          'every request the outage stopped got 503 with Retry-After, never a 500 or a dropped connection',
          report.failed === 0,
          sample(report.unexpected),
        ),
        // A request that meets the pool connecting to a database that is down waits for that
        // connection attempt (the API's 5 s connect timeout) before its 503: one attempt, not more.
        check(
          'no request hung: every answer came within one connection attempt (5 s) and a second',
          report.latency.max <= 6000,
          `max ${round(report.latency.max)} ms`,
        ),
        check(
          'every API instance is still running',
          proof.cluster.instances.every((instance) => instance.running),
          proof.cluster.instances
            .map((instance) =>
              instance.running
                ? `${instance.id} runs`
                : `${instance.id} exited; its last words: ${lastWords(instance)}`,
            )
            .join(', '),
        ),
        check(
          `full service within ${fullServiceWithinMs / 1000} s after PostgreSQL was back`,
          afterRecovery.length === 0,
          sample(afterRecovery),
        ),
        ...bookChecks(books),
        ...alertChecks(alerts, {
          dropped: 'closed when the database came back',
        }),
      ],
    };
  });
}

/**
 * Polls `GET health/` through nginx until `id` answers: the instance is back in the balancer's
 * rotation. nginx keeps an instance that refused connections out for its fail_timeout even once it
 * is ready again; stopping the next one before then can leave nginx no instance it believes alive.
 */
async function inRotation(apiUrl, id, withinMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const body = await fetch(new URL('health/', apiUrl))
      .then((response) => response.json())
      .catch(() => undefined);
    if (body?.instance === id) return Date.now() - started;
    await sleep(100);
  }
  return undefined;
}

/**
 * Every instance stopped (drained) and started again, one at a time, under load, each back in
 * the balancer's rotation before the next goes: no failed request.
 */
export async function rollingRestart(proof, { rate, settleWithinMs = 30_000 }) {
  return withLoad(proof, async (load) => {
    const running = load.run({ seconds: 600, rate, postEverySeconds: 2 });
    await sleep(3000);
    const restarted = [];
    for (const instance of proof.cluster.instances.filter((candidate) => candidate.running)) {
      const started = Date.now();
      await instance.stop();
      await instance.start();
      const ready = Date.now() - started;
      const rotation = await inRotation(proof.cluster.apiUrl, instance.id);
      restarted.push({
        instance: instance.id,
        readyMs: ready,
        inRotationMs: rotation === undefined ? null : ready + rotation,
      });
    }
    await sleep(3000);
    await load.halt();
    const { report } = await running;
    await moneySettles(proof.books, settleWithinMs);
    await sleep(1000);
    const alerts = alertFigures((await load.audit()).alerts);
    const books = await proof.books.audit();
    return {
      name: 'rolling restart',
      figures: { ...latencyFigures(report), restarted, alerts },
      checks: [
        check(
          'no request failed while every instance was restarted in turn',
          report.failed === 0 && report.unavailable.length === 0 && report.skipped === 0,
          sample([...report.unexpected, ...report.unavailable]),
        ),
        check(
          'every restarted instance took traffic through nginx again',
          restarted.every((step) => step.inRotationMs !== null),
          JSON.stringify(restarted),
        ),
        ...bookChecks(books),
        ...alertChecks(alerts, { dropped: 'of each restarted instance' }),
      ],
    };
  });
}

/** Starts or stops instances until exactly `count` run (adding some if there are too few). */
async function runInstances(cluster, count) {
  while (cluster.instances.length < count) await cluster.addInstance();
  for (const [index, instance] of cluster.instances.entries()) {
    if (index < count && !instance.running) await instance.start();
    if (index >= count && instance.running) await instance.stop();
  }
}

/**
 * Requests a second and CPU per request with 1, 2, 3… instances: `connections` requests always
 * in flight (closed loop), the same mix without websockets or new posts.
 */
export async function scale(proof, { seconds, warmupSeconds, connections, counts = [1, 2, 3] }) {
  const rows = [];
  await withLoad(proof, async (load) => {
    for (const count of counts) {
      await runInstances(proof.cluster, count);
      const options = { connections, subscribe: false };
      await load.run({ ...options, seconds: warmupSeconds });
      const pids = proof.cluster.instances.filter((instance) => instance.running).map((instance) => instance.pid);
      const backends = await proof.books.backendPids();
      const apiBefore = totalCpuMilliseconds(pids);
      const databaseBefore = totalCpuMilliseconds(backends);
      const loadBefore = totalCpuMilliseconds([load.pid]);
      const { report } = await load.run({ ...options, seconds });
      const apiCpu = totalCpuMilliseconds(pids) - apiBefore;
      const databaseCpu = totalCpuMilliseconds(backends) - databaseBefore;
      const loadCpu = totalCpuMilliseconds([load.pid]) - loadBefore;
      rows.push({
        instances: count,
        ...latencyFigures(report),
        apiCpuMsPerRequest: round(apiCpu / Math.max(1, report.requests), 3),
        databaseCpuMsPerRequest: round(databaseCpu / Math.max(1, report.requests), 3),
        // The load generator shares the two cores: what it takes is not left for the cluster.
        loadGeneratorCpuMsPerRequest: round(loadCpu / Math.max(1, report.requests), 3),
      });
      proof.log(`scale: ${count} instance(s): ${JSON.stringify(rows.at(-1))}`);
    }
  });
  await runInstances(proof.cluster, Math.max(...counts));
  return {
    name: 'scale',
    figures: { connections, seconds, rows },
    checks: [
      check(
        'no request failed at any size',
        rows.every((row) => row.failed === 0 && row.unavailable === 0),
        JSON.stringify(rows.map((row) => [row.instances, row.failed])),
      ),
    ],
  };
}
