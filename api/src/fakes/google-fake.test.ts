/**
 * The Google fake as YouTube linking uses Google's authorization server, through openid-client:
 * the read-only YouTube scope, a refresh token only with `access_type=offline` and
 * `prompt=consent`, refreshing, token info, and revocation at `/revoke` with the token as a
 * form parameter (after which neither token works).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { consentInGoogleFake } from './google-fake-browser';
import { createGoogleFake, YOUTUBE_READONLY_SCOPE, type GoogleFake } from './google-fake';

const REDIRECT = 'http://127.0.0.1:1/api/youtube/callback/';
const CLIENT = { clientId: 'youtube-linking.apps.googleusercontent.com', clientSecret: 'youtube-linking-secret' };

let server: FastifyInstance;
let fake: GoogleFake;
let issuer: string;
let config: client.Configuration;

beforeAll(async () => {
  fake = createGoogleFake({ clients: [{ ...CLIENT, redirectUris: [REDIRECT] }] });
  server = Fastify();
  await server.register(fake.plugin, { prefix: '/google' });
  issuer = `${await server.listen({ port: 0, host: '127.0.0.1' })}/google`;
  fake.start(issuer);
  config = await client.discovery(new URL(issuer), CLIENT.clientId, CLIENT.clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  });
});

afterAll(async () => {
  await server.close();
});

async function link(extra: Record<string, string>) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: `openid email ${YOUTUBE_READONLY_SCOPE}`,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const back = await consentInGoogleFake(url.href, { email: 'channel-owner@example.com' });
  return client.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
}

test('offline access with consent gives a refresh token that refreshes; revoking it ends both tokens', async () => {
  const tokens = await link({ access_type: 'offline', prompt: 'consent' });
  expect(tokens.refresh_token).toBeTruthy();
  expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining([YOUTUBE_READONLY_SCOPE]));
  expect(tokens.scope).not.toContain('offline_access');
  expect(discoveryRevocation()).toBe(`${issuer}/revoke`);

  const info = await fetch(`${issuer}/tokeninfo?access_token=${tokens.access_token}`);
  expect(await info.json()).toMatchObject({ aud: CLIENT.clientId, email: 'channel-owner@example.com' });
  await expect(fake.accessToken(tokens.access_token)).resolves.toMatchObject({
    email: 'channel-owner@example.com',
    scopes: expect.arrayContaining([YOUTUBE_READONLY_SCOPE]) as unknown,
  });

  const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
  expect(refreshed.access_token).toBeTruthy();
  expect(refreshed.access_token).not.toBe(tokens.access_token);

  const revoked = await fetch(`${issuer}/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: tokens.refresh_token ?? '' }).toString(),
  });
  expect(revoked.status).toBe(200);
  await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
    error: 'invalid_grant',
  });
  await expect(fake.accessToken(refreshed.access_token)).resolves.toBeNull();
  const again = await fetch(`${issuer}/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: tokens.refresh_token ?? '' }).toString(),
  });
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({ error: 'invalid_token' });
});

test('without access_type=offline there is no refresh token', async () => {
  const tokens = await link({});
  expect(tokens.refresh_token).toBeUndefined();
});

function discoveryRevocation(): string | undefined {
  return config.serverMetadata().revocation_endpoint;
}
