import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, startTheme, useNavigate } from '@bookmarked/shared';
import { followEarlyLinksWith } from '@bookmarked/shared/early-input-replay';
import { LoadingText, MAIN_ID, RouteAnnouncer, SkipLink, StorageWarning, useIsClient } from '@bookmarked/ui';
import { PAGE_SLOT_ATTRIBUTE } from '@bookmarked/shared/composition';
import { Header } from './Header';
import { versionsPath } from '../versions/versionsPath';
import { frameTakenOver, NoServerPage, serverLeftSlotLoading } from '../startup/hydrate/serverPage';

// Before the first render: a theme the visitor chose is on <html> before anything paints.
startTheme();

/**
 * The route's page. Hydrating over a slot the server left 'Loading...' in, nothing matches it:
 * the slot is drawn afresh, and the frame around it stays as drawn, hydrated in place.
 */
function PageInSlot() {
  const hydrating = !useIsClient();
  if (hydrating && serverLeftSlotLoading()) throw new NoServerPage();
  return <Outlet />;
}

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => frameTakenOver(), []);
  useEffect(() => {
    // The router is live: a link on a server page still waiting for its code moves within the app.
    followEarlyLinksWith((to) => void navigate(to));
    return () => followEarlyLinksWith(undefined);
  }, [navigate]);
  return (
    <div className="min-h-screen">
      <SkipLink />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it down across the screen. */}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="mx-auto min-h-svh max-w-7xl px-4 py-8 focus:outline-none">
        {/* The slot a server composes the route's page into. Its Suspense boundary lets the page
            hydrate when its code arrives, after the frame around it is live. */}
        <div {...{ [PAGE_SLOT_ATTRIBUTE]: '' }}>
          <Suspense fallback={<LoadingText />}>
            <PageInSlot />
          </Suspense>
        </div>
      </main>
      <RouteAnnouncer mainRef={mainRef} />
      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
        Bookmarked · host {__BUILD_INFO__.version} ·{' '}
        <Link to={versionsPath} className="underline hover:text-stone-900">
          Deployed versions
        </Link>
      </footer>
      {/* Last, so its arrival after hydration moves nothing on screen; it sticks to the bottom of the window. */}
      <StorageWarning />
    </div>
  );
}
