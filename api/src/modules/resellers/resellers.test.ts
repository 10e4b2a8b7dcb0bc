/**
 * Resellers over the real server and database: keys made, listed and revoked by their owner, and
 * the SMM panel API v2 driven as a panel's script drives it — form-encoded POSTs to `/api/v2` —
 * through every action, its refusals and its multi-order forms.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { links, payments, resellerKeys } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { savePost } from '../../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const X_POST = 'https://x.com/engage/status/1234567890';

/** A panel's call: a form post with the key and the action's fields. */
async function panel(fields: Record<string, string>, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

async function newKey(user: SignedIn, name = 'My panel'): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/reseller/keys/',
    headers: user.headers,
    payload: { name },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ key: string }>().key;
}

const balanceOf = (user: SignedIn) =>
  t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId });

/** Earnings of `cents` in the user's withdrawable balance, as released task rewards leave them. */
async function earned(user: SignedIn, cents: number): Promise<void> {
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-earned:${user.userId}:${cents}`,
    kind: 'deposit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -cents },
      { account: { kind: 'consumer_available', userId: user.userId }, amountCents: cents },
    ],
  });
}

const postsOf = (user: SignedIn) => t.database.db.select().from(links).where(eq(links.producerId, user.userId));

/** A reseller with KES 2,000 to spend and a key. */
async function reseller(): Promise<{ user: SignedIn; key: string }> {
  const user = await signUp(t.app, t.database, { verified: true });
  await earned(user, 200_000);
  return { user, key: await newKey(user) };
}

describe('keys', () => {
  test('a key is shown once, kept only as its hash, listed by its prefix and revoked for good', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reseller/keys/',
      headers: user.headers,
      payload: { name: '  Main panel ' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: number; key: string; prefix: string; name: string; last_used_at: null }>();
    expect(body.key).toMatch(/^eng_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ name: 'Main panel', prefix: body.key.slice(0, 8), last_used_at: null });

    const [row] = await t.database.db.select().from(resellerKeys).where(eq(resellerKeys.id, body.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(body.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.key);

    const list = await t.app.inject({ method: 'GET', url: '/api/reseller/keys/', headers: user.headers });
    expect(list.json().results).toEqual([
      { id: body.id, name: 'Main panel', prefix: body.prefix, created_at: expect.any(String), last_used_at: null },
    ]);
    expect(list.body).not.toContain(body.key);

    expect((await panel({ key: body.key, action: 'balance' })).body).toEqual({ balance: '0.00', currency: 'KES' });
    const used = await t.app.inject({ method: 'GET', url: '/api/reseller/keys/', headers: user.headers });
    expect(used.json().results[0].last_used_at).toEqual(expect.any(String));

    // Another account cannot revoke it.
    const stranger = await signUp(t.app, t.database, { verified: true });
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/reseller/keys/${String(body.id)}/revoke/`,
      headers: stranger.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await panel({ key: body.key, action: 'balance' })).body).toEqual({ balance: '0.00', currency: 'KES' });

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/reseller/keys/${String(body.id)}/revoke/`,
      headers: user.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('API key revoked. Panels using it can no longer place orders.');
    expect(await panel({ key: body.key, action: 'balance' })).toEqual({
      status: 200,
      body: { error: 'Invalid API key' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/reseller/keys/', headers: user.headers });
    expect(after.json().results).toEqual([]);
  });

  test('a key opens the panel API and nothing else', async () => {
    const { user, key } = await reseller();
    for (const url of ['/api/users/profile/', '/api/reseller/keys/', '/api/wallet/balances/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      expect(response.statusCode).toBe(401);
    }
    // Nor does a bearer token open the panel API.
    const bearer = user.headers.authorization.replace(/^Bearer /, '');
    expect((await panel({ key: bearer, action: 'balance' })).body).toEqual({ error: 'Invalid API key' });
    expect((await panel({ key: 'eng_wrong', action: 'balance' })).body).toEqual({ error: 'Invalid API key' });
  });

  test('an account holds at most ten keys', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    for (let i = 0; i < 10; i += 1) await newKey(user, `Panel ${String(i)}`);
    const eleventh = await t.app.inject({
      method: 'POST',
      url: '/api/reseller/keys/',
      headers: user.headers,
      payload: { name: 'One more' },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You have 10 API keys already. Revoke one you no longer use first.');
  });
});

describe('the panel API v2', () => {
  test('services: what each engagement costs per 1000, within the posting limits', async () => {
    const { key } = await reseller();
    const { status, body } = await panel({ key, action: 'services' });
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
    expect((body as unknown[])[1]).toEqual({
      service: 2,
      name: 'YouTube Likes',
      type: 'Default',
      category: 'YouTube',
      rate: '10000.00',
      min: '100',
      max: '100000000',
      refill: true,
      cancel: true,
    });
  });

  test('add pays from the balance; status, refill and cancel follow the post; cancel returns once', async () => {
    const { user, key } = await reseller();
    expect((await panel({ key, action: 'balance' })).body).toEqual({ balance: '2000.00', currency: 'KES' });

    const added = await panel({ key, action: 'add', service: '2', link: VIDEO, quantity: '150' });
    expect(added.status).toBe(200);
    const order = (added.body as { order: number }).order;
    expect(order).toEqual(expect.any(Number));
    const [post] = await postsOf(user);
    expect(post).toMatchObject({ id: order, status: 'active', actionType: 'Likes', targetsNeeded: 150 });
    expect(await balanceOf(user)).toBe(200_000 - 150_000);
    expect((await panel({ key, action: 'balance' })).body).toEqual({ balance: '500.00', currency: 'KES' });

    expect((await panel({ key, action: 'status', order: String(order) })).body).toEqual({
      charge: '1500.00',
      start_count: '0',
      status: 'Pending',
      remains: '150',
      currency: 'KES',
    });

    const refill = await panel({ key, action: 'refill', order: String(order) });
    const refillId = (refill.body as { refill: string }).refill;
    expect(refillId).toMatch(/^\d+$/);
    expect((await panel({ key, action: 'refill_status', refill: refillId })).body).toEqual({ status: 'In progress' });

    const cancelled = await panel({ key, action: 'cancel', orders: `${String(order)},999999999` });
    expect(cancelled.body).toEqual([
      { order, cancel: 1 },
      { order: 999999999, cancel: { error: 'Incorrect order ID' } },
    ]);
    // The unspent budget (the consumers' share: KES 9 × 150) is back in the balance, once.
    expect(await balanceOf(user)).toBe(50_000 + 135_000);
    const again = await panel({ key, action: 'cancel', orders: String(order) });
    expect(again.body).toEqual([{ order, cancel: { error: 'This post has ended: it can no longer be changed.' } }]);
    expect(await balanceOf(user)).toBe(185_000);

    expect((await panel({ key, action: 'status', order: String(order) })).body).toEqual({
      charge: '150.00',
      start_count: '0',
      status: 'Canceled',
      remains: '150',
      currency: 'KES',
    });
    expect((await panel({ key, action: 'refill_status', refill: refillId })).body).toEqual({ status: 'Rejected' });
    expect((await panel({ key, action: 'refill', order: String(order) })).body).toEqual({
      error: 'Order not eligible for refill',
    });
    expect(await t.app.services.ledger.unbalancedTransfers()).toEqual([]);
  });

  test('statuses: In progress, Completed and Partial as people are reached', async () => {
    const { key } = await reseller();
    const order = (
      (await panel({ key, action: 'add', service: '8', link: 'https://x.com/engage', quantity: '100' })).body as {
        order: number;
      }
    ).order;
    // What verified follows leave on the post (task-credit.ts), without running the tasks here.
    await t.database.db.update(links).set({ targetsReached: 40 }).where(eq(links.id, order));
    expect((await panel({ key, action: 'status', order: String(order) })).body).toMatchObject({
      status: 'In progress',
      remains: '60',
    });
    const refillId = ((await panel({ key, action: 'refill', orders: String(order) })).body as { refill: number }[])[0]
      ?.refill;
    await t.database.db.update(links).set({ targetsReached: 100, status: 'completed' }).where(eq(links.id, order));
    expect((await panel({ key, action: 'status', order: String(order) })).body).toMatchObject({
      status: 'Completed',
      remains: '0',
      charge: '1000.00',
    });
    expect((await panel({ key, action: 'refill_status', refills: `${String(refillId)},77777777` })).body).toEqual([
      { refill: refillId, status: 'Completed' },
      { refill: 77777777, status: { error: 'Incorrect refill ID' } },
    ]);

    const partial = (
      (await panel({ key, action: 'add', service: '5', link: X_POST, quantity: '100' })).body as {
        order: number;
      }
    ).order;
    await t.database.db.update(links).set({ targetsReached: 30 }).where(eq(links.id, partial));
    await panel({ key, action: 'cancel', orders: String(partial) });
    expect((await panel({ key, action: 'status', order: String(partial) })).body).toMatchObject({
      status: 'Partial',
      remains: '70',
    });
  });

  test('several orders at once, and only the key owner’s', async () => {
    const { user, key } = await reseller();
    const mine = (
      (await panel({ key, action: 'add', service: '1', link: VIDEO, quantity: '100' })).body as {
        order: number;
      }
    ).order;
    const other = await reseller();
    const theirs = (
      (await panel({ key: other.key, action: 'add', service: '1', link: VIDEO, quantity: '100' })).body as {
        order: number;
      }
    ).order;
    // A post made in the app is not an order until it is paid.
    const unpaid = await savePost(t, user);

    const statuses = await panel({
      key,
      action: 'status',
      orders: `${String(mine)}, ${String(theirs)},${String(unpaid)},abc`,
    });
    expect(statuses.body).toEqual({
      [String(mine)]: { charge: '1000.00', start_count: '0', status: 'Pending', remains: '100', currency: 'KES' },
      [String(theirs)]: { error: 'Incorrect order ID' },
      [String(unpaid)]: { error: 'Incorrect order ID' },
      abc: { error: 'Incorrect order ID' },
    });
    expect((await panel({ key, action: 'status', order: String(theirs) })).body).toEqual({
      error: 'Incorrect order ID',
    });
    const refills = (await panel({ key, action: 'refill', orders: `${String(mine)},${String(theirs)}` })).body as {
      order: number;
      refill: unknown;
    }[];
    expect(refills).toEqual([
      { order: mine, refill: expect.any(Number) },
      { order: theirs, refill: { error: 'Incorrect order ID' } },
    ]);
    // Another's refill is not found either.
    const theirRefill = (await panel({ key: other.key, action: 'refill', order: String(theirs) })).body as {
      refill: string;
    };
    expect((await panel({ key, action: 'refill_status', refill: theirRefill.refill })).body).toEqual({
      error: 'Incorrect refill ID',
    });
    expect((await panel({ key, action: 'cancel', orders: String(theirs) })).body).toEqual([
      { order: theirs, cancel: { error: 'Incorrect order ID' } },
    ]);
    expect(await balanceOf(other.user)).toBe(100_000);

    const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    expect((await panel({ key, action: 'status', orders: tooMany })).body).toEqual({
      error: 'At most 100 IDs at once',
    });
  });

  test('refusals: not enough balance charges nothing and leaves no post; a link of another platform', async () => {
    const { user, key } = await reseller();
    const short = await panel({ key, action: 'add', service: '1', link: VIDEO, quantity: '300' });
    expect(short).toEqual({ status: 200, body: { error: 'Not enough funds on balance' } });
    expect(await balanceOf(user)).toBe(200_000);
    expect(await postsOf(user)).toEqual([]);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.userId))).toEqual([]);

    // The same rules as links/save/: an X link is not a YouTube video.
    expect((await panel({ key, action: 'add', service: '1', link: X_POST, quantity: '100' })).body).toEqual({
      error: 'This link is a twitter link, not youtube.',
    });
    expect(
      (await panel({ key, action: 'add', service: '1', link: 'https://example.com/a', quantity: '100' })).body,
    ).toEqual({ error: expect.any(String) });
    expect((await panel({ key, action: 'add', service: '99', link: VIDEO, quantity: '100' })).body).toEqual({
      error: 'Incorrect service ID',
    });
    expect((await panel({ key, action: 'add', service: '1', link: VIDEO, quantity: '99' })).body).toEqual({
      error: 'Quantity less than minimal 100',
    });
    expect((await panel({ key, action: 'add', service: '1', link: VIDEO, quantity: 'lots' })).body).toEqual({
      error: 'Incorrect quantity',
    });
    expect((await panel({ key, action: 'fly' })).body).toEqual({ error: 'Incorrect request' });
    expect(await postsOf(user)).toEqual([]);
    expect(await balanceOf(user)).toBe(200_000);

    // A malformed request is refused before anything is read, still with `error`.
    const long = await panel({ key, action: 'x'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: expect.any(String) });
    const noKey = await panel({ action: 'balance' });
    expect(noKey.status).toBe(400);
    expect(noKey.body).toMatchObject({ error: expect.any(String) });
  });

  test('an unverified producer cannot order; JSON is accepted as well as forms', async () => {
    const user = await signUp(t.app, t.database, { verified: false });
    await earned(user, 200_000);
    const key = await newKey(user);
    const added = await panel({ key, action: 'add', service: '1', link: VIDEO, quantity: '100' });
    expect(added.body).toEqual({ error: 'Please verify your email to create a post.' });
    expect(await postsOf(user)).toEqual([]);

    const json = await t.app.inject({ method: 'POST', url: '/api/v2', payload: { key, action: 'balance' } });
    expect(json.json()).toEqual({ balance: '2000.00', currency: 'KES' });
  });

  test('at most 60 calls a minute per key, then 429 with an error', async () => {
    const { key } = await reseller();
    for (let i = 0; i < 60; i += 1) expect((await panel({ key, action: 'balance' })).status).toBe(200);
    const refused = await panel({ key, action: 'balance' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^Too many requests/), detail: expect.any(String) });
    // Another key is counted apart.
    const other = await reseller();
    expect((await panel({ key: other.key, action: 'balance' })).status).toBe(200);
  });

  test('an address sending wrong keys is slowed down', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await panel({ key: `eng_guess${String(i)}`, action: 'balance' }, '10.0.0.9')).body).toEqual({
        error: 'Invalid API key',
      });
    }
    expect((await panel({ key: 'eng_guess-again', action: 'balance' }, '10.0.0.9')).status).toBe(429);
    // Others' keys still work.
    const { key } = await reseller();
    expect((await panel({ key, action: 'balance' })).status).toBe(200);
  });
});
