import { useRef } from 'react';
import {
  Link,
  Outlet,
  useNavigation,
  LoadingText,
  MAIN_ID,
  RouteAnnouncer,
  SkipLink,
  StorageWarning,
  startTheme,
} from '@bookmarked/shared';
import { Header } from './Header';
import { versionsPath } from '../remotes/routeTable';

// Before the first render: a theme the visitor chose is on <html> before anything paints.
startTheme();

export function RootLayout() {
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className="min-h-screen">
      <SkipLink />
      <Header />
      <StorageWarning />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 focus:outline-none">
        {navigation.state === 'loading' ? <LoadingText heading="Bookmarked" /> : <Outlet />}
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
