/**
 * A paid post's life over the real routes and database: its producer pauses (out of the feed, no
 * new tasks), resumes and cancels it, and the unspent budget lands in their withdrawable balance
 * once, with a statement line; a claim waiting for review keeps its share until it is decided;
 * operators pause (the producer cannot undo it), take down and are audited; posts past
 * POST_EXPIRY_DAYS expire with their budget back.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { links, notifications, operatorAudit, taskClaims } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink } from '../../../tests/fixtures';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let producer: SignedIn;
let support: SignedInOperator;

beforeAll(async () => {
  // The sandbox proves X likes at once; no platform proves Facebook comments, which wait for a person.
  t = await openTestApp();
  producer = await signUp(t.app, t.database, { verified: true });
  support = await operatorToken(t.app, 'support');
});
afterAll(async () => {
  await t.close();
});

const call = (user: { headers: Record<string, string> }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
const act = (linkId: number, action: string, user: SignedIn = producer) =>
  call(user, 'POST', `links/${linkId}/actions/`, { action });
const withdrawable = (user: SignedIn) =>
  t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId });
const escrow = (linkId: number) => t.app.services.ledger.balance({ kind: 'producer_escrow', linkId });
const linkRow = async (linkId: number) => (await t.database.db.select().from(links).where(eq(links.id, linkId)))[0];

/** A live X like task of 10 × KES 5 (KES 50 in escrow). */
const liveLikePost = () =>
  insertFundedLink(t.database.db, t.app.services.ledger, producer.userId, {
    platform: 'twitter',
    actionType: 'Likes',
    linkUrl: `https://x.com/engage/status/${Date.now()}${randomBytes(2).readUInt16BE()}`,
    postTitle: 'Album launch',
    targetsNeeded: 10,
    rewardCents: 500,
  });

async function consumer(): Promise<SignedIn> {
  const user = await signUp(t.app, t.database, { verified: true });
  await connectPlatform(t.database.db, user.userId, 'twitter');
  return user;
}

test('pause takes the post out of the feed and its tasks; resume brings it back; cancel returns the rest once', async () => {
  const link = await liveLikePost();
  const user = await consumer();
  const feedIds = async (viewer: SignedIn) =>
    (await call(viewer, 'GET', 'twitter/')).json().results.map((row: { link_id: number }) => row.link_id);
  expect(await feedIds(user)).toContain(link.id);
  expect((await call(user, 'POST', 'actions/twitter-like/', { link_id: link.id })).statusCode).toBe(200);
  const before = await withdrawable(producer);

  const paused = await act(link.id, 'pause');
  expect(paused.statusCode).toBe(200);
  expect(paused.json()).toMatchObject({
    message: 'Your post is paused. It is out of the feed until you resume it.',
    post: { link_id: link.id, status: 'paused', returned: 0 },
  });
  const other = await consumer();
  const refused = await call(other, 'POST', 'actions/twitter-like/', { link_id: link.id });
  expect(refused.statusCode).toBe(400);
  expect(await feedIds(other)).not.toContain(link.id);
  expect((await act(link.id, 'pause')).statusCode).toBe(409);

  const resumed = await act(link.id, 'resume');
  expect(resumed.json()).toMatchObject({ message: 'Your post is live again.', post: { status: 'active' } });
  expect(await feedIds(other)).toContain(link.id);
  expect((await call(other, 'POST', 'actions/twitter-like/', { link_id: link.id })).statusCode).toBe(200);

  // Two of ten done: KES 40 of the KES 50 was not spent.
  const cancelled = await act(link.id, 'cancel');
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json()).toMatchObject({
    message: 'Your post is cancelled. KES 40.00 went back to your engage balance.',
    post: { status: 'cancelled', returned: 40, expires_at: null },
  });
  expect((await withdrawable(producer)) - before).toBe(4000);
  expect(await escrow(link.id)).toBe(0);
  expect((await act(link.id, 'cancel')).json().message).toBe('This post has ended: it can no longer be changed.');
  expect((await act(link.id, 'resume')).statusCode).toBe(409);
  expect((await withdrawable(producer)) - before).toBe(4000);
  expect(await t.app.services.ledger.unbalancedTransfers()).toEqual([]);

  // Their statement says what came back, and My posts shows the post as cancelled.
  const statement = (await call(producer, 'GET', 'wallet/statement/')).json();
  expect(statement.results[0]).toMatchObject({
    kind: 'post_return',
    amount: 40,
    description: 'Unspent budget returned: Album launch',
  });
  const mine = (await call(producer, 'GET', 'links/my-posts/')).json();
  expect(mine.results.find((row: { link_id: number }) => row.link_id === link.id)).toMatchObject({
    status: 'cancelled',
    returned: 40,
  });
});

test('only the producer acts on their post, and only a paid one', async () => {
  const link = await liveLikePost();
  const stranger = await consumer();
  expect((await act(link.id, 'cancel', stranger)).statusCode).toBe(404);
  expect((await act(link.id, 'stop')).statusCode).toBe(400);
  const [draft] = await t.database.db
    .insert(links)
    .values({
      producerId: producer.userId,
      linkUrl: 'https://x.com/a/status/9',
      platform: 'twitter',
      actionType: 'Likes',
      targetsNeeded: 5,
      rewardCents: 500,
      status: 'pending_payment',
    })
    .returning();
  expect((await act(draft!.id, 'pause')).json().message).toBe('Only a live post can be paused.');
  expect((await act(draft!.id, 'cancel')).statusCode).toBe(409);
  expect((await linkRow(link.id))?.status).toBe('active');
});

test('a claim waiting for review keeps its share until it is decided; a refusal returns it', async () => {
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.userId, {
    platform: 'facebook',
    actionType: 'Comments',
    linkUrl: `https://www.facebook.com/engage/posts/${randomBytes(4).toString('hex')}`,
    postTitle: 'Our new song',
    targetsNeeded: 4,
    rewardCents: 500,
  });
  const claimants = [await consumer(), await consumer()];
  for (const user of claimants) {
    const claim = await call(user, 'POST', 'actions/facebook-comment/', { post_url: link.linkUrl, text: 'Lovely' });
    expect(claim.statusCode).toBe(202);
  }
  const before = await withdrawable(producer);
  // Two claims wait: KES 10 of the KES 20 stays for them.
  expect((await act(link.id, 'cancel')).json().post.returned).toBe(10);
  expect(await escrow(link.id)).toBe(1000);

  const claims = await t.database.db.select().from(taskClaims).where(eq(taskClaims.linkId, link.id));
  const [first, second] = claims;
  // Approved: paid from what was kept, though the post is cancelled.
  expect((await call(producer, 'POST', `reviews/${first!.id}/approve/`)).statusCode).toBe(200);
  expect(await t.app.services.ledger.balance({ kind: 'consumer_pending', userId: first!.userId })).toBe(500);
  // Refused: its share goes back to the producer.
  expect(
    (await call(producer, 'POST', `reviews/${second!.id}/refuse/`, { reason: 'No comment found' })).statusCode,
  ).toBe(200);
  expect(await escrow(link.id)).toBe(0);
  expect((await withdrawable(producer)) - before).toBe(1500);
  expect((await linkRow(link.id))?.returnedCents).toBe(1500);
  expect((await linkRow(link.id))?.status).toBe('cancelled');
});

test('an operator pause holds until an operator resumes; a take-down returns the rest; each is audited', async () => {
  const link = await liveLikePost();
  const operatorAct = (action: string, reason = 'Checking a report of misleading content') =>
    call(support, 'POST', `operator/posts/${link.id}/actions/`, { action, reason });

  const paused = await operatorAct('pause');
  expect(paused.statusCode).toBe(200);
  expect(paused.json().post).toMatchObject({ status: 'paused', paused_by: 'operator' });
  expect((await act(link.id, 'resume')).json().message).toBe(
    'engage’s team paused this post. Contact support to ask why.',
  );
  expect((await act(link.id, 'cancel')).statusCode).toBe(409);

  const before = await withdrawable(producer);
  const takenDown = await operatorAct('take_down', 'The video breaks the rules on hate speech');
  expect(takenDown.json()).toMatchObject({
    message: `Post ${link.id} taken down; KES 50.00 went back to producer ${producer.userId}.`,
    post: { status: 'taken_down', returned: 50, paused_by: null },
  });
  expect((await withdrawable(producer)) - before).toBe(5000);
  expect((await operatorAct('resume')).statusCode).toBe(409);

  const audit = await t.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.subjectType, 'link'), eq(operatorAudit.subjectId, String(link.id))));
  expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
    [
      'post_pause',
      { status: 'active', paused_by: null, returned: 0 },
      { status: 'paused', paused_by: 'operator', returned: 0 },
    ],
    [
      'post_take_down',
      { status: 'paused', paused_by: 'operator', returned: 0 },
      { status: 'taken_down', paused_by: null, returned: 50 },
    ],
  ]);
  const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, producer.userId));
  expect(told.map((row) => row.alertTitle)).toEqual(expect.arrayContaining(['Post paused', 'Post taken down']));

  // A consumer's token is not an operator's.
  expect(
    (await call(producer, 'POST', `operator/posts/${link.id}/actions/`, { action: 'pause', reason: 'x'.repeat(10) }))
      .statusCode,
  ).toBe(401);
  const finance = await operatorToken(t.app, 'finance');
  const other = await liveLikePost();
  expect(
    (
      await call(finance, 'POST', `operator/posts/${other.id}/actions/`, {
        action: 'pause',
        reason: 'Finance is not support',
      })
    ).statusCode,
  ).toBe(403);
});

test('posts past their time expire with the budget back, once, and the producer is told', async () => {
  const link = await liveLikePost();
  const paused = await liveLikePost();
  await act(paused.id, 'pause');
  const later = await liveLikePost();
  const now = new Date();
  await t.database.db
    .update(links)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(eq(links.id, link.id));
  await t.database.db
    .update(links)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(eq(links.id, paused.id));
  await t.database.db
    .update(links)
    .set({ expiresAt: new Date(now.getTime() + 3600_000) })
    .where(eq(links.id, later.id));
  const before = await withdrawable(producer);

  expect(await t.app.services.postLife.expireDue(now)).toBeGreaterThanOrEqual(2);
  expect(await t.app.services.postLife.expireDue(now)).toBe(0);
  expect((await linkRow(link.id))?.status).toBe('expired');
  expect((await linkRow(paused.id))?.status).toBe('expired');
  expect((await linkRow(later.id))?.status).toBe('active');
  expect((await withdrawable(producer)) - before).toBe(10_000);
  const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, producer.userId));
  expect(told.map((row) => row.alertTitle)).toContain('Post expired');
});

test('a paid post goes live with an expiry POST_EXPIRY_DAYS away', async () => {
  const wentLive = new Date('2026-11-01T10:00:00Z');
  expect(t.app.services.postLife.expiresAt(wentLive).toISOString()).toBe('2026-12-01T10:00:00.000Z');
});
