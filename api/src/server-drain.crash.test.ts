/**
 * SIGTERM drains an API process as a load balancer needs (server.ts): a request already under
 * way completes, new connections are refused, the websockets close with 1012 (Service Restart,
 * so browsers reconnect at once to another instance), and the process exits 0.
 *
 * A real `server.ts` process on a PostgreSQL database of its own (jest.config.js runs
 * `*.crash.test.ts` in the postgres project only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { apiRoot } from './config';
import { testDatabaseUrl } from '../tests/test-database';
import { freePort } from '../tests/free-port';

jest.setTimeout(120_000);

const PASSWORD = 'correct-horse-1';

/** Whether a new TCP connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

let server: ChildProcess;
let output = '';
let dataDir: string;
const admin = new pg.Client({ connectionString: testDatabaseUrl() });
const databaseName = `engage_drain_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

test('SIGTERM: the request under way completes, new connections are refused, websockets close with 1012, exit 0', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/`;
  const databaseUrl = new URL(testDatabaseUrl());
  databaseUrl.pathname = `/${databaseName}`;
  dataDir = mkdtempSync(join(tmpdir(), 'engage-drain-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      NODE_OPTIONS: '',
      SEED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTANCE_ID: 'drain-test',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: join(dataDir, 'pglite'),
      JWT_SECRET: 'a-secret-for-the-drain-test-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
    const ready = await fetch(`${base}health/ready/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server was not ready in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const email = `drain-${Date.now()}@engage.test`;
  await post(base, 'users/register/', { email, password: PASSWORD });
  const { access } = await post<{ access: string }>(base, 'users/login/', { email, password: PASSWORD });

  // A browser's alerts socket.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/alerts/?token=${access}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  // A sign-in whose body is still arriving when the signal comes: it is under way.
  const body = JSON.stringify({ email, password: PASSWORD });
  const slow = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/users/login/',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const slowAnswer = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    slow.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ response, text }));
    });
    slow.once('error', reject);
  });
  const signInsSeen = () => output.split('"url":"/api/users/login/"').length;
  const before = signInsSeen();
  slow.write(body.slice(0, 10));
  // Under way once the server has logged it (its headers are in; its body is not).
  const seenBy = Date.now() + 10_000;
  while (signInsSeen() === before) {
    if (Date.now() > seenBy) throw new Error(`the server never saw the slow sign-in:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  server.kill('SIGTERM');

  expect(await socketClosed).toBe(1012);
  const refusedBy = Date.now() + 5_000;
  while (!(await refused(port))) {
    if (Date.now() > refusedBy) throw new Error(`new connections were still accepted while draining:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Still draining: the process waits for the sign-in under way.
  expect(server.exitCode).toBeNull();

  slow.end(body.slice(10));
  const { response, text } = await slowAnswer;
  expect(response.statusCode).toBe(200);
  expect(JSON.parse(text)).toMatchObject({ access: expect.any(String) });
  // Its connection is not kept idle: nothing holds the drain up.
  expect(response.headers.connection).toBe('close');

  expect(await exited).toBe(0);
  expect(output).toContain('draining: finishing the requests under way');
});
