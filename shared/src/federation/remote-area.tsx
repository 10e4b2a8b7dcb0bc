/**
 * Renders one remote's exposed component inside a boundary (DESIGN §3): a thin loading bar
 * while it downloads; on a failed load or a render crash a contained "This section is
 * unavailable" panel with Retry. The rest of the page never notices.
 */
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { AreaName } from '../routes/paths';
import { LoadingBar } from '../ui/loading-bar';
import { UnavailablePanel } from '../ui/unavailable-panel';
import { loadAreaModule } from './remote-loader';

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

export function RemoteArea<P extends object>({ area, expose = 'App', props }: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        const module = await loadAreaModule<{ default: ComponentType<P> }>(area, expose, attempt > 0);
        return { default: module.default };
      }),
    [area, expose, attempt],
  );
  return (
    <AreaBoundary key={`${area}/${expose}#${attempt}`} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingBar label={`Loading ${area.replace('mf_', '')}`} />}>
        <Loaded {...((props ?? {}) as P)} />
      </Suspense>
    </AreaBoundary>
  );
}

export { AreaBoundary };
