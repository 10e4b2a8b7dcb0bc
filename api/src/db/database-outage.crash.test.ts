/**
 * PostgreSQL going away and coming back, under a running app: while the database cannot be
 * reached every request answers 503 with Retry-After, quickly (refused, or silent past the
 * connect timeout), never a 500 or a hang; once it is back the app serves again by itself, and
 * the websockets' fan-out (LISTEN/NOTIFY) works again without a restart, also after PostgreSQL
 * terminated every connection of the app (pg_terminate_backend: idle pool clients and the
 * listener get 57P01, which must not crash the process).
 *
 * The database "goes away" by cutting a TCP relay between the app and the real local
 * PostgreSQL, so the server shared by the other test files keeps running. PostgreSQL only
 * (jest.config.js runs `*.crash.test.ts` in the postgres project).
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { AppInstance } from '../http/app-instance';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-unavailable';
import type { RealtimeSocket } from '../modules/realtime/realtime.hub';
import { alertsChannel } from '../modules/alerts/alerts.service';
import { signUp, type SignedIn } from '../../tests/auth-helpers';
import { testDatabaseUrl } from '../../tests/test-database';
import { fromPostgres, type Database } from './database';
import { migrate } from './migrate';

/** The pool's connect timeout here: a silent database must fail a request within about this. */
const CONNECT_TIMEOUT_MS = 1_000;

/** A TCP relay to PostgreSQL that the test can cut (refused), stall (silent) and restore. */
class DatabaseLink {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** The local ports of the relay's connections to PostgreSQL: `client_port` in pg_stat_activity. */
  readonly backendPorts = new Set<number>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(mode: 'relay' | 'stall' = 'relay'): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (mode === 'stall') return; // accepted, never answered
      const upstream = connect(this.target);
      this.track(upstream);
      upstream.once('connect', () => {
        if (upstream.localPort) this.backendPorts.add(upstream.localPort);
      });
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones, as a stopped server does. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.backendPorts.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }
}

const databaseUrl = new URL(testDatabaseUrl());
const link = new DatabaseLink({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
const namespace = `t_outage_${process.pid}_${Date.now()}`;
let admin: pg.Client;
let database: Database;
let app: AppInstance;
let user: SignedIn;
/** What the test's fake alerts socket of `user` received. */
const received: string[] = [];
/** The close codes the hub sent that socket (it reconnects at once, as a browser does). */
const closes: number[] = [];
const lostConnections: string[] = [];

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ready = async () => (await app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode === 200;

/** NOTIFY, straight to PostgreSQL, as another API instance would after committing an alert. */
async function alertFromAnotherInstance(text: string): Promise<void> {
  const payload = JSON.stringify({ userId: user.userId, notification: { id: 1, message: text } });
  await admin.query('SELECT pg_notify($1, $2)', [alertsChannel(`${namespace}_`), payload]);
}

/** Sends alerts until the user's socket gets one: the listener may still be reconnecting. */
async function fanOutWorks(text: string): Promise<void> {
  await eventually(async () => {
    await alertFromAnotherInstance(text);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return received.some((message) => message.includes(text));
  });
}

/** The answers a user and a load balancer get while the database is away. */
async function everyRequestIsUnavailable(): Promise<void> {
  const requests = [
    { method: 'GET' as const, url: '/api/health/' },
    { method: 'GET' as const, url: '/api/health/ready/' },
    { method: 'POST' as const, url: '/api/users/login/', payload: { email: user.email, password: user.password } },
    { method: 'GET' as const, url: '/api/users/profile-details/', headers: user.headers },
  ];
  for (const request of requests) {
    const { value: response, ms } = await timed(() => app.inject(request));
    expect({ url: request.url, status: response.statusCode, retryAfter: response.headers['retry-after'] }).toEqual({
      url: request.url,
      status: 503,
      retryAfter: '5',
    });
    expect(response.json()).toMatchObject({ detail: DATABASE_UNAVAILABLE_MESSAGE });
    // Refused at once, or the pool's connect timeout (plus readiness's own bound): never a hang.
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2_500);
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${namespace}`);
  await link.open();
  const throughLink = new URL(testDatabaseUrl());
  throughLink.hostname = '127.0.0.1';
  throughLink.port = String(link.port);
  database = fromPostgres({
    connectionString: throughLink.toString(),
    searchPath: namespace,
    max: 5,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    log: (message) => lostConnections.push(message),
  });
  await migrate(database);
  app = await buildApp({ config: testConfig(), database, services: { channelPrefix: `${namespace}_` } });
  await app.ready();
  user = await signUp(app, database, { verified: true });
  const socket: RealtimeSocket = {
    readyState: 1,
    send: (data) => void received.push(data),
    close: (code) => {
      closes.push(code ?? 0);
      setImmediate(() => app.realtime.addAlertsSocket(user.userId, socket));
    },
  };
  app.realtime.addAlertsSocket(user.userId, socket);
});

afterAll(async () => {
  await link.open().catch(() => undefined);
  await app?.close();
  await database?.close();
  await link.cut();
  await admin.query(`DROP SCHEMA IF EXISTS ${namespace} CASCADE`);
  await admin.end();
});

test('the app serves and fans out before anything goes wrong', async () => {
  expect(await ready()).toBe(true);
  expect(
    (await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers })).statusCode,
  ).toBe(200);
  await fanOutWorks('before the outage');
});

test('PostgreSQL refusing connections: 503 with Retry-After at once; then back by itself, fan-out included', async () => {
  await link.cut();
  await everyRequestIsUnavailable();
  expect(lostConnections.some((message) => message.includes('LISTEN connection was lost'))).toBe(true);

  await link.open();
  await eventually(ready);
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: user.email, password: user.password },
  });
  expect(login.statusCode).toBe(200);
  await fanOutWorks('after the restart');
  // What was announced while the listener was away never arrived: the sockets were closed with
  // 1012 (Service Restart), so browsers reconnect at once and catch up with latest=true&last_seen.
  expect(closes).toContain(1012);
});

test('PostgreSQL accepting connections but silent: 503 after the connect timeout, not a hang', async () => {
  await link.cut();
  await link.open('stall');
  await everyRequestIsUnavailable();
  await link.cut();
  await link.open();
  await eventually(ready);
  await fanOutWorks('after the silence');
});

test('PostgreSQL terminating every connection of the app: the process stays up, serves and fans out again', async () => {
  const { rows } = await admin.query<{ terminated: boolean }>(
    'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE client_port = ANY($1::int[])',
    [[...link.backendPorts]],
  );
  // The pool's idle connections and the listener's.
  expect(rows.filter((row) => row.terminated).length).toBeGreaterThanOrEqual(2);
  await eventually(ready);
  expect(
    (await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers })).statusCode,
  ).toBe(200);
  await fanOutWorks('after the terminations');
});

test('a job holding its lock when the database goes away: the process stays up, the job ends, the app serves again', async () => {
  // A job's advisory lock is held on a connection taken from the pool that sits idle while the job
  // runs: the connection's loss arrives as an 'error' on it with no query to receive it.
  const job = database.ifUnlocked(734_199_001, () => new Promise((resolve) => setTimeout(resolve, 500)));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await link.cut();
  // It may fail (its unlock cannot reach the database); it must end, and the process stay up.
  await job.catch(() => undefined);
  await link.open();
  await eventually(ready);
  expect(
    (await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: user.headers })).statusCode,
  ).toBe(200);
});
