import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { insertLink, insertUser } from '../../../tests/fixtures';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { postsChannel } from './realtime.hub';

let t: TestApp;
let user: SignedIn;
let base: string;

beforeAll(async () => {
  t = await openTestApp();
  user = await signUp(t.app, t.database);
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await t.close();
});

interface Client {
  socket: WebSocket;
  next(type: string): Promise<Record<string, unknown>>;
  closed: Promise<number>;
}

function connect(url: string): Client {
  const socket = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const waiters: { type: string; resolve: (m: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiters.find((w) => w.type === message.type);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    } else messages.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    closed,
    next(type) {
      const queued = messages.find((m) => m.type === type);
      if (queued) {
        messages.splice(messages.indexOf(queued), 1);
        return Promise.resolve(queued);
      }
      return new Promise((resolve, reject) => {
        waiters.push({ type, resolve });
        setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5000);
      });
    },
  };
}

test('a bad token closes the socket with 4401', async () => {
  const client = connect(`${base}/ws/alerts/?token=forged`);
  expect(await client.closed).toBe(4401);
  const none = connect(`${base}/ws/posts/`);
  expect(await none.closed).toBe(4401);
});

test('alerts: a committed notification arrives as new_notification with its payload', async () => {
  const client = connect(`${base}/ws/alerts/?token=${user.access}`);
  await client.next('connected');
  await t.app.services.notifications.create(user.userId, { title: 'Hello', text: 'Realtime' });
  const event = await client.next('new_notification');
  expect(event.payload).toMatchObject({ alert_title: 'Hello', alert_text: 'Realtime', is_seen: false });
  client.socket.close();
});

test('posts: a newly live post arrives as new_post with the link view', async () => {
  const client = connect(`${base}/ws/posts/?token=${user.access}`);
  await client.next('connected');
  const producer = await insertUser(t.database.db, { userType: 'producer' });
  const link = await insertLink(t.database.db, producer.id, { postDescrption: 'fresh post' });
  await t.database.db.execute(
    sql`SELECT pg_notify(${postsChannel(`${t.database.namespace}_`)}, ${JSON.stringify({ type: 'new_post', link_id: link.id })})`,
  );
  const event = await client.next('new_post');
  expect(event.post).toMatchObject({ link_id: link.id, post_descrption: 'fresh post', is_actioned: false });
  client.socket.close();
});
