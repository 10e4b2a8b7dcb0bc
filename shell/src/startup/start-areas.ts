/**
 * Reads the runtime config, makes it the page's, registers the areas it names and starts loading
 * the page's own area. The shell's first script runs this as soon as config.json and the two
 * small shared modules it needs are here, not once all of the shell's start-up files have
 * arrived: the area's remote entry and page code then run while the last of those files (the
 * router, the largest) is still on its way, and the shell's first render draws the area at once
 * instead of a loading bar and the area a few frames later.
 */
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@engage/shared/config';
import { loadAreaAhead, registerAreas } from '../areas/remote-loader';
import { rememberConfig, type EarlyStart } from './early-start';

export async function startAreas(early: EarlyStart): Promise<RuntimeConfig> {
  const config = parseRuntimeConfig(await early.config);
  setRuntimeConfig(config);
  rememberConfig(config);
  registerAreas(config.remotes, early.manifests);
  if (early.area) loadAreaAhead(early.area, 'App');
  return config;
}
