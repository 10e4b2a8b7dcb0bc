/**
 * Registers remotes from the runtime config and loads their exposed modules.
 * A failed load is not cached: `retry` re-registers the remote with `force`, which clears the
 * runtime's cached manifest and entry, so a remote that is back up loads on the next try.
 *
 * Areas deploy on their own: every manifest the runtime reads passes through here and is
 * remembered as the area's release, so `areaHasNewRelease` can tell when a team has shipped
 * since, and an area's `./App` is mounted only if the contract it was built against fits.
 *
 * An area is registered with the manifest the API chose for this visitor (a canary, a pinned
 * release: release-choices.ts), else config.json's; `areaHasNewRelease` asks again, so an area
 * shown again moves to the release it is now meant to run.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractProblem } from './contract-check';
import { releaseId, type ManifestIdentity } from '@engage/shared/federation/release-id';
import type { AreaName } from '@engage/shared/paths';
import type { ChosenManifests } from './release-choices';

/** Area → the manifest URL it is registered with. */
const manifestUrls = new Map<string, string>();
/** Area → config.json's manifest URL: its stable release, loaded when the API chooses no other. */
const configuredUrls = new Map<string, string>();
/** Every manifest URL an area has been registered with → that area: its files sit beside it. */
const areasOfManifests = new Map<string, string>();
/** Area → the id of the release the runtime last loaded for it. */
const loadedReleases = new Map<string, string>();
/** Areas one of whose modules has loaded in this page. */
const loadedAreas = new Set<string>();
/**
 * The manifest check under way per area: frames that mount together (the page starting, a
 * quick back-and-forth) share one request instead of each asking. Nothing is skipped by time,
 * so any visit after a release is published sees it, however soon it comes.
 */
const checksInFlight = new Map<string, Promise<boolean>>();

/** Which release of each area the API chooses for this visitor now (registerAreas). */
let askChoices: (() => Promise<ChosenManifests>) | undefined;
/** The question under way: areas shown together share it, as they share a manifest check. */
let choicesInFlight: Promise<ChosenManifests> | undefined;

/** A load started before the page's first render, and its module once it has come. */
export interface AheadLoad {
  promise: Promise<unknown>;
  module?: unknown;
}
const aheadLoads = new Map<string, AheadLoad>();

/**
 * Starts loading `area/expose` before anything renders it: the page's first area is loaded while
 * the shell's own start-up files are still arriving, so that the shell's first render can draw it
 * at once instead of drawing a loading bar and the area a frame or two later.
 */
export function loadAreaAhead(area: AreaName, expose: string): void {
  const key = `${area}/${expose}`;
  if (aheadLoads.has(key)) return;
  const ahead: AheadLoad = { promise: loadAreaModule(area, expose) };
  ahead.promise.then(
    (module) => (ahead.module = module),
    () => undefined,
  );
  aheadLoads.set(key, ahead);
}

/**
 * Resolves once the load `loadAreaAhead` started for `area/expose` has settled: true when its
 * module has come (the first render can then draw it at once), false when it failed or none was
 * started. A prerendered page waits for it before hydrating (shell/src/bootstrap.tsx): hydration's
 * first render must draw the page the HTML holds, not a loading bar.
 */
export function aheadLoadSettled(area: AreaName, expose: string): Promise<boolean> {
  const ahead = aheadLoads.get(`${area}/${expose}`);
  if (!ahead) return Promise.resolve(false);
  return ahead.promise.then(
    () => true,
    () => false,
  );
}

/** Areas whose load ahead has just been taken by the frame that first shows them. */
const takenAhead = new Set<string>();

/** The load `loadAreaAhead` started for `area/expose`, once: later loads are the page's own. */
export function takeAheadLoad(area: AreaName, expose: string): AheadLoad | undefined {
  const key = `${area}/${expose}`;
  const ahead = aheadLoads.get(key);
  aheadLoads.delete(key);
  if (ahead) takenAhead.add(area);
  return ahead;
}

/** The id of the release a manifest response names (shared/src/federation/release-id.ts). */
async function releaseOf(response: Response): Promise<string | null> {
  try {
    return releaseId((await response.clone().json()) as ManifestIdentity);
  } catch {
    return null;
  }
}

/** Which release of each area this visitor loads, and how to ask again. */
export interface AreaReleaseChoices {
  /** Area → the manifest the API chose for this visitor instead of config.json's. */
  chosen: ChosenManifests;
  /** Asks the API again; rejects when it cannot tell. */
  ask: () => Promise<ChosenManifests>;
}

/**
 * Registers every remote of the runtime config: name → mf-manifest.json URL, or the manifest
 * `releases` chose for the area. `prefetched` holds manifests the page fetched ahead of the
 * runtime (the shell's early start); each is used once, in place of the runtime's own fetch, so
 * a retry fetches afresh.
 */
export function registerAreas(
  remotes: Record<string, string>,
  prefetched: Map<string, Promise<Response>> = new Map(),
  releases?: AreaReleaseChoices,
): void {
  askChoices = releases?.ask;
  for (const [name, configured] of Object.entries(remotes)) {
    configuredUrls.set(name, configured);
    const entry = releases?.chosen[name] ?? configured;
    manifestUrls.set(name, entry);
    areasOfManifests.set(entry, name);
  }
  registerPlugins([
    {
      name: 'engage-area-releases',
      async fetch(url) {
        const early = prefetched.get(url);
        prefetched.delete(url);
        const response = await (early ?? fetch(url, { cache: 'no-cache' }));
        const release = await releaseOf(response);
        const area = areasOfManifests.get(url);
        if (release && area) loadedReleases.set(area, release);
        return response;
      },
    },
  ]);
  registerRemotes([...manifestUrls].map(([name, entry]) => ({ name, entry })));
}

/**
 * Points the runtime at `entry` for `area` afresh: the manifest and remote entry it cached are
 * dropped, so the next load reads them again.
 */
function registerAfresh(area: string, entry: string): void {
  // A new release reuses the old one's chunk ids: its runtime would take the chunks the old
  // one already installed (webpack's per-app chunk list, `webpackChunk<name>`) for its own.
  delete (globalThis as Record<string, unknown>)[`webpackChunk${area}`];
  manifestUrls.set(area, entry);
  areasOfManifests.set(entry, area);
  registerRemotes([{ name: area, entry }], { force: true });
}

/** The id of the release of `area` this page loaded; undefined while none has. */
export function areaRelease(area: string): string | undefined {
  return loadedReleases.get(area);
}

/**
 * The area a script URL belongs to: each area's files are served beside its manifest, a
 * release's in its own folder; a page that moved an area to another release may still run the
 * files of the one before.
 */
export function areaOfScript(url: string): AreaName | undefined {
  for (const [entry, area] of areasOfManifests) {
    if (url.startsWith(new URL('.', entry).href)) return area as AreaName;
  }
  return undefined;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** The area loaded, but was built against a contract this shell does not fit. */
export class IncompatibleAreaError extends RemoteUnavailableError {
  override name = 'IncompatibleAreaError';
  constructor(
    readonly area: string,
    readonly reason: string,
  ) {
    super(`${area} cannot run here: ${reason}`);
  }
}

/** The manifest the API now chooses for `area` (config.json's when it names none); undefined when it cannot tell. */
function chosenManifest(area: AreaName): Promise<string | undefined> {
  if (!askChoices) return Promise.resolve(undefined);
  choicesInFlight ??= askChoices().finally(() => (choicesInFlight = undefined));
  return choicesInFlight.then(
    (chosen) => chosen[area] ?? configuredUrls.get(area),
    () => undefined,
  );
}

/**
 * Whether `area` is to run another release than the one this page loaded. The API is asked
 * again which release this visitor loads: when it now names another manifest (a canary rolled
 * back, a pin set or lifted), the area is moved to it here, and the answer is true. Otherwise
 * the area's manifest is read again (revalidated, so usually a 304), to see whether its team has
 * shipped since. False while it has not loaded yet, or when neither can be read, so the loaded
 * version keeps working.
 */
export function areaHasNewRelease(area: AreaName): Promise<boolean> {
  // The frame that takes an area's load ahead is the one that loads it, as far as the page can
  // tell: its manifest was read a moment ago, so that frame does not read it again.
  if (takenAhead.delete(area)) return Promise.resolve(false);
  const entry = manifestUrls.get(area);
  const loaded = loadedAreas.has(area) && loadedReleases.get(area);
  if (!entry || !loaded) return Promise.resolve(false);
  const underWay = checksInFlight.get(area);
  if (underWay) return underWay;
  const shipped = fetch(entry, { cache: 'no-cache' })
    .then(async (response) => {
      const current = response.ok ? await releaseOf(response) : null;
      return current !== null && current !== loaded;
    })
    .catch(() => false);
  const check = Promise.all([chosenManifest(area), shipped])
    .then(([chosen, newer]) => {
      if (!chosen || chosen === manifestUrls.get(area)) return newer;
      registerAfresh(area, chosen);
      return true;
    })
    .finally(() => checksInFlight.delete(area));
  checksInFlight.set(area, check);
  return check;
}

/** Loads `area/expose` (e.g. `mf_feed`, `App`); `retry` forgets any earlier failure first. */
export async function loadAreaModule<T>(area: AreaName, expose: string, retry = false): Promise<T> {
  const entry = manifestUrls.get(area);
  if (!entry) throw new RemoteUnavailableError(`${area} is not in the runtime config`);
  if (retry) registerAfresh(area, entry);
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(`${area}/${expose}`);
  } catch (error) {
    throw new RemoteUnavailableError(`${area}/${expose} could not be loaded`, { cause: error });
  }
  if (!loaded) throw new RemoteUnavailableError(`${area}/${expose} could not be loaded`);
  if (expose === 'App') {
    const problem = contractProblem((loaded as { contract?: unknown }).contract);
    if (problem) throw new IncompatibleAreaError(area, problem);
  }
  loadedAreas.add(area);
  return loaded;
}
