import { sql } from 'drizzle-orm';
import { apiRoutes, apiPath, PUBLIC_ROUTES, type ApiRouteName } from '@engage/shared/api/routes';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import {
  enrolmentToken,
  enrolOperator,
  OPERATOR_PASSWORD,
  operatorToken,
  signInOperator,
  type SignedInOperator,
} from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { recordOperatorAction } from './audit-log';
import { totpCode } from './totp';
import { createArguments } from '../../cli/operator-create';

let t: TestApp;
let consumer: SignedIn;
let admin: SignedInOperator;
beforeAll(async () => {
  t = await openTestApp();
  consumer = await signUp(t.app, t.database, { verified: true });
  admin = await operatorToken(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const operatorRoutes = (Object.keys(apiRoutes) as ApiRouteName[]).filter((name) =>
  apiRoutes[name].path.startsWith('operator/'),
);
const urlOf = (name: ApiRouteName) =>
  `/api/${apiPath(apiRoutes[name], Object.fromEntries([...apiRoutes[name].path.matchAll(/:(\w+)/g)].map(([, p]) => [p!, p === 'token' ? 'x'.repeat(43) : 1])))}`;

test('the enrolment link sets a password and an authenticator app, once', async () => {
  const { link } = await t.app.services.operatorAccess.create('Enrol.Me@engage.test', 'support');
  expect(link).toMatch(/^http:\/\/localhost:3000\/operator\/enrol\/[\w-]{43}$/);
  const token = enrolmentToken(link);
  const page = await t.app.inject({ method: 'GET', url: `/api/operator/enrol/${token}/` });
  expect(page.statusCode).toBe(200);
  const { email, role, secret, otpauth_url } = page.json();
  expect({ email, role }).toEqual({ email: 'enrol.me@engage.test', role: 'support' });
  expect(otpauth_url).toContain(`secret=${secret}`);
  // The page shows the same secret until it is used.
  expect((await t.app.inject({ method: 'GET', url: `/api/operator/enrol/${token}/` })).json().secret).toBe(secret);

  const wrong = await t.app.inject({
    method: 'POST',
    url: `/api/operator/enrol/${token}/`,
    payload: { password: OPERATOR_PASSWORD, code: '000000' === (await totpCode(secret)) ? '111111' : '000000' },
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors.code).toEqual(['Not the code the app shows now.']);

  const done = await t.app.inject({
    method: 'POST',
    url: `/api/operator/enrol/${token}/`,
    payload: { password: OPERATOR_PASSWORD, code: await totpCode(secret) },
  });
  expect(done.json()).toEqual({ email: 'enrol.me@engage.test' });
  // Spent: the link opens nothing any more.
  const again = await t.app.inject({ method: 'GET', url: `/api/operator/enrol/${token}/` });
  expect(again.statusCode).toBe(400);
  expect(again.json().detail).toBe('This enrolment link is not valid or has been used. Ask an admin for a new one.');
});

test('an email already an operator is refused; the command checks its arguments first', async () => {
  await expect(t.app.services.operatorAccess.create(admin.email.toUpperCase(), 'finance')).rejects.toThrow(
    /exists already/,
  );
  expect(createArguments(['--email', 'a@b.co', '--role', 'finance'])).toEqual({ email: 'a@b.co', role: 'finance' });
  expect(createArguments(['--email', 'a@b.co', '--role', 'boss'])).toEqual({
    error: expect.stringContaining('--role'),
  });
  expect(createArguments(['--role', 'admin'])).toEqual({ error: expect.stringContaining('--email') });
});

test('sign-in takes the password and a fresh code, and says the same whatever was wrong', async () => {
  const enrolled = await enrolOperator(t.app, 'finance');
  const attempt = async (password: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/operator/sign-in/', payload: { email: enrolled.email, password, code } });
  const next = await totpCode(enrolled.secret, Date.now() + 30_000);
  const badPassword = await attempt('not-the-password', next);
  const badCode = await attempt(OPERATOR_PASSWORD, next === '123456' ? '654321' : '123456');
  const nobody = await t.app.inject({
    method: 'POST',
    url: '/api/operator/sign-in/',
    payload: { email: 'nobody@engage.test', password: OPERATOR_PASSWORD, code: next },
  });
  for (const refused of [badPassword, badCode, nobody]) {
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Wrong email, password or code.');
  }
  // The code the enrolment used cannot sign in again (the same step).
  expect((await attempt(OPERATOR_PASSWORD, await totpCode(enrolled.secret, enrolled.enrolledAtMs))).statusCode).toBe(
    401,
  );

  const signedIn = await signInOperator(t.app, enrolled);
  const me = await t.app.inject({ method: 'GET', url: '/api/operator/me/', headers: signedIn.headers });
  expect(me.json()).toEqual({ id: enrolled.operatorId, email: enrolled.email, role: 'finance' });
  // A code is good once.
  expect((await attempt(OPERATOR_PASSWORD, next)).statusCode).toBe(401);
});

test('a session lasts 8 hours at most and ends when its operator signs out', async () => {
  const enrolled = await enrolOperator(t.app, 'support');
  const before = Date.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/operator/sign-in/',
    payload: {
      email: enrolled.email,
      password: OPERATOR_PASSWORD,
      code: await totpCode(enrolled.secret, Date.now() + 30_000),
    },
  });
  const { access_token, expires_at } = answer.json();
  const hours = (Date.parse(expires_at) - before) / 3_600_000;
  expect(hours).toBeGreaterThan(7.99);
  expect(hours).toBeLessThanOrEqual(8.01);
  const headers = { authorization: `Bearer ${access_token}` };
  // Nine hours on, the token is refused.
  expect(await t.app.services.operatorAccess.authenticate(access_token, new Date(before + 9 * 3_600_000))).toBeNull();
  expect((await t.app.inject({ method: 'POST', url: '/api/operator/sign-out/', headers })).json()).toEqual({
    signed_out: true,
  });
  const after = await t.app.inject({ method: 'GET', url: '/api/operator/me/', headers });
  expect(after.statusCode).toBe(401);
  expect(after.json().detail).toBe('Sign in to the operator console.');
});

test("a consumer's token opens no operator route, and an operator's token no consumer route", async () => {
  const guarded = operatorRoutes.filter((name) => !PUBLIC_ROUTES.has(name));
  expect(guarded.length).toBeGreaterThan(2);
  for (const name of guarded) {
    const answer = await t.app.inject({
      method: apiRoutes[name].method,
      url: urlOf(name),
      headers: consumer.headers,
      payload: {},
    });
    expect([name, answer.statusCode]).toEqual([name, 401]);
  }
  const consumerRoutes: ApiRouteName[] = ['profileDetails', 'walletBalances', 'alerts', 'earning'];
  for (const name of consumerRoutes) {
    const answer = await t.app.inject({ method: apiRoutes[name].method, url: urlOf(name), headers: admin.headers });
    expect([name, answer.statusCode]).toEqual([name, 401]);
  }
  // The consumer's own token still works there.
  expect(
    (await t.app.inject({ method: 'GET', url: urlOf('walletBalances'), headers: consumer.headers })).statusCode,
  ).toBe(200);
});

test('the audit log is append-only in the database itself, and searchable', async () => {
  await t.database.db.transaction(async (tx) =>
    recordOperatorAction(tx, {
      operatorId: admin.operatorId,
      action: 'freeze_withdrawals',
      subjectType: 'user',
      subjectId: String(consumer.userId),
      accountId: consumer.userId,
      before: { frozen: false },
      after: { frozen: true },
      reason: 'Many accounts on one phone',
    }),
  );
  // The database's own refusal (drizzle wraps it: the words are in its cause).
  const refusal = (query: ReturnType<typeof sql>) =>
    t.database.db.execute(query).then(
      () => 'allowed',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
  expect(await refusal(sql`UPDATE operator_audit SET reason = 'nothing'`)).toMatch(/append-only: UPDATE refused/);
  expect(await refusal(sql`DELETE FROM operator_audit`)).toMatch(/append-only: DELETE refused/);
  expect(await refusal(sql`TRUNCATE operator_audit`)).toMatch(/append-only: TRUNCATE refused/);

  const support = await operatorToken(t.app, 'support');
  const found = await t.app.inject({
    method: 'GET',
    url: `/api/operator/audit/?account=${consumer.userId}&action=freeze_withdrawals&operator=${encodeURIComponent(admin.email)}`,
    headers: support.headers,
  });
  expect(found.statusCode).toBe(200);
  expect(found.json().items).toEqual([
    expect.objectContaining({
      operator_email: admin.email,
      action: 'freeze_withdrawals',
      account_id: consumer.userId,
      before: { frozen: false },
      after: { frozen: true },
      reason: 'Many accounts on one phone',
    }),
  ]);
  const csv = await t.app.inject({
    method: 'GET',
    url: `/api/operator/audit/?account=${consumer.userId}&format=csv`,
    headers: support.headers,
  });
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.body.split('\r\n')[0]).toBe('id,at,operator,action,subject,account,reason,before,after');
  expect(csv.body).toContain('Many accounts on one phone');
  const badCursor = await t.app.inject({
    method: 'GET',
    url: '/api/operator/audit/?cursor=nope',
    headers: support.headers,
  });
  expect(badCursor.statusCode).toBe(400);
  expect(badCursor.json().errors.cursor).toEqual(['Not a cursor of this list.']);
});

test('the audit log pages by cursor, newest first, without repeating a line', async () => {
  for (let i = 0; i < 5; i++) {
    await recordOperatorAction(t.database.db, {
      operatorId: admin.operatorId,
      action: 'paging_check',
      subjectType: 'test',
      subjectId: String(i),
      accountId: null,
      before: null,
      after: null,
      reason: `line ${i}`,
    });
  }
  const seen: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/operator/audit/?action=paging_check&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      headers: admin.headers,
    });
    const body: { items: { reason: string }[]; next_cursor: string | null } = page.json();
    seen.push(...body.items.map((item) => item.reason));
    cursor = body.next_cursor;
  }
  expect(seen).toEqual(['line 4', 'line 3', 'line 2', 'line 1', 'line 0']);
});
