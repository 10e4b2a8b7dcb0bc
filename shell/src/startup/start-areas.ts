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
import { askReleaseChoices, rememberedChoices, type ChosenManifests } from '../areas/release-choices';
import { todaysVisitor } from '../field-health/field-visitor';
import { rememberConfig, type EarlyStart } from './early-start';
import { sessionToken } from './page-head';

/**
 * How long the start waits for the API to say which release of each area this visitor loads
 * (the early start asked as soon as it could). Past it, or when the API cannot tell, each area
 * loads config.json's manifest: an API that is slow or down never keeps an area from loading.
 */
export const RELEASE_CHOICES_WAIT_MS = 1500;

function choicesInTime(asked: Promise<ChosenManifests>): Promise<ChosenManifests> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ChosenManifests>((resolve) => {
    timer = setTimeout(() => resolve({}), RELEASE_CHOICES_WAIT_MS);
  });
  // With no network at all, the releases this device last ran: the service worker kept their
  // files, while config.json's may never have been loaded here.
  const unanswered = () => (navigator.onLine ? {} : rememberedChoices());
  return Promise.race([asked.catch(unanswered), late]).finally(() => clearTimeout(timer));
}

export async function startAreas(early: EarlyStart): Promise<RuntimeConfig> {
  const config = parseRuntimeConfig(await early.config);
  setRuntimeConfig(config);
  rememberConfig(config);
  registerAreas(config.remotes, early.manifests, {
    chosen: await choicesInTime(early.releaseChoices),
    // Asked again when an area is shown again, with the session as it is then.
    ask: () => askReleaseChoices(config.apiBaseUrl, todaysVisitor(config.telemetrySample).id, sessionToken()),
  });
  if (early.area) loadAreaAhead(early.area, 'App');
  return config;
}
