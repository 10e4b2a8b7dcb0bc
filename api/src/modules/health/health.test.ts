/**
 * Liveness and readiness as a load balancer and an operator see them: readiness says no while
 * the database does not answer or the process drains, liveness only while the process runs.
 */
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AppInstance } from '../../http/app-instance';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../http/database-unavailable';
import { openTestDatabase, type TestDatabase } from '../../../tests/test-database';
import WebSocket from 'ws';
import { DRAINING_MESSAGE, registerDrainHooks, startDraining } from './readiness';

let database: TestDatabase;
let app: AppInstance;
/** Flipped by a test: every query then fails as when PostgreSQL refuses connections. */
let databaseDown = false;

beforeAll(async () => {
  database = await openTestDatabase();
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  const flaky: Database = {
    ...database,
    query: <Row>(sqlText: string, params?: unknown[]) =>
      databaseDown ? refused() : database.query<Row>(sqlText, params),
  };
  app = await buildApp({ config: testConfig({ instanceId: 'api-7' }), database: flaky });
  registerDrainHooks(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
});

/** How a websocket handshake to this app ends: opened, or refused with an HTTP status. */
function websocketHandshake(): Promise<'opened' | number> {
  const { port } = app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/alerts/?token=nobody`);
    socket.once('open', () => {
      socket.terminate();
      resolve('opened');
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

afterEach(() => {
  databaseDown = false;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

test('health names the instance that answered', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health/' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: database.kind, instance: 'api-7' });
});

test('ready while the database answers; live and ready name the instance', async () => {
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', instance: 'api-7' });
  const live = await app.inject({ method: 'GET', url: '/api/health/live/' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'live', instance: 'api-7' });
});

test('not ready, with a wait to respect, while the database is unreachable; still live', async () => {
  databaseDown = true;
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toBe('5');
  expect(ready.json()).toMatchObject({ detail: DATABASE_UNAVAILABLE_MESSAGE });
  const health = await app.inject({ method: 'GET', url: '/api/health/' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('5');
  expect((await app.inject({ method: 'GET', url: '/api/health/live/' })).statusCode).toBe(200);

  databaseDown = false;
  expect((await app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode).toBe(200);
});

test('not ready from the moment the process starts draining; still live', async () => {
  expect(await websocketHandshake()).toBe('opened');
  expect((await app.inject({ method: 'GET', url: '/api/health/live/' })).headers.connection).not.toBe('close');

  startDraining(app.server);
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ detail: DRAINING_MESSAGE });
  const live = await app.inject({ method: 'GET', url: '/api/health/live/' });
  expect(live.statusCode).toBe(200);
  // Its connection is closed after the answer, not kept for another request.
  expect(live.headers.connection).toBe('close');
  // A new websocket is refused, so nginx opens it on another instance.
  expect(await websocketHandshake()).toBe(503);
});
