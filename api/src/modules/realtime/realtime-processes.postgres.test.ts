/**
 * Fan-out between two API *processes* on one PostgreSQL: two `server.ts` processes,
 * as two instances behind a load balancer would run; a browser's alerts socket is open on one,
 * the notification is caused through the other, and it arrives through LISTEN/NOTIFY.
 * PostgreSQL only: PGlite is an in-process database that a second process cannot share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { apiRoot } from '../../config';
import { testDatabaseUrl } from '../../../tests/test-database';

interface ServerProcess {
  base: string;
  child: ChildProcess;
  log: () => string;
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/`;
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${log}`);
    try {
      if ((await fetch(`${base}health/`)).ok) return { base, child, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start:\n${log}`);
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

test('a notification caused through one API process reaches an alerts socket held by another', async () => {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  const name = `engage_fanout_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(testDatabaseUrl());
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'engage-fanout-'));
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: join(dataDir, 'pglite'),
    JWT_SECRET: 'two-api-processes-share-this-signing-secret',
    NODE_ENV: 'development',
  };
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  let socket: WebSocket | undefined;
  try {
    first = await startServer(4611, env); // migrates and seeds
    second = await startServer(4612, env);

    const email = `fanout.${Date.now()}@example.test`;
    await post(first.base, 'users/register/', { email, password: 'fanout-pass-1', user_type: 'consumer' });
    const { access } = await post<{ access: string }>(first.base, 'users/login/', {
      email,
      password: 'fanout-pass-1',
    });

    // The socket lives on the second process.
    socket = new WebSocket(`ws://127.0.0.1:4612/ws/alerts/?token=${access}`);
    const messages: { type?: string; payload?: { alert_title?: string } }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket?.once('open', resolve);
      socket?.once('error', reject);
    });

    // Verifying the email through the first process creates a notification there.
    await post(first.base, 'users/request-otp/', {}, access);
    const outbox = (await (await fetch(`${first.base}dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
      results: { body: string }[];
    };
    const code = /verification code is (\S+?)\./.exec(outbox.results[0]?.body ?? '')?.[1];
    await post(first.base, 'users/verify-email/', { otp_code: code }, access);

    const deadline = Date.now() + 10_000;
    while (!messages.some((message) => message.type === 'new_notification') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messages.find((message) => message.type === 'new_notification')?.payload).toBeDefined();
  } finally {
    socket?.close();
    await stopServer(second);
    await stopServer(first);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
