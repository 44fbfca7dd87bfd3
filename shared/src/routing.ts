/**
 * The router and the store bindings travel inside the shared singleton instead of being
 * shared packages of their own: a shared package is bundled whole, while through here they
 * are tree-shaken to what the apps use (react-router alone was 62 KB gzip on every page).
 * One instance of the router's contexts for the host and every remote, as before.
 * Apps import routing and `useStore` from '@bookmarked/shared' only (a lint rule says so).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
export { searchParamsNow, useSearchParamsNow } from './searchNow';
export { useStore } from '@nanostores/react';
