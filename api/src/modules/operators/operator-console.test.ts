/**
 * The console's queues and actions over the real routes and database: a claim approved from the
 * review queue credits its consumer and tells them; a payout of unknown outcome is asked about and
 * one held for review is released; a frozen account's owner is told why and cannot withdraw; an
 * adjustment at FOUR_EYES_KES waits for a second operator; roles hold; every action is in the
 * audit log, and the books balance after each test.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notifications, payoutReviews, taskClaims, withdrawals } from '../../db/schema';
import { testConfig } from '../../config';
import { coolOff, signUp, stepUp, type SignedIn } from '../../../tests/auth-helpers';
import { insertFundedLink } from '../../../tests/fixtures';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { creditAvailable, expectBooksBalanced, uniqueMpesaMethod } from '../../../tests/payment-helpers';
import { SANDBOX_FAILING_PAYOUT_PHONE } from '../wallet/mpesa-gateway';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let producer: SignedIn;
let support: SignedInOperator;
let finance: SignedInOperator;
let secondFinance: SignedInOperator;
beforeAll(async () => {
  // The platform verifier cannot check Facebook: such claims wait for a person.
  t = await openTestApp({
    providers: { ...testConfig().providers, verifier: 'platform' },
    producerReviewHours: 72,
    fourEyesCents: 10_000 * 100,
  });
  producer = await signUp(t.app, t.database, { verified: true });
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
  secondFinance = await operatorToken(t.app, 'finance');
});
afterEach(async () => {
  await expectBooksBalanced(t);
});
afterAll(async () => {
  await t.close();
});

const asOperator = (who: SignedInOperator, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/operator/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const asUser = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const withdrawalRow = async (id: number) => {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new Error('no withdrawal');
  return row;
};
const alertsOf = async (user: SignedIn) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId))).map(
    (row) => `${row.alertTitle}: ${row.alertText}`,
  );
const auditOf = async (action: string, account: number) =>
  (await asOperator(support, 'GET', `audit/?action=${action}&account=${account}`)).json().items;

/** A verified user with KES 5,000 to withdraw and a saved M-PESA number past its cooling-off. */
async function payoutUser(method: object = uniqueMpesaMethod()) {
  const user = await signUp(t.app, t.database, { verified: true });
  await creditAvailable(t, user.userId, 5000);
  await stepUp(t.app, user);
  const saved = await asUser(user, 'POST', 'wallet/withdrawal-methods/', method);
  await coolOff(t.database, saved.json().id);
  const withdrawal = (amount: number) => ({
    amount,
    original_currency: 'KES',
    original_amount: amount,
    method: saved.json().id,
    is_automatic: false,
  });
  return { user, withdrawal };
}

/** A Facebook comment claim passed to the operators (its producer's time ran out). */
async function claimForOperators(user: SignedIn) {
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.userId, {
    platform: 'facebook',
    actionType: 'Comments',
    linkUrl: `https://www.facebook.com/engage/posts/${randomBytes(4).toString('hex')}`,
    postTitle: 'Our new song',
    targetsNeeded: 4,
    rewardCents: 500,
  });
  const claimedNow = await asUser(user, 'POST', 'actions/facebook-comment/', { post_url: link.linkUrl, text: 'Sweet' });
  expect(claimedNow.statusCode).toBe(202);
  const [claim] = await t.database.db.select().from(taskClaims).where(eq(taskClaims.linkId, link.id));
  if (!claim) throw new Error('no claim');
  await t.database.db
    .update(taskClaims)
    .set({ reviewDueAt: new Date(Date.now() - 1000) })
    .where(eq(taskClaims.id, claim.id));
  await t.app.services.claimReview.escalateOverdue();
  return claim.id;
}

test('a claim approved from the review queue credits its consumer once, tells them, and is audit-logged', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const claimId = await claimForOperators(user);
  const other = await claimForOperators(await signUp(t.app, t.database, { verified: true }));

  const queue = await asOperator(support, 'GET', 'review/claims/?queue=waiting&platform=facebook&limit=200');
  expect(queue.statusCode).toBe(200);
  const item = queue.json().items.find((row: { claim_id: number }) => row.claim_id === claimId);
  expect(item).toMatchObject({
    user_id: user.userId,
    user_email: user.email,
    platform: 'facebook',
    action_type: 'Comments',
    evidence: expect.objectContaining({ text: 'Sweet' }),
    history: { credited: 0, refused: 0, joined_at: expect.any(String) },
    flags: [],
  });

  // One at a time or in bulk: each decided on its own; one already decided is said, not undone.
  const decided = await asOperator(support, 'POST', 'review/claims/decide/', {
    claim_ids: [claimId, other],
    decision: 'approve',
    reason: 'The comment is there under the post.',
  });
  expect(decided.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['approved', 'approved']);
  const again = await asOperator(support, 'POST', 'review/claims/decide/', {
    claim_ids: [claimId],
    decision: 'approve',
    reason: 'Twice by mistake',
  });
  expect(again.json().results[0]).toMatchObject({ outcome: 'not_decided' });
  expect(await t.app.services.ledger.balance({ kind: 'consumer_pending', userId: user.userId })).toBe(500);
  expect((await alertsOf(user)).some((line) => line.startsWith('Task credited'))).toBe(true);
  expect(await auditOf('approve_claim', user.userId)).toEqual([
    expect.objectContaining({
      operator_email: support.email,
      subject_id: String(claimId),
      before: expect.objectContaining({ status: 'review' }),
      after: expect.objectContaining({ status: 'credited' }),
      reason: 'The comment is there under the post.',
    }),
  ]);
  // The queue no longer holds it; a CSV export of the queue has its header.
  const after = await asOperator(support, 'GET', 'review/claims/?queue=waiting&limit=200');
  expect(after.json().items.map((row: { claim_id: number }) => row.claim_id)).not.toContain(claimId);
  const csv = await asOperator(support, 'GET', 'review/claims/?format=csv');
  expect(csv.body.startsWith('claim,claimed_at,user,platform')).toBe(true);
});

test("a frozen account's owner is told why and cannot withdraw until an operator lifts it", async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  await creditAvailable(t, user.userId, 2000);
  await stepUp(t.app, user);
  const saved = await asUser(user, 'POST', 'wallet/withdrawal-methods/', uniqueMpesaMethod());
  await coolOff(t.database, saved.json().id);

  const frozen = await asOperator(support, 'POST', `people/${user.userId}/actions/`, {
    action: 'freeze_withdrawals',
    reason: 'Many accounts on one phone',
  });
  expect(frozen.statusCode).toBe(200);
  const status = (await asUser(user, 'GET', 'wallet/freeze/')).json();
  expect(status).toMatchObject({
    frozen: true,
    reason: 'engage’s team paused withdrawals on your account: Many accounts on one phone',
    owner_can_lift: false,
  });
  expect(await alertsOf(user)).toContain(
    'Withdrawals paused: engage’s team paused withdrawals on your account: Many accounts on one phone. Your balance is safe and stays yours.',
  );
  const withdraw = await asUser(user, 'POST', 'wallet/withdraw/', {
    amount: 1000,
    original_currency: 'KES',
    original_amount: 1000,
    method: saved.json().id,
    is_automatic: false,
  });
  expect(withdraw.statusCode).toBe(403);
  expect(withdraw.json()).toMatchObject({
    code: 'withdrawals_frozen',
    reason: expect.stringContaining('Many accounts'),
  });
  // The owner's own way out does not lift an operator's freeze.
  expect(await t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId })).toBe(200_000);

  const lifted = await asOperator(support, 'POST', `people/${user.userId}/actions/`, {
    action: 'unfreeze_withdrawals',
    reason: 'The owner showed their ID',
  });
  expect(lifted.statusCode).toBe(200);
  expect((await asUser(user, 'GET', 'wallet/freeze/')).json().frozen).toBe(false);
  const lines = await auditOf('freeze_withdrawals', user.userId);
  expect(lines[0]).toMatchObject({ before: null, after: expect.objectContaining({ reason: 'operator' }) });
  expect(await auditOf('unfreeze_withdrawals', user.userId)).toHaveLength(1);
});

test('revoking sessions signs the user out everywhere', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  await asOperator(support, 'POST', `people/${user.userId}/actions/`, {
    action: 'revoke_sessions',
    reason: 'Sign-ins from a farm network',
  });
  expect((await asUser(user, 'GET', 'users/profile-details/')).statusCode).toBe(401);
  const refresh = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/refresh/',
    payload: { refresh: user.refresh },
  });
  expect(refresh.statusCode).toBe(401);
});

test('payouts: one of unknown outcome is asked about, one held for review is released; support may do neither', async () => {
  const { user, withdrawal } = await payoutUser();
  await t.database.db.insert(payoutReviews).values({ userId: user.userId, reason: 'shared_device', detail: 'test' });
  const body = withdrawal(1000);
  expect((await asUser(user, 'POST', 'wallet/withdraw/', body)).json().transaction_status).toBe('Waiting for review');
  const [held] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
  if (!held) throw new Error('no withdrawal');

  expect((await asOperator(support, 'GET', 'money/payouts/?state=held')).statusCode).toBe(403);
  const heldList = (await asOperator(finance, 'GET', 'money/payouts/?state=held&limit=200')).json().items;
  expect(heldList.find((row: { id: number }) => row.id === held.id)).toMatchObject({
    state: 'held',
    hold_reason: 'shared_device',
  });
  expect(
    (await asOperator(support, 'POST', `money/payouts/${held.id}/actions/`, { action: 'release', reason: 'Checked' }))
      .statusCode,
  ).toBe(403);
  const released = await asOperator(finance, 'POST', `money/payouts/${held.id}/actions/`, {
    action: 'release',
    reason: 'ID checked on a call',
  });
  expect(released.statusCode).toBe(200);
  expect(released.json().payout.status).toBe('pending');

  // Sent, and M-PESA has not answered for longer than the reconciliation delay: outcome unknown.
  await t.database.db
    .update(withdrawals)
    .set({ createdAt: new Date(Date.now() - 3600_000) })
    .where(eq(withdrawals.id, held.id));
  const unknown = (await asOperator(finance, 'GET', 'money/payouts/?state=unknown&limit=200')).json().items;
  expect(unknown.map((row: { id: number }) => row.id)).toContain(held.id);
  const asked = await asOperator(finance, 'POST', `money/payouts/${held.id}/actions/`, {
    action: 'query',
    reason: 'The user says nothing arrived',
  });
  expect(asked.statusCode).toBe(200);
  expect(asked.json().message).toMatch(/^M-PESA (answered|was asked)/);
  expect((await auditOf('release_payout', user.userId))[0]).toMatchObject({
    before: expect.objectContaining({ state: 'held' }),
    after: expect.objectContaining({ status: 'pending' }),
  });
  expect(await auditOf('query_payout', user.userId)).toHaveLength(1);
  // Released once: asking to release again is refused.
  expect(
    (await asOperator(finance, 'POST', `money/payouts/${held.id}/actions/`, { action: 'release', reason: 'Again' }))
      .statusCode,
  ).toBe(409);
});

test('mark_paid: wants a well-formed M-PESA receipt, books the payout paid once, and only from pending', async () => {
  const { user, withdrawal } = await payoutUser();
  await t.database.db.insert(payoutReviews).values({ userId: user.userId, reason: 'shared_device', detail: 'test' });
  const body = withdrawal(1200);
  await asUser(user, 'POST', 'wallet/withdraw/', body);
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
  if (!row) throw new Error('no withdrawal');
  const act = (payload: object, who = finance) => asOperator(who, 'POST', `money/payouts/${row.id}/actions/`, payload);

  // Held for review: not waiting for M-PESA, so it cannot be marked paid.
  expect((await act({ action: 'mark_paid', reason: 'Statement shows it', receipt: 'QKJ1ABC2DE' })).statusCode).toBe(
    409,
  );
  expect((await act({ action: 'release', reason: 'ID checked on a call' })).json().payout.status).toBe('pending');
  const holdBefore = await t.app.services.ledger.balance({ kind: 'withdrawal_hold', userId: user.userId });

  const missing = await act({ action: 'mark_paid', reason: 'Statement shows it' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().errors).toHaveProperty('receipt');
  const malformed = await act({ action: 'mark_paid', reason: 'Statement shows it', receipt: 'qkj1-abc' });
  expect(malformed.statusCode).toBe(400);
  expect(JSON.stringify(malformed.json())).toContain('receipt');
  expect(
    (await act({ action: 'mark_paid', reason: 'Statement shows it', receipt: 'QKJ1ABC2DE' }, support)).statusCode,
  ).toBe(403);
  // Nothing moved on a refusal.
  expect((await withdrawalRow(row.id)).status).toBe('pending');

  const receipt = `Q${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;
  const marked = await act({ action: 'mark_paid', reason: 'Statement shows it paid', receipt });
  expect(marked.statusCode).toBe(200);
  expect(marked.json().payout).toMatchObject({ status: 'completed', receipt });
  expect(await t.app.services.ledger.balance({ kind: 'withdrawal_hold', userId: user.userId })).toBe(
    holdBefore - 1200 * 100,
  );
  // Once: a second mark, or M-PESA's own late answer, moves nothing.
  expect((await act({ action: 'mark_paid', reason: 'Again', receipt })).statusCode).toBe(409);
  expect((await auditOf('mark_payout_paid', user.userId))[0]).toMatchObject({
    before: expect.objectContaining({ status: 'pending' }),
    after: expect.objectContaining({ status: 'completed', receipt }),
  });
  expect(await auditOf('mark_payout_paid', user.userId)).toHaveLength(1);
});

test('retry: a failed payout is sent again once, its money held again, audit-logged; not one that did not fail', async () => {
  // The sandbox fails every payout to this number.
  const { user, withdrawal } = await payoutUser({ ...uniqueMpesaMethod(), mpesa_phone: SANDBOX_FAILING_PAYOUT_PHONE });
  const body = withdrawal(1500);
  await asUser(user, 'POST', 'wallet/withdraw/', body);
  const [first] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
  if (!first) throw new Error('no withdrawal');
  const available = () => t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId });
  // M-PESA says so when asked (the test's sandbox sends no result by itself).
  await t.app.services.wallet.askPayoutStatus(await withdrawalRow(first.id));
  expect((await withdrawalRow(first.id)).status).toBe('failed');
  expect(await available()).toBe(5000 * 100);
  const act = (id: number, who = finance, reason = 'The user fixed their M-PESA account') =>
    asOperator(who, 'POST', `money/payouts/${id}/actions/`, { action: 'retry', reason });

  expect((await act(first.id, support)).statusCode).toBe(403);
  const retried = await act(first.id);
  expect(retried.statusCode).toBe(200);
  const retry = retried.json().payout as { id: number; amount: number };
  expect(retry.id).not.toBe(first.id);
  expect(retry.amount).toBe(1500);
  expect(retried.json().message).toContain(`payout ${retry.id}`);
  // Held again from the balance the failure gave back; a second retry of the same payout is refused.
  expect(await available()).toBe(3500 * 100);
  expect((await act(first.id, secondFinance)).statusCode).toBe(409);
  expect(await available()).toBe(3500 * 100);
  expect((await auditOf('retry_payout', user.userId))[0]).toMatchObject({
    subject_id: String(first.id),
    before: expect.objectContaining({ status: 'failed' }),
    after: expect.objectContaining({ id: retry.id }),
  });

  // Only a failed payout: one still waiting for M-PESA is not sent twice.
  expect((await act(retry.id)).statusCode).toBe(409);
  await t.app.services.wallet.askPayoutStatus(await withdrawalRow(retry.id));
  expect((await withdrawalRow(retry.id)).status).toBe('failed');
  expect(await available()).toBe(5000 * 100);
  expect((await act(987_654_321)).statusCode).toBe(404);
});

test('an adjustment at FOUR_EYES_KES waits for a second operator and is applied exactly once', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const available = () => t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId });
  const small = await asOperator(finance, 'POST', 'ledger/adjustments/', {
    account_id: user.userId,
    amount: 50,
    direction: 'credit',
    reason: 'Missed credit for a task',
  });
  expect(small.json().adjustment.status).toBe('applied');
  expect(await available()).toBe(5000);

  const big = await asOperator(finance, 'POST', 'ledger/adjustments/', {
    account_id: user.userId,
    amount: 10_000,
    direction: 'credit',
    reason: 'Prize for the top referrer',
  });
  expect(big.json()).toMatchObject({
    adjustment: { status: 'waiting' },
    message: expect.stringContaining('second operator'),
  });
  expect(await available()).toBe(5000);
  const id = big.json().adjustment.id;
  const own = await asOperator(finance, 'POST', `ledger/adjustments/${id}/approve/`, { reason: 'Looks right' });
  expect(own.statusCode).toBe(403);
  expect(own.json().detail).toBe('A second operator must approve this adjustment: you asked for it.');
  const approved = await asOperator(secondFinance, 'POST', `ledger/adjustments/${id}/approve/`, {
    reason: 'Checked the list',
  });
  expect(approved.json().adjustment).toMatchObject({ status: 'applied', approved_by: secondFinance.operatorId });
  expect(
    (await asOperator(secondFinance, 'POST', `ledger/adjustments/${id}/approve/`, { reason: 'Again' })).statusCode,
  ).toBe(409);
  expect(await available()).toBe(5000 + 1_000_000);

  // A debit never takes the balance below zero, and changes nothing when refused.
  const overdraw = await asOperator(finance, 'POST', 'ledger/adjustments/', {
    account_id: user.userId,
    amount: 20_000,
    direction: 'debit',
    reason: 'Taking back a prize',
  });
  expect(overdraw.statusCode).toBe(200);
  expect(overdraw.json().adjustment.status).toBe('waiting');
  const refused = await asOperator(
    secondFinance,
    'POST',
    `ledger/adjustments/${overdraw.json().adjustment.id}/approve/`,
    {
      reason: 'Approve',
    },
  );
  expect(refused.statusCode).toBe(409);
  expect(await available()).toBe(5000 + 1_000_000);

  expect(await auditOf('request_adjustment', user.userId)).toHaveLength(3);
  expect(await auditOf('approve_adjustment', user.userId)).toHaveLength(1);
  const waiting = (await asOperator(finance, 'GET', 'ledger/adjustments/?status=waiting&limit=200')).json().items;
  expect(waiting.map((row: { id: number }) => row.id)).toContain(overdraw.json().adjustment.id);
  expect(
    (
      await asOperator(support, 'POST', 'ledger/adjustments/', {
        account_id: user.userId,
        amount: 1,
        direction: 'credit',
        reason: 'Try',
      })
    ).statusCode,
  ).toBe(403);
});

test('bad input names the field and changes nothing', async () => {
  const noReason = await asOperator(finance, 'POST', 'ledger/adjustments/', {
    account_id: 1,
    amount: 5,
    direction: 'credit',
    reason: 'x',
  });
  expect(noReason.statusCode).toBe(400);
  expect(JSON.stringify(noReason.json())).toContain('reason');
  const tooMany = await asOperator(support, 'POST', 'review/claims/decide/', {
    claim_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    decision: 'approve',
    reason: 'All of them',
  });
  expect(tooMany.statusCode).toBe(400);
});
