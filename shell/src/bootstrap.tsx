/**
 * Shell start-up: once config.json (fetched early, `startup/early-start.ts`) has been read, the
 * API client pointed at the API and the remotes named there registered (`startup/start-areas.ts`),
 * render. No remote URL is compiled into the shell. Nothing here imports axios, React Query or the
 * toast library: the first paint of /signin does not need them (its 200 kB budget), so they arrive
 * with the areas and the signed-in layout.
 *
 * The public pages come prerendered in their HTML (prerender/render-public-page.tsx): the page is
 * drawn before any script has run. React then hydrates that markup (`hydrateRoot`) instead of
 * drawing it again, when the first render here is sure to draw the same thing; otherwise it
 * renders afresh over it (`createRoot`), see {@link hydrates}.
 */
import { StrictMode, Suspense, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { aheadLoadSettled, areaRelease } from './areas/remote-loader';
import { pageLanguage } from '@engage/shared/i18n/language';
import { hideFeedPicture } from './feed-picture/feed-picture-host';
import type { AreaName } from '@engage/shared/paths';
import { App } from './App';
import { StartupFailure } from './layout/startup-failure';
import { registerServiceWorker } from './service-worker/register';
import { listenForErrors, startFieldHealth } from './field-health/field-events';
import {
  forgetPrerender,
  prerenderedLanguage,
  prerenderedPath,
  prerenderedRelease,
} from './prerender/prerendered-page';
import type { RuntimeConfig } from '@engage/shared/config';

/**
 * Called when React had to throw away markup it was hydrating (the HTML did not match its first
 * render) or recovered from another error by rendering again. The page still works, drawn afresh;
 * it is logged because it means a prerendered page and the app disagree (a browser journey
 * checks there is none on /signin).
 */
function onRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error('[shell] React recovered from an error (hydration mismatch?)', error, info.componentStack ?? '');
}

/**
 * Whether the page's prerendered markup can be hydrated: it is this path's, in the page's
 * language (the build prerenders English; a Kiswahili visit is drawn afresh), the guards let the
 * visitor stay (`area`: the early start found the route's area for this visitor, so a signed-in
 * visitor on /signin is not hydrated, they are sent on), and the area's code has come: hydration's
 * first render draws the area at once only if its module is here, not a loading bar. And it is the
 * release the markup was drawn from: a visitor in another release's canary, or one who comes
 * after the area's team has shipped, has the page drawn afresh by the release they loaded.
 */
async function hydrates(root: HTMLElement, area: AreaName | undefined): Promise<boolean> {
  const path = prerenderedPath(root);
  if (path === undefined || path !== location.pathname.replace(/(.)\/$/, '$1')) return false;
  if (prerenderedLanguage(root) !== pageLanguage() || !area) return false;
  if (!(await aheadLoadSettled(area, 'App'))) return false;
  const drawnBy = prerenderedRelease(root);
  return drawnBy === undefined || drawnBy === areaRelease(area);
}

/** Once React's first commit has replaced the prerendered markup, `#root` says it holds none. */
function DrawnOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => forgetPrerender(root), [root]);
  return children;
}

/** Renders the app once `configured` (startup/start-areas.ts) has read the runtime config. */
export async function start(configured: Promise<RuntimeConfig>, area?: AreaName): Promise<void> {
  listenForErrors();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  let config: RuntimeConfig;
  try {
    config = await configured;
  } catch (error) {
    console.error('[shell] start-up failed', error);
    hideFeedPicture();
    createRoot(rootElement).render(<StartupFailure />);
    return;
  }
  const app = (
    <StrictMode>
      {/* Nothing shows until the shell's messages in the page's language are here. */}
      <Suspense fallback={null}>
        <App config={config} />
      </Suspense>
    </StrictMode>
  );
  if (await hydrates(rootElement, area)) {
    hydrateRoot(rootElement, app, { onRecoverableError });
  } else {
    // The prerendered markup, if any, stays on screen (or hidden, early-start.ts) until React's
    // first commit replaces it; from then on `#root` no longer holds it.
    createRoot(rootElement, { onRecoverableError }).render(<DrawnOver root={rootElement}>{app}</DrawnOver>);
  }
  registerServiceWorker();
  startFieldHealth(config);
}
