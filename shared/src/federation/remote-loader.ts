/**
 * Registers remotes from the runtime config and loads their exposed modules (DESIGN §3).
 * A failed load is not cached: `retry` re-registers the remote with `force`, which clears the
 * runtime's cached manifest and entry, so a remote that is back up loads on the next try.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaName } from '../routes/paths';

const manifestUrls = new Map<string, string>();

/** Registers every remote of the runtime config: name → mf-manifest.json URL. */
export function registerAreas(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) manifestUrls.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Loads `area/expose` (e.g. `mf_feed`, `App`); `retry` forgets any earlier failure first. */
export async function loadAreaModule<T>(area: AreaName, expose: string, retry = false): Promise<T> {
  const entry = manifestUrls.get(area);
  if (!entry) throw new RemoteUnavailableError(`${area} is not in the runtime config`);
  if (retry) registerRemotes([{ name: area, entry }], { force: true });
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(`${area}/${expose}`);
  } catch (error) {
    throw new RemoteUnavailableError(`${area}/${expose} could not be loaded`, { cause: error });
  }
  if (!loaded) throw new RemoteUnavailableError(`${area}/${expose} could not be loaded`);
  return loaded;
}
