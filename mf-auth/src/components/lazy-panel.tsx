/**
 * A lazily loaded part of a page with its skeleton. A chunk that fails to download is tried
 * again a few times (flaky mobile networks); if it still fails, a contained message offers to
 * reload instead of blanking the whole area.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const RETRY_DELAYS_MS = [500, 1500];

/** `React.lazy` whose download is retried before it gives up (React caches a failed lazy for good). */
export function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    for (const delay of RETRY_DELAYS_MS) {
      try {
        return await load();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return load();
  });
}

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="eg-auth-retry" role="alert">
        <p>This part of the page could not be loaded. Check your connection and reload.</p>
        <button type="button" className="eg-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}

export function LazyPanel({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkBoundary>
  );
}
