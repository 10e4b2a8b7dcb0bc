/**
 * Accounts no one can take with a bearer token alone: payout-number changes and account deletion
 * need a recent step-up on the session, a new or changed number cools off before it is paid, its
 * owner can freeze withdrawals with one tap, and an embedded area's token can do none of it.
 */
import { eq, sql } from 'drizzle-orm';
import { sessions, users, withdrawalMethods } from '../../db/schema';
import { coolOff, lastEmailTo, signUp, stepUp, type SignedIn } from '../../../tests/auth-helpers';
import { callWallet, creditAvailable, openMoneySuite, uniqueMpesaMethod } from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

const HOUR_MS = 3600_000;
/** Each test's own number and ID: one number and one ID belong to one account (farms.test.ts). */
let mpesaMethod = uniqueMpesaMethod();
beforeEach(() => {
  mpesaMethod = uniqueMpesaMethod();
});

const call = (user: SignedIn, verb: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  callWallet(t, user, verb, path, payload);

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

const withdrawal = (methodId: number, amount = 1500) => ({
  amount,
  original_currency: 'KES',
  original_amount: amount,
  method: methodId,
  is_automatic: false,
});

const available = (userId: number) => t.app.services.ledger.balance({ kind: 'consumer_available', userId });
const held = (userId: number) => t.app.services.ledger.balance({ kind: 'withdrawal_hold', userId });

/** The session's step-up happened `minutes` ago. */
const steppedUpAgo = (user: SignedIn, minutes: number) =>
  t.database.db
    .update(sessions)
    .set({ steppedUpAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.id, user.session_id));

const methodsOf = async (user: SignedIn) =>
  (await call(user, 'GET', 'withdrawal-methods/')).json<{ results: { id: number; mpesa_phone: string }[] }>().results;

/** The "this was not me" link's token and uidb64 from the newest email to the user. */
async function notMeLink(user: SignedIn): Promise<{ token: string; uidb64: string }> {
  const { body } = await lastEmailTo(t.app, user.email);
  const match = /\/payout\/not-me\/([A-Za-z0-9_-]+)\?uidb64=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1] || !match[2]) throw new Error(`no not-me link in: ${body}`);
  return { token: match[1], uidb64: match[2] };
}

describe('step-up', () => {
  test('with only a bearer token the payout number can be neither added nor changed', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    const added = await call(user, 'POST', 'withdrawal-methods/', mpesaMethod);
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({
      code: 'step_up_required',
      step_up: 'password',
      detail: 'Confirm it is you first: enter your password, then try again.',
    });
    expect(await methodsOf(user)).toEqual([]);

    await stepUp(t.app, user);
    const created = await call(user, 'POST', 'withdrawal-methods/', mpesaMethod);
    expect(created.statusCode).toBe(201);
    const methodId = created.json<{ id: number }>().id;

    // The step-up has run out: the thief's bearer token cannot point the money elsewhere.
    await steppedUpAgo(user, 6);
    const changed = await call(user, 'PATCH', `withdrawal-methods/${methodId}/`, {
      ...mpesaMethod,
      id: methodId,
      mpesa_phone: '254799999999',
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe('step_up_required');
    expect((await methodsOf(user))[0]?.mpesa_phone).toBe(mpesaMethod.mpesa_phone);
  });

  test('the password proves presence for five minutes, on this session only; a wrong one is refused naming the field', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    const wrong = await post(user.headers, 'users/step-up/', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['That password is not right.'] });
    expect((await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).statusCode).toBe(403);

    const right = await post(user.headers, 'users/step-up/', { password: user.password });
    expect(right.statusCode).toBe(200);
    const until = Date.parse(right.json<{ stepped_up_until: string }>().stepped_up_until);
    expect(Math.abs(until - (Date.now() + 5 * 60_000))).toBeLessThan(10_000);

    // Another session of the same account (another device, or a stolen token) has proved nothing.
    const login = await post({}, 'users/login/', { email: user.email, password: user.password });
    const other = { authorization: `Bearer ${login.json<{ access: string }>().access}` };
    expect((await post(other, 'wallet/withdrawal-methods/', mpesaMethod)).statusCode).toBe(403);

    await steppedUpAgo(user, 4);
    expect((await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).statusCode).toBe(201);
  });

  test('an account without a password steps up with a six-digit code sent by email', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    // As after a Google sign-up (google-sign-in.test.ts): the account has no password.
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));

    const refused = await call(user, 'POST', 'withdrawal-methods/', mpesaMethod);
    expect(refused.json()).toMatchObject({ code: 'step_up_required', step_up: 'code' });
    const noCode = await post(user.headers, 'users/step-up/', { password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect(Object.keys(noCode.json().errors)).toEqual(['code']);

    expect((await post(user.headers, 'users/step-up/code/')).statusCode).toBe(200);
    const { subject, body } = await lastEmailTo(t.app, user.email);
    expect(subject).toBe('Your engage confirmation code');
    const code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post(user.headers, 'users/step-up/', { code: wrongCode })).statusCode).toBe(400);
    expect((await post(user.headers, 'users/step-up/', { code })).statusCode).toBe(200);
    expect((await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).statusCode).toBe(201);
    // Single use.
    expect((await post(user.headers, 'users/step-up/', { code })).statusCode).toBe(400);
  });

  test('an account with a password is not sent codes: the password is what proves it', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    expect((await post(user.headers, 'users/step-up/code/')).statusCode).toBe(400);
  });

  test('deleting the account needs a step-up', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/users/account/', headers: user.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('step_up_required');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.deletedAt).toBeNull();

    await stepUp(t.app, user);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/account/', headers: user.headers });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('cooling-off', () => {
  test('a new number is paid only after 48 hours: the refusal says when, and nothing is held', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    await creditAvailable(t, user.userId, 2000);
    await stepUp(t.app, user);
    const created = await call(user, 'POST', 'withdrawal-methods/', mpesaMethod);
    const method = created.json<{ id: number; usable_from: string }>();
    expect(Math.abs(Date.parse(method.usable_from) - (Date.now() + 48 * HOUR_MS))).toBeLessThan(10_000);

    const early = await call(user, 'POST', 'withdraw/', withdrawal(method.id));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'payout_method_cooling_off', usable_from: method.usable_from });
    expect(early.json().detail).toMatch(/^This M-PESA number can receive money from .+ \(Nairobi time\)\./);
    const kiswahili = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdraw/',
      headers: { ...user.headers, 'accept-language': 'sw' },
      payload: withdrawal(method.id),
    });
    expect(kiswahili.json().detail).toMatch(
      /^Namba hii ya M-PESA inaweza kupokea pesa kuanzia .+ \(saa za Nairobi\)\./,
    );
    expect(await available(user.userId)).toBe(200_000);
    expect(await held(user.userId)).toBe(0);

    await coolOff(t.database, method.id);
    expect((await call(user, 'POST', 'withdraw/', withdrawal(method.id))).statusCode).toBe(200);
  });

  test('a changed number cools off again; other details change at once', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    await creditAvailable(t, user.userId, 4000);
    await stepUp(t.app, user);
    const methodId = (await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).json<{ id: number }>().id;
    await coolOff(t.database, methodId);

    const renamed = await call(user, 'PATCH', `withdrawal-methods/${methodId}/`, {
      ...mpesaMethod,
      id: methodId,
      first_name: 'Wanjiku',
    });
    expect(Date.parse(renamed.json<{ usable_from: string }>().usable_from)).toBeLessThan(Date.now());
    expect((await call(user, 'POST', 'withdraw/', withdrawal(methodId))).statusCode).toBe(200);

    const renumbered = await call(user, 'PATCH', `withdrawal-methods/${methodId}/`, {
      ...mpesaMethod,
      id: methodId,
      mpesa_phone: '254799999999',
    });
    expect(Date.parse(renumbered.json<{ usable_from: string }>().usable_from)).toBeGreaterThan(
      Date.now() + 47 * HOUR_MS,
    );
    expect((await call(user, 'POST', 'withdraw/', withdrawal(methodId))).json().code).toBe('payout_method_cooling_off');
    expect((await lastEmailTo(t.app, user.email)).subject).toBe('Your engage payout number was changed');
  });

  test('a scheduled payout waits while the number cools off', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    await creditAvailable(t, user.userId, 2000);
    await stepUp(t.app, user);
    await call(user, 'POST', 'withdrawal-methods/', mpesaMethod);
    await call(user, 'PATCH', 'schedule/', { frequency: 'weekly', minimum_amount: 1000 });
    await t.database.db.execute(
      sql`UPDATE withdrawal_schedules SET next_payout = now() - interval '1 minute' WHERE user_id = ${user.userId}`,
    );
    await t.app.services.wallet.runAutomaticPayouts();
    expect(await available(user.userId)).toBe(200_000);
    expect(await held(user.userId)).toBe(0);
  });
});

test("the development route that lets a journey skip the cooling-off takes only the owner's own number", async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const stranger = await signUp(t.app, t.database, { verified: true });
  await stepUp(t.app, user);
  const methodId = (await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).json<{ id: number }>().id;
  const cool = (who: SignedIn) =>
    t.app.inject({ method: 'POST', url: `/api/dev/withdrawal-methods/${methodId}/cooled/`, headers: who.headers });
  expect((await cool(stranger)).statusCode).toBe(404);
  const cooled = await cool(user);
  expect(cooled.statusCode).toBe(200);
  expect(Date.parse(cooled.json<{ usable_from: string }>().usable_from)).toBeLessThanOrEqual(Date.now());
});

describe('"this was not me"', () => {
  test('the owner is emailed at once in their language; one tap freezes withdrawals, removes the number and signs every device out', async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    await t.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, user.userId));
    await creditAvailable(t, user.userId, 3000);
    await stepUp(t.app, user);
    const methodId = (await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).json<{ id: number }>().id;
    const email = await lastEmailTo(t.app, user.email);
    expect(email.subject).toBe('Namba ya kupokea pesa imeongezwa kwenye akaunti yako ya engage');
    expect(email.body).toContain(mpesaMethod.mpesa_phone);
    const link = await notMeLink(user);

    // Anyone may open the link (it is the owner's email); it works once.
    expect((await post({}, 'wallet/not-me/', { ...link, token: `${link.token}x` })).statusCode).toBe(400);
    const frozen = await post({}, 'wallet/not-me/', link);
    expect(frozen.statusCode).toBe(200);
    expect((await post({}, 'wallet/not-me/', link)).statusCode).toBe(400);

    // Whoever changed the number is signed out, and so is every other device.
    expect((await call(user, 'GET', 'withdrawal-methods/')).statusCode).toBe(401);
    const alerts = (await t.app.services.operatorAlerts.open()).filter((alert) => alert.kind === 'account_frozen');
    expect(alerts.map((alert) => alert.subject)).toContain(`user:${user.userId}`);
    const [disowned] = await t.database.db.select().from(withdrawalMethods).where(eq(withdrawalMethods.id, methodId));
    expect(disowned).toBeUndefined();
    // Nothing is taken.
    expect(await available(user.userId)).toBe(300_000);

    const login = await post({}, 'users/login/', { email: user.email, password: user.password });
    const tokens = login.json<{ access: string; session_id: string }>();
    const owner: SignedIn = { ...user, ...tokens, headers: { authorization: `Bearer ${tokens.access}` } };
    expect((await call(owner, 'GET', 'freeze/')).json()).toMatchObject({
      frozen: true,
      reason: 'You told us that a change of your payout number was not you.',
      owner_can_lift: true,
    });

    // The owner's own number, once usable, is still refused while frozen: the reason and the way out.
    await stepUp(t.app, owner);
    const own = (
      await call(owner, 'POST', 'withdrawal-methods/', { ...mpesaMethod, mpesa_phone: '254711111111' })
    ).json<{
      id: number;
    }>().id;
    await coolOff(t.database, own);
    const refused = await call(owner, 'POST', 'withdraw/', withdrawal(own));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'withdrawals_frozen',
      reason: 'You told us that a change of your payout number was not you.',
    });
    expect(refused.json().detail).toContain('Your balance is safe');
    expect(await held(owner.userId)).toBe(0);

    // The way out: unfreeze after a step-up.
    await steppedUpAgo(owner, 6);
    expect((await call(owner, 'POST', 'unfreeze/')).json().code).toBe('step_up_required');
    await stepUp(t.app, owner);
    expect((await call(owner, 'POST', 'unfreeze/')).statusCode).toBe(200);
    expect((await call(owner, 'GET', 'freeze/')).json()).toEqual({
      frozen: false,
      reason: null,
      frozen_at: null,
      owner_can_lift: false,
    });
    expect((await call(owner, 'POST', 'withdraw/', withdrawal(own))).statusCode).toBe(200);
  });
});

describe('embedded areas', () => {
  test("an embedded area's token cannot step up, change payout numbers or delete the account, even after a refresh", async () => {
    const user = await signUp(t.app, t.database, { verified: true });
    await stepUp(t.app, user);
    const methodId = (await call(user, 'POST', 'withdrawal-methods/', mpesaMethod)).json<{ id: number }>().id;

    const minted = await post(user.headers, 'users/token/embed/');
    expect(minted.statusCode).toBe(200);
    const embedTokens = minted.json<{ access: string; refresh: string }>();
    const refreshed = await post({}, 'users/token/refresh/', { refresh: embedTokens.refresh });
    for (const access of [embedTokens.access, refreshed.json<{ access: string }>().access]) {
      const embed = { authorization: `Bearer ${access}` };
      const expectEmbedRefused = (response: { statusCode: number; json: () => { code?: string } }) => {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('embed_scope');
      };
      // What the area needs still works.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/wallet/withdrawal-methods/', headers: embed })).statusCode,
      ).toBe(200);
      expectEmbedRefused(await post(embed, 'users/step-up/', { password: user.password }));
      expectEmbedRefused(await post(embed, 'wallet/withdrawal-methods/', mpesaMethod));
      expectEmbedRefused(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/wallet/withdrawal-methods/${methodId}/`,
          headers: embed,
          payload: { ...mpesaMethod, id: methodId, mpesa_phone: '254799999999' },
        }),
      );
      expectEmbedRefused(
        await t.app.inject({ method: 'DELETE', url: `/api/wallet/withdrawal-methods/${methodId}/`, headers: embed }),
      );
      expectEmbedRefused(await t.app.inject({ method: 'DELETE', url: '/api/users/account/', headers: embed }));
      expectEmbedRefused(await post(embed, 'wallet/unfreeze/'));
      expectEmbedRefused(await post(embed, 'users/token/embed/'));
    }
    expect((await methodsOf(user))[0]?.mpesa_phone).toBe(mpesaMethod.mpesa_phone);
  });
});
