/**
 * Google sign-in through the routes of a production-mode server whose GOOGLE_PROVIDER=google
 * points at the oidc-provider fake: real HTTP both ways, real database. The browser's part
 * (redirects, the consent form, the flow cookie) is played with fetch. A verified account signs
 * in with the spec's answer and keeps its role and referral code; forged, expired and
 * foreign-audience ID tokens, an unverified email, a callback from another browser and an issuer
 * that does not answer are refused with a reason the sign-in page puts in words; nothing secret
 * reaches the log.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { loadConfig } from '../src/config';
import { emailOutbox, socialConnections, users } from '../src/db/schema';
import { FAKE_GOOGLE, startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import { consentInGoogleFake, type ConsentChoice } from '../src/fakes/google-fake-browser';
import { fakeGoogleSubject } from '../src/fakes/google-fake';
import { signUp, uniqueEmail } from './auth-helpers';
import { freePort } from './free-port';
import { productionConfig as productionConfigOn, startProductionApp, type ProductionApp } from './production-on-fakes';
import { openTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

const APP_SIGNIN = 'http://localhost:3000/signin';

let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let apiBase: string;
let server: ProductionApp;
const seen: string[] = [];

/** Production settings with Google sign-in the only provider on (as `google` says). */
const productionConfig = (google: Record<string, string>) => productionConfigOn('google-sign-in', google);

beforeAll(async () => {
  const apiPort = await freePort();
  apiBase = `http://127.0.0.1:${String(apiPort)}`;
  fakes = await startFakes({ port: 0, apiBase });
  database = await openTestDatabase();
  const env = fakes.apiEnvironment;
  const config = productionConfig({
    GOOGLE_PROVIDER: env.GOOGLE_PROVIDER ?? '',
    GOOGLE_ISSUER: env.GOOGLE_ISSUER ?? '',
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID ?? '',
    GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET ?? '',
    PUBLIC_API_URL: apiBase,
  });
  server = await startProductionApp({ config, database, port: apiPort });
  app = server.app;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fakes?.close();
});

/** The browser: start, the fake's consent page, Google's redirect to our callback (with the cookie). */
async function browse(choice: ConsentChoice, options: { script?: () => void; otherBrowser?: boolean } = {}) {
  const start = await fetch(
    `${apiBase}/api/users/google/start/?redirect_uri=${encodeURIComponent(APP_SIGNIN)}&state=app-state-1`,
    { redirect: 'manual' },
  );
  expect(start.status).toBe(302);
  const flowCookie = start.headers.getSetCookie().find((line) => line.startsWith('engage_google_signin='));
  expect(flowCookie).toMatch(/HttpOnly/);
  expect(flowCookie).toMatch(/SameSite=Lax/);
  const toGoogle = start.headers.get('location') ?? '';
  seen.push(new URL(toGoogle).searchParams.get('code_challenge') ?? '');
  const callback = await consentInGoogleFake(toGoogle, choice);
  seen.push(callback.searchParams.get('code') ?? '');
  expect(callback.href.startsWith(`${apiBase}/api/users/google/callback/`)).toBe(true);
  options.script?.();
  const back = await fetch(callback, {
    redirect: 'manual',
    headers: options.otherBrowser ? {} : { cookie: (flowCookie ?? '').split(';')[0] ?? '' },
  });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location') ?? '');
}

function tokenFrom(back: URL): string {
  const fragment = new URLSearchParams(back.hash.slice(1));
  expect(fragment.get('state')).toBe('app-state-1');
  const token = fragment.get('access_token') ?? '';
  seen.push(token);
  return token;
}

test('a verified Google account signs in: user info, then google-login with role and referral code', async () => {
  const referrer = await signUp(app, database, { verified: true });
  const [referrerRow] = await database.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, referrer.userId));
  const email = uniqueEmail('google');
  const back = await browse({ email });
  expect(`${back.origin}${back.pathname}`).toBe(APP_SIGNIN);
  const token = tokenFrom(back);

  const info = await fetch(`${apiBase}/api/users/google/userinfo/`, { headers: { authorization: `Bearer ${token}` } });
  expect(info.status).toBe(200);
  expect(await info.json()).toEqual({ email, sub: fakeGoogleSubject(email), email_verified: true });

  const body = { email, password: token, role: 'consumer', referral_code: referrerRow?.code };
  const login = await app.inject({ method: 'POST', url: '/api/users/google-login/', payload: body });
  expect(login.statusCode).toBe(200);
  const session = login.json<{ access: string; refresh: string; session_id: string }>();
  expect(session.access && session.refresh && session.session_id).toBeTruthy();
  seen.push(session.access, session.refresh);
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  expect(row).toMatchObject({
    userType: 'consumer',
    signupType: 'google',
    googleSub: fakeGoogleSubject(email),
    emailVerified: true,
    referredBy: referrer.userId,
  });

  // The sign-in token is spent: the same return cannot sign in twice.
  const replay = await app.inject({ method: 'POST', url: '/api/users/google-login/', payload: body });
  expect(replay.statusCode).toBe(400);
  expect(replay.json().error).toBe('Google sign-in failed: the Google token is not valid.');

  // The same Google account signs in again later, to the same user.
  const again = tokenFrom(await browse({ email }));
  const second = await app.inject({
    method: 'POST',
    url: '/api/users/google-login/',
    payload: { email, password: again, role: 'consumer' },
  });
  expect(second.statusCode).toBe(200);
  expect((await database.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
});

test('Google sign-in takes back an address someone registered and never verified', async () => {
  // The attacker registers the victim's address with a password of theirs and stays signed in.
  const attacker = await signUp(app, database, { email: uniqueEmail('victim'), password: 'attackers-own-1' });
  await database.db.update(users).set({ language: 'sw' }).where(eq(users.id, attacker.userId));
  // Fixture shortcut: an Instagram account of the attacker's, linked to the victim's account.
  await database.db
    .insert(socialConnections)
    .values({ userId: attacker.userId, platform: 'instagram', externalId: `attacker-${String(attacker.userId)}` });

  const token = tokenFrom(await browse({ email: attacker.email }));
  const victim = await app.inject({
    method: 'POST',
    url: '/api/users/google-login/',
    payload: { email: attacker.email, password: token, role: 'consumer' },
  });
  expect(victim.statusCode).toBe(200);
  const victimSession = victim.json<{ access: string }>();
  seen.push(victimSession.access);

  const [row] = await database.db.select().from(users).where(eq(users.id, attacker.userId));
  expect(row).toMatchObject({ passwordHash: null, emailVerified: true, googleSub: fakeGoogleSubject(attacker.email) });
  const password = await app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: attacker.email, password: attacker.password },
  });
  expect(password.statusCode).toBe(401);
  const attackersCall = await app.inject({
    method: 'GET',
    url: '/api/users/profile-details/',
    headers: attacker.headers,
  });
  expect(attackersCall.statusCode).toBe(401);
  const attackersRefresh = await app.inject({
    method: 'POST',
    url: '/api/users/token/refresh/',
    payload: { refresh: attacker.refresh },
  });
  expect(attackersRefresh.statusCode).toBe(401);
  // The owner's own new session works.
  const ownersCall = await app.inject({
    method: 'GET',
    url: '/api/users/profile-details/',
    headers: { authorization: `Bearer ${victimSession.access}` },
  });
  expect(ownersCall.statusCode).toBe(200);

  const links = await database.db.select().from(socialConnections).where(eq(socialConnections.userId, attacker.userId));
  expect(links).toEqual([]);

  const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, attacker.email));
  expect(mail.map((message) => message.subject)).toContain('Akaunti yako ya engage sasa inaingia kwa Google');
});

test('Google sign-in to a verified account leaves its password and sessions alone', async () => {
  const owner = await signUp(app, database, { email: uniqueEmail('verified'), verified: true });
  const token = tokenFrom(await browse({ email: owner.email }));
  const google = await app.inject({
    method: 'POST',
    url: '/api/users/google-login/',
    payload: { email: owner.email, password: token, role: 'consumer' },
  });
  expect(google.statusCode).toBe(200);
  const password = await app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: owner.email, password: owner.password },
  });
  expect(password.statusCode).toBe(200);
  const call = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: owner.headers });
  expect(call.statusCode).toBe(200);
});

function refusal(back: URL): string | null {
  expect(`${back.origin}${back.pathname}`).toBe(APP_SIGNIN);
  expect(back.hash).toBe('');
  return back.searchParams.get('error');
}

test.each([
  ['forged', { forged: true }],
  ['expired', { expired: true }],
  ['issued to another app', { audience: 'someone-else.apps.googleusercontent.com' }],
])('an ID token %s is refused and nobody is signed in', async (_name, script) => {
  const email = uniqueEmail('refused');
  const back = await browse({ email }, { script: () => fakes.google.scriptNextIdToken(script) });
  expect(refusal(back)).toBe('google_untrusted');
  expect(back.searchParams.get('state')).toBe('app-state-1');
  expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
});

test('an account whose email Google has not verified is refused', async () => {
  const back = await browse({ email: uniqueEmail('unverified'), unverified: true });
  expect(refusal(back)).toBe('google_unverified_email');
});

test('a cancelled consent says so', async () => {
  const back = await browse({ email: 'nobody@example.com', cancel: true });
  expect(refusal(back)).toBe('access_denied');
});

test('a callback that reaches another browser (no flow cookie) is refused', async () => {
  const back = await browse({ email: uniqueEmail('csrf') }, { otherBrowser: true });
  expect(refusal(back)).toBe('google_expired');
});

test('the start refuses to send the browser anywhere but the app', async () => {
  const start = await app.inject({
    method: 'GET',
    url: `/api/users/google/start/?redirect_uri=${encodeURIComponent('https://evil.example/steal')}&state=s`,
  });
  expect(start.statusCode).toBe(400);
});

test('an issuer that does not answer sends the browser back with google_unavailable', async () => {
  const down = await buildApp({
    config: {
      ...productionConfig({
        GOOGLE_PROVIDER: 'google',
        GOOGLE_ISSUER: 'http://127.0.0.1:9/google',
        GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
        PUBLIC_API_URL: apiBase,
      }),
      port: 0,
    },
    database,
    services: { channelPrefix: `${database.namespace}_` },
  });
  try {
    const start = await down.inject({
      method: 'GET',
      url: `/api/users/google/start/?redirect_uri=${encodeURIComponent(APP_SIGNIN)}&state=s2`,
    });
    expect(start.statusCode).toBe(302);
    const back = new URL(start.headers.location ?? '');
    expect(back.searchParams.get('error')).toBe('google_unavailable');
    expect(back.searchParams.get('state')).toBe('s2');
  } finally {
    await down.close();
  }
});

test('boot names each missing Google setting', () => {
  expect(() => productionConfig({ GOOGLE_PROVIDER: 'google', PUBLIC_API_URL: apiBase })).toThrow(
    'GOOGLE_PROVIDER=google needs GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
  );
  expect(() =>
    productionConfig({ GOOGLE_PROVIDER: 'google', GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' }),
  ).toThrow('GOOGLE_PROVIDER=google needs PUBLIC_API_URL');
});

test('no secret, code or token reaches the log', () => {
  const log = server.log();
  expect(log.length).toBeGreaterThan(0);
  const secrets = [FAKE_GOOGLE.clientSecret, ...seen].filter((value) => value.length >= 8);
  expect(secrets.length).toBeGreaterThan(5);
  for (const secret of secrets) expect(log).not.toContain(secret);
});

test('with real Google on, the sandbox Google consent page (sign in as anyone) does not exist', async () => {
  const development = await buildApp({
    config: {
      ...loadConfig({
        NODE_ENV: 'development',
        JWT_SECRET: `google-sign-in-${randomBytes(24).toString('hex')}`,
        DATA_DIR: '/tmp/engage-never-written',
        GOOGLE_PROVIDER: 'google',
        GOOGLE_ISSUER: fakes.apiEnvironment.GOOGLE_ISSUER ?? '',
        GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
        PUBLIC_API_URL: apiBase,
      }),
      port: 0,
    },
    database,
    services: { channelPrefix: `${database.namespace}_` },
  });
  try {
    const consent = await development.inject({
      method: 'POST',
      url: '/api/sandbox/oauth/google/authorize',
      payload: { redirect_uri: APP_SIGNIN, state: 's', email: 'victim@example.com', decision: 'allow' },
    });
    expect(consent.statusCode).toBe(404);
    const page = await development.inject({
      method: 'GET',
      url: `/api/sandbox/oauth/google/authorize?redirect_uri=${encodeURIComponent(APP_SIGNIN)}`,
    });
    expect(page.statusCode).toBe(404);
    // YouTube linking's sandbox page is another provider and stays.
    const youtube = await development.inject({
      method: 'GET',
      url: `/api/sandbox/oauth/youtube/authorize?redirect_uri=${encodeURIComponent(APP_SIGNIN)}`,
    });
    expect(youtube.statusCode).toBe(200);
  } finally {
    await development.close();
  }
});
