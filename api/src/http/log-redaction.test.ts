import { PassThrough } from 'node:stream';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { signUp } from '../../tests/auth-helpers';
import { openTestDatabase } from '../../tests/test-database';
import { redactUrl } from './log-redaction';

it('redacts tokens and keys in URLs, keeping the rest', () => {
  expect(redactUrl('/ws/posts/?token=eyJhbGciOi.abc.def')).toBe('/ws/posts/?token=[redacted]');
  expect(redactUrl('/api/wallet/mpesa/stk-callback/?key=s3cret&x=1')).toBe(
    '/api/wallet/mpesa/stk-callback/?key=[redacted]&x=1',
  );
  expect(redactUrl('/api/all/?page=2')).toBe('/api/all/?page=2');
});

it('redacts them whatever their case or encoding, every copy, and any *_token or *_key', () => {
  expect(redactUrl('/ws/posts/?Token=abc&latest=true')).toBe('/ws/posts/?Token=[redacted]&latest=true');
  expect(redactUrl('/ws/posts/?%74oken=abc')).toBe('/ws/posts/?token=[redacted]');
  expect(redactUrl('/x/?token=a&token=b')).toBe('/x/?token=[redacted]&token=[redacted]');
  expect(redactUrl('/x/?refresh_token=a&api_key=b&monkey=c')).toBe(
    '/x/?refresh_token=[redacted]&api_key=[redacted]&monkey=c',
  );
});

/** An app whose log is kept in memory: `log()` is everything it wrote so far. */
async function loggingApp() {
  const stream = new PassThrough();
  let written = '';
  stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: { stream },
    services: { channelPrefix: `${database.namespace}_` },
  });
  return {
    app,
    database,
    log: () => written,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

it('a URL that any log line names (an error, a 5xx) is redacted too', async () => {
  const { app, log, close } = await loggingApp();
  try {
    app.log.error({ url: '/api/wallet/mpesa/stk-callback/?key=callback-secret-1' }, 'request failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log()).toContain('/api/wallet/mpesa/stk-callback/?key=[redacted]');
    expect(log()).not.toContain('callback-secret-1');
  } finally {
    await close();
  }
});

it('an access token in the websocket URL never reaches the server log', async () => {
  const { app, database, log, close } = await loggingApp();
  try {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const user = await signUp(app, database);
    const socket = new WebSocket(`${base}/ws/alerts/?token=${user.access}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log()).toContain('/ws/alerts/?token=[redacted]');
    expect(log()).not.toContain(user.access);
  } finally {
    await close();
  }
  // Its own database, app, sign-up (two argon2 hashes) and socket: slow on a loaded machine.
}, 90_000);
