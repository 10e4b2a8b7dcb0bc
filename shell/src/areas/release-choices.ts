/**
 * Which release of each area this visitor loads (docs/canary-releases.md). config.json names each
 * area's stable manifest; the API names only the areas where this visitor loads another one: a
 * canary that a share of users gets, or a release support pinned them to. An area it does not
 * name loads config.json's.
 *
 * The shell's inline start asks (early-start.ts) and so does an area shown again
 * (remote-loader.ts), so this stays small and free of the shared singletons.
 */
import { earlyRequestUrl } from '@engage/shared/api/early-responses';
import type { AreaReleaseChoices } from '@engage/shared/contract/area-releases';
import { storageKeys } from '@engage/shared/session/storage-keys';

/** Area → the manifest this visitor loads instead of config.json's. */
export type ChosenManifests = Partial<Record<string, string>>;

/** The last answer, kept for the next visit's early start; empty when there is none. */
export function rememberedChoices(): ChosenManifests {
  try {
    return (JSON.parse(localStorage.getItem(storageKeys.releaseChoices) ?? '{}') as ChosenManifests | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * Asks the API which areas this visitor loads another release of, and keeps the answer for the
 * next visit. The API chooses by the signed-in user when `token` is sent, else by `visitor`; the
 * two never travel together, so the day's visitor id is never tied to an account.
 * Rejects when the API cannot tell (down, an answer of another shape): the caller then keeps
 * what it has. Small: the shell's HTML carries it.
 */
export async function askReleaseChoices(
  apiBaseUrl: string,
  visitor: string,
  token: string | null,
): Promise<ChosenManifests> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Never from the HTTP cache: a canary rolled back must reach the next question at once.
  const response = await fetch(
    earlyRequestUrl(apiBaseUrl, { route: 'areaReleaseChoices', query: token ? {} : { visitor } }),
    {
      headers,
      cache: 'no-store',
    },
  );
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const chosen: ChosenManifests = {};
  for (const { area, manifest } of ((await response.json()) as AreaReleaseChoices).results) chosen[area] = manifest;
  try {
    localStorage.setItem(storageKeys.releaseChoices, JSON.stringify(chosen));
  } catch {
    // storage full or disabled: the next visit fetches config.json's manifest ahead instead
  }
  return chosen;
}
