/**
 * Renders one remote's exposed component inside a boundary (DESIGN §3): a thin loading bar
 * while it downloads; on a failed load or a render crash a contained "This section is
 * unavailable" panel with Retry (or, for an area built against a contract this shell does not
 * fit, why it was not opened). The rest of the page never notices.
 *
 * Each time the page comes to an area already loaded, the area's manifest is checked again: if
 * its team has shipped since, the new release replaces the one on screen (issue 18), with no
 * reload of the shell.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { AreaName } from '../routes/paths';
import { LoadingBar } from '@engage/shared/ui/loading-bar';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import { areaHasNewRelease, IncompatibleAreaError, loadAreaModule } from '@engage/shared/federation/remote-loader';

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  children: ReactNode;
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
    console.error(`[${this.props.area}] section failed`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <UnavailablePanel onRetry={this.props.onRetry} incompatible={this.state.incompatible} />;
    }
    return this.props.children;
  }
}

interface RemoteAreaProps<P extends object> {
  area: AreaName;
  /** The exposed module without `./`, e.g. `App` or `UnreadBadge`. */
  expose?: string;
  props?: P;
}

/**
 * One lazy component per (area, module, load), kept outside render so React sees the same
 * component type on every render. An area's load counts up page-wide each time it is loaded
 * afresh (Retry, or a new release), so every frame that mounts it later shows that load, not an
 * earlier one; a failed load stays failed (React caches it) until Retry.
 */
const lazyModules = new Map<string, LazyExoticComponent<ComponentType<object>>>();
const areaLoads = new Map<AreaName, number>();

function lazyAreaModule(area: AreaName, expose: string, load: number): LazyExoticComponent<ComponentType<object>> {
  const key = `${area}/${expose}#${load}`;
  let loaded = lazyModules.get(key);
  if (!loaded) {
    loaded = lazy(async () => {
      const module = await loadAreaModule<{ default: ComponentType<object> }>(area, expose, load > 0);
      return { default: module.default };
    });
    lazyModules.set(key, loaded);
  }
  return loaded;
}

export function RemoteArea<P extends object>({ area, expose = 'App', props }: RemoteAreaProps<P>) {
  const [load, setLoad] = useState(() => areaLoads.get(area) ?? 0);
  const loadAfresh = () => {
    const next = (areaLoads.get(area) ?? 0) + 1;
    areaLoads.set(area, next);
    setLoad(next);
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
  const Loaded = lazyAreaModule(area, expose, load);
  return (
    <AreaBoundary key={`${area}/${expose}#${load}`} area={area} onRetry={loadAfresh}>
      <Suspense fallback={<LoadingBar label={`Loading ${area.replace('mf_', '')}`} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- memoised per (area, module,
            load) outside render: a remote's component only exists at run time */}
        <Loaded {...(props ?? {})} />
      </Suspense>
    </AreaBoundary>
  );
}

export { AreaBoundary };
