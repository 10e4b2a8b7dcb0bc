/**
 * The Google sign-in adapter over real HTTP against the oidc-provider fake (a certified OpenID
 * Provider): a verified account signs in; a forged, expired or foreign-audience ID token, a
 * mismatched state or nonce, an unverified email and an issuer that does not answer are refused.
 */
import { createGoogleFake, fakeGoogleSubject, type GoogleFake } from '../../fakes/google-fake';
import { consentInGoogleFake } from '../../fakes/google-fake-browser';
import Fastify, { type FastifyInstance } from 'fastify';
import { GOOGLE_CALLBACK_PATH, GoogleOpenIdClient, GoogleSignInError, type GoogleSignInFailure } from './google-openid';

const API = 'http://127.0.0.1:1';
const CLIENT = { clientId: 'adapter-test.apps.googleusercontent.com', clientSecret: 'adapter-test-secret' };

let server: FastifyInstance;
let fake: GoogleFake;
let google: GoogleOpenIdClient;

beforeAll(async () => {
  fake = createGoogleFake({ clients: [{ ...CLIENT, redirectUris: [`${API}${GOOGLE_CALLBACK_PATH}`] }] });
  server = Fastify();
  await server.register(fake.plugin, { prefix: '/google' });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  fake.start(`${address}/google`);
  google = new GoogleOpenIdClient({ ...CLIENT, issuer: `${address}/google`, publicApiUrl: API });
});

afterAll(async () => {
  await server.close();
});

async function signIn(email: string, options: { unverified?: boolean } = {}) {
  const { url, secrets } = await google.begin();
  const back = await consentInGoogleFake(url, { email, ...options });
  return { back, secrets };
}

async function refusal(attempt: Promise<unknown>): Promise<GoogleSignInFailure> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof GoogleSignInError) return error.reason;
    throw error;
  }
  throw new Error('the sign-in was accepted');
}

test('a verified Google account signs in with its email and Google subject', async () => {
  const { url, secrets } = await google.begin();
  const asked = new URL(url);
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  expect(asked.searchParams.get('state')).toBe(secrets.state);
  expect(asked.searchParams.get('nonce')).toBe(secrets.nonce);
  expect(asked.searchParams.get('redirect_uri')).toBe(`${API}${GOOGLE_CALLBACK_PATH}`);
  const back = await consentInGoogleFake(url, { email: 'wanjiku@example.com' });
  expect(back.searchParams.get('code')).toBeTruthy();
  await expect(google.finish(back, secrets)).resolves.toEqual({
    email: 'wanjiku@example.com',
    sub: fakeGoogleSubject('wanjiku@example.com'),
  });
  // The code is single use at Google: a replay is refused.
  expect(await refusal(google.finish(back, secrets))).toBe('google_refused');
});

test('an ID token signed with a key that is not the issuer’s is refused', async () => {
  const { back, secrets } = await signIn('forged@example.com');
  fake.scriptNextIdToken({ forged: true });
  expect(await refusal(google.finish(back, secrets))).toBe('google_untrusted');
});

test('an expired ID token is refused', async () => {
  const { back, secrets } = await signIn('late@example.com');
  fake.scriptNextIdToken({ expired: true });
  expect(await refusal(google.finish(back, secrets))).toBe('google_untrusted');
});

test('an ID token issued to another app is refused', async () => {
  const { back, secrets } = await signIn('elsewhere@example.com');
  fake.scriptNextIdToken({ audience: 'someone-else.apps.googleusercontent.com' });
  expect(await refusal(google.finish(back, secrets))).toBe('google_untrusted');
});

test('a return whose state is not the one sent is refused before the code is used', async () => {
  const { back, secrets } = await signIn('state@example.com');
  expect(await refusal(google.finish(back, { ...secrets, state: 'another-state' }))).toBe('google_expired');
  // The code was not spent: the right state still finishes it.
  await expect(google.finish(back, secrets)).resolves.toMatchObject({ email: 'state@example.com' });
});

test('an ID token whose nonce is not the one sent is refused', async () => {
  const { back, secrets } = await signIn('nonce@example.com');
  expect(await refusal(google.finish(back, { ...secrets, nonce: 'another-nonce' }))).toBe('google_untrusted');
});

test('an account whose email Google has not verified is refused', async () => {
  const { back, secrets } = await signIn('unverified@example.com', { unverified: true });
  expect(await refusal(google.finish(back, secrets))).toBe('google_unverified_email');
});

test('a cancelled consent comes back as refused', async () => {
  const { url, secrets } = await google.begin();
  const back = await consentInGoogleFake(url, { email: 'x@example.com', cancel: true });
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(await refusal(google.finish(back, secrets))).toBe('access_denied');
});

test('an issuer that does not answer is reported as unavailable', async () => {
  const down = new GoogleOpenIdClient({ ...CLIENT, issuer: 'http://127.0.0.1:9/google', publicApiUrl: API });
  expect(await refusal(down.begin())).toBe('google_unavailable');
});
