/**
 * False while a prerendered page is being hydrated (and when rendering at build time), true in
 * every other render. For what the page's HTML cannot hold or must not offer before the page's
 * code runs: a form's submit button waits for it (submitted as plain HTML, the form would
 * send its fields in the address), while its fields take typing at once.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
