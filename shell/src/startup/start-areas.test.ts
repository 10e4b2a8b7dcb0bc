import { startAreas } from './start-areas';
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
  remotes: { mf_auth: 'http://auth.test/mf-manifest.json' },
};

function early(json: unknown, area?: EarlyStart['area']): EarlyStart {
  return { config: Promise.resolve(json), manifests: new Map(), responses: new Map(), area, signedInLayout: false };
}

beforeEach(() => {
  mockRegister.mockReset();
  mockAhead.mockReset();
  localStorage.clear();
});

it("registers the areas with the manifests fetched early and loads the page's own area ahead", async () => {
  const started = early(config, 'mf_auth');
  await expect(startAreas(started)).resolves.toEqual(config);
  expect(mockRegister).toHaveBeenCalledWith(config.remotes, started.manifests);
  expect(mockAhead).toHaveBeenCalledWith('mf_auth', 'App');
  // The next visit starts with this config before config.json answers (early-start.ts).
  expect(JSON.parse(localStorage.getItem('engage.runtimeConfig') ?? 'null')).toEqual(config);
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
