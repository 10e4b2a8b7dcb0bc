/**
 * Registers the shell's service worker (service-worker.ts) once the page has loaded and the
 * browser is idle: on a first visit its install downloads the shell's files once more into the
 * worker's cache, and that must not share a slow link with what the first paint needs. Nothing is
 * registered in development, where the build writes no worker.
 */
declare const __ENGAGE_SERVICE_WORKER__: string | undefined;

const workerUrl = typeof __ENGAGE_SERVICE_WORKER__ === 'undefined' ? '' : __ENGAGE_SERVICE_WORKER__;

export function registerServiceWorker(): void {
  if (!workerUrl || !('serviceWorker' in navigator)) return;
  const register = () => {
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
