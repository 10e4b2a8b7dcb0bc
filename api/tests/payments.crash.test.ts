/**
 * No payment or payout is lost when the API process dies mid-request. A real API server (its
 * own process, on a PostgreSQL database of its own) takes a burst of M-PESA payments,
 * withdrawals and task actions; it is killed with SIGKILL while the providers' answers are
 * still due, and started again. Within two minutes every payment and payout must be final, the
 * ledger balanced per transfer, no payout sent twice, and every paid post live.
 *
 * It runs twice: against the built-in sandbox (development), whose lost answers are recomputed
 * when reconciliation asks, and against the real Daraja adapter talking to the local Daraja
 * fake over HTTP, which counts every payout request it receives.
 *
 * PostgreSQL only (jest.config.js): two processes share the database one after the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { fromPostgres, type Database } from '../src/db/database';
import { links, payments, users, withdrawals } from '../src/db/schema';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import { coolOff } from './auth-helpers';
import { connectPlatform } from './fixtures';
import { uniqueMpesaMethod, postBody } from './payment-helpers';
import { testDatabaseUrl } from './test-database';
import { freePort } from './free-port';

jest.setTimeout(300_000);

const PRODUCERS = 20;
const WITHDRAWERS = 8;
const LIKERS = 6;
/** How long reconciliation may take to settle everything after the restart. */
const SETTLE_WITHIN_MS = 120_000;

const apiRoot = path.resolve(__dirname, '..');

interface Api {
  child: ChildProcess;
  base: string;
  log: () => string;
}

async function startApi(port: number, env: Record<string, string>): Promise<Api> {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      RECONCILE_AFTER_SECONDS: '3',
      LOGIN_LIMIT_PER_IP: '10000',
      REGISTER_LIMIT_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${log}`);
    const healthy = await fetch(`${base}health/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, base, log: () => log };
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(api: Api, signal: NodeJS.Signals): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill(signal);
  await exited;
}

async function call<T>(base: string, route: string, token: string | null, body?: object): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface User {
  id: number;
  token: string;
}

async function verifiedUser(api: Api, database: Database, name: string): Promise<User> {
  const email = `${name}-${randomBytes(4).toString('hex')}@engage.test`;
  const password = 'correct-horse-1';
  await call(api.base, 'users/register/', null, { email, password });
  // Fixture shortcut: the code-by-email flow has its own tests.
  const [row] = await database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`no user ${email}`);
  const { access } = await call<{ access: string }>(api.base, 'users/login/', null, { email, password });
  // Presence proved, as the browser does before a payout number change.
  await call(api.base, 'users/step-up/', access, { password });
  return { id: row.id, token: access };
}

async function eventually(check: () => Promise<boolean>, withinMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what} not reached in ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Date.now() - started;
}

describe.each(['sandbox', 'daraja fake'] as const)('a crash in a burst of money, with M-PESA as the %s', (mode) => {
  const databaseName = `engage_crash_${randomBytes(4).toString('hex')}`;
  const adminUrl = testDatabaseUrl();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  let database: Database;
  let fakes: RunningFakes | undefined;
  let api: Api;
  let port: number;
  let providerEnv: Record<string, string> = {};

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    database = fromPostgres({ connectionString: databaseUrl.toString(), max: 4 });
    port = await freePort();
    if (mode === 'daraja fake') {
      fakes = await startFakes({ port: 0, apiBase: `http://127.0.0.1:${port}`, callbackDelayMs: 1500 });
      providerEnv = { ...fakes.apiEnvironment, MPESA_PROVIDER: 'daraja', CHECKOUT_PROVIDER: 'sandbox' };
    }
    api = await startApi(port, { DATABASE_URL: databaseUrl.toString(), ...providerEnv });
  });

  afterAll(async () => {
    if (api) await stop(api, 'SIGTERM');
    await fakes?.close();
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  /** Payments and payouts still waiting for the provider. */
  async function openCount(): Promise<number> {
    const openPayments = await database.db
      .select({ id: payments.id })
      .from(payments)
      .where(inArray(payments.status, ['pending', 'approved']));
    const openPayouts = await database.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'pending'));
    return openPayments.length + openPayouts.length;
  }

  it('every payment and payout is final within two minutes, the books balance, nothing is paid out twice, every paid post is live', async () => {
    const ledger = new LedgerService(database.db);
    // Setting up: producers with saved posts, people with money to withdraw, and people who
    // like two posts already live.
    const producers: { user: User; linkId: number }[] = [];
    for (let i = 0; i < PRODUCERS; i += 1) {
      const user = await verifiedUser(api, database, `producer${i}`);
      const saved = await call<{ link_id: number }>(api.base, 'links/save/', user.token, postBody());
      producers.push({ user, linkId: saved.link_id });
    }
    const withdrawers: (User & { methodId: number })[] = [];
    for (let i = 0; i < WITHDRAWERS; i += 1) {
      const user = await verifiedUser(api, database, `earner${i}`);
      await ledger.transfer({
        idempotencyKey: `crash-credit:${user.id}`,
        kind: 'test_credit',
        legs: [
          { account: { kind: 'external_mpesa' }, amountCents: -200_000 },
          { account: { kind: 'consumer_available', userId: user.id }, amountCents: 200_000 },
        ],
      });
      const method = await call<{ id: number }>(api.base, 'wallet/withdrawal-methods/', user.token, {
        ...uniqueMpesaMethod(),
        mpesa_phone: `2547100000${10 + i}`,
      });
      await coolOff(database, method.id);
      withdrawers.push({ ...user, methodId: method.id });
    }
    const liked: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const user = await verifiedUser(api, database, `liked${i}`);
      const saved = await call<{ link_id: number }>(
        api.base,
        'links/save/',
        user.token,
        postBody({ action_type: 'Likes' }),
      );
      // One phone per prompt: M-PESA refuses a second prompt to a phone that has one open.
      await call(api.base, 'wallet/checkout/mpesa/', user.token, { phone: `25471300000${i}`, link_id: saved.link_id });
      liked.push(saved.link_id);
    }
    await eventually(
      async () =>
        (await database.db.select().from(links).where(inArray(links.id, liked))).every(
          (row) => row.status === 'active',
        ),
      60_000,
      'the liked posts going live',
    );
    const likers: User[] = [];
    for (let i = 0; i < LIKERS; i += 1) {
      const user = await verifiedUser(api, database, `liker${i}`);
      await connectPlatform(database.db, user.id, 'youtube');
      likers.push(user);
    }

    // The burst, and the kill as soon as it has reached the server (a first payout asked for), while
    // answers are still due: a fixed delay was too short for a loaded machine.
    const burst = [
      ...producers.map(({ user, linkId }, i) =>
        call(api.base, 'wallet/checkout/mpesa/', user.token, { phone: `2547120000${10 + i}`, link_id: linkId }),
      ),
      ...withdrawers.map((user) =>
        call(api.base, 'wallet/withdraw/', user.token, {
          amount: 1500,
          original_currency: 'KES',
          original_amount: 1500,
          method: user.methodId,
          is_automatic: false,
        }),
      ),
      ...likers.flatMap((user) =>
        liked.map((linkId) => call(api.base, 'actions/youtube-like/', user.token, { link_id: linkId })),
      ),
    ].map((request) => request.catch((error: unknown) => error));
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      if ((await database.db.select({ id: withdrawals.id }).from(withdrawals).limit(1)).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stop(api, 'SIGKILL');
    await Promise.all(burst);

    // The kill must have left answers due, or this would prove nothing.
    const openAtCrash = await openCount();
    expect(openAtCrash).toBeGreaterThan(0);
    // The burst reached the server: payouts were asked for, not refused at the door.
    expect((await database.db.select().from(withdrawals)).length).toBeGreaterThan(0);

    api = await startApi(port, { DATABASE_URL: databaseUrl.toString(), ...providerEnv });
    const restarted = Date.now();
    const settledIn = await eventually(
      async () => (await openCount()) === 0,
      SETTLE_WITHIN_MS,
      'every payment and payout final',
    );
    console.log(
      `[crash, ${mode}] ${openAtCrash} payments and payouts open at the kill, all final ${settledIn} ms after the restart (${Date.now() - restarted} ms)`,
    );

    expect(await ledger.unbalancedTransfers()).toEqual([]);
    expect(await ledger.booksTotal()).toBe(0);
    expect(await ledger.lowestGuardedBalance()).toBeGreaterThanOrEqual(0);
    // Every completed payment's post is live, funded once.
    const paid = await database.db.select().from(payments).where(eq(payments.status, 'completed'));
    expect(paid.length).toBeGreaterThan(0);
    const paidLinks = await database.db
      .select()
      .from(links)
      .where(
        inArray(
          links.id,
          paid.map((payment) => payment.linkId),
        ),
      );
    expect(paidLinks.every((link) => link.status === 'active')).toBe(true);
    expect(new Set(paid.map((payment) => payment.linkId)).size).toBe(paid.length);
    // Every payout ended once: paid out or back in the balance, never both.
    const payouts = await database.db.select().from(withdrawals);
    for (const payout of payouts) {
      const balance = await ledger.balance({ kind: 'withdrawal_hold', userId: payout.userId });
      expect(balance).toBe(0);
    }
    if (fakes) {
      const sent = await fakes.daraja.payoutRequests();
      expect(sent.length).toBe(new Set(sent).size);
      for (const payout of payouts.filter((row) => row.status === 'completed'))
        expect(sent).toContain(payout.originatorConversationId);
    }
  });
});
