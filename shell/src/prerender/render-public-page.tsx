/**
 * Prerenders a public page at build time (scripts/prerender.mjs runs it in Node): the shell's
 * own tree, at the page's path in a memory router, with the area's `App` in place of its remote,
 * rendered with `react-dom/static` once every lazy part (the sign-in forms, the policy's text)
 * has resolved. The browser hydrates that markup (bootstrap.tsx), so its first render must draw
 * the same DOM: the same `App`, routes, layout and area, in English, signed out, online.
 */
import { StrictMode, Suspense, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from '@engage/shared/router';
import { routeAt, type AreaName } from '@engage/shared/paths';
import { App } from '../App';
import { shellRoutes } from '../routes/shell-router';
import { prerenderedAttributes } from './prerendered-page';

/** Each area's exposed `App`, for the areas the prerendered pages show. */
export type AreaApps = Partial<Record<AreaName, ComponentType>>;

/**
 * The markup of `#root` for `path`, with the attributes that say what it holds; `release` is the
 * id of the built area the markup is drawn from.
 */
export async function renderPublicPage(
  path: string,
  areas: AreaApps,
  release?: string,
): Promise<{ attributes: string; html: string }> {
  const drawn = routeAt(path)?.area;
  if (!drawn || (drawn !== 'shell' && !areas[drawn])) throw new Error(`${path}: its area was not given to prerender`);
  // Routes of other areas are never matched here.
  const routes = shellRoutes((area) => {
    const Area = areas[area];
    return Area ? <Area /> : null;
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // A part that fails would be left to the browser to render: the build fails instead.
  const errors: unknown[] = [];
  // The same wrapping as bootstrap.tsx's, so the Suspense boundaries line up for hydration.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Suspense fallback={null}>
        <App router={router} />
      </Suspense>
    </StrictMode>,
    // One whole document: React would send a large part (the privacy policy's text) after the
    // rest, revealed by an inline script, and the page is meant to show whole before any script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  router.dispose();
  if (errors.length > 0) throw errors[0];
  return { attributes: prerenderedAttributes(path, 'en', release), html: Buffer.concat(chunks).toString('utf8') };
}
