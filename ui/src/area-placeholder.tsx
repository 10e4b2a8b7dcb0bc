import { matchPath, useLocation } from '@engage/shared/router';
import { routesOf, type AreaName } from '@engage/shared/paths';
import '@engage/shared/ui/theme.css';

/**
 * The page an area shows until its own issue builds it: it names the area, the page and the
 * area's routes, honestly, instead of pretending to be the finished screen.
 */
export function AreaPlaceholder({ area }: { area: AreaName }) {
  const { pathname } = useLocation();
  const routes = routesOf(area);
  const current = routes.find((route) => matchPath(route.path, pathname));
  return (
    <main className="eg-placeholder" aria-labelledby={`${area}-title`}>
      <h1 id={`${area}-title`}>{current?.title ?? area}</h1>
      <p>
        This page belongs to the <strong>{area.replace('_', '-')}</strong> area, loaded from its own server. Its screens
        are not built yet.
      </p>
      <p>Routes of this area:</p>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <code>{route.path}</code> — {route.title}
          </li>
        ))}
      </ul>
    </main>
  );
}
