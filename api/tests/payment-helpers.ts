/** Posts, payments and withdrawals through the real endpoints, for the money tests. */
import { randomBytes } from 'node:crypto';
import type { PostSaveBody } from '@engage/shared/contract/posting';
import { callbackKey } from '../src/modules/wallet/mpesa-gateway';
import type { SignedIn } from './auth-helpers';
import { openTestApp, type TestApp } from './test-app';

let sequence = 0;

/** A valid post body (YouTube video, Views, KES 1500 → 150 people); each call a new video. */
export function postBody(overrides: Partial<PostSaveBody> = {}): PostSaveBody {
  sequence += 1;
  const id = `vid${String(sequence).padStart(4, '0')}${Math.random().toString(36).slice(2, 6)}`
    .slice(0, 11)
    .padEnd(11, 'x');
  return {
    link_url: `https://www.youtube.com/watch?v=${id}`,
    platform: 'youtube',
    is_draft: false,
    action_type: 'Views',
    producer_amount: 1500,
    targets_needed: 150,
    post_title: 'My video',
    post_descrption: 'Watch my new video about Nairobi.',
    targets_location: 'Anywhere',
    producer_location: 'Nairobi, Kenya',
    post_tags: 'music, kenya',
    anonymous: false,
    post_thumbnail: null,
    ...overrides,
  };
}

export async function savePost(t: TestApp, user: SignedIn, overrides: Partial<PostSaveBody> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/links/save/',
    headers: user.headers,
    payload: postBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.body}`);
  return response.json<{ link_id: number }>().link_id;
}

export const mpesaKey = (t: TestApp) => callbackKey(t.app.config.jwtSecret);

export function stkCallback(checkoutRequestId: string, resultCode: number, amount?: number) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'MR-test',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
        ...(amount === undefined
          ? {}
          : {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: amount },
                  { Name: 'MpesaReceiptNumber', Value: 'SBX123' },
                ],
              },
            }),
      },
    },
  };
}

export const deliverStk = (t: TestApp, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/wallet/mpesa/stk-callback/?key=${mpesaKey(t)}`, payload: body });

/** Starts an STK push for the link; returns its CheckoutRequestID. */
export async function startMpesa(t: TestApp, user: SignedIn, linkId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/checkout/mpesa/',
    headers: user.headers,
    payload: { phone: '254712345678', link_id: linkId },
  });
  if (response.statusCode !== 200) throw new Error(`stk push failed: ${response.body}`);
  const open = await t.app.services.checkout.openPayments(linkId);
  const payment = open.sort((a, b) => b.id - a.id)[0];
  if (!payment) throw new Error('no open payment');
  return payment.providerRef;
}

/** Saves and pays for a post with M-PESA; returns the link id. */
export async function fundedPost(t: TestApp, user: SignedIn, overrides: Partial<PostSaveBody> = {}): Promise<number> {
  const linkId = await savePost(t, user, overrides);
  const ref = await startMpesa(t, user, linkId);
  const response = await deliverStk(t, stkCallback(ref, 0));
  if (response.statusCode !== 200) throw new Error(`callback failed: ${response.body}`);
  return linkId;
}

export const deliverB2c = (t: TestApp, conversationId: string, resultCode: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/mpesa/b2c-result/?key=${mpesaKey(t)}`,
    payload: {
      Result: {
        ConversationID: conversationId,
        ResultCode: resultCode,
        ResultDesc: resultCode === 0 ? 'Paid' : 'Insufficient funds in the utility account',
      },
    },
  });

/** The books balance: every entry sums to zero, per transfer and overall, and nothing guarded is negative. */
export async function expectBooksBalanced(t: TestApp): Promise<void> {
  const ledger = t.app.services.ledger;
  expect(await ledger.booksTotal()).toBe(0);
  expect(await ledger.unbalancedTransfers()).toEqual([]);
  expect(await ledger.lowestGuardedBalance()).toBeGreaterThanOrEqual(0);
}

/**
 * A money suite's app: opened once per test file, the books checked after every test (the
 * ledger sums to zero, nothing unbalanced or negative), closed at the end. `use` receives it.
 */
export function openMoneySuite(use: (t: TestApp) => void): void {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await openTestApp();
    use(opened);
  });
  afterEach(async () => {
    if (opened) await expectBooksBalanced(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
}

/** Puts `kes` into a user's available earnings, as released task credits would. */
export async function creditAvailable(t: TestApp, userId: number, kes: number): Promise<void> {
  const cents = Math.round(kes * 100);
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-credit:${userId}:${randomBytes(4).toString('hex')}`,
    kind: 'test_credit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -cents },
      { account: { kind: 'consumer_available', userId }, amountCents: cents },
    ],
  });
}

/** A valid M-PESA withdrawal method body (spec 001 §3 withdrawal method). */
export const mpesaMethod = {
  method_type: 'mpesa',
  mpesa_phone: '254712345678',
  first_name: 'Wanjiru',
  last_name: 'Kamau',
  country: 'Kenya',
  id_number: '12345678',
};

/**
 * A valid method with a number and national ID no other account holds: one number and one ID
 * per live account (withdrawal-methods.ts), so every user of a test file needs their own.
 */
export function uniqueMpesaMethod(): typeof mpesaMethod {
  const digits = (count: number) => String(randomBytes(6).readUIntBE(0, 6) % 10 ** count).padStart(count, '0');
  return { ...mpesaMethod, mpesa_phone: `2547${digits(8)}`, id_number: `3${digits(7)}` };
}

/** Calls `/api/wallet/{path}` as `user`. */
export const callWallet = (
  t: TestApp,
  user: SignedIn,
  verb: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
) => t.app.inject({ method: verb, url: `/api/wallet/${path}`, headers: user.headers, ...(payload ? { payload } : {}) });
