/**
 * The routing API every area uses, re-exported from React Router. Areas import routing from
 * here, never from react-router-dom: this module is what the federation shares as a
 * singleton, so there is one router context for the page — and because only the names below
 * are exported, webpack tree-shakes React Router to what we use (a shared package is shipped
 * whole: react-router-dom shared directly cost 61 kB gzipped on the first paint, ≈31 kB here).
 * Add a name here when an area needs it.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  useBlocker,
  UNSAFE_DataRouterContext,
} from 'react-router-dom';
export type { Blocker, NavigateFunction, NavigateOptions, Params, RouteObject, To } from 'react-router-dom';
