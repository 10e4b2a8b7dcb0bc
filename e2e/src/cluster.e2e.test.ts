/**
 * The cluster under load and faults, shortened for CI (`pnpm bench:cluster` runs the same
 * scenarios in full): three API instances behind nginx on a private PostgreSQL, the load from a
 * process of its own through nginx (feed pages, task actions, alerts, wallet reads, producers'
 * payments, an alerts websocket per user). Each scenario returns the checks an operator would
 * make — "after the first second every request succeeded", "every alert reached its socket
 * exactly once", "the ledger sums to zero" — and every one must hold.
 *
 * Needs only the API build (`api/dist`, which `pnpm e2e` builds), nginx and PostgreSQL's server
 * binaries. Its ports are kept away from the journeys' servers (3000–3010, 4000, 4900).
 */
import { startCluster } from '../../scripts/cluster/cluster.mjs';
import {
  killInstance,
  openProof,
  restartPostgres,
  rollingRestart,
  soak,
  type Proof,
  type ScenarioResult,
} from '../../scripts/cluster/scenarios.mjs';

/** nginx on 5000, the instances and the private PostgreSQL above it (cluster.mjs). */
const PORT_OFFSET = 1000;
/** Requests a second in every scenario: steady load on two cores shared with the other e2e file. */
const RATE = 40;
/** A payment or payout whose answer was lost is asked about after this. */
const RECONCILE_AFTER_SECONDS = 3;
/** How long the money may take to be final after a fault (reconciliation ticks every 10 s). */
const SETTLE_WITHIN_MS = 40_000;

type Cluster = Awaited<ReturnType<typeof startCluster>>;

let cluster: Cluster | undefined;
let proof: Proof | undefined;

function started(): Proof {
  if (!proof) throw new Error('the cluster did not start');
  return proof;
}

/** Every check of the scenario held; a failure lists the ones that did not, with what was seen. */
function expectAllHeld(result: ScenarioResult): void {
  const broken = result.checks.filter((check) => !check.ok).map((check) => `${check.what}: ${check.detail}`);
  expect(broken).toEqual([]);
  expect(result.checks.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  cluster = await startCluster({
    instances: 3,
    portOffset: PORT_OFFSET,
    ownPostgres: true,
    statics: false,
    // The consumers do more tasks than a person's daily cap in a few minutes of load.
    env: { RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS), DAILY_CAP: '1000000' },
  });
  proof = await openProof(cluster, { consumers: 6, producers: 2, withdrawers: 3 });
}, 120_000);

afterAll(async () => {
  await proof?.close();
  await cluster?.stop();
}, 60_000);

describe('the cluster under load', () => {
  it('serves a 20 s soak without an error: every alert reaches its websocket exactly once, whichever instance published it, and the sign-in limit is shared', async () => {
    expectAllHeld(await soak(started(), { seconds: 20, rate: RATE }));
  }, 90_000);

  it('loses no request after the first second when an instance is killed, settles the money it left open, and its websockets catch up', async () => {
    expectAllHeld(await killInstance(started(), { rate: RATE, afterSeconds: 8, settleWithinMs: SETTLE_WITHIN_MS }));
  }, 120_000);

  it('answers 503 with Retry-After while PostgreSQL is down for 8 s, and is whole again within 5 s of its return', async () => {
    expectAllHeld(await restartPostgres(started(), { rate: RATE, downSeconds: 8, settleWithinMs: SETTLE_WITHIN_MS }));
  }, 120_000);

  it('fails no request while every instance is restarted in turn', async () => {
    expectAllHeld(await rollingRestart(started(), { rate: RATE, settleWithinMs: SETTLE_WITHIN_MS }));
  }, 120_000);
});
