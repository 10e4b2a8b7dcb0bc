/**
 * @jest-environment node
 *
 * The federation runtime is replaced here by a stand-in that reads the manifest through the
 * plugin the loader registers, as the real runtime does; the manifests are real HTTP-shaped
 * answers from a stubbed `fetch`.
 */
import { areaHasNewRelease, loadAreaAhead, loadAreaModule, registerAreas, takeAheadLoad } from './remote-loader';

type FetchPlugin = { fetch: (url: string) => Promise<Response> };
const MANIFEST = 'http://wallet.test/mf-manifest.json';
const mockRuntime: { plugin?: FetchPlugin } = {};

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: FetchPlugin[]) => {
    mockRuntime.plugin = plugins[0];
  },
  registerRemotes: () => undefined,
  loadRemote: async () => {
    await mockRuntime.plugin?.fetch('http://wallet.test/mf-manifest.json');
    return { default: () => null };
  },
}));

const manifest = (entry: string) =>
  new Response(JSON.stringify({ metaData: { remoteEntry: { name: entry } }, exposes: [] }), { status: 200 });

let served = 'remoteEntry.aaaa.js';
const fetchMock = jest.fn(async () => manifest(served));

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  registerAreas({ mf_wallet: MANIFEST });
});

beforeEach(() => fetchMock.mockClear());

it('says nothing has shipped for an area the page has not loaded', async () => {
  await expect(areaHasNewRelease('mf_wallet')).resolves.toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sees a release published right after the area loaded, with no wait', async () => {
  await loadAreaModule('mf_wallet', 'UnreadBadge');
  await expect(areaHasNewRelease('mf_wallet')).resolves.toBe(false);
  served = 'remoteEntry.bbbb.js';
  await expect(areaHasNewRelease('mf_wallet')).resolves.toBe(true);
});

it('frames that ask at the same moment share one manifest request', async () => {
  const answers = await Promise.all([areaHasNewRelease('mf_wallet'), areaHasNewRelease('mf_wallet')]);
  expect(answers).toEqual([true, true]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('keeps the loaded release when the manifest cannot be read', async () => {
  fetchMock.mockRejectedValueOnce(new Error('offline'));
  await expect(areaHasNewRelease('mf_wallet')).resolves.toBe(false);
});

it("loads the page's first area ahead once, for the frame that first shows it to take", async () => {
  loadAreaAhead('mf_wallet', 'UnreadBadge');
  loadAreaAhead('mf_wallet', 'UnreadBadge');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const ahead = takeAheadLoad('mf_wallet', 'UnreadBadge');
  await ahead?.promise;
  expect(ahead?.module).toEqual({ default: expect.any(Function) });
  // Taken once: a later frame loads the area as it always does.
  expect(takeAheadLoad('mf_wallet', 'UnreadBadge')).toBeUndefined();
});

it('does not read the manifest again for the frame that took the load ahead, but does for the next', async () => {
  served = 'remoteEntry.cccc.js';
  loadAreaAhead('mf_wallet', 'Balance');
  await takeAheadLoad('mf_wallet', 'Balance')?.promise;
  fetchMock.mockClear();
  await expect(areaHasNewRelease('mf_wallet')).resolves.toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
  served = 'remoteEntry.dddd.js';
  await expect(areaHasNewRelease('mf_wallet')).resolves.toBe(true);
});
