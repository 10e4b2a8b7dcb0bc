/**
 * Linking X with ACCOUNT_LINKING_PROVIDER=oauth, through our routes, with the X adapter calling
 * the local fake X over real HTTP: consent, code exchange with PKCE, the account named by
 * /2/users/me, tokens encrypted at rest, refreshed once when expired, a refused refresh turned
 * into "link again", and revocation on unlink and on account deletion.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { linkedAccountTokens, socialConnections } from '../../db/schema';
import { loadConfig, type LinkingSettings } from '../../config';
import { fakeXUserId, xFake } from '../../fakes/x-fake';
import { signUp, stepUp, type SignedIn } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

const API = 'http://api.engage.test';
const CALLBACK = `${API}/api/users/connect/twitter/callback/`;
const X_CLIENT = { clientId: 'fake-x-client-id', clientSecret: 'fake-x-secret_with-dashes.and_dots' };

let fake: FastifyInstance;
let xBase: string;
let t: TestApp;

beforeAll(async () => {
  fake = Fastify();
  await fake.register(xFake, { prefix: '/x', ...X_CLIENT, callbackUrls: [CALLBACK] });
  xBase = `${await fake.listen({ port: 0, host: '127.0.0.1' })}/x`;
  const linking: LinkingSettings = {
    youtube: {
      clientId: 'unused',
      clientSecret: 'unused',
      googleIssuer: 'http://127.0.0.1:9/google',
      apiBaseUrl: 'http://127.0.0.1:9/youtube/v3',
    },
    x: { ...X_CLIENT, authorizeUrl: `${xBase}/i/oauth2/authorize`, apiBaseUrl: xBase },
    tokenEncryptionKey: randomBytes(32),
  };
  t = await openTestApp({
    publicUrl: API,
    linking,
    providers: {
      google: 'sandbox',
      accountLinking: 'oauth',
      checkout: 'sandbox',
      mpesa: 'sandbox',
      verifier: 'sandbox',
    },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface FakeState {
  refresh_grants: number;
  revocations: { token_type_hint: string; user_id: string | null }[];
}
const fakeState = async () => (await (await fetch(`${xBase}/_fake/state`)).json()) as FakeState;
const withdraw = (username: string) =>
  fetch(`${xBase}/_fake/withdraw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });

const as = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** Our connect route's auth_url, and the fake X's consent page's answer to Authorize (or Cancel). */
async function consent(who: SignedIn, username: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const start = await as(who, 'POST', '/api/users/connect/twitter/');
  expect(start.statusCode).toBe(200);
  const authUrl = new URL(start.json<{ auth_url: string }>().auth_url);
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Authorize app');
  const form = new URLSearchParams(authUrl.searchParams);
  form.set('username', username);
  form.set('decision', decision);
  const answer = await fetch(authUrl.origin + authUrl.pathname, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** The browser comes back to our callback; where it is sent on in the app. */
async function callback(url: URL): Promise<URL> {
  expect(url.origin + url.pathname).toBe(CALLBACK);
  const back = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(back.statusCode).toBe(302);
  return new URL(String(back.headers.location));
}

async function link(who: SignedIn, username: string): Promise<void> {
  const back = await callback(await consent(who, username));
  expect(back.searchParams.get('connected')).toBe('twitter');
}

const tokenRow = async (who: SignedIn) =>
  (
    await t.database.db
      .select()
      .from(linkedAccountTokens)
      .where(and(eq(linkedAccountTokens.userId, who.userId), eq(linkedAccountTokens.platform, 'twitter')))
  )[0];

const expireAccessToken = (who: SignedIn) =>
  t.database.db
    .update(linkedAccountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(linkedAccountTokens.userId, who.userId), eq(linkedAccountTokens.platform, 'twitter')));

const usersMe = (token: string) => fetch(`${xBase}/2/users/me`, { headers: { authorization: `Bearer ${token}` } });

const details = async (who: SignedIn) =>
  (await as(who, 'GET', '/api/users/profile-details/')).json<{ twitter_connected: boolean; needs_relink?: string[] }>();

test('Link X: consent on X, back to the app linked, the X user id kept, the tokens only as ciphertext', async () => {
  const user = await signUp(t.app, t.database);
  await link(user, 'wanjiru_ke');
  expect(await details(user)).toMatchObject({ twitter_connected: true, needs_relink: [] });
  const [connection] = await t.database.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, user.userId), eq(socialConnections.platform, 'twitter')));
  expect(connection?.externalId).toBe(fakeXUserId('wanjiru_ke'));

  const answer = await t.app.services.linkedAccounts.accessToken(user.userId, 'twitter');
  if (!answer || !('token' in answer)) throw new Error(`no token: ${JSON.stringify(answer)}`);
  expect(answer.accountId).toBe(fakeXUserId('wanjiru_ke'));
  const me = await usersMe(answer.token);
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({
    data: { id: fakeXUserId('wanjiru_ke'), name: 'wanjiru_ke', username: 'wanjiru_ke' },
  });

  // What the database holds: neither token, in any encoding, anywhere in the row.
  const row = await tokenRow(user);
  const stored = JSON.stringify(row);
  expect(row?.accessToken).toMatch(/^v1\./);
  expect(row?.refreshToken).toMatch(/^v1\./);
  expect(stored).not.toContain(answer.token);
  expect(stored).not.toContain(Buffer.from(answer.token).toString('base64'));
  expect(row?.scope).toBe('tweet.read users.read like.read follows.read bookmark.read offline.access');
});

test('a cancelled consent, a forged or replayed state and a reused code link nothing', async () => {
  const user = await signUp(t.app, t.database);
  const cancelled = await callback(await consent(user, 'cancels_it', 'deny'));
  expect(cancelled.searchParams.get('connect_error')).toBe('You cancelled linking Twitter. Nothing was changed.');

  const approved = await consent(user, 'first_try');
  const forged = new URL(approved);
  forged.searchParams.set('state', 'not-a-state-we-issued');
  expect((await callback(forged)).searchParams.get('connect_error')).toBe(
    'The connection request expired. Please try again.',
  );
  expect((await callback(approved)).searchParams.get('connected')).toBe('twitter');
  // The same redirect again: its state is spent.
  expect((await callback(approved)).searchParams.get('connect_error')).toBe(
    'The connection request expired. Please try again.',
  );

  // A fresh request of another user carrying the spent code: X refuses the code.
  const other = await signUp(t.app, t.database);
  const fresh = await consent(other, 'second_try');
  fresh.searchParams.set('code', approved.searchParams.get('code') ?? '');
  expect((await callback(fresh)).searchParams.get('connect_error')).toBe(
    'The provider did not confirm the connection.',
  );
  expect((await details(other)).twitter_connected).toBe(false);
});

test('an expired access token is refreshed once, however many calls want it at the same moment', async () => {
  const user = await signUp(t.app, t.database);
  await link(user, 'refresh_me');
  const before = await t.app.services.linkedAccounts.accessToken(user.userId, 'twitter');
  await expireAccessToken(user);
  const grantsBefore = (await fakeState()).refresh_grants;

  const answers = await Promise.all(
    Array.from({ length: 5 }, () => t.app.services.linkedAccounts.accessToken(user.userId, 'twitter')),
  );
  expect((await fakeState()).refresh_grants).toBe(grantsBefore + 1);
  const tokens = new Set(answers.map((answer) => (answer && 'token' in answer ? answer.token : 'none')));
  expect(tokens.size).toBe(1);
  const [fresh] = [...tokens];
  expect(fresh).not.toBe(before && 'token' in before ? before.token : undefined);
  expect((await usersMe(fresh ?? '')).status).toBe(200);
  // Kept for next time: no second refresh while it is valid.
  await t.app.services.linkedAccounts.accessToken(user.userId, 'twitter');
  expect((await fakeState()).refresh_grants).toBe(grantsBefore + 1);
  expect((await tokenRow(user))?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3600_000);
});

test('X refuses the refresh (access withdrawn): the link is broken and the user is told to link again', async () => {
  const user = await signUp(t.app, t.database);
  await link(user, 'withdrew_it');
  await withdraw('withdrew_it');
  await expireAccessToken(user);

  expect(await t.app.services.linkedAccounts.accessToken(user.userId, 'twitter')).toEqual({ relink: true });
  expect(await details(user)).toMatchObject({ twitter_connected: false, needs_relink: ['twitter'] });

  // Linking again mends it.
  await link(user, 'withdrew_it');
  expect(await details(user)).toMatchObject({ twitter_connected: true, needs_relink: [] });
  const answer = await t.app.services.linkedAccounts.accessToken(user.userId, 'twitter');
  expect(answer && 'token' in answer).toBe(true);
});

test('unlinking revokes at X, and the tokens are gone here', async () => {
  const user = await signUp(t.app, t.database);
  await link(user, 'unlinks_now');
  const unlinked = await as(user, 'DELETE', '/api/users/disconnect/', { platform: 'twitter' });
  expect(unlinked.json()).toEqual({ message: 'twitter disconnected successfully' });
  const revoked = (await fakeState()).revocations.filter((entry) => entry.user_id === fakeXUserId('unlinks_now'));
  expect(revoked.map((entry) => entry.token_type_hint).sort()).toEqual(['access_token', 'refresh_token']);
  expect(await tokenRow(user)).toBeUndefined();
  expect(await t.app.services.linkedAccounts.accessToken(user.userId, 'twitter')).toBeNull();
});

test('deleting the account revokes its X link at X', async () => {
  const user = await signUp(t.app, t.database);
  await link(user, 'leaves_engage');
  await stepUp(t.app, user);
  expect((await as(user, 'DELETE', '/api/users/account/')).statusCode).toBe(200);
  const revoked = (await fakeState()).revocations.filter((entry) => entry.user_id === fakeXUserId('leaves_engage'));
  expect(revoked.map((entry) => entry.token_type_hint).sort()).toEqual(['access_token', 'refresh_token']);
  expect(await tokenRow(user)).toBeUndefined();
});

test('a provider that cannot be reached answers 502 with what to do, and nothing is linked', async () => {
  // This app's Google issuer listens nowhere: its discovery document cannot be read.
  const user = await signUp(t.app, t.database);
  const start = await as(user, 'POST', '/api/users/connect/youtube/');
  expect(start.statusCode).toBe(502);
  expect(start.json()).toMatchObject({ detail: 'YouTube could not be reached. Please try again.' });
});

describe('settings, validated at boot', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/engage-never-written',
    GOOGLE_PROVIDER: 'off',
    CHECKOUT_PROVIDER: 'off',
    MPESA_PROVIDER: 'off',
    TASK_VERIFIER: 'off',
    ACCOUNT_LINKING_PROVIDER: 'oauth',
    YOUTUBE_CLIENT_ID: 'yt-id',
    YOUTUBE_CLIENT_SECRET: 'yt-secret',
    X_CLIENT_ID: 'x-id',
    X_CLIENT_SECRET: 'x-secret',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LINK_HISTORY_KEY: randomBytes(32).toString('base64url'),
  };

  test('every setting named when missing; the defaults are the providers’ real addresses', () => {
    const { X_CLIENT_SECRET: _secret, YOUTUBE_CLIENT_ID: _id, ...missing } = production;
    expect(() => loadConfig(missing)).toThrow(
      'ACCOUNT_LINKING_PROVIDER=oauth needs YOUTUBE_CLIENT_ID, X_CLIENT_SECRET',
    );
    const linking = loadConfig(production).linking;
    expect(linking?.x).toMatchObject({
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      apiBaseUrl: 'https://api.x.com',
    });
    expect(linking?.youtube).toMatchObject({
      googleIssuer: 'https://accounts.google.com',
      apiBaseUrl: 'https://www.googleapis.com/youtube/v3',
    });
  });

  test('TOKEN_ENCRYPTION_KEY must be exactly 32 bytes of base64', () => {
    for (const key of [
      randomBytes(16).toString('base64'),
      randomBytes(33).toString('base64'),
      'a'.repeat(44),
      'not base64!',
    ]) {
      expect(() => loadConfig({ ...production, TOKEN_ENCRYPTION_KEY: key })).toThrow(/TOKEN_ENCRYPTION_KEY must be 32/);
    }
  });

  test('an unknown linking provider is refused', () => {
    expect(() => loadConfig({ ...production, ACCOUNT_LINKING_PROVIDER: 'twitter' })).toThrow(
      'ACCOUNT_LINKING_PROVIDER must be one of "sandbox", "off", "oauth", got "twitter"',
    );
  });
});
