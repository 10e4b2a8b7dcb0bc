/**
 * A lazily loaded part of a page with its skeleton. The chunk is requested only once the page
 * has painted (heading, tabs, skeleton), so its download never competes with the first paint
 * (README budget: all JavaScript for the first paint of /signin ≤ 200 kB). A chunk that fails
 * to download is tried again a few times (flaky mobile networks); if it still fails, a
 * contained message offers to reload instead of blanking the whole area.
 */
import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { withMessages } from '@engage/shared/i18n/translate';
import { t } from '../messages';

const RETRY_DELAYS_MS = [500, 1500];

/**
 * Resolves once a page of this area has committed (its skeleton is in the document) and the
 * browser has painted it. A render-phase timer is not enough: a concurrent render yields to the
 * browser between slices, so a frame can pass before anything is committed.
 */
let markCommitted: () => void = () => undefined;
const committed = new Promise<void>((resolve) => {
  markCommitted = resolve;
});

/** Whether the page has painted content already: a prerendered page, drawn by its HTML. */
export function paintedAlready(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  return performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
}

function afterPaint(): Promise<void> {
  // Prerendering at build time (shell/src/prerender/): nothing paints there, and the page's HTML
  // is to hold the whole form, so the chunk is taken at once. A prerendered page in the browser
  // has painted before any script ran: its chunk is asked for as it hydrates.
  if (typeof document === 'undefined' || paintedAlready()) return Promise.resolve();
  return committed.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestAnimationFrame !== 'function') resolve();
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/**
 * `React.lazy` that starts its download after the first paint and retries it before giving up
 * (React caches a failed lazy for good). It resolves once the chunk's own catalogs in the page's
 * language have loaded too, so a form never shows in English for a moment on a Kiswahili page.
 */
export function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    await afterPaint();
    for (const delay of RETRY_DELAYS_MS) {
      try {
        return await withMessages(load());
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return withMessages(load());
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
        <p>{t('chunkFailed')}</p>
        <button type="button" className="eg-button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    );
  }
}

export function LazyPanel({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  useEffect(() => markCommitted(), []);
  return (
    <ChunkBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkBoundary>
  );
}
