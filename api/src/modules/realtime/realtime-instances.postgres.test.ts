/**
 * Fan-out between two API instances in one process, each with its own pool and LISTEN
 * connection on one PostgreSQL, as two instances behind a load balancer would have.
 * PostgreSQL only: a second PGlite connection cannot share the first one's database.
 */
import WebSocket from 'ws';
import { buildApp } from '../../app';
import type { AppInstance } from '../../http/app-instance';
import { testConfig } from '../../config';
import { fromPostgres } from '../../db/database';
import { signUp } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { testDatabaseUrl } from '../../../tests/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The first message of `type` the socket receives, or a failure after 5 s. */
function nextMessage(socket: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5000);
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (message.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

test('a notification committed through one API instance reaches a socket on another', async () => {
  const user = await signUp(t.app, t.database);
  const second = fromPostgres({ connectionString: testDatabaseUrl(), searchPath: t.database.namespace });
  let other: AppInstance | undefined;
  try {
    other = await buildApp({
      config: testConfig(),
      database: second,
      services: { channelPrefix: `${t.database.namespace}_` },
    });
    const otherBase = (await other.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const socket = new WebSocket(`${otherBase}/ws/alerts/?token=${user.access}`);
    await nextMessage(socket, 'connected');
    const arrived = nextMessage(socket, 'new_notification');
    await t.app.services.notifications.create(user.userId, { title: 'Across', text: 'processes' });
    expect((await arrived).payload).toMatchObject({ alert_title: 'Across' });
    socket.close();
  } finally {
    await other?.close();
    await second.close();
  }
});
