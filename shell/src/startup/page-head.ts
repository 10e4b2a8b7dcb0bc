/**
 * The HTML's head as its inline scripts read and extend it before any other script has arrived:
 * the files the build listed there, the preloads and preconnects they add, and whether someone is
 * signed in on this device. Apart from the rest of the start, so that the first inline script
 * (first-requests-inline.ts) carries only this.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';

/**
 * What the build lists in the HTML (webpack-preset.mjs): `startup`, the scripts and styles of the
 * shell's start-up chunk; `signedIn`, those the signed-in layout needs beyond them; and each start
 * script's file by its name.
 */
export function listedFiles(): Record<string, unknown> {
  try {
    return JSON.parse(document.getElementById('engage-preloads')?.textContent ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The files the build lists under `key` (`startup`, `signedIn`). */
export function listedPaths(key: 'startup' | 'signedIn'): string[] {
  const files = listedFiles()[key];
  return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
}

/** The session's bearer token as the session store keeps it on this device; null when signed out. */
export function sessionToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token);
  } catch {
    // storage disabled: the session store keeps the session in memory, so nobody is signed in yet
    return null;
  }
}

/** Whether someone is signed in on this device, as far as the page can tell before its scripts. */
export function hasSession(): boolean {
  return sessionToken() !== null;
}

/**
 * Adds a preload (script or style, by extension) or a preconnect. A preconnect for `fetch` calls
 * (the API, manifests) is `crossorigin`; one for scripts and styles is not: the browser keeps the
 * two kinds of connection apart.
 */
export function addLink(rel: 'preconnect' | 'preload', href: string, forFetch = false): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
  else if (forFetch) link.crossOrigin = 'anonymous';
  const known = [...document.head.querySelectorAll('link')].some(
    (other) => other.rel === rel && other.href === link.href,
  );
  if (!known) document.head.appendChild(link);
}
