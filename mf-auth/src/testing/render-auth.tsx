/**
 * Test helpers (imported by tests only): the area's App at one path, as the shell renders it,
 * with the toasts mounted and the current location readable.
 */
import type { RenderResult } from '@testing-library/react';
import { renderArea, type CurrentLocation } from '@engage/shared/federation/area-testing';
import { setReferralId, signOut } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import App from '../App';

/** The auth area at `path`, as the shell renders it; `location()` tells where it navigated. */
export function renderAuth(path: string): RenderResult & { location: () => CurrentLocation } {
  return renderArea('mf_auth', App, path);
}

/** A signed-out visitor with nothing stored, before each test. */
export function resetSession(): void {
  notify.dismiss();
  signOut();
  setReferralId(null);
  localStorage.clear();
  sessionStorage.clear();
}

/** A promise the test settles itself, to see what shows while a call is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
