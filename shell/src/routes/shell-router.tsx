/**
 * The shell's router, built from the shared route table: each route renders its remote inside
 * a boundary, under the guard and layout its access level asks for. Unknown paths go to
 * /signup (spec 000 §2). The data router's default error view reads
 * 'Unexpected Application Error!', as the spec says.
 */
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from '@engage/shared/router';
import type { RuntimeConfig } from '@engage/shared/config';
import { RemoteArea } from '../areas/remote-area';
import { hideFeedPicture } from '../feed-picture/feed-picture-host';
import { LoadingBar } from '@engage/ui/loading-bar';
import { areaRoutes, paths, type AreaName, type RouteAccess } from '@engage/shared/paths';
import type { UserType } from '@engage/shared/session';
import { withMessages } from '@engage/shared/i18n/translate';
import { t } from './messages';
import { PublicLayout } from '../layout/public-layout';
import { ShellPage } from './shell-pages';
import { PublicOnly, RequireUser } from './guards';

/** What renders an area's route: in the browser its remote, loaded at run time. */
export type AreaElement = (area: AreaName) => ReactNode;

const remoteArea: AreaElement = (area) => <RemoteArea area={area} onShown={hideFeedPicture} />;

function routesFor(access: RouteAccess, areaElement: AreaElement): RouteObject[] {
  return areaRoutes
    .filter((route) => route.access === access)
    .map((route) => ({
      path: route.path,
      element: route.area === 'shell' ? <ShellPage route={route} /> : areaElement(route.area),
    }));
}

/**
 * The signed-in layout (navigation, sidebars, websockets) is a
 * lazy route module: a visitor on /signin never downloads it.
 */
function signedInLayout(userType: UserType): RouteObject['lazy'] {
  return async () => {
    const { AppLayout } = await withMessages(import(/* webpackChunkName: "signed-in-layout" */ '../layout/app-layout'));
    return { element: <AppLayout userType={userType} /> };
  };
}

/**
 * The operator console's frame and guard (operator-layout.tsx), a lazy route module as well: a
 * consumer never downloads it, and an operator never loads the consumer's frame.
 */
const operatorLayout: RouteObject['lazy'] = async () => {
  const { OperatorLayout } = await withMessages(
    import(/* webpackChunkName: "operator-layout" */ '../layout/operator-layout'),
  );
  return { element: <OperatorLayout /> };
};

/** Shown while the signed-in layout's chunk arrives on a first load. */
function LayoutLoading() {
  return <LoadingBar label={t('loadingEngage')} />;
}
const layoutLoading = <LayoutLoading />;

/**
 * The routes. `areaElement` renders an area's pages: the remote in the browser; the area's
 * `App` itself when a public page is prerendered at build time, where the DOM it draws is the
 * same (the boundary around a remote draws nothing of its own once the remote has loaded).
 */
export function shellRoutes(areaElement: AreaElement = remoteArea): RouteObject[] {
  return [
    { path: paths.root, element: <Navigate to={paths.signup} replace /> },
    {
      element: <PublicOnly />,
      children: [{ element: <PublicLayout />, children: routesFor('public', areaElement) }],
    },
    { element: <PublicLayout />, children: routesFor('anyone', areaElement) },
    {
      element: <RequireUser type="consumer" />,
      children: [
        {
          lazy: signedInLayout('consumer'),
          hydrateFallbackElement: layoutLoading,
          children: routesFor('consumer', areaElement),
        },
      ],
    },
    {
      element: <RequireUser type="producer" />,
      children: [
        {
          lazy: signedInLayout('producer'),
          hydrateFallbackElement: layoutLoading,
          children: routesFor('producer', areaElement),
        },
      ],
    },
    {
      lazy: operatorLayout,
      hydrateFallbackElement: layoutLoading,
      children: [...routesFor('operator-public', areaElement), ...routesFor('operator', areaElement)],
    },
    { path: '*', element: <Navigate to={paths.signup} replace /> },
  ];
}

export function createShellRouter(_config: RuntimeConfig) {
  return createBrowserRouter(shellRoutes());
}

export type ShellRouter = ReturnType<typeof createBrowserRouter>;
