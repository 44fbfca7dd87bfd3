import { StrictMode, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, NavLink, Outlet, RouterProvider, startTheme, type RouteObject } from '@bookmarked/shared';
import { NotFound } from '../StatusViews';
import { StorageWarning } from '../StorageWarning';
import { RouteAnnouncer } from '../page/RouteAnnouncer';
import { MAIN_ID, SkipLink } from '../page/SkipLink';
import { ThemeToggle } from '../theme/ThemeToggle';

interface StandaloneOptions {
  title: string;
  routes: RouteObject[];
  links: { to: string; label: string }[];
}

function StandaloneLayout({ title, links }: Omit<StandaloneOptions, 'routes'>) {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <span className="font-bold text-emerald-700">Bookmarked · {title}</span>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                `rounded px-3 py-1 ${isActive ? 'border border-emerald-600 text-emerald-700' : 'text-stone-700'}`
              }
            >
              {link.label}
            </NavLink>
          ))}
          <ThemeToggle className="ml-auto" />
        </nav>
      </header>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
      <RouteAnnouncer mainRef={mainRef} />
      <StorageWarning />
    </>
  );
}

/** Runs one remote as its own site, for developers and for that team's tests. */
export function renderStandalone({ title, routes, links }: StandaloneOptions): void {
  startTheme();
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout title={title} links={links} />,
      children: [...routes, { path: '*', element: <NotFound /> }],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
