/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { RealtimeConnection, type SocketLike } from './realtime-connection';

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

function startServer(port = 0): Promise<WebSocketServer> {
  return new Promise((resolve) => {
    const server: WebSocketServer = new WebSocketServer({ port, host: '127.0.0.1' }, (): void => resolve(server));
  });
}

function stopServer(server: WebSocketServer): Promise<void> {
  for (const client of server.clients) client.terminate();
  return new Promise((resolve) => server.close(() => resolve()));
}

function waitFor(check: () => boolean, timeout = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeout) reject(new Error('timed out'));
      else setTimeout(poll, 20);
    };
    poll();
  });
}

it('delivers parsed messages from the server', async () => {
  const server = await startServer();
  const { port } = server.address() as AddressInfo;
  server.on('connection', (client) => client.send(JSON.stringify({ type: 'new_post', post: { link_id: 7 } })));
  const messages: unknown[] = [];
  const connection = new RealtimeConnection({
    url: () => `ws://127.0.0.1:${port}/ws/posts/?token=t`,
    onMessage: (message) => messages.push(message),
    onReconnect: () => undefined,
    createSocket,
  });
  connection.start();
  await waitFor(() => messages.length === 1);
  expect(messages[0]).toEqual({ type: 'new_post', post: { link_id: 7 } });
  connection.stop();
  await stopServer(server);
});

it('reconnects after the server goes away and asks its owner to catch up', async () => {
  let server = await startServer();
  const { port } = server.address() as AddressInfo;
  let reconnects = 0;
  const connection = new RealtimeConnection({
    url: () => `ws://127.0.0.1:${port}/ws/alerts/?token=t`,
    onMessage: () => undefined,
    onReconnect: () => (reconnects += 1),
    createSocket,
    baseDelayMs: 50,
    maxDelayMs: 200,
  });
  connection.start();
  await waitFor(() => server.clients.size === 1);
  await stopServer(server);
  await new Promise((resolve) => setTimeout(resolve, 300)); // a few failed attempts while down
  server = await startServer(port);
  await waitFor(() => reconnects === 1);
  expect(server.clients.size).toBe(1);
  connection.stop();
  await stopServer(server);
});

/** How many sockets a connection opens in `forMs` to a server that closes each at once with `code`. */
async function connectionsTo(code: number, reason: string, baseDelayMs: number, forMs: number): Promise<number> {
  const server = await startServer();
  const { port } = server.address() as AddressInfo;
  let connections = 0;
  server.on('connection', (client) => {
    connections += 1;
    client.close(code, reason);
  });
  const connection = new RealtimeConnection({
    url: () => `ws://127.0.0.1:${port}/ws/alerts/?token=t`,
    onMessage: () => undefined,
    onReconnect: () => undefined,
    createSocket,
    baseDelayMs,
  });
  connection.start();
  await new Promise((resolve) => setTimeout(resolve, forMs));
  connection.stop();
  await stopServer(server);
  return connections;
}

it('does not retry when the server refuses the token', async () => {
  expect(await connectionsTo(4401, 'invalid token', 20, 300)).toBe(1);
});

it('keeps the page alive when the socket cannot even be created, and retries', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let attempts = 0;
  const connection = new RealtimeConnection({
    url: () => '/not-a-websocket-url',
    onMessage: () => undefined,
    onReconnect: () => undefined,
    createSocket: () => {
      attempts += 1;
      throw new SyntaxError("The URL '/not-a-websocket-url' is invalid.");
    },
    baseDelayMs: 20,
    maxDelayMs: 40,
  });
  expect(() => connection.start()).not.toThrow();
  await waitFor(() => attempts >= 3);
  connection.stop();
  warn.mockRestore();
});

it('reconnects at once, without backoff, when the server restarts (1012) and asks its owner to catch up', async () => {
  const server = await startServer();
  const { port } = server.address() as AddressInfo;
  let reconnects = 0;
  const connection = new RealtimeConnection({
    url: () => `ws://127.0.0.1:${port}/ws/alerts/?token=t`,
    onMessage: () => undefined,
    onReconnect: () => (reconnects += 1),
    createSocket,
    // A backoff this long would fail the test: the reconnect must not wait for it.
    baseDelayMs: 10_000,
  });
  connection.start();
  await waitFor(() => server.clients.size === 1);
  const closedAt = Date.now();
  for (const client of server.clients) client.close(1012, 'server restarting');
  await waitFor(() => reconnects === 1, 2000);
  expect(Date.now() - closedAt).toBeLessThan(1000);
  expect(server.clients.size).toBe(1);
  connection.stop();
  await stopServer(server);
});

it('backs off when every instance keeps restarting (1012 again at once)', async () => {
  // The first socket and one immediate reconnect; the third waits for the backoff.
  expect(await connectionsTo(1012, 'server restarting', 10_000, 500)).toBe(2);
});
