/**
 * The shell's router, built from the shared route table: each route renders its remote inside
 * a boundary, under the guard and layout its access level asks for. Unknown paths go to
 * /signup (spec 000 §2). The data router's default error view reads
 * 'Unexpected Application Error!', as the spec says.
 */
import { createBrowserRouter, Navigate, type RouteObject } from '@engage/shared/router';
import type { RuntimeConfig } from '@engage/shared/config';
import { RemoteArea } from '../areas/remote-area';
import { hideFeedPicture } from '@engage/shared/network/feed-picture-host';
import { LoadingBar } from '@engage/ui/loading-bar';
import { areaRoutes, paths, type AreaRoute, type RouteAccess } from '@engage/shared/paths';
import type { UserType } from '@engage/shared/session';
import { withMessages } from '@engage/shared/i18n/translate';
import { t } from './messages';
import { PublicLayout } from '../layout/public-layout';
import { ShellPage } from './shell-pages';
import { PublicOnly, RequireUser } from './guards';

function element(route: AreaRoute) {
  return route.area === 'shell' ? (
    <ShellPage route={route} />
  ) : (
    <RemoteArea area={route.area} onShown={hideFeedPicture} />
  );
}

function routesFor(access: RouteAccess): RouteObject[] {
  return areaRoutes
    .filter((route) => route.access === access)
    .map((route) => ({ path: route.path, element: element(route) }));
}

/**
 * The signed-in layout (navigation, and later sidebars, websockets and the query cache) is a
 * lazy route module: a visitor on /signin never downloads it.
 */
function signedInLayout(userType: UserType): RouteObject['lazy'] {
  return async () => {
    const { AppLayout } = await withMessages(import(/* webpackChunkName: "signed-in-layout" */ '../layout/app-layout'));
    return { element: <AppLayout userType={userType} /> };
  };
}

/** Shown while the signed-in layout's chunk arrives on a first load. */
function LayoutLoading() {
  return <LoadingBar label={t('loadingEngage')} />;
}
const layoutLoading = <LayoutLoading />;

export function shellRoutes(): RouteObject[] {
  return [
    { path: paths.root, element: <Navigate to={paths.signup} replace /> },
    {
      element: <PublicOnly />,
      children: [{ element: <PublicLayout />, children: routesFor('public') }],
    },
    { element: <PublicLayout />, children: routesFor('anyone') },
    {
      element: <RequireUser type="consumer" />,
      children: [
        { lazy: signedInLayout('consumer'), hydrateFallbackElement: layoutLoading, children: routesFor('consumer') },
      ],
    },
    {
      element: <RequireUser type="producer" />,
      children: [
        { lazy: signedInLayout('producer'), hydrateFallbackElement: layoutLoading, children: routesFor('producer') },
      ],
    },
    { path: '*', element: <Navigate to={paths.signup} replace /> },
  ];
}

export function createShellRouter(_config: RuntimeConfig) {
  return createBrowserRouter(shellRoutes());
}
