/**
 * Area releases over the real routes and database: what `pnpm deploy:area` registers with its
 * token, which visitors load a canary (about its share, sticky), support's pins, and a canary
 * rolled back by the `area releases` job when its beacons say it is worse than the stable release.
 */
import { randomBytes } from 'node:crypto';
import { releaseId } from '@engage/shared/federation/release-id';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { JOBS, runJob } from '../../jobs/jobs';
import { inCanaryShare } from './area-releases';

const DEPLOY = 'test-deploy-token-test-deploy-token-0123';
const MIN_VIEWS = 20;

let t: TestApp;
let support: SignedInOperator;
let finance: SignedInOperator;
let user: SignedIn;
beforeAll(async () => {
  t = await openTestApp({ canary: { minViews: MIN_VIEWS, errorMargin: 10, lcpMargin: 0.2 } });
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
  user = await signUp(t.app, t.database, { verified: true });
});
afterAll(async () => {
  await t.close();
});

/** A build's manifest: its entry and exposed files carry content hashes, so each build is new. */
const manifestOfABuild = () => {
  const hash = randomBytes(4).toString('hex');
  return {
    id: 'mf_wallet',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    exposes: [{ name: 'App', assets: { js: { sync: [`__federation_expose_App.${hash}.js`], async: [] } } }],
  };
};

const deploy = (method: 'GET' | 'POST', path: string, payload?: unknown, token = DEPLOY) =>
  t.app.inject({
    method,
    url: `/api/deploys/releases/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const register = (area: string, percent?: number, manifest = manifestOfABuild()) =>
  deploy('POST', '', {
    area,
    manifest_url: `https://cdn.example.com/${area}/releases/${releaseId(manifest)}/mf-manifest.json`,
    manifest,
    ...(percent === undefined ? {} : { percent }),
  });

const choices = async (query: { visitor?: string; token?: string }) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/area-releases/${query.visitor ? `?visitor=${query.visitor}` : ''}`,
    headers: query.token ? { authorization: `Bearer ${query.token}` } : {},
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return (answer.json() as { results: { area: string; release: string; manifest: string; reason: string }[] }).results;
};

const visitorNumber = (index: number) => `visitor${String(index).padStart(6, '0')}`;

test('the deploy routes take only the deploy token', async () => {
  expect((await deploy('GET', '', undefined, 'wrong-token-wrong-token-wrong-token')).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/api/deploys/releases/' })).statusCode).toBe(401);
  expect((await register('mf_alerts', 10, { ...manifestOfABuild(), exposes: 'none' } as never)).statusCode).toBe(400);
  const list = await deploy('GET', '?area=mf_alerts');
  expect(list.statusCode).toBe(200);
  expect(list.json()).toEqual({ results: [] });
});

test('a 10 % canary reaches about a tenth of visitors, the same ones each time, until it is rolled back', async () => {
  expect((await register('mf_wallet')).statusCode).toBe(201);
  const manifest = manifestOfABuild();
  const canary = await register('mf_wallet', 10, manifest);
  expect(canary.statusCode).toBe(201);
  expect(canary.json()).toMatchObject({
    area: 'mf_wallet',
    release: releaseId(manifest),
    state: 'canary',
    percent: 10,
  });

  const reached: string[] = [];
  for (let index = 0; index < 400; index += 1) {
    const results = await choices({ visitor: visitorNumber(index) });
    if (results.some((choice) => choice.area === 'mf_wallet')) reached.push(visitorNumber(index));
  }
  expect(reached.length).toBeGreaterThanOrEqual(20);
  expect(reached.length).toBeLessThanOrEqual(60);
  // Sticky: the same visitors, asked again.
  for (const visitor of reached.slice(0, 5)) {
    expect(await choices({ visitor })).toEqual([
      {
        area: 'mf_wallet',
        release: releaseId(manifest),
        manifest: `https://cdn.example.com/mf_wallet/releases/${releaseId(manifest)}/mf-manifest.json`,
        reason: 'canary',
      },
    ]);
  }
  // A second canary of the same area waits for the first to end.
  const second = await register('mf_wallet', 10);
  expect(second.statusCode).toBe(409);
  expect(second.json().detail).toContain('already has a canary');

  const rolledBack = await deploy('POST', 'rollback/', { area: 'mf_wallet' });
  expect(rolledBack.json()).toMatchObject({ state: 'rolled_back', ended_reason: 'Rolled back by its team.' });
  // Other instances may answer from what they read up to five seconds ago; this one forgot it at once.
  expect(await choices({ visitor: reached[0] })).toEqual([]);
});

test('signed in, the share is decided by the account, whatever the visitor id', async () => {
  const manifest = manifestOfABuild();
  await register('mf_profile', 50, manifest);
  const inShare = inCanaryShare(`user:${user.userId}`, releaseId(manifest), 50);
  for (const visitor of [visitorNumber(1), visitorNumber(2), visitorNumber(3)]) {
    const results = await choices({ visitor, token: user.access });
    expect(results.some((choice) => choice.area === 'mf_profile')).toBe(inShare);
  }
  expect((await deploy('POST', 'promote/', { area: 'mf_profile' })).json()).toMatchObject({
    state: 'stable',
    percent: 50,
  });
  // Promoted, it is what the runtime config's manifest serves: nobody is sent elsewhere for it.
  expect(await choices({ visitor: visitorNumber(1), token: user.access })).toEqual([]);
});

test('publishing an earlier build again makes it the stable release again: how a team rolls back', async () => {
  const first = manifestOfABuild();
  await register('mf_affiliate', undefined, first);
  await register('mf_affiliate');
  const again = await register('mf_affiliate', undefined, first);
  expect(again.statusCode).toBe(201);
  const states = (await deploy('GET', '?area=mf_affiliate'))
    .json()
    .results.map((release: { release: string; state: string }) => [
      release.release === releaseId(first),
      release.state,
    ]);
  expect(states).toEqual([
    [false, 'retired'],
    [true, 'stable'],
  ]);
  // A canary of a release that already ran is refused: its figures would not be its own.
  expect((await register('mf_affiliate', 10, first)).statusCode).toBe(409);
});

test('support pins a user to a release for a day; finance may not; a wrong user or release is named', async () => {
  const old = manifestOfABuild();
  await register('mf_feed', undefined, old);
  await register('mf_feed');
  const pin = (who: SignedInOperator, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/operator/release-pins/', headers: who.headers, payload: body });

  expect((await pin(finance, { user: user.email, area: 'mf_feed', release: releaseId(old) })).statusCode).toBe(403);
  const nobody = await pin(support, { user: 'nobody@example.com', area: 'mf_feed', release: releaseId(old) });
  expect(nobody.statusCode).toBe(400);
  expect(nobody.json().errors.user).toEqual(['No account has this email or id.']);
  const noRelease = await pin(support, { user: user.email, area: 'mf_feed', release: 'nothere' });
  expect(noRelease.json().errors.release).toEqual(['This area has no registered release nothere.']);

  const pinned = await pin(support, { user: String(user.userId), area: 'mf_feed', release: releaseId(old) });
  expect(pinned.statusCode).toBe(201);
  const expires = new Date(pinned.json().expires_at).getTime();
  expect(expires - Date.now()).toBeGreaterThan(23 * 3_600_000);
  expect(pinned.json()).toMatchObject({ user_email: user.email, area: 'mf_feed', release: releaseId(old) });

  expect(await choices({ token: user.access })).toContainEqual(
    expect.objectContaining({ area: 'mf_feed', release: releaseId(old), reason: 'pinned' }),
  );
  // Only the pinned account: the same browser signed out is not pinned.
  expect(await choices({ visitor: visitorNumber(7) })).toEqual([]);
  const listed = await t.app.inject({ method: 'GET', url: '/api/operator/release-pins/', headers: finance.headers });
  expect(listed.json().results).toEqual([
    expect.objectContaining({ user_email: user.email, pinned_by: support.email }),
  ]);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/operator/release-pins/${pinned.json().id}/`,
    headers: support.headers,
  });
  expect(removed.json()).toEqual({ removed: true });
  expect(await choices({ token: user.access })).toEqual([]);
});

/** `count` page views of `release` of `area`, `errors` of them with an error, each LCP `lcp` ms. */
async function reportViews(area: string, release: string, count: number, errors: number, lcp: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const events: object[] = [
      { kind: 'view', area, release },
      { kind: 'vital', area, release, name: 'LCP', value: lcp },
    ];
    if (index < errors) events.push({ kind: 'error', area, release, source: 'boundary', message: 'Boom' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ visitor: visitorNumber(index), events }),
    });
    expect(answer.statusCode).toBe(200);
  }
}

const areaReleasesJob = JOBS.find((job) => job.name === 'area releases')!;

test('a canary that throws is rolled back by the job once it has enough views, and the operators are told', async () => {
  const stable = manifestOfABuild();
  await register('mf_alerts', undefined, stable);
  const throwing = manifestOfABuild();
  await register('mf_alerts', 10, throwing);
  await reportViews('mf_alerts', releaseId(stable), 40, 0, 1200);
  await reportViews('mf_alerts', releaseId(throwing), MIN_VIEWS - 1, MIN_VIEWS - 1, 1200);

  // Too few views to judge: it stays, and the console shows its figures beside the stable's.
  await runJob(t.app, areaReleasesJob);
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/operator/area-releases/?area=mf_alerts',
    headers: support.headers,
  });
  expect(listed.json().results[0]).toMatchObject({
    state: 'canary',
    health: { views: MIN_VIEWS - 1, error_rate: 1000, stable_views: 40, stable_error_rate: 0, lcp_p75: 1200 },
  });

  await reportViews('mf_alerts', releaseId(throwing), 1, 1, 1200);
  await runJob(t.app, areaReleasesJob);
  const after = (await deploy('GET', '?area=mf_alerts')).json().results[0];
  expect(after).toMatchObject({ release: releaseId(throwing), state: 'rolled_back', health: null });
  expect(after.ended_reason).toBe(
    `Rolled back automatically: 1000 errors per 1,000 page views against the stable release's 0 (margin 10), over ${MIN_VIEWS} page views.`,
  );
  const alerts = await t.app.inject({ method: 'GET', url: '/api/operator/alerts/', headers: finance.headers });
  expect(alerts.json().items).toContainEqual(
    expect.objectContaining({ kind: 'canary_rolled_back', subject: `area-release:${after.id}` }),
  );
});

test('a canary whose p75 LCP is over a fifth slower than the stable release is rolled back', async () => {
  const stable = manifestOfABuild();
  await register('mf_reels', undefined, stable);
  const slow = manifestOfABuild();
  await register('mf_reels', 20, slow);
  await reportViews('mf_reels', releaseId(stable), 30, 0, 1000);
  await reportViews('mf_reels', releaseId(slow), MIN_VIEWS, 0, 1300);
  await runJob(t.app, areaReleasesJob);
  const after = (await deploy('GET', '?area=mf_reels')).json().results[0];
  expect(after.state).toBe('rolled_back');
  expect(after.ended_reason).toContain("p75 LCP 1300 ms against the stable release's 1000 ms (margin 20 %)");
});
