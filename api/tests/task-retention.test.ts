/**
 * Retention, on a production-mode server with TASK_VERIFIER=platform against the YouTube fake,
 * over real HTTP: when a like's pending hold ends it is asked about again. Still liked: the money
 * becomes available. Unliked: the credit is voided — the money goes back to the post's escrow,
 * the slot opens again, and the consumer is told why. YouTube down: the credit stays pending,
 * neither released nor voided, until YouTube answers.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { ledgerTransfers, links, notifications, taskActions } from '../src/db/schema';
import { startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import type { LinkedAccess, LinkedTokens } from '../src/modules/tasks/linked-tokens';
import { signUp } from './auth-helpers';
import { connectPlatform, insertFundedLink, insertUser } from './fixtures';
import { productionConfig, startProductionApp } from './production-on-fakes';
import { openTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let producerId: number;

const linked = new Map<string, LinkedAccess>();
const tokens: LinkedTokens = {
  accessToken: (userId, platform) => Promise.resolve(linked.get(`${userId}:${platform}`) ?? null),
};

beforeAll(async () => {
  fakes = await startFakes({ port: 0, apiBase: 'http://127.0.0.1:1' });
  database = await openTestDatabase();
  const config = productionConfig('task-retention', fakes.verifierEnvironment);
  app = (await startProductionApp({ config, database, services: { linkedTokens: tokens } })).app;
  producerId = (await insertUser(database.db, { userType: 'producer', emailVerified: true })).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fakes?.close();
});

async function fake(path: string, body: object = {}): Promise<void> {
  await fetch(`${fakes.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A verified consumer with a YouTube channel linked, whose token the fake knows. */
async function viewer() {
  const user = await signUp(app, database, { verified: true });
  const channelId = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`;
  const token = `youtube-token-${randomBytes(6).toString('hex')}`;
  await connectPlatform(database.db, user.userId, 'youtube', channelId);
  await fake('/youtube/_fake/token', { token, channel_id: channelId });
  linked.set(`${user.userId}:youtube`, { token, accountId: channelId });
  return { ...user, channelId };
}

/** A liked video's task, one slot, credited to `user`. */
async function likedAndCredited(user: Awaited<ReturnType<typeof viewer>>) {
  const video = randomBytes(8).toString('base64url').slice(0, 11);
  const link = await insertFundedLink(database.db, app.services.ledger, producerId, {
    linkUrl: `https://www.youtube.com/watch?v=${video}`,
    actionType: 'Likes',
    rewardCents: 500,
    targetsNeeded: 1,
  });
  await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: video, rating: 'like' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/actions/youtube-like/',
    headers: user.headers,
    payload: { link_id: link.id, video_id: video },
  });
  expect(response.statusCode).toBe(200);
  return { link, video };
}

const balance = (kind: 'consumer_pending' | 'consumer_available', userId: number) =>
  app.services.ledger.balance({ kind, userId });
const escrow = (linkId: number) => app.services.ledger.balance({ kind: 'producer_escrow', linkId });
const afterHold = () => new Date(Date.now() + 25 * 3600_000);
const actionOf = async (userId: number) =>
  (await database.db.select().from(taskActions).where(eq(taskActions.userId, userId)))[0];

test('a like still there when the hold ends becomes available', async () => {
  const user = await viewer();
  await likedAndCredited(user);
  await app.services.tasks.releaseMatured(afterHold());
  expect(await balance('consumer_pending', user.userId)).toBe(0);
  expect(await balance('consumer_available', user.userId)).toBe(500);
});

test('a like undone before the hold ends is voided: the money and the slot go back to the post, the consumer is told why', async () => {
  const user = await viewer();
  const { link, video } = await likedAndCredited(user);
  expect(await escrow(link.id)).toBe(0);
  expect((await database.db.select().from(links).where(eq(links.id, link.id)))[0]?.status).toBe('completed');

  await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: video, rating: 'none' });
  await app.services.tasks.releaseMatured(afterHold());

  expect(await balance('consumer_pending', user.userId)).toBe(0);
  expect(await balance('consumer_available', user.userId)).toBe(0);
  expect(await escrow(link.id)).toBe(500);
  const [after] = await database.db.select().from(links).where(eq(links.id, link.id));
  expect(after).toMatchObject({ status: 'active', targetsReached: 0, completedAt: null });
  const action = await actionOf(user.userId);
  expect(action?.voidedAt).toBeInstanceOf(Date);
  expect(action?.releasedAt).toBeNull();
  expect(action?.voidReason).toBe('YouTube says you have not liked this video yet. Like it, then try again.');
  const [transfer] = await database.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `void:${action?.id ?? 0}`));
  expect(transfer?.kind).toBe('task_void');
  expect(transfer?.memo).toContain('not liked this video');
  const alerts = await database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
  expect(alerts.map((alert) => alert.alertTitle)).toContain('Credit taken back');
  expect(alerts.map((alert) => alert.alertText)).toContain(
    'Your KES 5.00 for Likes on YouTube was taken back before it became available: YouTube no longer shows it (it was undone, or your YouTube link stopped working). The task is open to others again.',
  );

  // Another consumer can take the slot that came back; the first cannot take it again.
  const next = await viewer();
  await fake('/youtube/_fake/rate', { channel_id: next.channelId, video_id: video, rating: 'like' });
  const taken = await app.inject({
    method: 'POST',
    url: '/api/actions/youtube-like/',
    headers: next.headers,
    payload: { link_id: link.id, video_id: video },
  });
  expect(taken.statusCode).toBe(200);
  // Running the release again moves nothing more for the voided credit.
  await app.services.tasks.releaseMatured(afterHold());
  expect(await balance('consumer_pending', user.userId)).toBe(0);
  expect(await escrow(link.id)).toBe(0);
});

test('YouTube down when the hold ends: the credit stays pending, neither released nor voided, until it answers', async () => {
  const user = await viewer();
  await likedAndCredited(user);
  await fake('/youtube/_fake/service', { down: true });
  try {
    await app.services.tasks.releaseMatured(afterHold());
    expect(await balance('consumer_pending', user.userId)).toBe(500);
    expect(await balance('consumer_available', user.userId)).toBe(0);
    const action = await actionOf(user.userId);
    expect(action).toMatchObject({ releasedAt: null, voidedAt: null });
    expect(action?.retentionCheckAt).toBeInstanceOf(Date);
  } finally {
    await fake('/youtube/_fake/service', { down: false });
  }
  // Asked again once the wait is over (the run after the retry time), it is still liked.
  await app.services.tasks.releaseMatured(new Date(Date.now() + 26 * 3600_000));
  expect(await balance('consumer_pending', user.userId)).toBe(0);
  expect(await balance('consumer_available', user.userId)).toBe(500);
});

test('a like undone on a cancelled post goes back to its producer, not to the post', async () => {
  const user = await viewer();
  const { link, video } = await likedAndCredited(user);
  // Bought two, one delivered: the cancel gives the other back at once.
  await database.db.update(links).set({ targetsNeeded: 2, status: 'active' }).where(eq(links.id, link.id));
  await app.services.ledger.transfer({
    idempotencyKey: `second-slot:${link.id}`,
    kind: 'deposit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -500 },
      { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: 500 },
    ],
  });
  const before = await balance('consumer_available', producerId);
  await app.services.postLife.byProducer(producerId, link.id, 'cancel');
  expect((await balance('consumer_available', producerId)) - before).toBe(500);

  await fake('/youtube/_fake/rate', { channel_id: user.channelId, video_id: video, rating: 'none' });
  await app.services.tasks.releaseMatured(afterHold());
  expect(await balance('consumer_pending', user.userId)).toBe(0);
  expect(await escrow(link.id)).toBe(0);
  expect((await balance('consumer_available', producerId)) - before).toBe(1000);
  const [after] = await database.db.select().from(links).where(eq(links.id, link.id));
  expect(after).toMatchObject({ status: 'cancelled', targetsReached: 0, returnedCents: 1000 });
});
