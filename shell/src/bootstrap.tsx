/**
 * Shell start-up: read config.json (fetched early, `startup/early-start.ts`), point
 * the API client at the API, register the remotes named there, then render. No remote URL is
 * compiled into the shell. Nothing here imports axios, React Query or the toast library: the first paint of /signin does not need
 * them (its 200 kB budget), so they arrive with the areas and the signed-in layout.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { parseRuntimeConfig, setRuntimeConfig } from '@engage/shared/config';
import { registerAreas } from '@engage/shared/federation/remote-loader';
import { hideFeedPicture } from '@engage/shared/network/feed-picture-host';
import { App } from './App';
import { StartupFailure } from './layout/startup-failure';
import { registerServiceWorker } from './service-worker/register';
import { rememberConfig, startEarly } from './startup/early-start';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  const root = createRoot(rootElement);
  try {
    const early = startEarly();
    const config = parseRuntimeConfig(await early.config);
    setRuntimeConfig(config);
    rememberConfig(config);
    registerAreas(config.remotes, early.manifests);
    root.render(
      <StrictMode>
        {/* Nothing shows until the shell's messages in the page's language are here. */}
        <Suspense fallback={null}>
          <App config={config} />
        </Suspense>
      </StrictMode>,
    );
    registerServiceWorker();
  } catch (error) {
    console.error('[shell] start-up failed', error);
    hideFeedPicture();
    root.render(<StartupFailure />);
  }
}

void start();
