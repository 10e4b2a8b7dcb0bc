/**
 * The console's posts list over the real route and database: searched by title words, link,
 * producer email or id, filtered by status, newest first, paged by cursor, exported to CSV; read
 * by support and finance, and no consumer token reaches it.
 */
import { randomBytes } from 'node:crypto';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { insertLink } from '../../../tests/fixtures';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let producer: SignedIn;
let support: SignedInOperator;
let finance: SignedInOperator;
const word = `zebra${randomBytes(3).toString('hex')}`;
beforeAll(async () => {
  t = await openTestApp();
  producer = await signUp(t.app, t.database, { verified: true });
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
});
afterAll(async () => {
  await t.close();
});

const list = (who: SignedInOperator, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/operator/posts/?${query}`, headers: who.headers });

test('posts are searched, filtered, paged newest first and exported; consumers are refused', async () => {
  const older = await insertLink(t.database.db, producer.userId, {
    postTitle: `The ${word} song`,
    linkUrl: `https://www.youtube.com/watch?v=${randomBytes(5).toString('hex')}`,
  });
  const newer = await insertLink(t.database.db, producer.userId, {
    postTitle: `Another ${word} 50%`,
    status: 'completed',
  });
  const other = await insertLink(t.database.db, (await signUp(t.app, t.database)).userId, { postTitle: 'Unrelated' });

  const byWord = (await list(support, `q=${word}`)).json();
  expect(byWord.items.map((post: { id: number }) => post.id)).toEqual([newer.id, older.id]);
  expect(byWord.items[1]).toMatchObject({
    producer_id: producer.userId,
    producer_email: producer.email,
    status: 'active',
  });

  const pageOne = (await list(finance, `q=${word}&sort=oldest&limit=1`)).json();
  expect(pageOne.items.map((post: { id: number }) => post.id)).toEqual([older.id]);
  const pageTwo = (
    await list(finance, `q=${word}&sort=oldest&limit=1&cursor=${encodeURIComponent(pageOne.next_cursor)}`)
  ).json();
  expect(pageTwo.items.map((post: { id: number }) => post.id)).toEqual([newer.id]);
  expect(pageTwo.next_cursor).toBeNull();

  expect((await list(support, `q=${word}&status=completed`)).json().items.map((p: { id: number }) => p.id)).toEqual([
    newer.id,
  ]);
  expect((await list(support, `q=${producer.email}`)).json().items.map((p: { id: number }) => p.id)).toEqual([
    newer.id,
    older.id,
  ]);
  expect((await list(support, `q=${other.id}`)).json().items.map((p: { id: number }) => p.id)).toContain(other.id);
  expect((await list(support, `q=${encodeURIComponent(older.linkUrl)}`)).json().items[0]?.id).toBe(older.id);
  // A `%` is searched for as itself, not as "anything".
  expect((await list(support, `q=${encodeURIComponent('50%')}`)).json().items.map((p: { id: number }) => p.id)).toEqual(
    [newer.id],
  );
  expect((await list(support, 'status=stopped')).statusCode).toBe(400);

  const csv = await list(support, `q=${word}&format=csv`);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.body.split('\r\n')[0]).toBe(
    'post,created_at,producer,title,link,platform,action,status,targets_needed,targets_reached,reward_kes,returned_kes',
  );
  expect(csv.body).toContain(`The ${word} song`);

  const consumer = await t.app.inject({ method: 'GET', url: '/api/operator/posts/', headers: producer.headers });
  expect(consumer.statusCode).toBe(401);
});
