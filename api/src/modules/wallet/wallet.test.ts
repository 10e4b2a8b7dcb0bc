import { eq } from 'drizzle-orm';
import { withdrawals, withdrawalSchedules } from '../../db/schema';
import { addPayoutNumber, signUp, stepUp, type SignedIn } from '../../../tests/auth-helpers';
import {
  callWallet,
  creditAvailable,
  deliverB2c,
  mpesaKey,
  uniqueMpesaMethod,
  openMoneySuite,
} from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';
import { testEngine } from '../../../tests/test-database';
import { nextPayout } from './payout-schedule';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

/** The latest user's method (withMethod): each user saves a number and ID of their own. */
let method = uniqueMpesaMethod();
const call = (user: SignedIn, verb: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  callWallet(t, user, verb, path, payload);

/** Available earnings as after released task credits. */
const credit = (userId: number, kes: number) => creditAvailable(t, userId, kes);

const available = (userId: number) => t.app.services.ledger.balance({ kind: 'consumer_available', userId });
const held = (userId: number) => t.app.services.ledger.balance({ kind: 'withdrawal_hold', userId });

async function withMethod(): Promise<{ user: SignedIn; methodId: number }> {
  const user = await signUp(t.app, t.database, { verified: true });
  method = uniqueMpesaMethod();
  const created = await addPayoutNumber(t.app, t.database, user, method);
  expect(created.statusCode).toBe(201);
  return { user, methodId: created.json<{ id: number }>().id };
}

describe('withdrawal methods', () => {
  test('create, list, update by PATCH method {id}/, set primary, delete', async () => {
    const { user, methodId } = await withMethod();
    const list = await call(user, 'GET', 'withdrawal-methods/');
    expect(list.json()).toEqual({
      results: [{ id: methodId, ...method, is_primary: true, usable_from: expect.any(String) }],
    });

    const updated = await call(user, 'PATCH', `withdrawal-methods/${methodId}/`, {
      ...method,
      id: methodId,
      mpesa_phone: '254700000001',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: methodId, mpesa_phone: '254700000001' });

    const primary = await call(user, 'POST', `withdrawal-methods/${methodId}/primary/`);
    expect(primary.statusCode).toBe(200);
    expect(primary.json().is_primary).toBe(true);

    const deleted = await call(user, 'DELETE', `withdrawal-methods/${methodId}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Payment deletion successful' });
    expect((await call(user, 'GET', 'withdrawal-methods/')).json()).toEqual({ results: [] });
  });

  test('a verified account is required', async () => {
    const user = await signUp(t.app, t.database);
    const response = await call(user, 'POST', 'withdrawal-methods/', method);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You must verify your account to set up M-PESA withdrawal method');
  });

  test('the phone is stored as 254…; a local 07… number or a missing field is a 400', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    const local = await call(user, 'POST', 'withdrawal-methods/', { ...method, mpesa_phone: '0712345678' });
    expect(local.statusCode).toBe(400);
    expect(local.json().errors.mpesa_phone).toBeDefined();
    const missing = await call(user, 'POST', 'withdrawal-methods/', { ...method, first_name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ first_name: ['First name is required'] });
  });

  test('one M-PESA method per user; others cannot touch it; ids must agree', async () => {
    const { user, methodId } = await withMethod();
    expect((await call(user, 'POST', 'withdrawal-methods/', method)).statusCode).toBe(409);
    const stranger = await signUp(t.app, t.database, { verified: true });
    // Even with presence proved, someone else's method answers like a missing one.
    await stepUp(t.app, stranger);
    expect(
      (await call(stranger, 'PATCH', `withdrawal-methods/${methodId}/`, { ...method, id: methodId })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `withdrawal-methods/${methodId}/`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `withdrawal-methods/${methodId}/primary/`)).statusCode).toBe(404);
    expect(
      (await call(user, 'PATCH', `withdrawal-methods/${methodId}/`, { ...method, id: methodId + 1 })).statusCode,
    ).toBe(400);
  });
});

describe('schedule', () => {
  test('defaults, then PATCH saves frequency and minimum with a computed next_payout', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    expect((await call(user, 'GET', 'schedule/')).json()).toEqual({
      frequency: 'weekly',
      minimum_amount: 1000,
      next_payout: null,
    });
    const saved = await call(user, 'PATCH', 'schedule/', { frequency: 'monthly', minimum_amount: 5000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ frequency: 'monthly', minimum_amount: 5000 });
    const next = new Date(saved.json().next_payout);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // The 1st of a month, 09:00 in Nairobi = 06:00 UTC.
    expect(next.getUTCDate() === 1 && next.getUTCHours() === 6).toBe(true);
    expect((await call(user, 'GET', 'schedule/')).json()).toEqual(saved.json());
  });

  test('only weekly|monthly and 1000/5000/10000/25000', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    expect((await call(user, 'PATCH', 'schedule/', { frequency: 'daily', minimum_amount: 1000 })).statusCode).toBe(400);
    expect((await call(user, 'PATCH', 'schedule/', { frequency: 'weekly', minimum_amount: 2000 })).statusCode).toBe(
      400,
    );
  });

  test('next_payout: the next Monday or 1st at 09:00 Nairobi, strictly after now', () => {
    // Wednesday 2024-05-22 12:00 Nairobi.
    const wednesday = new Date('2024-05-22T09:00:00Z');
    expect(nextPayout('weekly', wednesday).toISOString()).toBe('2024-05-27T06:00:00.000Z');
    expect(nextPayout('monthly', wednesday).toISOString()).toBe('2024-06-01T06:00:00.000Z');
    // Exactly at a payout moment: the following one.
    expect(nextPayout('weekly', new Date('2024-05-27T06:00:00Z')).toISOString()).toBe('2024-06-03T06:00:00.000Z');
    // Monday 08:00 Nairobi: later that day.
    expect(nextPayout('weekly', new Date('2024-05-27T05:00:00Z')).toISOString()).toBe('2024-05-27T06:00:00.000Z');
    expect(nextPayout('monthly', new Date('2024-12-15T00:00:00Z')).toISOString()).toBe('2025-01-01T06:00:00.000Z');
  });
});

describe('withdraw', () => {
  const request = (methodId: number, amount: number) => ({
    amount,
    original_currency: 'KES',
    original_amount: amount,
    method: methodId,
    is_automatic: false,
  });

  test('holds the amount, then pays it on a successful result — once', async () => {
    const { user, methodId } = await withMethod();
    await credit(user.userId, 3000);
    const response = await call(user, 'POST', 'withdraw/', request(methodId, 2000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Withdrawal request initiated', transaction_status: 'Pending' });
    expect(await available(user.userId)).toBe(100000);
    expect(await held(user.userId)).toBe(200000);

    const conversationId = response.json().transaction_id as string;
    expect((await deliverB2c(t, conversationId, 0)).statusCode).toBe(200);
    expect(await held(user.userId)).toBe(0);
    expect(await available(user.userId)).toBe(100000);
    // A replayed result, even a contradicting one, changes nothing.
    await deliverB2c(t, conversationId, 1);
    expect(await available(user.userId)).toBe(100000);

    // The alert writes money as every screen does: grouped thousands, two decimals.
    const [alert] = (await t.app.services.notifications.page(user.userId, 1)).results;
    expect(alert?.alert_text).toBe(`KES 2,000.00 was sent to your M-PESA ${method.mpesa_phone}.`);

    const history = await call(user, 'GET', 'transactions/');
    expect(history.json().results.transactions).toEqual([
      expect.objectContaining({
        transaction_id: conversationId,
        transaction_status: 'Completed',
        transaction_amount: 2000,
        transaction_type: 'Withdrawals',
      }),
    ]);
  });

  test('a failed result releases the hold back to the balance', async () => {
    const { user, methodId } = await withMethod();
    await credit(user.userId, 1500);
    const response = await call(user, 'POST', 'withdraw/', request(methodId, 1500));
    expect(await available(user.userId)).toBe(0);
    await deliverB2c(t, response.json().transaction_id, 2001);
    expect(await available(user.userId)).toBe(150000);
    expect(await held(user.userId)).toBe(0);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
    expect(row?.status).toBe('failed');
  });

  test('min_withdrawal, the balance, the method and the body are enforced', async () => {
    const { user, methodId } = await withMethod();
    await credit(user.userId, 1200);
    const small = await call(user, 'POST', 'withdraw/', request(methodId, 999));
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('The minimum withdrawal for M-PESA is KES 1000.');
    const tooMuch = await call(user, 'POST', 'withdraw/', request(methodId, 5000));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Insufficient balance: you have KES 1,200.00 available to withdraw.');
    const other = await withMethod();
    expect((await call(user, 'POST', 'withdraw/', request(other.methodId, 1000))).statusCode).toBe(404);
    expect((await call(user, 'POST', 'withdraw/', { amount: 1000 })).statusCode).toBe(400);
    expect(await available(user.userId)).toBe(120000);
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId))).toHaveLength(0);
  });

  test('the result callback needs its key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/mpesa/b2c-result/?key=wrong',
      payload: { Result: { ConversationID: 'x', ResultCode: 0, ResultDesc: 'ok' } },
    });
    expect(response.statusCode).toBe(401);
    expect(mpesaKey(t)).not.toBe('wrong');
  });

  test('50 concurrent withdrawals of the full balance: exactly one succeeds', async () => {
    const { user, methodId } = await withMethod();
    await credit(user.userId, 5000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(user, 'POST', 'withdraw/', request(methodId, 5000))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(49);
    expect(await available(user.userId)).toBe(0);
    expect(await held(user.userId)).toBe(500000);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
    expect(rows).toHaveLength(1);
    if (testEngine() === 'postgres') expect(t.database.kind).toBe('postgres');
  });
});

describe('automatic payouts', () => {
  /** Sets a weekly schedule (minimum KES 5,000) and answers a moment just after its first payout is due. */
  async function weeklyScheduleDue(user: SignedIn): Promise<Date> {
    await call(user, 'PATCH', 'schedule/', { frequency: 'weekly', minimum_amount: 5000 });
    const [schedule] = await t.database.db
      .select()
      .from(withdrawalSchedules)
      .where(eq(withdrawalSchedules.userId, user.userId));
    return new Date((schedule?.nextPayout ?? new Date()).getTime() + 1000);
  }

  test('a due schedule withdraws the whole available balance to the primary method, once', async () => {
    const { user } = await withMethod();
    await credit(user.userId, 6000);
    const due = await weeklyScheduleDue(user);

    expect(await t.app.services.wallet.runAutomaticPayouts(due)).toBeGreaterThanOrEqual(1);
    expect(await available(user.userId)).toBe(0);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
    expect(row).toMatchObject({ isAutomatic: true, amountCents: 600000, status: 'pending' });
    // The schedule moved on a week: running again at the same moment does nothing.
    await t.app.services.wallet.runAutomaticPayouts(due);
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId))).toHaveLength(1);
    await deliverB2c(t, row?.conversationId ?? '', 0);
  });

  test('a balance with cents pays the whole shillings and keeps the cents', async () => {
    const { user } = await withMethod();
    await credit(user.userId, 6000.04);
    const due = await weeklyScheduleDue(user);

    await t.app.services.wallet.runAutomaticPayouts(due);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
    // M-PESA moves whole shillings: the sandbox, like Daraja, refuses KES 6,000.04.
    expect(row).toMatchObject({ isAutomatic: true, amountCents: 600000, status: 'pending' });
    expect(await available(user.userId)).toBe(4);
    await deliverB2c(t, row?.conversationId ?? '', 0);
    expect(await available(user.userId)).toBe(4);
  });

  test('a withdrawal asked for with cents is refused at once, naming the amount', async () => {
    const { user, methodId } = await withMethod();
    await credit(user.userId, 1600);
    const answer = await call(user, 'POST', 'withdraw/', {
      amount: 1550.5,
      original_currency: 'KES',
      original_amount: 1550.5,
      method: methodId,
      is_automatic: false,
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toMatch(/whole shillings/);
    expect(await available(user.userId)).toBe(160000);
  });

  test('the sandbox M-PESA refuses cents, as Daraja does', async () => {
    await expect(
      t.app.services.mpesa.b2c({
        originatorConversationId: 'engage-cents',
        phone: '254712345678',
        amountCents: 100050,
        remarks: 'cents',
        resultUrl: 'http://127.0.0.1/result',
        timeoutUrl: 'http://127.0.0.1/timeout',
      }),
    ).rejects.toThrow(/whole shillings/);
  });

  test('below the minimum nothing is withdrawn', async () => {
    const { user } = await withMethod();
    await credit(user.userId, 3000);
    await call(user, 'PATCH', 'schedule/', { frequency: 'monthly', minimum_amount: 5000 });
    await t.app.services.wallet.runAutomaticPayouts(new Date(Date.now() + 40 * 86400_000));
    expect(await available(user.userId)).toBe(300000);
  });
});
