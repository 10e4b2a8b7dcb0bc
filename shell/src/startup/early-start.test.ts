import { applyStoredTheme, startEarly } from './early-start';
import { areaFiles } from './manifest-files';

const config = {
  apiBaseUrl: 'http://api.test/api/',
  wsBaseUrl: 'ws://api.test',
  remotes: { mf_auth: 'http://auth.test/mf-manifest.json', mf_feed: 'http://feed.test/app/mf-manifest.json' },
};
const feedManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'App',
      assets: {
        js: { sync: ['184.js', '__federation_expose_App.js'] },
        css: { sync: ['__federation_expose_App.css'] },
      },
    },
    { name: 'parcel', assets: { js: { sync: ['__federation_expose_parcel.js'] } } },
  ],
};

/** Today's field-health visitor (field-visitor.ts): canary releases are chosen by it. */
const visitor = { id: 'visitor0001', sampled: false, day: new Date().toISOString().slice(0, 10) };
const choicesUrl = 'http://api.test/api/area-releases/?visitor=visitor0001';
/** Signed in, the API chooses by the account: the day's visitor id is not sent with it. */
const signedInChoicesUrl = 'http://api.test/api/area-releases/';
const isChoices = (url: string) => url === choicesUrl || url === signedInChoicesUrl;
const feedCanary = 'http://feed.test/app/releases/r2/mf-manifest.json';
let choices: unknown = { results: [] };

/**
 * What a signed-in first load of /consumer asks for: config, the release choices, the layout's
 * and feed's first data (the list and the earning summary above it), the area.
 */
const signedInFirstLoad = [
  '/config.json',
  signedInChoicesUrl,
  'http://api.test/api/users/profile/',
  'http://api.test/api/users/profile-details/',
  'http://api.test/api/all/?page=1',
  'http://api.test/api/earning/today/',
  config.remotes.mf_feed,
];

function json(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body, clone: () => json(body) } as unknown as Response;
}

const fetchMock = jest.fn((url: string, _init?: RequestInit) =>
  choices instanceof Error && isChoices(url)
    ? Promise.reject(choices)
    : Promise.resolve(json(url === '/config.json' ? config : isChoices(url) ? choices : feedManifest)),
);

beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  delete window.engageEarlyStart;
  localStorage.clear();
  localStorage.setItem('engage.fieldVisitor', JSON.stringify(visitor));
  choices = { results: [] };
  document.head.innerHTML =
    '<script type="application/json" id="engage-preloads">{"signedIn":["/signed-in-layout.js"]}</script>';
});

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.href);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('areaFiles', () => {
  it('resolves the entry and the page code and styles of ./App beside the manifest', () => {
    expect(areaFiles('http://feed.test/app/mf-manifest.json', feedManifest)).toEqual([
      'http://feed.test/app/remoteEntry.js',
      'http://feed.test/app/184.js',
      'http://feed.test/app/__federation_expose_App.js',
      'http://feed.test/app/__federation_expose_App.css',
    ]);
  });
});

describe('startEarly', () => {
  it('with the data saver on, leaves the first feed page to the feed, which asks for a smaller one', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('engage.dataSaver', 'on');
    startEarly('/consumer');
    await settle();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('http://api.test/api/all/'))).toEqual([]);
    expect(urls).toContain('http://api.test/api/users/profile/');
  });

  it('on a signed-in route, fetches config and the area, preloads its code and the signed-in layout', async () => {
    localStorage.setItem('token', 'access');
    const early = startEarly('/consumer');
    expect(early.signedInLayout).toBe(true);
    await expect(early.config).resolves.toEqual(config);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(signedInFirstLoad);
    // The first data goes out with the stored token; the API client takes it (early-responses.ts).
    expect(fetchMock.mock.calls[4]).toEqual([
      'http://api.test/api/all/?page=1',
      { headers: { Accept: 'application/json', Authorization: 'Bearer access' } },
    ]);
    expect([...early.responses.keys()]).toHaveLength(4);
    expect(early.manifests.has(config.remotes.mf_feed)).toBe(true);
    // The API and this area's origin; the other areas' are connected to when they are opened.
    expect(links('preconnect')).toEqual(['http://api.test/', 'http://feed.test/']);
    expect(document.head.querySelector('link[rel="preconnect"][crossorigin]')?.getAttribute('href')).toBe(
      'http://api.test',
    );
    expect(links('preload')).toEqual([
      'http://localhost/signed-in-layout.js',
      'http://feed.test/app/remoteEntry.js',
      'http://feed.test/app/184.js',
      'http://feed.test/app/__federation_expose_App.js',
      'http://feed.test/app/__federation_expose_App.css',
    ]);
    const styles = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
    expect([...styles].map((link) => link.href)).toEqual(['http://feed.test/app/__federation_expose_App.css']);
  });

  it('does not fetch a signed-in area for a visitor who is not signed in (they go to sign in)', async () => {
    const early = startEarly('/consumer');
    await early.config;
    await settle();
    expect(early.signedInLayout).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', choicesUrl]);
    expect(links('preload')).toEqual([]);
  });

  it('names the area of a sign-in page for a visitor, and fetches none for someone signed in (they go home)', async () => {
    const visitor = startEarly('/signin');
    expect(visitor.area).toBe('mf_auth');
    await visitor.config;
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', choicesUrl, config.remotes.mf_auth]);
    delete window.engageEarlyStart;
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.setItem('token', 'access');
    fetchMock.mockClear();
    const signedIn = startEarly('/signin');
    await signedIn.config;
    await settle();
    expect(signedIn.area).toBeUndefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', signedInChoicesUrl]);
    expect(links('preload')).toEqual([]);
  });

  it("a returning visitor's first data and area are asked for with the last visit's config, before config.json answers", async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('engage.runtimeConfig', JSON.stringify(config));
    let answerConfig: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerConfig = resolve)));
    const early = startEarly('/consumer');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(signedInFirstLoad);
    // The fresh config names the same places: nothing is asked for twice.
    answerConfig(json(config));
    await early.config;
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(signedInFirstLoad.length);
  });

  it('asks again where the fresh config says the API and the area now are', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem(
      'engage.runtimeConfig',
      JSON.stringify({
        ...config,
        apiBaseUrl: 'http://old-api.test/api/',
        remotes: { mf_feed: 'http://old.test/m.json' },
      }),
    );
    const early = startEarly('/consumer');
    await early.config;
    await settle();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('http://old-api.test/api/all/?page=1');
    expect(urls).toContain('http://api.test/api/all/?page=1');
    expect(urls).toContain('http://old.test/m.json');
    expect(urls).toContain(config.remotes.mf_feed);
    // The shell takes the fresh ones (by URL); the old ones are never used.
    expect(early.manifests.has(config.remotes.mf_feed)).toBe(true);
    expect(early.responses.has('http://api.test/api/all/?page=1')).toBe(true);
  });

  it('asks which releases to load once: by the day’s visitor id signed out, by the bearer token alone signed in', async () => {
    localStorage.setItem('engage.runtimeConfig', JSON.stringify(config));
    const signedOut = startEarly('/signin');
    await signedOut.config;
    await expect(signedOut.releaseChoices).resolves.toEqual({});
    const asked = fetchMock.mock.calls.filter(([url]) => url.includes('area-releases'));
    // Once, though both the remembered config and config.json named the API.
    expect(asked).toEqual([[choicesUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' }]]);
    delete window.engageEarlyStart;
    fetchMock.mockClear();
    localStorage.setItem('token', 'access');
    await startEarly('/consumer').releaseChoices;
    expect(fetchMock.mock.calls.find(([url]) => url === signedInChoicesUrl)?.[1]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer access',
    });
  });

  it("fetches ahead the area's manifest the last answer chose, and the fresh answer's when it differs", async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('engage.releaseChoices', JSON.stringify({ mf_feed: feedCanary }));
    // The canary was rolled back since: the fresh answer names no release of the feed.
    const early = startEarly('/consumer');
    await expect(early.releaseChoices).resolves.toEqual({});
    await settle();
    const manifestsAsked = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.endsWith('mf-manifest.json'));
    expect(manifestsAsked).toEqual([feedCanary, config.remotes.mf_feed]);
    expect([...early.manifests.keys()]).toEqual([feedCanary, config.remotes.mf_feed]);
    expect(JSON.parse(localStorage.getItem('engage.releaseChoices') ?? 'null')).toEqual({});
  });

  it('keeps the fresh answer for the next visit, and the start going when the API is down', async () => {
    choices = { results: [{ area: 'mf_feed', release: 'r2', manifest: feedCanary, reason: 'canary' }] };
    await expect(startEarly('/signin').releaseChoices).resolves.toEqual({ mf_feed: feedCanary });
    expect(JSON.parse(localStorage.getItem('engage.releaseChoices') ?? 'null')).toEqual({ mf_feed: feedCanary });
    delete window.engageEarlyStart;
    choices = new TypeError('Failed to fetch');
    const early = startEarly('/signin');
    await expect(early.config).resolves.toEqual(config);
    await expect(early.releaseChoices).rejects.toThrow('Failed to fetch');
    // The last answer stays for the next visit.
    expect(JSON.parse(localStorage.getItem('engage.releaseChoices') ?? 'null')).toEqual({ mf_feed: feedCanary });
  });

  it('starts once per page: the shell scripts get what the inline start began', () => {
    const first = startEarly('/signin');
    expect(startEarly('/consumer')).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a missing config.json for the shell to report', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve({ ok: false, status: 404 } as Response));
    const early = startEarly('/signin');
    await expect(early.config).rejects.toThrow('Could not load /config.json (HTTP 404)');
    expect(links('preload')).toEqual([]);
  });
});

describe('applyStoredTheme', () => {
  afterEach(() => delete document.documentElement.dataset.theme);

  it('puts the dark theme chosen on this device on the page before any script has arrived', () => {
    localStorage.setItem('theme', 'dark');
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('leaves a first visit, or the light theme, as the page is (light)', () => {
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem('theme', 'light');
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
