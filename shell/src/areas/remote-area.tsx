/**
 * Renders one remote's exposed component inside a boundary: a thin loading bar
 * while it downloads; on a failed load or a render crash a contained "This section is
 * unavailable" panel with Retry (or, for an area built against a contract this shell does not
 * fit, why it was not opened). The rest of the page never notices.
 *
 * Each time the page comes to an area already loaded, the area's manifest is checked again: if
 * its team has shipped since, the new release replaces the one on screen, with no
 * reload of the shell.
 *
 * A chunk that fails to load may be one a release has since removed: the page (or the service
 * worker, offline) held an older manifest or remote entry than the one deployed now. So before
 * the panel shows, the area is loaded afresh once, from its manifest read again.
 */
import { Component, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AreaName } from '@engage/shared/paths';
import { LoadingBar } from '@engage/ui/loading-bar';
import { kitText } from '@engage/shared/ui/messages';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import {
  areaHasNewRelease,
  IncompatibleAreaError,
  loadAreaModule,
  RemoteUnavailableError,
  takeAheadLoad,
} from './remote-loader';
import { reportAreaError } from '../field-health/field-events';

interface BoundaryProps {
  area: AreaName;
  onRetry: () => void;
  /** The connection came back while the panel showed. */
  onOnline?: () => void;
  /** Called once the panel is on screen. */
  onFailed?: () => void;
  /** A chunk failed while the area rendered: true when the area is being loaded afresh for it. */
  onChunkFailed?: () => boolean;
  children: ReactNode;
}

/** webpack's failed script chunk, or mini-css-extract's failed style chunk. */
function isChunkLoadError(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

interface BoundaryState {
  failed: boolean;
  /** Why an area built for another version of engage was not opened. */
  incompatible?: string;
}

class AreaBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, incompatible: error instanceof IncompatibleAreaError ? error.reason : undefined };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && this.props.onChunkFailed?.()) return;
    console.error(`[${this.props.area}] section failed`, error);
    const unloaded = error instanceof RemoteUnavailableError || isChunkLoadError(error);
    reportAreaError(this.props.area, unloaded ? 'chunk' : 'boundary', error);
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <UnavailablePanel
          onRetry={this.props.onRetry}
          onOnline={this.props.onOnline}
          incompatible={this.state.incompatible}
        />
      );
    }
    return this.props.children;
  }
}

/** Tries after the connection returns, the first a second later, each wait twice the last. */
const ONLINE_RETRIES = 3;
const ONLINE_RETRY_MS = 1000;

interface RemoteAreaProps<P extends object> {
  area: AreaName;
  /** The exposed module without `./`, e.g. `App` or `UnreadBadge`. */
  expose?: string;
  props?: P;
  /** Called once the area has drawn itself, or its panel: the page's picture can go (feed-picture/feed-picture.ts). */
  onShown?: () => void;
}

/**
 * One load per (area, module, load), kept outside render so that every frame that shows it gets
 * the same one. An area's load counts up page-wide each time it is loaded afresh (Retry, or a
 * new release), so every frame that mounts it later shows that load, not an earlier one; a
 * failed load stays failed until Retry.
 *
 * Not `React.lazy` and `<Suspense>`: React holds back the content of a boundary that showed its
 * fallback until 300 ms after that fallback appeared, so on a first load the area's page painted
 * up to 300 ms after its code was ready. A load that settles here is an ordinary
 * state update, painted at once.
 */
type AreaLoad = { module?: ComponentType<object>; error?: unknown; promise: Promise<void> };
const areaModules = new Map<string, AreaLoad>();
const areaLoads = new Map<AreaName, number>();

function areaModule(area: AreaName, expose: string, load: number): AreaLoad {
  const key = `${area}/${expose}#${load}`;
  const known = areaModules.get(key);
  if (known) return known;
  type Loaded = { default: ComponentType<object> };
  // The page's first area may have been loaded ahead of the first render (loadAreaAhead): taken
  // as it stands, its module is drawn in this very render when it has already come.
  const ahead = load === 0 ? takeAheadLoad(area, expose) : undefined;
  const entry: AreaLoad = {
    module: (ahead?.module as Loaded | undefined)?.default,
    promise: ((ahead?.promise as Promise<Loaded> | undefined) ?? loadAreaModule<Loaded>(area, expose, load > 0))
      // The page's first load of the area, once more from a manifest read again (see the header).
      // A Retry or a new release has just read it; an area refused for its contract stays refused.
      .catch((error: unknown) => {
        if (load > 0 || error instanceof IncompatibleAreaError) throw error;
        return loadAreaModule<Loaded>(area, expose, true);
      })
      .then(
        (module) => {
          entry.module = module.default;
        },
        (error: unknown) => {
          entry.error = error;
        },
      ),
  };
  areaModules.set(key, entry);
  return entry;
}

/** The area's module once it has loaded; a failed load is thrown for the boundary to show. */
function LoadedArea({
  area,
  expose,
  load,
  props,
  onShown,
}: {
  area: AreaName;
  expose: string;
  load: number;
  props: object;
  onShown?: () => void;
}) {
  const entry = areaModule(area, expose, load);
  const shown = Boolean(entry.module);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  const [, settled] = useState(0);
  // Whether this render showed the loading bar: the load may settle before the effect runs.
  const waiting = !entry.module && !entry.error;
  // Listening from a layout effect, before the browser paints: a load that settles within the
  // same task (the page's first area, loaded ahead, often does) is drawn in the first frame
  // instead of after a frame of loading bar.
  useLayoutEffect(() => {
    let mounted = true;
    if (waiting) void entry.promise.then(() => mounted && settled((count) => count + 1));
    return () => {
      mounted = false;
    };
  }, [entry, waiting]);
  if (entry.error) throw entry.error;
  if (!entry.module) return <LoadingBar label={kitText('loadingShort')} />;
  const Loaded = entry.module;
  return <Loaded {...props} />;
}

export function RemoteArea<P extends object>({ area, expose = 'App', props, onShown }: RemoteAreaProps<P>) {
  const [load, setLoad] = useState(() => areaLoads.get(area) ?? 0);
  const chunkRetried = useRef(false);
  const loadAfresh = () => {
    const next = (areaLoads.get(area) ?? 0) + 1;
    areaLoads.set(area, next);
    setLoad(next);
  };
  // The first load after the connection returns can still fail (the radio is up before the
  // route is): a few more tries, further apart, before the panel waits for Retry.
  const onlineRetriesLeft = useRef(0);
  const onlineRetry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(onlineRetry.current), []);
  const backOnline = () => {
    onlineRetriesLeft.current = ONLINE_RETRIES;
    loadAfresh();
  };
  const failed = () => {
    onShown?.();
    if (onlineRetriesLeft.current === 0 || !navigator.onLine) return;
    const attempt = ONLINE_RETRIES - onlineRetriesLeft.current;
    onlineRetriesLeft.current -= 1;
    onlineRetry.current = setTimeout(loadAfresh, ONLINE_RETRY_MS * 2 ** attempt);
  };
  const afterChunkFailed = () => {
    if (chunkRetried.current) return false;
    chunkRetried.current = true;
    loadAfresh();
    return true;
  };
  useEffect(() => {
    let mounted = true;
    void areaHasNewRelease(area).then((shipped) => {
      if (mounted && shipped) loadAfresh();
    });
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per area shown
  }, [area]);
  return (
    <AreaBoundary
      key={`${area}/${expose}#${load}`}
      area={area}
      onRetry={loadAfresh}
      onOnline={backOnline}
      onChunkFailed={afterChunkFailed}
      onFailed={failed}
    >
      <LoadedArea area={area} expose={expose} load={load} props={props ?? {}} onShown={onShown} />
    </AreaBoundary>
  );
}

export { AreaBoundary };
