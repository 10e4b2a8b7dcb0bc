/**
 * Picks a remote's page for the current location from the shared route table. The shell has
 * already matched the route (so `useParams` works inside the page); a remote's `App` only
 * chooses which of its pages to show. Standalone and parcel modes wrap the same `App` in
 * {@link AreaRoutes} so pages see the same params there.
 */
import { Fragment, Suspense, type ReactElement, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from '@engage/shared/router';
import { routesOf, type AppPath, type AreaName } from '@engage/shared/paths';
import { useMessagesReady } from '@engage/shared/i18n/use-language';

export type AreaPageMap = Partial<Record<AppPath, () => ReactElement>>;

/** The page for the current location, once the area's messages in the page's language are here. */
export function AreaPages({ pages }: { pages: AreaPageMap }) {
  return (
    <Suspense fallback={null}>
      <PageOfLocation pages={pages} />
    </Suspense>
  );
}

/**
 * Waits for the area's messages in the page's language (suspending), and renders the page anew
 * when the language changes, so every text switches at once.
 */
function PageOfLocation({ pages }: { pages: AreaPageMap }) {
  const { pathname } = useLocation();
  const language = useMessagesReady();
  for (const [pattern, render] of Object.entries(pages) as [AppPath, () => ReactElement][]) {
    if (matchPath(pattern, pathname)) return <Fragment key={language}>{render()}</Fragment>;
  }
  return null;
}

/** The area's routes around its `App`, for when no shell router matched them. */
export function AreaRoutes({ area, children }: { area: AreaName; children: ReactNode }) {
  return (
    <Routes>
      {routesOf(area).map((route) => (
        <Route key={route.path} path={route.path} element={children} />
      ))}
      <Route path="*" element={children} />
    </Routes>
  );
}
