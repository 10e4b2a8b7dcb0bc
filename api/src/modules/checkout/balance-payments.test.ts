/**
 * Paying for a post from the engage balance, over the real route and database: at once, once,
 * only as far as the balance goes (nothing is left behind when it does not), with a statement
 * line, and no referral reward for money that was already inside engage.
 */
import { eq } from 'drizzle-orm';
import { links, payments, referralRewards, users } from '../../db/schema';
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

const pay = (user: SignedIn, linkId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/checkout/balance/',
    headers: user.headers,
    payload: { link_id: linkId },
  });
const balance = (user: SignedIn) => t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId });

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

test('a post is paid from the balance at once, once, and the statement says so', async () => {
  const referrer = await signUp(t.app, t.database, { verified: true });
  const producer = await signUp(t.app, t.database, { verified: true });
  await t.database.db.update(users).set({ referredBy: referrer.userId }).where(eq(users.id, producer.userId));
  await earned(producer, 200_000);
  const linkId = await savePost(t, producer, { post_title: 'Paid from earnings' });

  const paid = await pay(producer, linkId);
  expect(paid.statusCode).toBe(200);
  expect(paid.json().message).toBe('Paid KES 1,500.00 from your engage balance. Your post is live.');
  expect(await balance(producer)).toBe(200_000 - 150_000);
  const [link] = await t.database.db.select().from(links).where(eq(links.id, linkId));
  expect(link).toMatchObject({ status: 'active', producerAmountCents: 150_000 });
  expect(link?.expiresAt).not.toBeNull();
  const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
  expect(rows.map((row) => [row.provider, row.status])).toEqual([['balance', 'completed']]);
  // Money already inside engage earns the referrer nothing.
  expect(
    await t.database.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.userId)),
  ).toEqual([]);
  expect(await t.app.services.ledger.unbalancedTransfers()).toEqual([]);

  // Paid already: nothing more is taken.
  const again = await pay(producer, linkId);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This post is already paid for.');
  expect(await balance(producer)).toBe(50_000);

  const statement = await t.app.inject({ method: 'GET', url: '/api/wallet/statement/', headers: producer.headers });
  expect(statement.json().results[0]).toMatchObject({
    kind: 'post_payment',
    amount: -1500,
    description: 'Post paid from your balance: Paid from earnings',
    balance: 500,
  });
});

test('a balance too small pays nothing and leaves nothing behind; another’s post is refused', async () => {
  const producer = await signUp(t.app, t.database, { verified: true });
  await earned(producer, 100_000);
  const linkId = await savePost(t, producer);
  const short = await pay(producer, linkId);
  expect(short.statusCode).toBe(409);
  expect(short.json().message).toBe(
    'Your engage balance does not cover KES 1,500.00. Pay another way, or wait for your earnings.',
  );
  expect(await balance(producer)).toBe(100_000);
  expect(await t.database.db.select().from(payments).where(eq(payments.linkId, linkId))).toEqual([]);
  const [link] = await t.database.db.select().from(links).where(eq(links.id, linkId));
  expect(link?.status).toBe('pending_payment');

  const stranger = await signUp(t.app, t.database, { verified: true });
  await earned(stranger, 500_000);
  expect((await pay(stranger, linkId)).statusCode).toBe(403);
  expect(await balance(stranger)).toBe(500_000);
});
