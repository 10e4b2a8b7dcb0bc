/**
 * Which requests the shell's service worker answers, and from where. Kept apart from the worker
 * itself so the rules can be tested without one.
 *
 * Module Federation decides what is safe to keep: an area's release is named by files with fixed
 * names (its `mf-manifest.json`, its `remoteEntry.js`, the shell's `config.json` that points at
 * them), so a kept copy of one of those could outlive its release for weeks and send the page
 * after chunks a later deploy removed. Those are asked of the network first and kept only for when
 * there is none. Everything else an area loads carries a content hash in its name
 * (`[name].[contenthash:8].js`, webpack-preset.mjs), so a kept copy is right for as long as anyone
 * asks for that name: it is answered from the cache first. API answers are never kept here: they
 * hold money and personal data, and the query cache already keeps what a page needs in memory.
 */

import { runtimeCaches } from '@engage/shared/network/offline-copies';

/** Caches the worker fills as the app runs (the shell's own files are precached by Workbox). */
export { runtimeCaches };

/** `[name].[contenthash:8].js|css`: a new release gives the file a new name. */
const contentHashed = /\.[0-9a-f]{8}\.(js|css)$/;

/** The files that name a release: read from the network whenever there is one. */
export function namesARelease(url: URL, shellOrigin: string): boolean {
  if (url.origin === shellOrigin && url.pathname === '/config.json') return true;
  return url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js');
}

/**
 * A content-hashed script or style: an area's, or one of the shell's that the precache leaves to
 * first use (its modals, pages and Kiswahili messages). API paths are never one.
 */
export function isHashedFile(url: URL): boolean {
  return contentHashed.test(url.pathname);
}

/**
 * A request the worker may answer, asked again in CORS mode. Scripts and styles an area loads by
 * tag are `no-cors`, whose answer is opaque: its status cannot be read, so a 404 would be kept as
 * if it were the file. The areas' servers allow any origin (serve-static.cjs), so the same file
 * asked in CORS mode comes back readable, and only a 200 is kept.
 */
export function readableRequest(request: Request): Request {
  if (request.mode !== 'no-cors') return request;
  return new Request(request.url, { mode: 'cors', credentials: 'omit' });
}
