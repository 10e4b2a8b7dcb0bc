/**
 * Going live, end to end: a production-mode server with every real adapter — Google sign-in,
 * YouTube and X linking (ACCOUNT_LINKING_PROVIDER=oauth), the platform verifier for YouTube and
 * X, the money providers — pointed over real HTTP at the local fakes, which are one provider
 * world: the tokens Google's and X's OAuth fakes issue are the ones their API fakes honour. A
 * person signs in with Google, links YouTube and X through our routes and the fakes' consent
 * pages; a like YouTube confirms is credited, an X like X denies is refused with its reason, a
 * Facebook task waits in review unpaid, access withdrawn at X asks to link again, and the bot
 * earns only where a linked account can be checked.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../src/http/app-instance';
import { linkedAccountTokens, taskActions, users } from '../src/db/schema';
import { connectCallbackPath, startFakes, type RunningFakes } from '../src/fakes/fakes-server';
import { consentInGoogleFake } from '../src/fakes/google-fake-browser';
import { fakeGoogleSubject } from '../src/fakes/google-fake';
import { fakeXUserId } from '../src/fakes/x-fake';
import { fakeYoutubeChannelId } from '../src/fakes/youtube-fake';
import { TokenCipher } from '../src/modules/linked-accounts/token-cipher';
import { uniqueEmail } from './auth-helpers';
import { insertFundedLink, insertUser } from './fixtures';
import { freePort } from './free-port';
import { productionConfig, startProductionApp } from './production-on-fakes';
import { openTestDatabase, type TestDatabase } from './test-database';

jest.setTimeout(90_000);

const APP_SIGNIN = 'http://localhost:3000/signin';

let fakes: RunningFakes;
let app: AppInstance;
let database: TestDatabase;
let apiBase: string;
let producerId: number;

beforeAll(async () => {
  const apiPort = await freePort();
  apiBase = `http://127.0.0.1:${String(apiPort)}`;
  fakes = await startFakes({ port: 0, apiBase });
  database = await openTestDatabase();
  const config = productionConfig('go-live', fakes.environment);
  expect(config.providers).toMatchObject({
    google: 'google',
    accountLinking: 'oauth',
    verifier: 'platform',
    mpesa: 'daraja',
    checkout: 'paypal',
  });
  app = (await startProductionApp({ config, database, port: apiPort })).app;
  producerId = (await insertUser(database.db, { userType: 'producer', emailVerified: true })).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fakes?.close();
});

interface Person {
  email: string;
  userId: number;
  headers: { authorization: string };
}

/** "Continue with Google": our start, the fake's consent page, our callback, then google-login. */
async function signInWithGoogle(): Promise<Person> {
  const email = uniqueEmail('golive');
  const start = await fetch(
    `${apiBase}/api/users/google/start/?redirect_uri=${encodeURIComponent(APP_SIGNIN)}&state=s1`,
    { redirect: 'manual' },
  );
  expect(start.status).toBe(302);
  const cookie = (start.headers.getSetCookie().find((line) => line.startsWith('engage_google_signin=')) ?? '').split(
    ';',
  )[0];
  const callback = await consentInGoogleFake(start.headers.get('location') ?? '', { email });
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie: cookie ?? '' } });
  expect(back.status).toBe(302);
  const googleToken = new URLSearchParams(new URL(back.headers.get('location') ?? '').hash.slice(1)).get(
    'access_token',
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/google-login/',
    payload: { email, password: googleToken, role: 'consumer' },
  });
  expect(login.statusCode).toBe(200);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return {
    email,
    userId: row?.id ?? 0,
    headers: { authorization: `Bearer ${login.json<{ access: string }>().access}` },
  };
}

/** Our connect route, over HTTP as the app calls it: the provider's consent page to open. */
const connect = async (who: Person, platform: 'youtube' | 'twitter') => {
  const start = await fetch(`${apiBase}/api/users/connect/${platform}/`, { method: 'POST', headers: who.headers });
  expect(start.status).toBe(200);
  return new URL(((await start.json()) as { auth_url: string }).auth_url);
};

/** The browser back at our callback: where the app is sent, connected or with the reason. */
async function returnTo(callback: URL, platform: 'youtube' | 'twitter'): Promise<URL> {
  expect(`${callback.origin}${callback.pathname}`).toBe(`${apiBase}${connectCallbackPath(platform)}`);
  const back = await fetch(callback, { redirect: 'manual' });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location') ?? '');
}

const YOUTUBE_READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
const YOUTUBE_FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';

/**
 * Link YouTube: Google's consent (the fake's page) for the scope the checks need. `grantedScope`
 * stands for a link made when engage asked Google for less: the consent is for that scope.
 */
async function linkYoutube(who: Person, grantedScope?: string): Promise<string> {
  const authUrl = await connect(who, 'youtube');
  expect(authUrl.href.startsWith(`${fakes.url}/google/auth`)).toBe(true);
  expect(authUrl.searchParams.get('scope')).toBe(YOUTUBE_FORCE_SSL);
  if (grantedScope) authUrl.searchParams.set('scope', grantedScope);
  const back = await returnTo(await consentInGoogleFake(authUrl.href, { email: who.email }), 'youtube');
  expect(back.searchParams.get('connect_error')).toBeNull();
  expect(back.searchParams.get('connected')).toBe('youtube');
  return fakeYoutubeChannelId(fakeGoogleSubject(who.email));
}

/** Link X: X's authorize page (the fake's), Authorize app as `username`. */
async function linkX(who: Person, username: string): Promise<string> {
  const authUrl = await connect(who, 'twitter');
  expect(authUrl.href.startsWith(`${fakes.url}/x/i/oauth2/authorize`)).toBe(true);
  const page = await fetch(authUrl);
  expect(await page.text()).toContain('Authorize app');
  const form = new URLSearchParams(authUrl.searchParams);
  form.set('username', username);
  form.set('decision', 'allow');
  const answer = await fetch(`${authUrl.origin}${authUrl.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const back = await returnTo(new URL(answer.headers.get('location') ?? ''), 'twitter');
  expect(back.searchParams.get('connect_error')).toBeNull();
  expect(back.searchParams.get('connected')).toBe('twitter');
  return fakeXUserId(username);
}

async function fake(path: string, body: object): Promise<void> {
  const response = await fetch(`${fakes.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const act = (who: Person, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/actions/${path}/`, headers: who.headers, payload });
const pending = (who: Person) => app.services.ledger.balance({ kind: 'consumer_pending', userId: who.userId });
const rewards = (who: Person) => database.db.select().from(taskActions).where(eq(taskActions.userId, who.userId));
const funded = (values: Parameters<typeof insertFundedLink>[3]) =>
  insertFundedLink(database.db, app.services.ledger, producerId, { rewardCents: 500, ...values });
const video = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'a').slice(0, 11);
const post = () => `1${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;

test('signed in with Google, YouTube and X linked: a proven like is paid, an unproven one refused, Facebook waits, withdrawn X access asks to link again', async () => {
  const person = await signInWithGoogle();
  const channelId = await linkYoutube(person);
  const username = `fan${randomBytes(3).toString('hex')}`;
  const xUserId = await linkX(person, username);

  const details = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: person.headers });
  expect(details.json()).toMatchObject({ youtube_connected: true, twitter_connected: true });
  // The accounts the providers named, and their tokens only as ciphertext.
  const rows = await database.db
    .select()
    .from(linkedAccountTokens)
    .where(eq(linkedAccountTokens.userId, person.userId));
  expect(Object.fromEntries(rows.map((row) => [row.platform, row.accountId]))).toEqual({
    youtube: channelId,
    twitter: xUserId,
  });

  // A YouTube like the platform confirms: credited.
  const liked = video();
  const youtubeLike = await funded({ linkUrl: `https://www.youtube.com/watch?v=${liked}`, actionType: 'Likes' });
  await fake('/youtube/_fake/rate', { channel_id: channelId, video_id: liked, rating: 'like' });
  const credited = await act(person, 'youtube-like', { link_id: youtubeLike.id, video_id: liked });
  expect(credited.statusCode).toBe(200);
  expect(credited.json().message).toBe('Success! KES 5.00 added to your pending balance.');
  expect(await pending(person)).toBe(500);

  // An X like X says did not happen: refused with X's word, nothing credited.
  const xLike = await funded({ platform: 'twitter', actionType: 'Likes', linkUrl: `https://x.com/a/status/${post()}` });
  const refused = await act(person, 'twitter-like', { link_id: xLike.id });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('X says you have not liked this post yet. Like it, then try again.');
  expect(await pending(person)).toBe(500);

  // Facebook cannot be checked: the claim waits in review, unpaid.
  const facebook = await funded({
    platform: 'facebook',
    actionType: 'Likes',
    linkUrl: `https://www.facebook.com/p/${randomBytes(4).toString('hex')}`,
  });
  const waiting = await act(person, 'facebook-like', { post_url: facebook.linkUrl });
  expect(waiting.statusCode).toBe(202);
  expect(waiting.json()).toMatchObject({
    status: 'review',
    reason:
      'engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed.',
  });
  expect(await pending(person)).toBe(500);
  expect((await rewards(person)).map((row) => row.linkId)).toEqual([youtubeLike.id]);

  // The person withdraws engage's access in X's settings: X's API refuses the token, and the
  // next X claim — of a like X would confirm — asks them to link X again, paying nothing.
  const xPost = post();
  const xDone = await funded({ platform: 'twitter', actionType: 'Likes', linkUrl: `https://x.com/a/status/${xPost}` });
  await fake('/x/_fake-lookups/act', { user_id: xUserId, action: 'like', post_id: xPost });
  await fake('/x/_fake/withdraw', { username });
  const relink = await act(person, 'twitter-like', { link_id: xDone.id });
  expect(relink.statusCode).toBe(400);
  expect(relink.json().message).toBe('Your X link has stopped working. Link X again in Settings to do this task.');
  expect(await pending(person)).toBe(500);
  // Settings and the feed say so too ("Link X again"), until the person links X again.
  const after = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: person.headers });
  expect(after.json()).toMatchObject({ twitter_connected: false, needs_relink: ['twitter'] });
  await linkX(person, username);
  const relinked = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: person.headers });
  expect(relinked.json<{ needs_relink?: string[] }>().needs_relink ?? []).toEqual([]);
  expect((await act(person, 'twitter-like', { link_id: xDone.id })).statusCode).toBe(200);
  expect(await pending(person)).toBe(1000);
});

test('access revoked at Google: the YouTube Data API refuses the token, and the next claim asks to link YouTube again', async () => {
  const person = await signInWithGoogle();
  const channelId = await linkYoutube(person);
  const [row] = await database.db
    .select()
    .from(linkedAccountTokens)
    .where(and(eq(linkedAccountTokens.userId, person.userId), eq(linkedAccountTokens.platform, 'youtube')));
  const cipher = new TokenCipher(Buffer.from(fakes.environment.TOKEN_ENCRYPTION_KEY ?? '', 'base64'));
  const accessToken = cipher.decrypt(row?.accessToken ?? '', `${String(person.userId)}:youtube:access`);
  const mine = () =>
    fetch(`${fakes.url}/youtube/v3/channels?part=id&mine=true`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
  expect(await (await mine()).json()).toMatchObject({ items: [{ id: channelId }] });

  const liked = video();
  const link = await funded({ linkUrl: `https://youtu.be/${liked}`, actionType: 'Likes' });
  await fake('/youtube/_fake/rate', { channel_id: channelId, video_id: liked, rating: 'like' });
  // The person removes engage from their Google account: Google revokes the grant.
  const revoked = await fetch(`${fakes.url}/google/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: accessToken }),
  });
  expect(revoked.status).toBe(200);
  const refusedByYoutube = await mine();
  expect(refusedByYoutube.status).toBe(401);
  expect(await refusedByYoutube.json()).toMatchObject({ error: { code: 401, errors: [{ reason: 'authError' }] } });

  const claim = await act(person, 'youtube-like', { link_id: link.id, video_id: liked });
  expect(claim.statusCode).toBe(400);
  expect(claim.json().message).toBe(
    'Your YouTube link has stopped working. Link YouTube again in Settings to do this task.',
  );
  expect(await pending(person)).toBe(0);
});

test('a link granted only read-only YouTube access: a like check asks to link again for likes, the link keeps checking subscriptions, and linking again asks Google for the scope likes need', async () => {
  const person = await signInWithGoogle();
  const channelId = await linkYoutube(person, YOUTUBE_READONLY);
  const youtubeRow = async () =>
    (
      await database.db
        .select()
        .from(linkedAccountTokens)
        .where(and(eq(linkedAccountTokens.userId, person.userId), eq(linkedAccountTokens.platform, 'youtube')))
    )[0];
  expect((await youtubeRow())?.scope.split(' ')).toEqual([YOUTUBE_READONLY]);

  // videos.getRating is not allowed with youtube.readonly: YouTube answers 403 insufficientPermissions.
  const liked = video();
  const like = await funded({ linkUrl: `https://www.youtube.com/watch?v=${liked}`, actionType: 'Likes' });
  await fake('/youtube/_fake/rate', { channel_id: channelId, video_id: liked, rating: 'like' });
  const likeClaim = await act(person, 'youtube-like', { link_id: like.id, video_id: liked });
  expect(likeClaim.statusCode).toBe(400);
  expect(likeClaim.json().message).toBe(
    'Your YouTube link does not let engage check likes. Link YouTube again in Settings to allow likes to be checked.',
  );
  const inKiswahili = await app.inject({
    method: 'POST',
    url: '/api/actions/youtube-like/',
    headers: { ...person.headers, 'accept-language': 'sw' },
    payload: { link_id: like.id, video_id: liked },
  });
  expect(inKiswahili.json().message).toBe(
    'YouTube uliyounganisha hairuhusu engage kukagua video ulizopenda. Unganisha YouTube tena kwenye Mipangilio ili video ulizopenda ziweze kukaguliwa.',
  );
  expect(await pending(person)).toBe(0);

  // The link itself still works: it is not marked broken, and a subscription is still checked.
  expect((await youtubeRow())?.brokenAt).toBeNull();
  const details = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: person.headers });
  expect(details.json()).toMatchObject({ youtube_connected: true, needs_relink: [] });
  const creator = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`;
  const subscription = await funded({
    linkUrl: `https://www.youtube.com/channel/${creator}`,
    actionType: 'Subscribers',
  });
  await fake('/youtube/_fake/subscribe', { channel_id: channelId, target: creator });
  expect((await act(person, 'youtube-sub', { link_id: subscription.id, channel_id: creator })).statusCode).toBe(200);
  expect(await pending(person)).toBe(500);

  // commentThreads.list is documented for youtube.force-ssl only: comments ask for the new link too.
  const commented = video();
  const comment = await funded({ linkUrl: `https://www.youtube.com/watch?v=${commented}`, actionType: 'Comments' });
  await fake('/youtube/_fake/comment', { channel_id: channelId, video_id: commented, text: 'Lovely' });
  const commentClaim = await act(person, 'youtube-comment', { link_id: comment.id, text: 'Lovely' });
  expect(commentClaim.statusCode).toBe(400);
  expect(commentClaim.json().message).toBe(
    'Your YouTube link does not let engage check comments. Link YouTube again in Settings to allow comments to be checked.',
  );

  // Linking again asks Google for youtube.force-ssl, with the consent page shown again and the
  // earlier grant kept; the new token checks likes and comments.
  const again = await connect(person, 'youtube');
  expect(again.searchParams.get('scope')).toBe(YOUTUBE_FORCE_SSL);
  expect(again.searchParams.get('prompt')).toBe('consent');
  expect(again.searchParams.get('include_granted_scopes')).toBe('true');
  expect(again.searchParams.get('access_type')).toBe('offline');
  const back = await returnTo(await consentInGoogleFake(again.href, { email: person.email }), 'youtube');
  expect(back.searchParams.get('connected')).toBe('youtube');
  expect((await youtubeRow())?.scope.split(' ')).toEqual(expect.arrayContaining([YOUTUBE_FORCE_SSL]));
  expect((await act(person, 'youtube-like', { link_id: like.id, video_id: liked })).statusCode).toBe(200);
  expect((await act(person, 'youtube-comment', { link_id: comment.id, text: 'Lovely' })).statusCode).toBe(200);
  expect(await pending(person)).toBe(1500);
});

test('the bot acts only on a linked platform the verifier checks: nothing with YouTube alone, then only the X like X confirms', async () => {
  const person = await signInWithGoogle();
  const channelId = await linkYoutube(person);
  const username = `bot${randomBytes(3).toString('hex')}`;
  const xUserId = fakeXUserId(username);
  // Tasks the person has really done on each platform, and one they have not.
  const liked = video();
  await funded({ linkUrl: `https://www.youtube.com/watch?v=${liked}`, actionType: 'Likes' });
  await fake('/youtube/_fake/rate', { channel_id: channelId, video_id: liked, rating: 'like' });
  await funded({ actionType: 'Views', linkUrl: `https://www.youtube.com/watch?v=${video()}` });
  await funded({
    platform: 'facebook',
    actionType: 'Likes',
    linkUrl: `https://www.facebook.com/b/${randomBytes(4).toString('hex')}`,
  });
  const donePost = post();
  const done = await funded({
    platform: 'twitter',
    actionType: 'Likes',
    linkUrl: `https://x.com/a/status/${donePost}`,
  });
  await fake('/x/_fake-lookups/act', { user_id: xUserId, action: 'like', post_id: donePost });
  const notDone = await funded({
    platform: 'twitter',
    actionType: 'Likes',
    linkUrl: `https://x.com/a/status/${post()}`,
  });

  const on = await app.inject({ method: 'POST', url: '/api/users/bot/activate/', headers: person.headers });
  expect(on.json()).toMatchObject({ bot_active: true, bot_platforms: [] });
  await app.services.bot.runOnce(50);
  expect(await rewards(person)).toEqual([]);
  expect(await pending(person)).toBe(0);

  await linkX(person, username);
  const details = await app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: person.headers });
  expect(details.json()).toMatchObject({ bot_active: true, bot_platforms: ['twitter'] });
  await app.services.bot.runOnce(50);
  const earned = await rewards(person);
  expect(earned.map((row) => [row.endpoint, row.linkId])).toEqual([['twitter-like', done.id]]);
  expect(earned.some((row) => row.linkId === notDone.id)).toBe(false);
  expect(await pending(person)).toBe(500);
});
