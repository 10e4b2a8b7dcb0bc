/**
 * "Download my data" over the real server and database: a user with records in every module asks
 * for their export, the job builds it, and the files hold each record — and no password hash,
 * token or key — open only with a token and the owner's session, for 24 hours.
 */
import { eq } from 'drizzle-orm';
import {
  linkedAccountTokens,
  payments,
  referralRewards,
  sessions,
  socialConnections,
  taskClaims,
  users,
  withdrawals,
} from '../../db/schema';
import { addPayoutNumber, lastEmailTo, signUp, uniqueEmail, type SignedIn } from '../../../tests/auth-helpers';
import { callWallet, creditAvailable, fundedPost, uniqueMpesaMethod } from '../../../tests/payment-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (user: SignedIn, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/${url}`, headers: user.headers });

interface ExportStatus {
  status: string;
  requested_at: string | null;
  ready_at: string | null;
  expires_at: string | null;
  token: string | null;
}

const ask = async (user: SignedIn) => {
  const response = await as(user, 'POST', 'users/data-export/');
  expect(response.statusCode).toBe(202);
  return response.json<ExportStatus>();
};
const statusOf = async (user: SignedIn) => (await as(user, 'GET', 'users/data-export/')).json<ExportStatus>();
const download = (user: SignedIn, token: string, file: 'json' | 'csv') =>
  as(user, 'GET', `users/data-export/${token}/${file}/`);

/** Someone who registered with `referrer`'s code. */
async function referredBy(referrer: SignedIn): Promise<number> {
  const email = uniqueEmail('referred');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { email, password: 'correct-horse-1', type: 'standard', referral_code: String(referrer.userId) },
  });
  expect(registered.statusCode).toBe(201);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

const ACCESS_TOKEN = 'ya29.export-test-access-token-3f9a';
const REFRESH_TOKEN = '1//export-test-refresh-token-77c1';

/** A user with a linked account, a paid post, a claim, a payout number, a withdrawal, a referral reward, alerts and a reseller key. */
async function busyUser() {
  const user = await signUp(t.app, t.database, { verified: true });
  const db = t.database.db;
  // Fixture shortcuts for what other suites drive through the platforms' consent (profile.test.ts)
  // and the verifier (tasks.test.ts): the rows as those flows leave them.
  const channel = `UC-export-${user.userId}`;
  await db.insert(socialConnections).values({ userId: user.userId, platform: 'youtube', externalId: channel });
  await db.insert(linkedAccountTokens).values({
    userId: user.userId,
    platform: 'youtube',
    accountId: channel,
    accessToken: ACCESS_TOKEN,
    refreshToken: REFRESH_TOKEN,
    scope: 'youtube.readonly',
  });
  const linkId = await fundedPost(t, user, { post_title: 'Export me please' });
  const [payment] = await db.select().from(payments).where(eq(payments.userId, user.userId));
  const [claim] = await db
    .insert(taskClaims)
    .values({
      userId: user.userId,
      linkId,
      actionType: 'Likes',
      endpoint: 'youtube-like',
      payload: '{}',
      reason: 'Waiting for YouTube',
      recheck: true,
    })
    .returning();
  const friendId = await referredBy(user);
  const [reward] = await db
    .insert(referralRewards)
    .values({
      referrerId: user.userId,
      referredId: friendId,
      paymentId: payment?.id ?? 0,
      amountCents: 2500,
      availableAt: new Date(Date.now() + 3 * 24 * 3600_000),
    })
    .returning();

  const method = uniqueMpesaMethod();
  const created = await addPayoutNumber(t.app, t.database, user, method);
  expect(created.statusCode).toBe(201);
  await creditAvailable(t, user.userId, 1500.25);
  const withdrawn = await callWallet(t, user, 'POST', 'withdraw/', {
    amount: 1000,
    original_currency: 'KES',
    original_amount: 1000,
    method: created.json<{ id: number }>().id,
    is_automatic: false,
  });
  expect(withdrawn.statusCode).toBe(200);
  const [withdrawal] = await db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));

  const keyMade = await t.app.inject({
    method: 'POST',
    url: '/api/reseller/keys/',
    headers: user.headers,
    payload: { name: 'Export panel' },
  });
  expect(keyMade.statusCode).toBe(201);
  const alerts = (await as(user, 'GET', 'alerts/')).json<{ results: { alert_title: string }[] }>().results;
  expect(alerts.length).toBeGreaterThan(0);

  return {
    user,
    linkId,
    channel,
    method,
    paymentId: payment?.id,
    claimId: claim?.id,
    rewardId: reward?.id,
    withdrawalId: withdrawal?.id,
    resellerKey: keyMade.json<{ key: string }>().key,
    alertTitle: alerts[0]?.alert_title,
  };
}

/** The rows of a CSV without quoted commas (the statement's lines here have none). */
const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

test('the export holds every record of the user, and no password hash, token or key', async () => {
  const busy = await busyUser();
  const { user } = busy;
  expect(await statusOf(user)).toEqual({
    status: 'none',
    requested_at: null,
    ready_at: null,
    expires_at: null,
    token: null,
  });

  const asked = await ask(user);
  expect(asked).toMatchObject({ status: 'preparing', ready_at: null, expires_at: null, token: expect.any(String) });
  expect((await statusOf(user)).status).toBe('preparing');
  expect((await statusOf(user)).token).toBeNull();
  // Not ready yet: nothing to download.
  expect((await download(user, asked.token ?? '', 'json')).statusCode).toBe(404);

  // Asking again answers the same export, with a new token for this browser; the old one stops working.
  const again = await ask(user);
  expect(again.requested_at).toBe(asked.requested_at);
  expect(again.token).not.toBe(asked.token);
  const token = again.token ?? '';

  expect(await t.app.services.dataExports.runDue()).toBeGreaterThanOrEqual(1);
  const ready = await statusOf(user);
  expect(ready.status).toBe('ready');
  expect(Date.parse(ready.expires_at ?? '') - Date.parse(ready.ready_at ?? '')).toBe(24 * 3600_000);
  expect((await download(user, asked.token ?? '', 'json')).statusCode).toBe(404);

  const file = await download(user, token, 'json');
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('application/json');
  expect(file.headers['content-disposition']).toMatch(/^attachment; filename="engage-data-\d{4}-\d\d-\d\d\.json"$/);
  expect(file.headers['cache-control']).toBe('private, no-store');
  const data = file.json<Record<string, unknown>>();
  expect(data).toMatchObject({
    user_id: user.userId,
    profile: { id: user.userId, email: user.email, email_verified: true },
    linked_accounts: {
      accounts: [expect.objectContaining({ platform: 'youtube', external_id: busy.channel })],
      grants: [expect.objectContaining({ platform: 'youtube', account_id: busy.channel, scope: 'youtube.readonly' })],
    },
    claims: [expect.objectContaining({ id: busy.claimId, link_id: busy.linkId, status: 'review' })],
    posts: [expect.objectContaining({ id: busy.linkId, post_title: 'Export me please', status: 'active' })],
    payments: [expect.objectContaining({ id: busy.paymentId, link_id: busy.linkId, status: 'completed' })],
    withdrawals: [expect.objectContaining({ id: busy.withdrawalId, amount_cents: 100000 })],
    withdrawal_methods: {
      methods: [expect.objectContaining({ mpesa_phone: busy.method.mpesa_phone, id_number: busy.method.id_number })],
    },
    referral_rewards: [expect.objectContaining({ id: busy.rewardId, referrer_id: user.userId, amount_cents: 2500 })],
    alerts: expect.arrayContaining([expect.objectContaining({ alert_title: busy.alertTitle })]),
    sessions: expect.arrayContaining([expect.objectContaining({ id: user.session_id })]),
    devices: expect.arrayContaining([expect.objectContaining({ event: 'signup' })]),
    reseller_keys: [expect.objectContaining({ name: 'Export panel', prefix: busy.resellerKey.slice(0, 8) })],
  });
  const lines = data.ledger_lines as { account: string; amount_cents: number }[];
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ account: 'consumer_available', amount_cents: 150025 }),
      expect.objectContaining({ account: 'withdrawal_hold', amount_cents: 100000 }),
    ]),
  );

  // Nothing that would open the account or a provider's: the stored secrets appear nowhere.
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
  const sessionRows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
  const secrets = [
    ACCESS_TOKEN,
    REFRESH_TOKEN,
    row?.passwordHash ?? 'no password hash',
    ...sessionRows.map((session) => session.refreshHash),
    user.refresh,
    busy.resellerKey,
    token,
  ];
  expect(secrets.filter((secret) => file.body.includes(secret))).toEqual([]);
  expect(file.body).not.toMatch(/password_hash|refresh_hash|key_hash|access_token|refresh_token/);

  // The statement: its lines add up to what the user can withdraw.
  const csv = await download(user, token, 'csv');
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = csvRows(csv.body);
  expect(header).toEqual(['date', 'description', 'kind', 'amount_kes', 'pending', 'status', 'receipt', 'balance_kes']);
  expect(rows.map((r) => r[1])).toEqual(['Added to your balance', expect.stringMatching(/^Withdrawal to M-PESA/)]);
  const withdrawable =
    (await t.app.services.ledger.balance({ kind: 'consumer_available', userId: user.userId })) +
    (await t.app.services.ledger.balance({ kind: 'referral_rewards', userId: user.userId }));
  expect(withdrawable).toBe(50025);
  const settled = rows.filter((r) => r[4] === 'no').reduce((sum, r) => sum + cents(r[3] ?? ''), 0);
  expect(settled).toBe(withdrawable);
  expect(cents(rows.at(-1)?.[7] ?? '')).toBe(withdrawable);

  // The email's link carries its own token, which opens the files with the session too.
  const email = await lastEmailTo(t.app, user.email);
  expect(email.subject).toBe('Your engage data is ready to download');
  const linkToken = /[?&]export=([\w-]+)/.exec(email.body)?.[1] ?? '';
  expect(email.body).toContain(`http://localhost:3000/consumer/profile/settings?export=${linkToken}#privacy`);
  expect((await download(user, linkToken, 'csv')).body).toBe(csv.body);
  const alerts = (await as(user, 'GET', 'alerts/')).json<{ results: { alert_title: string }[] }>().results;
  expect(alerts[0]?.alert_title).toBe('Your data is ready to download');
});

test("another user's session, or none, opens nothing", async () => {
  const owner = await signUp(t.app, t.database, { verified: true });
  const other = await signUp(t.app, t.database, { verified: true });
  const token = (await ask(owner)).token ?? '';
  await t.app.services.dataExports.runDue();
  expect((await download(owner, token, 'json')).statusCode).toBe(200);
  const refused = await download(other, token, 'json');
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({
    detail: 'This download link has expired or is not yours. Ask for your data again in Settings → Privacy.',
  });
  expect(refused.body).not.toContain(owner.email);
  const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/data-export/${token}/json/` });
  expect(anonymous.statusCode).toBe(401);
  expect((await download(owner, 'not-a-token', 'json')).statusCode).toBe(404);
  expect((await as(owner, 'GET', `users/data-export/${token}/pdf/`)).statusCode).toBe(400);
  // The other user's own status knows nothing of the owner's export.
  expect((await statusOf(other)).status).toBe('none');
});

test('the files expire after 24 hours and are dropped; asking again makes a new export', async () => {
  const user = await signUp(t.app, t.database, { verified: true });
  const first = await ask(user);
  await t.app.services.dataExports.runDue();
  const token = first.token ?? '';
  expect((await download(user, token, 'csv')).statusCode).toBe(200);

  // Move the export's expiry to just past: as if 24 hours had gone by.
  const { dataExports } = await import('../../db/schema');
  await t.database.db
    .update(dataExports)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(dataExports.userId, user.userId));
  expect((await download(user, token, 'csv')).statusCode).toBe(404);
  expect((await statusOf(user)).status).toBe('expired');
  await t.app.services.dataExports.runDue();
  const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, user.userId));
  expect(row).toMatchObject({ status: 'expired', json: null, csv: null });

  const second = await ask(user);
  expect(second.status).toBe('preparing');
  expect(second.requested_at).not.toBe(first.requested_at);
});
