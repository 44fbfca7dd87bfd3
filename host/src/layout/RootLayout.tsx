import { useRef } from 'react';
import { Link, Outlet, startTheme } from '@bookmarked/shared';
import { MAIN_ID, RouteAnnouncer, SkipLink, StorageWarning } from '@bookmarked/ui';
import { Header } from './Header';
import { versionsPath } from '../versions/versionsPath';

// Before the first render: a theme the visitor chose is on <html> before anything paints.
startTheme();

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className="min-h-screen">
      <SkipLink />
      <Header />
      <StorageWarning />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it down across the screen. */}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="mx-auto min-h-svh max-w-7xl px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <RouteAnnouncer mainRef={mainRef} />
      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
        Bookmarked · host {__BUILD_INFO__.version} ·{' '}
        <Link to={versionsPath} className="underline hover:text-stone-900">
          Deployed versions
        </Link>
      </footer>
    </div>
  );
}
