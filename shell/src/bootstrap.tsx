/**
 * Shell start-up: once config.json (fetched early, `startup/early-start.ts`) has been read, the
 * API client pointed at the API and the remotes named there registered (`startup/start-areas.ts`),
 * render. No remote URL is compiled into the shell. Nothing here imports axios, React Query or the
 * toast library: the first paint of /signin does not need them (its 200 kB budget), so they arrive
 * with the areas and the signed-in layout.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { hideFeedPicture } from '@engage/shared/network/feed-picture-host';
import { App } from './App';
import { StartupFailure } from './layout/startup-failure';
import { registerServiceWorker } from './service-worker/register';
import type { RuntimeConfig } from '@engage/shared/config';

/** Renders the app once `configured` (startup/start-areas.ts) has read the runtime config. */
export async function start(configured: Promise<RuntimeConfig>): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  const root = createRoot(rootElement);
  try {
    const config = await configured;
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
