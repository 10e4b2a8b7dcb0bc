/// <reference lib="webworker" />
/**
 * The shell's service worker: a returning visit paints from the phone's own storage, and the app
 * opens with no network at all. The rules are in cache-rules.ts; in short:
 *   - what the shell needs to start (its HTML and the files it names, the offline banner, the
 *     icon) is precached at install, listed by the build (`__WB_MANIFEST`, webpack-preset.mjs),
 *     and every page of the app is that HTML;
 *   - config.json and each area's manifest and remote entry come from the network whenever there
 *     is one, from the last copy otherwise; an area's remote entry is asked for as soon as its
 *     manifest is in, before the page gets round to it (entry-ahead.ts);
 *   - every other content-hashed file (an area's, a lazy chunk of the shell) comes from the cache
 *     once it has been loaded;
 *   - nothing else, above all no API answer, is touched: those requests go to the network as if
 *     there were no worker.
 *
 * A new worker waits until every tab of the old one is closed (no skipWaiting): a page still
 * running the old shell may yet ask for its lazy chunks, which only the old precache holds. The
 * first worker takes the open page at once (clientsClaim), so the areas that page goes on to load
 * are kept for the next visit.
 *
 * Built by esbuild, not webpack (webpack-preset.mjs): it must not carry the federation runtime.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isHashedFile, namesARelease, readableRequest, runtimeCaches } from './cache-rules';
import { EntriesAhead } from './entry-ahead';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const shellOrigin = self.location.origin;
/** Asks a tag's `no-cors` request in CORS mode, so a failed answer is seen as one (cache-rules.ts). */
const readable = { requestWillFetch: async ({ request }: { request: Request }) => readableRequest(request) };

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route of the app is the one HTML page; the router inside it picks the screen.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

/** Read like a page's own request, and kept like one for a start with no network. */
const entriesAhead = new EntriesAhead(async (url) => {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
  if (response.ok) await (await caches.open(runtimeCaches.releases)).put(url, response.clone());
  return response;
});
/** A manifest in from the network: its remote entry is read for the page that asked (entry-ahead.ts). */
const readEntryAhead: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (response.ok && new URL(request.url).pathname.endsWith('/mf-manifest.json')) {
      event.waitUntil(entriesAhead.readAfter(request.url, response.clone(), (event as FetchEvent).clientId));
    }
    return response;
  },
};
const releases = new NetworkFirst({ cacheName: runtimeCaches.releases, plugins: [readable, readEntryAhead] });

registerRoute(
  ({ url }) => namesARelease(url, shellOrigin),
  async (options) =>
    (await entriesAhead.take(options.request.url, (options.event as FetchEvent).clientId)) ?? releases.handle(options),
);

registerRoute(
  ({ url }) => isHashedFile(url),
  new CacheFirst({
    cacheName: runtimeCaches.areaFiles,
    plugins: [
      readable,
      // Each release adds its files under new names: the oldest go once the cache holds plenty.
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
