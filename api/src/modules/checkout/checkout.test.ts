import { eq } from 'drizzle-orm';
import { ledgerTransfers, links, payments } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import {
  deliverStk,
  expectBooksBalanced,
  mpesaKey,
  savePost,
  startMpesa,
  stkCallback,
  openMoneySuite,
} from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';
import { testEngine } from '../../../tests/test-database';
import { postsChannel } from '../realtime/realtime.hub';
import { DEFAULT_PAYPAL_KES_PER_USD as KES_PER_USD } from '../../config';

let t: TestApp;
let producer: SignedIn;
openMoneySuite((opened) => (t = opened));
beforeAll(async () => {
  producer = await signUp(t.app, t.database, { verified: true });
});

const escrow = (linkId: number) => t.app.services.ledger.balance({ kind: 'producer_escrow', linkId });
const linkRow = async (linkId: number) => (await t.database.db.select().from(links).where(eq(links.id, linkId)))[0];
/** Money held for payers until their refund goes through. */
const refundsHeld = () => t.app.services.ledger.balance({ kind: 'payment_refunds' });

/** The kinds of the ledger transfers whose memo mentions `text`, oldest first. */
async function transferKinds(text: string): Promise<string[]> {
  const rows = await t.database.db.select().from(ledgerTransfers).orderBy(ledgerTransfers.id);
  return rows.filter((row) => row.memo?.includes(text.replace(/^payment /, ''))).map((row) => row.kind);
}

const post = (user: SignedIn, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/wallet/${path}`, headers: user.headers, payload });

/** Walks the sandbox approve page like a browser; returns the redirect back to the app. */
async function approve(checkoutUrl: string, decision: 'approve' | 'cancel'): Promise<URL> {
  const url = new URL(checkoutUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  // The sandbox payment page has the app's look, light and dark, on a phone.
  expect(page.body).toContain('<style>');
  expect(page.body).toContain('@media (prefers-color-scheme: dark)');
  expect(page.body).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
  expect(page.body).not.toMatch(/<body style=/);
  const token = url.searchParams.get('token') ?? '';
  const answer = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, decision }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

describe('PayPal', () => {
  test('checkout → approve page → return page → execute funds the escrow once, in USD at the recorded rate', async () => {
    const linkId = await savePost(t, producer);
    const checkout = await post(producer, 'checkout/paypal/', { targets_needed: 150, link_id: linkId });
    expect(checkout.statusCode).toBe(200);
    const checkoutUrl = checkout.json<{ checkout_url: string }>().checkout_url;
    expect(checkoutUrl).toMatch(/\/api\/sandbox\/checkout\/paypal\/approve\?token=EC-/);

    const back = await approve(checkoutUrl, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/consumer/paypal-redirect');
    const params = {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      token: back.searchParams.get('token'),
    };
    expect(params.paymentId).toMatch(/^PAYID-/);
    expect(params.payerId).toBeTruthy();

    const executed = await post(producer, 'paypal-execute/', params);
    expect(executed.statusCode).toBe(200);
    expect(executed.json()).toEqual({ message: 'Payment successful. Your post is live.' });
    // 90% of KES 1500 in escrow: 150 people × KES 9.
    expect(await escrow(linkId)).toBe(135000);
    expect(await linkRow(linkId)).toMatchObject({ status: 'active' });

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
    const usdCents = Math.ceil(150000 / KES_PER_USD);
    expect(payment).toMatchObject({
      status: 'completed',
      amountCents: 150000,
      currency: 'USD',
      originalAmountCents: usdCents,
    });
    expect(Number(payment?.exchangeRate)).toBe(KES_PER_USD);
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, payment?.transferId ?? 0));
    expect(transfer).toMatchObject({ originalCurrency: 'USD', originalAmountCents: usdCents });

    // The return page reloaded: the same execute again changes nothing.
    const replay = await post(producer, 'paypal-execute/', params);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toMatch(/already completed/);
    expect(await escrow(linkId)).toBe(135000);

    // The post is in the feed for others.
    const viewer = await signUp(t.app, t.database, { verified: true });
    const feed = await t.app.inject({ method: 'GET', url: '/api/youtube/', headers: viewer.headers });
    expect(feed.json().results.map((link: { link_id: number }) => link.link_id)).toContain(linkId);
  });

  test('a cancelled payment funds nothing and cannot be executed', async () => {
    const linkId = await savePost(t, producer);
    const checkout = await post(producer, 'checkout/paypal/', { targets_needed: 150, link_id: linkId });
    const back = await approve(checkout.json().checkout_url, 'cancel');
    expect(back.searchParams.get('paymentId')).toBeNull();
    expect(back.searchParams.get('cancelled')).toBe('true');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
    const executed = await post(producer, 'paypal-execute/', {
      paymentId: payment?.providerRef,
      payerId: 'X',
      token: payment?.token,
    });
    expect(executed.statusCode).toBe(400);
    expect(await escrow(linkId)).toBe(0);
    expect(await linkRow(linkId)).toMatchObject({ status: 'pending_payment' });
  });

  test('execute refuses an unapproved payment, wrong details, another user and a bad body', async () => {
    const linkId = await savePost(t, producer);
    const checkout = await post(producer, 'checkout/paypal/', { targets_needed: 150, link_id: linkId });
    const token = new URL(checkout.json().checkout_url).searchParams.get('token') ?? '';
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.token, token));
    const early = await post(producer, 'paypal-execute/', { paymentId: payment?.providerRef, payerId: 'P', token });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The payment has not been approved yet.');

    const back = await approve(checkout.json().checkout_url, 'approve');
    const wrongToken = await post(producer, 'paypal-execute/', {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      token: 'EC-WRONG',
    });
    expect(wrongToken.statusCode).toBe(400);
    const stranger = await signUp(t.app, t.database, { verified: true });
    const stolen = await post(stranger, 'paypal-execute/', {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      token,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await post(producer, 'paypal-execute/', { paymentId: 'x' })).statusCode).toBe(400);
    expect(await escrow(linkId)).toBe(0);
  });

  test('checkout refuses a target that is not the post, someone else’s post, a paid post', async () => {
    const linkId = await savePost(t, producer);
    const wrong = await post(producer, 'checkout/paypal/', { targets_needed: 99, link_id: linkId });
    expect(wrong.statusCode).toBe(400);
    const stranger = await signUp(t.app, t.database, { verified: true });
    expect((await post(stranger, 'checkout/paypal/', { targets_needed: 150, link_id: linkId })).statusCode).toBe(403);
    expect((await post(producer, 'checkout/paypal/', { targets_needed: 150, link_id: 999999 })).statusCode).toBe(404);
    const ref = await startMpesa(t, producer, linkId);
    await deliverStk(t, stkCallback(ref, 0, 1500));
    const paid = await post(producer, 'checkout/paypal/', { targets_needed: 150, link_id: linkId });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This post is already paid for.');
  });
});

test('a second PayPal payment for a post another payment funded is refused before capture: nothing taken', async () => {
  const capture = jest.spyOn(t.app.services.hostedCheckout, 'capture');
  try {
    const linkId = await savePost(t, producer);
    const returns = [];
    for (let i = 0; i < 2; i += 1) {
      const checkout = await post(producer, 'checkout/paypal/', { targets_needed: 150, link_id: linkId });
      returns.push(await approve(checkout.json<{ checkout_url: string }>().checkout_url, 'approve'));
    }
    const execute = (back: URL) =>
      post(producer, 'paypal-execute/', {
        paymentId: back.searchParams.get('paymentId'),
        payerId: back.searchParams.get('PayerID'),
        token: back.searchParams.get('token'),
      });
    expect((await execute(returns[0] as URL)).json()).toEqual({ message: 'Payment successful. Your post is live.' });
    const second = await execute(returns[1] as URL);
    expect(second.json()).toEqual({ message: 'This post was already paid for; this payment was not taken.' });
    expect(capture).toHaveBeenCalledTimes(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'completed']);
    expect(await escrow(linkId)).toBe(135000);
    await expectBooksBalanced(t);
  } finally {
    capture.mockRestore();
  }
});

describe('card', () => {
  test('same shape as PayPal, in KES', async () => {
    const linkId = await savePost(t, producer, { producer_amount: 2000, targets_needed: 200 });
    const checkout = await post(producer, 'checkout/card/', { link_id: linkId });
    expect(checkout.statusCode).toBe(200);
    const back = await approve(checkout.json().checkout_url, 'approve');
    const executed = await post(producer, 'paypal-execute/', {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      token: back.searchParams.get('token'),
    });
    expect(executed.statusCode).toBe(200);
    expect(await escrow(linkId)).toBe(180000);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
    expect(payment).toMatchObject({
      provider: 'card',
      currency: 'KES',
      originalAmountCents: 200000,
      exchangeRate: null,
    });
    expect((await post(producer, 'checkout/card/', {})).statusCode).toBe(400);
  });
});

describe('M-PESA', () => {
  test('STK push answers a message; the success callback funds the post and announces it', async () => {
    const linkId = await savePost(t, producer);
    const heard: string[] = [];
    const unlisten = await t.database.listen(postsChannel(`${t.database.namespace}_`), (payload) =>
      heard.push(payload),
    );
    try {
      const push = await post(producer, 'checkout/mpesa/', { phone: '254712345678', link_id: linkId });
      expect(push.statusCode).toBe(200);
      expect(push.json()).toEqual({ message: 'Enter your M-PESA PIN on 254712345678 to pay KES 1,500.00.' });
      const [payment] = await t.app.services.checkout.openPayments(linkId);
      const callback = await deliverStk(t, stkCallback(payment?.providerRef ?? '', 0, 1500));
      expect(callback.statusCode).toBe(200);
      expect(callback.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      expect(await escrow(linkId)).toBe(135000);
      expect(await t.app.services.ledger.balance({ kind: 'platform_fees' })).toBeGreaterThan(0);
      for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard.map((payload) => JSON.parse(payload))).toContainEqual({ type: 'new_post', link_id: linkId });
    } finally {
      await unlisten();
    }
  });

  test('cancelled and failed callbacks fund nothing; a later success for the same request changes nothing', async () => {
    const linkId = await savePost(t, producer);
    const cancelledRef = await startMpesa(t, producer, linkId);
    await deliverStk(t, stkCallback(cancelledRef, 1032));
    await deliverStk(t, stkCallback(cancelledRef, 0, 1500));
    expect(await escrow(linkId)).toBe(0);
    const failedRef = await startMpesa(t, producer, linkId);
    await deliverStk(t, stkCallback(failedRef, 1));
    expect(await escrow(linkId)).toBe(0);
    const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'failed']);
    expect(await linkRow(linkId)).toMatchObject({ status: 'pending_payment' });
  });

  test('an amount that is not the post’s funds nothing', async () => {
    const linkId = await savePost(t, producer);
    const ref = await startMpesa(t, producer, linkId);
    await deliverStk(t, stkCallback(ref, 0, 1));
    expect(await escrow(linkId)).toBe(0);
  });

  test('two successful payments for one post fund it once; the second is booked, refunded through M-PESA and booked out', async () => {
    const refund = jest.spyOn(t.app.services.mpesa, 'reverse');
    try {
      const linkId = await savePost(t, producer);
      const first = await startMpesa(t, producer, linkId);
      const second = await startMpesa(t, producer, linkId);
      await deliverStk(t, stkCallback(first, 0, 1500));
      await deliverStk(t, stkCallback(second, 0, 1500));
      expect(await escrow(linkId)).toBe(135000);
      const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, linkId));
      expect(rows.map((row) => row.status).sort()).toEqual(['completed', 'refunded']);
      expect(refund).toHaveBeenCalledTimes(1);
      // Given back by an M-PESA Reversal of the second payment's receipt.
      expect(refund).toHaveBeenCalledWith(expect.objectContaining({ receipt: 'SBX123', amountCents: 150000 }));
      // Both moves of the second payment are in the ledger: in, then out again.
      const kinds = await transferKinds(`payment ${second}`);
      expect(kinds).toEqual(['duplicate_payment', 'duplicate_refund']);
      expect(await refundsHeld()).toBe(0);
      await expectBooksBalanced(t);
    } finally {
      refund.mockRestore();
    }
  });

  test('a refund the provider refuses stays pending, booked and shown as such, and the refunds job gives it back later', async () => {
    const refund = jest
      .spyOn(t.app.services.mpesa, 'reverse')
      .mockResolvedValueOnce({ state: 'refused', reason: 'Reversal queue full' });
    try {
      const linkId = await savePost(t, producer);
      const first = await startMpesa(t, producer, linkId);
      const second = await startMpesa(t, producer, linkId);
      await deliverStk(t, stkCallback(first, 0, 1500));
      const heldBefore = await refundsHeld();
      await deliverStk(t, stkCallback(second, 0, 1500));
      const [pending] = await t.database.db.select().from(payments).where(eq(payments.providerRef, second));
      expect(pending).toMatchObject({ status: 'duplicate' });
      expect(pending?.statusDescription).toContain('Reversal queue full');
      expect(await refundsHeld()).toBe(heldBefore + 150000);
      const history = await t.app.inject({
        method: 'GET',
        url: '/api/wallet/transactions/',
        headers: producer.headers,
      });
      expect(JSON.stringify(history.json())).toContain('Refund pending');

      await t.app.services.checkout.retryDuplicateRefunds();
      const [done] = await t.database.db.select().from(payments).where(eq(payments.providerRef, second));
      expect(done).toMatchObject({ status: 'refunded' });
      expect(await refundsHeld()).toBe(heldBefore);
      expect(refund).toHaveBeenCalledTimes(2);
      await expectBooksBalanced(t);
    } finally {
      refund.mockRestore();
    }
  });

  test('callbacks need the key; unknown requests are acknowledged and ignored; bad bodies are 400', async () => {
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/mpesa/stk-callback/?key=nope',
      payload: stkCallback('x', 0),
    });
    expect(wrongKey.statusCode).toBe(401);
    const unknown = await deliverStk(t, stkCallback('ws_CO_UNKNOWN', 0, 1500));
    expect(unknown.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/mpesa/stk-callback/?key=${mpesaKey(t)}`,
      payload: { Body: {} },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('the phone must be 254 plus nine digits', async () => {
    const linkId = await savePost(t, producer);
    const response = await post(producer, 'checkout/mpesa/', { phone: '0712345678', link_id: linkId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.phone).toBeDefined();
  });

  test('the same callback delivered 20 times concurrently funds the escrow once', async () => {
    const linkId = await savePost(t, producer);
    const ref = await startMpesa(t, producer, linkId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliverStk(t, stkCallback(ref, 0, 1500))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await escrow(linkId)).toBe(135000);
    const transfers = await t.database.db.select().from(ledgerTransfers);
    expect(transfers.filter((transfer) => transfer.idempotencyKey.startsWith(`fund-link:${linkId}:`))).toHaveLength(1);
    if (testEngine() === 'postgres') expect(t.database.kind).toBe('postgres');
  });
});

describe('refund', () => {
  test('a refund before any engagement returns the money and takes the post out of the feed', async () => {
    const linkId = await savePost(t, producer);
    const ref = await startMpesa(t, producer, linkId);
    await deliverStk(t, stkCallback(ref, 0, 1500));
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/payments/${ref}/refund/?key=${mpesaKey(t)}`,
    });
    expect(refund.statusCode).toBe(200);
    expect(await escrow(linkId)).toBe(0);
    expect(await linkRow(linkId)).toMatchObject({ status: 'pending_payment' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/payments/${ref}/refund/?key=${mpesaKey(t)}`,
    });
    expect(again.statusCode).toBe(409);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/sandbox/payments/${ref}/refund/?key=x` });
    expect(noKey.statusCode).toBe(401);
  });
});
