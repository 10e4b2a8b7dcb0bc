/**
 * Renders one remote's exposed component inside a boundary (DESIGN §3): a thin loading bar
 * while it downloads; on a failed load or a render crash a contained "This section is
 * unavailable" panel with Retry. The rest of the page never notices.
 */
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { AreaName } from '../routes/paths';
import { LoadingBar } from '@engage/shared/ui/loading-bar';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import { loadAreaModule } from '@engage/shared/federation/remote-loader';

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

class AreaBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[${this.props.area}] section failed`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <UnavailablePanel onRetry={this.props.onRetry} />;
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
 * One lazy component per (area, module, attempt), kept outside render so React sees the same
 * component type on every render; a new attempt (Retry) gets a new one that loads afresh.
 */
const lazyModules = new Map<string, LazyExoticComponent<ComponentType<object>>>();

function lazyAreaModule(area: AreaName, expose: string, attempt: number): LazyExoticComponent<ComponentType<object>> {
  const key = `${area}/${expose}#${attempt}`;
  let loaded = lazyModules.get(key);
  if (!loaded) {
    loaded = lazy(async () => {
      const module = await loadAreaModule<{ default: ComponentType<object> }>(area, expose, attempt > 0);
      return { default: module.default };
    });
    lazyModules.set(key, loaded);
  }
  return loaded;
}

export function RemoteArea<P extends object>({ area, expose = 'App', props }: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyAreaModule(area, expose, attempt);
  return (
    <AreaBoundary key={`${area}/${expose}#${attempt}`} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingBar label={`Loading ${area.replace('mf_', '')}`} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- memoised per (area, module,
            attempt) outside render: a remote's component only exists at run time */}
        <Loaded {...(props ?? {})} />
      </Suspense>
    </AreaBoundary>
  );
}

export { AreaBoundary };
