/**
 * What the shell starts before any of its scripts have arrived: on a phone on mobile
 * data every round trip costs 150 ms or more, and without this the page waits for the shell's
 * scripts before it asks for config.json, then for React and the router before it asks for the
 * area's manifest, then for the manifest before it asks for the area's code.
 *
 * The build inlines this module into the shell's HTML (`early-start-inline.ts`), so as the page
 * is parsed it fetches config.json, then connects to the API, fetches the route's area's
 * mf-manifest.json and preloads its remote entry and the code and styles of its page, and, for a
 * signed-in user, the first data the page shows (the API client takes it, early-responses.ts),
 * all while the shell's own scripts download. It also asks the API which release of each area
 * this visitor loads (release-choices.ts); the area's manifest fetched ahead is the one the last
 * answer chose, and the fresh answer's once it comes. The federation runtime is handed the fetched
 * manifest instead of fetching it again (`registerAreas`). It must stay small and free of the
 * shared singletons: it runs before any of them exist.
 */
import { earlyRequestUrl, type EarlyRequest } from '@engage/shared/api/early-responses';
import { dataSaverOn } from '@engage/shared/session/data-saver-choice';
import { routeAt, type AreaName } from '@engage/shared/paths';
import { storageKeys } from '@engage/shared/session/storage-keys';
import { chooseFromAddress, pageLanguage, showLanguage, startLanguage } from '@engage/shared/i18n/language';
import { askReleaseChoices, rememberedChoices, type ChosenManifests } from '../areas/release-choices';
import { todaysVisitor } from '../field-health/field-visitor';
import { areaFiles, type ManifestAssets } from './manifest-files';
import { addLink, hasSession, listedPaths, sessionToken } from './page-head';

export interface EarlyStart {
  /** config.json as the server sent it; `parseRuntimeConfig` checks it (start-areas.ts). */
  config: Promise<unknown>;
  /** Manifest URL → its response, fetched ahead of the federation runtime. */
  manifests: Map<string, Promise<Response>>;
  /** API URL → its answer, fetched ahead of the API client (`takeEarlyResponse`). */
  responses: Map<string, Promise<Response>>;
  /**
   * Area → the manifest this visitor loads instead of config.json's (a canary, a pinned release),
   * asked once, as soon as the API's address is known; rejects when the API could not tell.
   */
  releaseChoices: Promise<ChosenManifests>;
  /** The area the page shows, when the guards let the visitor stay on it: its manifest is fetched. */
  area?: AreaName;
  /** Whether the page opens signed in on a signed-in route: the signed-in layout is needed. */
  signedInLayout: boolean;
}

declare global {
  interface Window {
    /** Set by the inline start of the shell's HTML; read by the shell's scripts. */
    engageEarlyStart?: EarlyStart;
  }
}

const EARLY_DATA_FRESH_MS = 15_000;

/**
 * The runtime config of the last visit. config.json is asked for at once, but its answer shares
 * a slow link with the shell's scripts and is read only after the shell's script has run, so a
 * returning visitor's first data and area are asked for with the config they last saw. Each is
 * kept by URL: when a deployment has since moved the API or an area, what was asked for with the
 * old config is simply never used, and the fresh config asks again (`startFrom`).
 */
function rememberedConfig(): unknown {
  try {
    const text = localStorage.getItem(storageKeys.runtimeConfig);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Keeps the config the shell started with for the next visit (start-areas.ts). */
export function rememberConfig(config: unknown): void {
  try {
    localStorage.setItem(storageKeys.runtimeConfig, JSON.stringify(config));
  } catch {
    // storage full or disabled: the next visit waits for config.json, as a first one does
  }
}

/** What the signed-in layout asks for as it renders: the user and the profile detail. */
const signedInLayoutData: readonly EarlyRequest[] = [{ route: 'profile' }, { route: 'profileDetails' }];

function originOf(url: unknown): string | undefined {
  try {
    return typeof url === 'string' ? new URL(url, location.href).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the theme chosen on this device on the page before anything is drawn. The signed-in
 * layout's theme store applies it too, but only once its code has arrived: until then a user of
 * the dark theme saw the loading screen in the light one, and a page outside that layout (the
 * privacy policy, opened from a link) stayed light.
 */
export function applyStoredTheme(): void {
  try {
    if (localStorage.getItem(storageKeys.theme) === 'dark') document.documentElement.dataset.theme = 'dark';
  } catch {
    // storage disabled: the light theme, as on a first visit
  }
}

/**
 * A prerendered page (its HTML holds the page in English, for a visitor signed out) that the shell
 * will draw afresh rather than hydrate: a visit in another language, or a signed-in visitor whom
 * the guards send on. Its markup is hidden until then (public-layout.css), instead of showing
 * in the wrong language, or a sign-in form to someone signed in, for as long as the scripts take.
 * Call after `applyStartLanguage`.
 */
export function hideStalePrerender(pathname = location.pathname): void {
  const publicOnly = routeAt(pathname)?.access === 'public';
  if (pageLanguage() !== 'en' || (publicOnly && hasSession())) {
    document.documentElement.dataset.prerenderedRedrawn = '';
  }
}

/**
 * Puts the visit's language on the page before anything is drawn: the one the address chose (a
 * signed-out page's language links), else the one chosen on this device (or the account's,
 * remembered at sign-in), else the browser's. The shell's scripts then load that language's
 * messages before the first render.
 */
export function applyStartLanguage(): void {
  showLanguage(chooseFromAddress() ?? startLanguage());
}

/**
 * Starts the fetches for the page's path, once. The guards send a signed-out visitor on a
 * signed-in route to sign in, and a signed-in one on sign-in (or sign-up) to their home, so
 * neither route's area is fetched.
 */
export function startEarly(pathname = location.pathname): EarlyStart {
  if (window.engageEarlyStart) return window.engageEarlyStart;
  const signedIn = hasSession();
  const manifests = new Map<string, Promise<Response>>();
  const responses = new Map<string, Promise<Response>>();
  const config: Promise<unknown> = fetch('/config.json').then((response) => {
    if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
    return response.json();
  });
  let settleChoices: (asked: Promise<ChosenManifests>) => void = () => undefined;
  const releaseChoices = new Promise<ChosenManifests>((resolve) => (settleChoices = resolve));
  // Until the fresh answer comes, the last one: the area's manifest is fetched ahead by it.
  let chosen = rememberedChoices();
  let askedChoices = false;
  let lastConfig: unknown;
  const route = routeAt(pathname);
  const signedInRoute = route?.access === 'consumer' || route?.access === 'producer';
  const wanted = signedInRoute ? signedIn : route?.access !== 'public' || !signedIn;
  const area = route && route.area !== 'shell' && wanted ? route.area : undefined;
  if (signedIn && signedInRoute) for (const file of listedPaths('signedIn')) addLink('preload', file);

  let freshnessTimer: ReturnType<typeof setTimeout> | undefined;
  /** Starts what `json` names; a URL already asked for is not asked for again. */
  const startFrom = (json: unknown): Promise<void> => {
    const { apiBaseUrl, remotes, telemetrySample } = (json ?? {}) as {
      apiBaseUrl?: unknown;
      remotes?: Record<string, unknown>;
      telemetrySample?: number;
    };
    const apiOrigin = originOf(apiBaseUrl);
    if (signedIn && apiOrigin) addLink('preconnect', apiOrigin, true);
    const token = sessionToken();
    lastConfig = json;
    if (!askedChoices && typeof apiBaseUrl === 'string') {
      askedChoices = true;
      const asked = askReleaseChoices(apiBaseUrl, todaysVisitor(telemetrySample).id, token);
      settleChoices(asked);
      // The fresh answer may name another manifest for the area: that one is fetched ahead too.
      asked
        .then((fresh) => {
          chosen = fresh;
          return startFrom(lastConfig);
        })
        .catch(() => undefined);
    }
    if (signedIn && signedInRoute && typeof apiBaseUrl === 'string') {
      // With the data saver on, the area asks for its own smaller first page once it has loaded.
      const firstData = location.search || dataSaverOn() ? [] : (route?.firstData ?? []);
      const requests = [...signedInLayoutData, ...firstData];
      for (const request of requests) {
        const url = earlyRequestUrl(apiBaseUrl, request);
        if (responses.has(url)) continue;
        responses.set(url, fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }));
      }
      // For the first render only: an answer nobody took soon is no longer fresh.
      freshnessTimer ??= setTimeout(() => responses.clear(), EARLY_DATA_FRESH_MS);
    }
    const manifestUrl = area ? (chosen[area] ?? remotes?.[area]) : undefined;
    // The area's code comes from its origin: connect now, while its manifest is fetched. Only
    // to this area's: each link costs a slowed phone's main thread a few milliseconds here, and
    // the other areas are a tap away at the earliest.
    const areaOrigin = originOf(manifestUrl);
    if (areaOrigin && areaOrigin !== location.origin) addLink('preconnect', areaOrigin);
    if (typeof manifestUrl !== 'string' || manifests.has(manifestUrl)) return Promise.resolve();
    const response = fetch(manifestUrl);
    manifests.set(manifestUrl, response);
    // Preload only what a manifest that answered names: Chrome keeps a failed preload and fails
    // the later request for the same file with it, so an area that is down could not be
    // brought back by Retry without a reload.
    return response
      .then((fetched) => (fetched.ok ? (fetched.clone().json() as Promise<ManifestAssets>) : undefined))
      .then((manifest) => {
        if (manifest) for (const file of areaFiles(manifestUrl, manifest)) addLink('preload', file);
      });
  };

  // Only a head start: the shell's own start-up reports a missing config or area. A remembered
  // config that is no longer what startFrom expects must not stop the start either.
  const remembered = rememberedConfig();
  if (remembered !== undefined)
    Promise.resolve(remembered)
      .then(startFrom)
      .catch(() => undefined);
  config.then(startFrom).catch(() => undefined);

  // Not unhandled when the API is down: the shell's start then loads config.json's manifests.
  releaseChoices.catch(() => undefined);
  window.engageEarlyStart = {
    config,
    manifests,
    responses,
    releaseChoices,
    area,
    signedInLayout: signedIn && signedInRoute,
  };
  return window.engageEarlyStart;
}
