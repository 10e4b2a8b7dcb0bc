/**
 * @jest-environment node
 *
 * An area registered with the release the API chose for this visitor, and moved to another when
 * the API's choice changes. The federation runtime is a stand-in that reads the registered
 * manifest through the loader's plugin, as the real runtime does.
 */
import { areaHasNewRelease, areaOfScript, areaRelease, loadAreaModule, registerAreas } from './remote-loader';
import type { ChosenManifests } from './release-choices';

type FetchPlugin = { fetch: (url: string) => Promise<Response> };
const mockRuntime: { plugin?: FetchPlugin; entries: Map<string, string>; forced: string[] } = {
  entries: new Map(),
  forced: [],
};

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: FetchPlugin[]) => {
    mockRuntime.plugin = plugins[0];
  },
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
    for (const { name, entry } of remotes) {
      mockRuntime.entries.set(name, entry);
      if (options?.force) mockRuntime.forced.push(entry);
    }
  },
  loadRemote: async (id: string) => {
    await mockRuntime.plugin?.fetch(mockRuntime.entries.get(id.split('/')[0] ?? '') ?? '');
    return { default: () => null };
  },
}));

const STABLE = 'http://feed.test/mf-manifest.json';
const CANARY = 'http://feed.test/releases/r2/mf-manifest.json';
/** Each manifest names its own remote entry, so each is a release of its own. */
const manifest = (url: string) =>
  new Response(JSON.stringify({ metaData: { remoteEntry: { name: `${url}#entry` } }, exposes: [] }), { status: 200 });
const fetchMock = jest.fn(async (url: string) => manifest(url));

let answer: ChosenManifests | Error = { mf_feed: CANARY };
const ask = jest.fn(async () => {
  if (answer instanceof Error) throw answer;
  return answer;
});

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  registerAreas({ mf_feed: STABLE, mf_wallet: 'http://wallet.test/mf-manifest.json' }, new Map(), {
    chosen: { mf_feed: CANARY },
    ask,
  });
});

beforeEach(() => {
  fetchMock.mockClear();
  ask.mockClear();
});

it('loads the release the API chose, and reports it and its files as the area', async () => {
  expect(mockRuntime.entries.get('mf_feed')).toBe(CANARY);
  await loadAreaModule('mf_feed', 'Feed');
  await loadAreaModule('mf_wallet', 'UnreadBadge');
  expect(fetchMock).toHaveBeenCalledWith(CANARY, { cache: 'no-cache' });
  const canaryRelease = areaRelease('mf_feed');
  expect(canaryRelease).toEqual(expect.any(String));
  expect(areaOfScript('http://feed.test/releases/r2/__federation_expose_App.1a2b3c4d.js')).toBe('mf_feed');
});

it('keeps the release when the API still chooses it and nothing has shipped', async () => {
  await expect(areaHasNewRelease('mf_feed')).resolves.toBe(false);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(mockRuntime.forced).toEqual([]);
});

it('keeps the release when the API cannot be asked', async () => {
  answer = new Error('API down');
  await expect(areaHasNewRelease('mf_feed')).resolves.toBe(false);
  expect(mockRuntime.entries.get('mf_feed')).toBe(CANARY);
});

it('moves an area shown again to the stable release once its canary is rolled back', async () => {
  const canaryRelease = areaRelease('mf_feed');
  answer = {};
  // Areas shown together share one question.
  const answers = await Promise.all([areaHasNewRelease('mf_feed'), areaHasNewRelease('mf_wallet')]);
  expect(answers[0]).toBe(true);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(mockRuntime.entries.get('mf_feed')).toBe(STABLE);
  expect(mockRuntime.forced).toEqual([STABLE]);
  // Until the stable release has loaded, the page still runs the canary.
  expect(areaRelease('mf_feed')).toBe(canaryRelease);
  await loadAreaModule('mf_feed', 'Feed', true);
  expect(fetchMock).toHaveBeenLastCalledWith(STABLE, { cache: 'no-cache' });
  expect(areaRelease('mf_feed')).not.toBe(canaryRelease);
  // The canary's files, still running, are the feed's as much as the stable release's.
  expect(areaOfScript('http://feed.test/releases/r2/__federation_expose_App.1a2b3c4d.js')).toBe('mf_feed');
  expect(areaOfScript('http://feed.test/__federation_expose_App.5e6f7a8b.js')).toBe('mf_feed');
});

it('moves an area to a release support pinned the user to, with no wait', async () => {
  await expect(areaHasNewRelease('mf_feed')).resolves.toBe(false);
  answer = { mf_feed: 'http://feed.test/releases/r1/mf-manifest.json' };
  await expect(areaHasNewRelease('mf_feed')).resolves.toBe(true);
  expect(mockRuntime.entries.get('mf_feed')).toBe('http://feed.test/releases/r1/mf-manifest.json');
});
