import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { notifications, oneTimeCodes, users } from '../../db/schema';
import { buildApp } from '../../app';
import type { AppInstance } from '../../http/app-instance';
import { testConfig, type AppConfig } from '../../config';
import { lastEmailTo, signUp, stepUp, uniqueEmail } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;

describe('register', () => {
  test('{email, password, user_type} creates a consumer and emails a code', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { email, password: 'long-enough', user_type: 'consumer' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Check your email to continue.', email });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userType: 'consumer', signupType: 'standard', emailVerified: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await lastEmailTo(t.app, email)).body).toMatch(/verification code is \d{6}/);
  });

  test('{email, password, type, referral_code} records the referrer (code = user id)', async () => {
    const referrer = await signUp(t.app, t.database);
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { email, password: 'long-enough', type: 'standard', referral_code: String(referrer.userId) },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.referredBy).toBe(referrer.userId);
  });

  test('bad input gets field messages of spec 000 §5 and writes nothing', async () => {
    const before = await userCount();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { email: 'nope', password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: ['Invalid email format'],
      password: ['Password must be at least 8 characters'],
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ email: ['Email is required'], password: ['Password is required'] });
    expect(await userCount()).toBe(before);
  });

  test('a taken email is answered like a new one, and its owner is told by email', async () => {
    const { email } = await signUp(t.app, t.database);
    const before = await userCount();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { email, password: 'long-enough' },
    });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { email: uniqueEmail('fresh'), password: 'long-enough' },
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toEqual({ message: 'Check your email to continue.', email });
    expect(await userCount()).toBe((before ?? 0) + 1);
    const warning = await lastEmailTo(t.app, email);
    expect(warning.subject).toBe('Someone tried to sign up with your email');
  });

  test('sign-ups are limited per client address (REGISTER_LIMIT_PER_HOUR)', async () => {
    const limited = await openTestApp({ registerLimitPerHour: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/users/register/',
          payload: { email: uniqueEmail('bulk'), password: 'long-enough' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('login, refresh, logout', () => {
  test('login answers access, refresh and session_id', async () => {
    const user = await signUp(t.app, t.database);
    expect(user.access.split('.')).toHaveLength(3);
    expect(user.refresh.length).toBeGreaterThan(20);
    expect(user.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a wrong password or unknown email is a 401 with a message', async () => {
    const user = await signUp(t.app, t.database);
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: uniqueEmail(), password: 'whatever-1' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid email or password.' });
    }
  });

  test('protected routes refuse a missing or forged token', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/users/logout/' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
  });

  test('a token signed with our secret whose claims we never issue is refused with 401, never a 500', async () => {
    const user = await signUp(t.app, t.database);
    const [, payload] = user.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const signed = (changed: Record<string, unknown>) => {
      const header = user.access.split('.')[0] ?? '';
      const body = Buffer.from(JSON.stringify({ ...claims, ...changed })).toString('base64url');
      const signature = createHmac('sha256', t.app.config.jwtSecret).update(`${header}.${body}`).digest('base64url');
      return `${header}.${body}.${signature}`;
    };
    for (const changed of [{ sub: 'undefined' }, { sub: '0' }, { sub: '1e3' }, { sid: 'not-a-session' }, { sub: 7 }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile/',
        headers: { authorization: `Bearer ${signed(changed)}` },
      });
      expect([JSON.stringify(changed), response.statusCode]).toEqual([JSON.stringify(changed), 401]);
    }
    // The same claims as issued still pass, so the refusals above are the claims' doing.
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: { authorization: `Bearer ${signed({})}` },
    });
    expect(same.statusCode).toBe(200);
  });

  test('logout with a JSON null body is a malformed body: 400, and the session stays', async () => {
    const user = await signUp(t.app, t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(400);
    const still = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: user.headers });
    expect(still.statusCode).toBe(200);
  });

  test('refresh rotates the refresh token', async () => {
    const user = await signUp(t.app, t.database);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(first.statusCode).toBe(200);
    const { access, refresh } = first.json();
    expect(refresh).not.toBe(user.refresh);
    const withNew = await t.app.inject({
      method: 'POST',
      url: '/api/users/request-otp/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(withNew.statusCode).toBe(200);
    const next = await t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', payload: { refresh } });
    expect(next.statusCode).toBe(200);
  });

  test('reusing a rotated refresh token revokes the whole session (reuse detection)', async () => {
    const user = await signUp(t.app, t.database);
    const refreshWith = (refresh: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', payload: { refresh } });
    const rotated = await refreshWith(user.refresh);
    const { access, refresh } = rotated.json<{ access: string; refresh: string }>();
    // Someone replays the first refresh token (a stolen copy): refused, and the family is burnt.
    expect((await refreshWith(user.refresh)).statusCode).toBe(401);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
    const withNewest = await t.app.inject({
      method: 'POST',
      url: '/api/users/request-otp/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(withNewest.statusCode).toBe(401);
    // Other sessions of the same user are not touched.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
  });

  test('logout revokes the session: its access and refresh tokens stop working', async () => {
    const user = await signUp(t.app, t.database);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout/', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: '/api/users/request-otp/', headers: user.headers });
    expect(after.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('live sessions remembered across processes', () => {
  test('a session signed out through one API instance is refused by another that had it remembered', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp({
      config: testConfig(),
      database: t.database,
      services: { channelPrefix: `${t.database.namespace}_` },
    });
    await other.ready();
    try {
      const user = await signUp(t.app, t.database);
      const profile = () => other.inject({ method: 'GET', url: '/api/users/profile/', headers: user.headers });
      expect((await profile()).statusCode).toBe(200);
      // Signed out on the first instance; the database announces it, the other forgets it.
      await t.app.inject({ method: 'POST', url: '/api/users/logout/', headers: user.headers, payload: {} });
      let status = 200;
      for (let tries = 0; tries < 50 && status === 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await profile()).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('deleting an account ends its sessions everywhere at once', async () => {
    const user = await signUp(t.app, t.database);
    const profile = () => t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: user.headers });
    expect((await profile()).statusCode).toBe(200);
    await stepUp(t.app, user);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/account/', headers: user.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(401);
  });
});

describe('email verification', () => {
  test('a wrong code is "Invalid code!", the emailed one verifies and notifies', async () => {
    const user = await signUp(t.app, t.database);
    const requested = await t.app.inject({ method: 'POST', url: '/api/users/request-otp/', headers: user.headers });
    expect(requested.statusCode).toBe(200);
    const code = /code is (\d{6})/.exec((await lastEmailTo(t.app, user.email)).body)?.[1];
    expect(code).toBeDefined();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: user.headers,
      payload: { otp_code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Invalid code!', message: 'Invalid code!' });

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: user.headers,
      payload: { otp_code: code },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: 'Verification successful!' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.emailVerified).toBe(true);
    const alerts = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(alerts.map((a) => a.alertTitle)).toContain('Email verified');

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: user.headers,
      payload: { otp_code: code },
    });
    expect(reused.statusCode).toBe(400);
  });

  const codesTo = async (email: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` });
    return response
      .json<{ results: { body: string }[] }>()
      .results.map((mail) => /code is (\d{6})/.exec(mail.body)?.[1])
      .filter((code): code is string => code !== undefined);
  };
  const requestOtp = (user: { headers: Record<string, string> }, payload?: { new_code: boolean }) =>
    t.app.inject({ method: 'POST', url: '/api/users/request-otp/', headers: user.headers, payload: payload ?? {} });
  const verify = (user: { headers: Record<string, string> }, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: user.headers,
      payload: { otp_code: code },
    });

  test('one code at a time: signing in and pressing Verify again send nothing while the sign-up code is valid', async () => {
    const user = await signUp(t.app, t.database);
    expect(await codesTo(user.email)).toHaveLength(1);
    const status = await t.app.inject({ method: 'GET', url: '/api/users/request-otp/', headers: user.headers });
    expect(status.json()).toEqual({ live: true, resend_in: expect.any(Number) });
    for (let press = 0; press < 3; press += 1) {
      const again = await requestOtp(user);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ sent: false });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await codesTo(user.email)).toHaveLength(1);
  });

  test('"Send a new code" waits out the cooldown, then replaces the old code', async () => {
    const user = await signUp(t.app, t.database);
    const [first] = await codesTo(user.email);
    const early = await requestOtp(user, { new_code: true });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ resend_in: expect.any(Number) });
    expect(early.json().detail).toMatch(/ask for a new one in \d+ s/);
    expect(await codesTo(user.email)).toHaveLength(1);

    // The sign-up code went out more than a minute ago.
    await t.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, user.userId));
    const resent = await requestOtp(user, { new_code: true });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ sent: true, resend_in: 60 });
    const codes = await codesTo(user.email);
    expect(codes).toHaveLength(2);
    expect((await requestOtp(user, { new_code: true })).statusCode).toBe(429);
    expect(await codesTo(user.email)).toHaveLength(2);

    const newest = codes[0]!;
    if (first !== newest) {
      const old = await verify(user, first!);
      expect(old.statusCode).toBe(400);
      expect(old.json().detail).toBe('Invalid code!');
    }
    expect((await verify(user, newest)).statusCode).toBe(200);
  });

  test('a spent code says so and what to do', async () => {
    const user = await signUp(t.app, t.database);
    const [code] = await codesTo(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(user, wrong)).json().detail).toBe('Invalid code!');
    }
    const spent = await verify(user, code!);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().detail).toMatch(/^Invalid code! .*Send a new code\.$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/users/request-otp/', headers: user.headers });
    expect(status.json()).toMatchObject({ live: false });
    // With no live code, Verify sends one at once, without waiting for the cooldown.
    expect((await requestOtp(user)).json()).toMatchObject({ sent: true });
    expect(await codesTo(user.email)).toHaveLength(2);
  });

  test('the code body is validated', async () => {
    const user = await signUp(t.app, t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: user.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ otp_code: ['Otp code is required'] });
  });
});

describe('forgot and reset password', () => {
  test('forgot answers the same for a known and an unknown email; only the known gets a link', async () => {
    const user = await signUp(t.app, t.database);
    const stranger = uniqueEmail();
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password/',
      payload: { email: user.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password/',
      payload: { email: stranger },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await lastEmailTo(t.app, user.email)).subject).toBe('Reset your engage password');
    await expect(lastEmailTo(t.app, stranger)).rejects.toThrow('no email');
  });

  test('reset works once, ends the other sessions, and the new password signs in', async () => {
    const user = await signUp(t.app, t.database);
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email: user.email } });
    const body = (await lastEmailTo(t.app, user.email)).body;
    const uidb64 = /uidb64=([\w-]+)/.exec(body)?.[1];
    const token = /token=([\w-]+)/.exec(body)?.[1];
    const payload = { password: 'a-new-password-2', token, uidb64 };

    const reset = await t.app.inject({ method: 'POST', url: '/api/users/password-reset/', payload });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successful!' });

    const again = await t.app.inject({ method: 'POST', url: '/api/users/password-reset/', payload });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'Invalid or expired reset link.' });

    const oldSession = await t.app.inject({ method: 'POST', url: '/api/users/request-otp/', headers: user.headers });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: 'a-new-password-2' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  test('a made-up token or uid is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { password: 'a-new-password-2', token: 'made-up', uidb64: 'MQ' },
    });
    expect(response.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { password: 'short', token: 'x', uidb64: 'MQ' },
    });
    expect(short.json().password).toEqual(['Password must be at least 8 characters']);
  });
});

describe('Google sign-in through the sandbox provider', () => {
  async function consent(email: string): Promise<string> {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/oauth/google/authorize?redirect_uri=${encodeURIComponent('http://localhost:3000/signin')}&state=s1`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/oauth/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: 'http://localhost:3000/signin',
        state: 's1',
        email,
        decision: 'allow',
      }).toString(),
    });
    expect(allowed.statusCode).toBe(302);
    const location = new URL(String(allowed.headers.location));
    expect(location.origin + location.pathname).toBe('http://localhost:3000/signin');
    const token = new URLSearchParams(location.hash.slice(1)).get('access_token');
    if (!token) throw new Error('no access token');
    return token;
  }

  test('the provider vouches for the email: new account, verified, tokens issued', async () => {
    const email = uniqueEmail('google');
    const token = await consent(email);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/oauth/google/userinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ email, sub: expect.any(String) });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/google-login/',
      payload: { email, password: token, role: 'consumer' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      session_id: expect.any(String),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ signupType: 'google', emailVerified: true, passwordHash: null });
  });

  test("someone else's email with my token, or a made-up token, is refused", async () => {
    const victim = await signUp(t.app, t.database);
    const token = await consent(uniqueEmail('attacker'));
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/users/google-login/',
      payload: { email: victim.email, password: token, role: 'consumer' },
    });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().error).toMatch(/does not match/);
    const madeUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/google-login/',
      payload: { email: victim.email, password: 'made-up', role: 'consumer' },
    });
    expect(madeUp.statusCode).toBe(400);
  });

  test('the consent page refuses a foreign redirect_uri', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/oauth/google/authorize?redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(page.statusCode).toBe(400);
  });
});

test('login is rate limited per address and email', async () => {
  const email = uniqueEmail('limited');
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password: 'wrong-password' },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
});

describe('rate-limit counters are shared by every API instance', () => {
  /** A second API instance on the same database, with its own memory. */
  async function twoInstances(overrides: Partial<AppConfig> = {}) {
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp({ config: testConfig(overrides), database: t.database });
        await app.ready();
        return app;
      }),
    );
    return { apps, close: () => Promise.all(apps.map((app) => app.close())) };
  }

  test('ten wrong passwords for one email across two instances, then 429 on either', async () => {
    const { apps, close } = await twoInstances();
    try {
      const email = uniqueEmail('shared-limit');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = apps[i % 2] as AppInstance;
        const response = await app.inject({
          method: 'POST',
          url: '/api/users/login/',
          payload: { email, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    } finally {
      await close();
    }
  });

  test('one address trying many accounts is stopped by the per-address limit (LOGIN_LIMIT_PER_IP), across instances', async () => {
    const { apps, close } = await twoInstances({ loginLimitPerIp: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const app = apps[i % 2] as AppInstance;
        const response = await app.inject({
          method: 'POST',
          url: '/api/users/login/',
          payload: { email: uniqueEmail(`spray${i}`), password: 'Password123' },
          remoteAddress: '203.0.113.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // Another address is not affected.
      const other = await apps[0]?.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: uniqueEmail('elsewhere'), password: 'Password123' },
        remoteAddress: '203.0.113.8',
      });
      expect(other?.statusCode).toBe(401);
    } finally {
      await close();
    }
  });

  test('behind a trusted proxy (TRUST_PROXY) the limit counts each client address it forwards, not the proxy', async () => {
    const { apps, close } = await twoInstances({ loginLimitPerIp: 5, trustProxy: ['127.0.0.1'] });
    const attempt = (app: AppInstance, i: number, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: uniqueEmail(`proxied${i}`), password: 'Password123' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await attempt(apps[i % 2] as AppInstance, i, '198.51.100.4')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // A second phone behind the same proxy still gets its own attempts.
      expect((await attempt(apps[0] as AppInstance, 99, '198.51.100.5')).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});

test('the dev outbox does not exist in production mode', async () => {
  const app = await buildApp({ config: testConfig({ nodeEnv: 'production' }), database: t.database });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox/' });
    expect(response.statusCode).toBe(404);
  } finally {
    await app.close();
  }
});
