/**
 * Registers the shell's service worker (service-worker.ts) once the page has loaded and the
 * browser is idle: on a first visit its install downloads the shell's files once more into the
 * worker's cache, and that must not share a slow link with what the first paint needs. Nothing is
 * registered in development, where the build writes no worker.
 *
 * On the first visit the page has loaded config.json, the first area's manifest, remote entry
 * and chunks before the worker took it over (`clientsClaim`), so none of them went through the
 * worker: the page then asks for each of them again, now through the worker, which keeps each by
 * its own rules (cache-rules.ts), as it keeps a page's requests. Without that, an offline reload
 * after a single visit had no config.json and could not start. They are asked for as the page's own
 * requests, not handed over in a message (Workbox's `CACHE_URLS`): the worker's own requests are
 * not seen by whatever watches the page's traffic (a proxy rewriting a release, a test).
 */
declare const __ENGAGE_SERVICE_WORKER__: string | undefined;

const workerUrl = typeof __ENGAGE_SERVICE_WORKER__ === 'undefined' ? '' : __ENGAGE_SERVICE_WORKER__;

/** What the page loaded that the worker may keep: scripts, styles and the JSON naming a release. */
const keptKinds = /\.(js|css|json)$/;

/** Every address the page has loaded that the worker's rules may keep (API calls are not: no such ending). */
export function loadedFiles(entries: readonly { name: string }[]): string[] {
  const files = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, location.href);
    if (keptKinds.test(url.pathname)) files.add(url.href);
  }
  return [...files];
}

/** Once the first worker takes the page over, what the page loaded before is asked for through it. */
function handOverOnFirstControl(): void {
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      for (const url of loadedFiles(performance.getEntriesByType('resource'))) {
        // Only to be kept: a failure changes nothing the page shows (it is offline, or a release left).
        fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => undefined);
      }
    },
    { once: true },
  );
}

export function registerServiceWorker(): void {
  if (!workerUrl || !('serviceWorker' in navigator)) return;
  const register = () => {
    handOverOnFirstControl();
    navigator.serviceWorker.register(workerUrl).catch((error: unknown) => {
      // The app works without it, as it did before there was one: only offline starts are lost.
      console.warn('[shell] the service worker could not be registered', error);
    });
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
