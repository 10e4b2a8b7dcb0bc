/**
 * What the money bought, over the real routes and database: a producer pays for an X like post
 * with M-PESA, consumers like it (one with a private profile, one whose like is taken back while
 * the post lives), the producer cancels it, and the report says who acted, when, the drop and
 * where every shilling went; the receipts of the payment and of the return answer JSON and PDF
 * in the reader's language, to their owner only.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { links, taskActions, users } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink } from '../../../tests/fixtures';
import { deliverStk, savePost, startMpesa, stkCallback } from '../../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { daysBetween, nairobiDay } from '../../i18n/nairobi-days';

let t: TestApp;
let producer: SignedIn;

beforeAll(async () => {
  // The sandbox proves X likes at once.
  t = await openTestApp();
  producer = await signUp(t.app, t.database, { verified: true });
});
afterAll(async () => {
  await t.close();
});

const get = (user: { headers: Record<string, string> }, url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...user.headers, 'accept-language': language } });
const post = (user: SignedIn, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: user.headers, payload });

async function consumer(): Promise<SignedIn> {
  const user = await signUp(t.app, t.database, { verified: true });
  await connectPlatform(t.database.db, user.userId, 'twitter');
  return user;
}
const usernameOf = async (user: SignedIn) =>
  (await t.database.db.select().from(users).where(eq(users.id, user.userId)))[0]!.username;

/** An X like post of KES 1,500 paid with M-PESA (receipt SBX123); its link id and CheckoutRequestID. */
async function paidLikePost(): Promise<{ linkId: number; checkoutRequestId: string }> {
  const linkId = await savePost(t, producer, {
    link_url: `https://x.com/engage/status/${Date.now()}${randomBytes(2).readUInt16BE()}`,
    platform: 'twitter',
    action_type: 'Likes',
    post_title: 'Album launch',
  });
  const checkoutRequestId = await startMpesa(t, producer, linkId);
  expect((await deliverStk(t, stkCallback(checkoutRequestId, 0, 1500))).statusCode).toBe(200);
  return { linkId, checkoutRequestId };
}

/** What a retention check does when it finds a like undone while the post lives: the credit goes back, the slot too. */
async function dropLike(linkId: number, user: SignedIn): Promise<void> {
  const [action] = await t.database.db.select().from(taskActions).where(eq(taskActions.userId, user.userId));
  await t.database.db.update(taskActions).set({ voidedAt: new Date() }).where(eq(taskActions.id, action!.id));
  await t.app.services.ledger.transfer({
    idempotencyKey: `void:${action!.id}`,
    kind: 'task_void',
    legs: [
      { account: { kind: 'consumer_pending', userId: user.userId }, amountCents: -action!.rewardCents },
      { account: { kind: 'producer_escrow', linkId }, amountCents: action!.rewardCents },
    ],
  });
  const [link] = await t.database.db.select().from(links).where(eq(links.id, linkId));
  await t.database.db
    .update(links)
    .set({ targetsReached: link!.targetsReached - 1 })
    .where(eq(links.id, linkId));
}

test('the report says who acted and when, the drop, and where the money went', async () => {
  const { linkId } = await paidLikePost();
  const [open, hidden, dropped] = [await consumer(), await consumer(), await consumer()];
  await t.database.db.update(users).set({ visibility: 'private' }).where(eq(users.id, hidden.userId));
  for (const user of [open, hidden, dropped]) {
    expect((await post(user, 'actions/twitter-like/', { link_id: linkId })).statusCode).toBe(200);
  }
  await dropLike(linkId, dropped);

  const live = (await get(producer, `links/${linkId}/report/`)).json();
  expect(live).toMatchObject({
    status: 'active',
    closed_at: null,
    has_return: false,
    drops: { found: 1, refilled: 1 },
  });
  expect(live.money.held).toBeGreaterThan(0);

  const cancelled = await post(producer, `links/${linkId}/actions/`, { action: 'cancel' });
  expect(cancelled.statusCode).toBe(200);

  const response = await get(producer, `links/${linkId}/report/`);
  expect(response.statusCode).toBe(200);
  const report = response.json();
  // KES 1,500 buys 150 likes at KES 9 each (KES 1,350 in escrow, a KES 150 fee); two were kept.
  const reward = 9;
  expect(report).toMatchObject({
    link_id: linkId,
    title: 'Album launch',
    status: 'cancelled',
    engagements: 2,
    consumers_total: 2,
    drops: { found: 1, refilled: 1 },
    money: { paid: 1500, earned: 2 * reward, fees: 150, returned: 1350 - 2 * reward, held: 0 },
    has_return: true,
  });
  expect(report.payment_id).toEqual(expect.any(Number));
  expect(report.days).toEqual([{ day: nairobiDay(new Date()), count: 2 }]);
  // Newest first; the private profile is nobody's name; no email or phone anywhere.
  expect(report.consumers.map((row: { username: string | null }) => row.username)).toEqual([
    null,
    await usernameOf(open),
  ]);
  expect(JSON.stringify(report)).not.toContain('@engage.test');

  // Someone else's post is unknown to them, like a post that does not exist.
  expect((await get(open, `links/${linkId}/report/`)).statusCode).toBe(404);
  expect((await get(producer, 'links/999999999/report/')).statusCode).toBe(404);
});

test('a post live longer than 60 days shows its last 60 Nairobi days, a late-evening like on the next day', async () => {
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.userId, {
    platform: 'twitter',
    actionType: 'Likes',
    linkUrl: `https://x.com/engage/status/${Date.now()}${randomBytes(2).readUInt16BE()}`,
    targetsNeeded: 10,
    rewardCents: 500,
    createdAt: new Date(Date.now() - 70 * 24 * 3600_000),
  });
  const user = await consumer();
  // 21:30 UTC yesterday is 00:30 today in Nairobi.
  const today = nairobiDay(new Date());
  const lateEvening = new Date(Date.parse(`${today}T00:30:00+03:00`));
  await t.database.db.insert(taskActions).values({
    userId: user.userId,
    linkId: link.id,
    actionType: 'Likes',
    endpoint: 'twitter-like',
    rewardCents: 500,
    transferId: 1,
    createdAt: lateEvening,
  });
  const report = (await get(producer, `links/${link.id}/report/`)).json();
  expect(report.days).toHaveLength(60);
  expect(report.days.at(-1)).toEqual({ day: today, count: 1 });
  expect(report.days.at(-2).count).toBe(0);
  // No payment went through the checkout: nothing paid, no fee.
  expect(report.money).toMatchObject({ paid: 0, fees: 0, earned: 5 });
  expect(report.payment_id).toBeNull();
});

test('calendar days run across month ends', () => {
  expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  expect(nairobiDay(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02');
});

test('receipts: the payment and the return, as JSON and PDF, in the reader’s language, to their owner only', async () => {
  const { linkId, checkoutRequestId } = await paidLikePost();
  const { payment_id: paymentId } = (await get(producer, `links/${linkId}/report/`)).json();
  const email = producer.email;

  const receipt = await get(producer, `receipts/payment/${paymentId}/`);
  expect(receipt.statusCode).toBe(200);
  expect(receipt.json()).toMatchObject({
    kind: 'payment',
    id: paymentId,
    description: 'Payment for a post on engage',
    producer: { email },
    post: { link_id: linkId, title: 'Album launch' },
    amount: 1500,
    currency: 'KES',
    provider: 'mpesa',
    reference: checkoutRequestId,
    receipt: 'SBX123',
  });
  expect(receipt.json().producer.username).toBe(
    (await t.database.db.select().from(users).where(eq(users.id, producer.userId)))[0]!.username,
  );
  expect((await get(producer, `receipts/payment/${paymentId}/`, 'sw')).json().description).toBe(
    'Malipo ya chapisho kwenye engage',
  );

  const pdf = await get(producer, `receipts/payment/${paymentId}/?format=pdf`, 'sw');
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toBe(`attachment; filename="engage-receipt-payment-${paymentId}.pdf"`);
  expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Nothing has gone back yet: no return receipt.
  expect((await get(producer, `receipts/return/${linkId}/`)).statusCode).toBe(404);
  await post(producer, `links/${linkId}/actions/`, { action: 'cancel' });
  const returned = await get(producer, `receipts/return/${linkId}/`);
  expect(returned.statusCode).toBe(200);
  expect(returned.json()).toMatchObject({
    kind: 'return',
    id: linkId,
    description: 'Unspent budget returned to your engage balance',
    amount: 1350,
    provider: null,
    receipt: null,
  });
  expect(returned.json().reference).toMatch(/^\d+$/);
  const returnPdf = await get(producer, `receipts/return/${linkId}/?format=pdf`);
  expect(returnPdf.headers['content-disposition']).toBe(`attachment; filename="engage-receipt-return-${linkId}.pdf"`);
  expect(returnPdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Another user's receipts are unknown to them.
  const stranger = await consumer();
  expect((await get(stranger, `receipts/payment/${paymentId}/`)).statusCode).toBe(404);
  expect((await get(stranger, `receipts/payment/${paymentId}/?format=pdf`)).statusCode).toBe(404);
  expect((await get(stranger, `receipts/return/${linkId}/`)).statusCode).toBe(404);
});
