import { RELEASE_CHOICES_WAIT_MS, startAreas } from './start-areas';
import type { EarlyStart } from './early-start';

const mockRegister = jest.fn();
const mockAhead = jest.fn();

jest.mock('../areas/remote-loader', () => ({
  registerAreas: (...args: unknown[]) => mockRegister(...args),
  loadAreaAhead: (...args: unknown[]) => mockAhead(...args),
}));

const config = {
  apiBaseUrl: 'http://api.test/api/',
  wsBaseUrl: 'ws://api.test',
  remotes: { mf_auth: 'http://auth.test/mf-manifest.json', mf_feed: 'http://feed.test/mf-manifest.json' },
};
const feedCanary = 'http://feed.test/releases/r2/mf-manifest.json';

function early(
  json: unknown,
  area?: EarlyStart['area'],
  releaseChoices: EarlyStart['releaseChoices'] = Promise.resolve({}),
): EarlyStart {
  return {
    config: Promise.resolve(json),
    manifests: new Map(),
    responses: new Map(),
    releaseChoices,
    area,
    signedInLayout: false,
  };
}

/** What the areas were registered with: config.json's manifests, and the ones chosen instead. */
const registered = () => {
  const [remotes, , releases] = mockRegister.mock.calls[0] as [unknown, unknown, { chosen: unknown }];
  return { remotes, chosen: releases.chosen };
};

beforeEach(() => {
  mockRegister.mockReset();
  mockAhead.mockReset();
  localStorage.clear();
});

it("registers the areas with the manifests fetched early and loads the page's own area ahead", async () => {
  const started = early(config, 'mf_auth');
  await expect(startAreas(started)).resolves.toEqual(config);
  expect(mockRegister).toHaveBeenCalledWith(config.remotes, started.manifests, expect.anything());
  expect(mockAhead).toHaveBeenCalledWith('mf_auth', 'App');
  // The next visit starts with this config before config.json answers (early-start.ts).
  expect(JSON.parse(localStorage.getItem('engage.runtimeConfig') ?? 'null')).toEqual(config);
});

it('registers each area with the release the API chose for this visitor', async () => {
  await startAreas(early(config, 'mf_feed', Promise.resolve({ mf_feed: feedCanary })));
  expect(registered()).toEqual({ remotes: config.remotes, chosen: { mf_feed: feedCanary } });
  // Registered before the page's own area starts loading, so it loads the canary.
  expect(mockRegister.mock.invocationCallOrder[0]).toBeLessThan(mockAhead.mock.invocationCallOrder[0] ?? 0);
});

it("loads config.json's releases when the API is down", async () => {
  await startAreas(early(config, 'mf_feed', Promise.reject(new TypeError('Failed to fetch'))));
  expect(registered().chosen).toEqual({});
  expect(mockAhead).toHaveBeenCalledWith('mf_feed', 'App');
});

it("loads config.json's releases when the API has not answered in time", async () => {
  jest.useFakeTimers();
  try {
    const started = startAreas(early(config, 'mf_feed', new Promise(() => undefined)));
    await jest.advanceTimersByTimeAsync(RELEASE_CHOICES_WAIT_MS - 1);
    expect(mockRegister).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await started;
    expect(registered().chosen).toEqual({});
    expect(mockAhead).toHaveBeenCalledWith('mf_feed', 'App');
  } finally {
    jest.useRealTimers();
  }
});

it('with no network at all, loads the releases this device last ran', async () => {
  localStorage.setItem('engage.releaseChoices', JSON.stringify({ mf_feed: feedCanary }));
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await startAreas(early(config, 'mf_feed', Promise.reject(new TypeError('Failed to fetch'))));
    expect(registered().chosen).toEqual({ mf_feed: feedCanary });
  } finally {
    online.mockRestore();
  }
});

it('asks again with the session as it is then: the bearer token only while someone is signed in', async () => {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => Response.json({ results: [] }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(
    'engage.fieldVisitor',
    JSON.stringify({ id: 'visitor0001', sampled: false, day: new Date().toISOString().slice(0, 10) }),
  );
  await startAreas(early(config));
  const { ask } = mockRegister.mock.calls[0][2] as { ask: () => Promise<unknown> };
  await expect(ask()).resolves.toEqual({});
  localStorage.setItem('token', 'renewed');
  await ask();
  const [signedOut, signedIn] = fetchMock.mock.calls;
  expect(signedOut?.[0]).toBe('http://api.test/api/area-releases/?visitor=visitor0001');
  expect(signedOut?.[1]?.headers).toEqual({ Accept: 'application/json' });
  expect(signedIn?.[0]).toBe('http://api.test/api/area-releases/');
  expect(signedIn?.[1]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer renewed' });
});

it("loads no area ahead on a page of the shell's own, or one the guards send the visitor away from", async () => {
  await startAreas(early(config));
  expect(mockRegister).toHaveBeenCalled();
  expect(mockAhead).not.toHaveBeenCalled();
});

it('fails the start on a config.json of the wrong shape, naming the field, and registers nothing', async () => {
  await expect(startAreas(early({ ...config, apiBaseUrl: 'http://api.test/api' }, 'mf_auth'))).rejects.toThrow(
    'config.json: apiBaseUrl must be a URL ending in "/"',
  );
  expect(mockRegister).not.toHaveBeenCalled();
  expect(mockAhead).not.toHaveBeenCalled();
  expect(localStorage.getItem('engage.runtimeConfig')).toBeNull();
});
