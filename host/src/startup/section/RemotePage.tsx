import { Suspense, use, useEffect, useLayoutEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loaded, LoadingText, loadOnce, retryImport, useIsClient } from '@bookmarked/ui';
import type { RemotePageId, RemotePageModule } from '@bookmarked/shared';
import { markRemoteBroken, RemoteTimeoutError, remoteEntryUrl, remoteOf } from '../load/loadRemotePage';
import { loadedPage, takePageLoad } from '../load/pageLoads';
import { DrawAfresh, hydrationDone, hydrationOf, type PageToHydrate } from '../hydrate/pageHydrations';
import { RemoteFailure } from './RemoteFailure';
import { replayOnServerPage, revealServerPage } from '../hydrate/serverPage';
import { PAGE_ROOT_ATTRIBUTE } from '@bookmarked/shared/composition';

interface RemotePageProps {
  id: RemotePageId;
  /** How the visitor knows this part of the site, for the failure message. */
  section: string;
}

/** Each attempt is a load of its own: a failed one is never handed back. One already in draws at once. */
const pageLoad = (id: RemotePageId) => loadedPage(id) ?? loadOnce(() => takePageLoad(id));

/**
 * The page drawn over the server's HTML: React leaves that HTML on screen until `load` is in,
 * then hydrates it, or draws it afresh where the server drew it from another catalogue.
 */
function HydratedPage({ id, load, section }: { id: RemotePageId; load: Promise<PageToHydrate>; section: string }) {
  const { page, drawAfresh, serverPage } = use(load);
  const hydrating = !useIsClient();
  if (drawAfresh && hydrating) throw new DrawAfresh(id);
  const Page = page.default;
  // Hydrated: a later visit to the page draws it afresh.
  useEffect(() => hydrationDone(id), [id]);
  // The same root element the server drew around the page, so React hydrates it in place.
  return (
    <div {...{ [PAGE_ROOT_ATTRIBUTE]: '' }}>
      <PageIn section={section} Page={Page} serverPage={serverPage} />
    </div>
  );
}

/**
 * A page that suspends inside itself still gets the same loading view. The server's page is
 * revealed in the commit that hydrates the page: React has taken its elements over by then.
 */
function PageIn({ section, Page, serverPage }: { section: string; Page: RemotePageModule['default']; serverPage?: HTMLElement }) {
  return (
    <Suspense fallback={<LoadingText heading={section} />}>
      <Page />
      {serverPage && <ServerPageRevealed node={serverPage} />}
    </Suspense>
  );
}

function ServerPageRevealed({ node }: { node: HTMLElement }) {
  useLayoutEffect(() => revealServerPage(node), [node]);
  useEffect(() => replayOnServerPage(node), [node]);
  return null;
}

/**
 * A Retry. In a browser that keeps a failed module for the page's life, a remote whose entry
 * answers again can only load in a new page, so the page reloads; a remote that is too slow
 * is tried again in place.
 */
const retriedPageLoad = (id: RemotePageId) =>
  loadOnce(() =>
    retryImport(() => takePageLoad(id), () => remoteEntryUrl(remoteOf(id)), {
      reloadFor: (error) => !(error instanceof RemoteTimeoutError),
    }),
  );

/**
 * One remote page behind its own error boundary: a remote that fails to load, answers too
 * slowly, cannot be reached offline or throws while rendering shows a message and a Retry;
 * the rest of the site goes on. A remote built for a newer platform than this host provides
 * gets its own message and no Retry. Routes key it by page, so each page starts from a fresh
 * load state.
 *
 * The page is shown the moment its code is in (not through React.lazy, whose Suspense reveal
 * waits out a 300 ms throttle): its load usually started during start-up. Where the server
 * composed the page, its HTML stays on screen meanwhile instead of 'Loading...', readable and
 * with its links working, and React hydrates it in place; input on its controls meanwhile is
 * replayed then. A failure replaces it with the message and Retry.
 */
export function RemotePage({ id, section }: RemotePageProps) {
  const [hydration, setHydration] = useState(() => hydrationOf(id));
  const [load, setLoad] = useState(() => (hydration ? undefined : pageLoad(id)));
  // Hydrating with no server HTML of its own (the visitor moved on before it hydrated, or the
  // server drew another page): nothing here can match what is on screen, so React draws it afresh.
  const hydrating = !useIsClient();
  if (!hydration && hydrating) throw new DrawAfresh(id);

  return (
    <ErrorBoundary
      resetKeys={[load]}
      onError={() => markRemoteBroken(remoteOf(id))}
      fallbackRender={({ error }) => <RemoteFailure section={section} error={error} onRetry={() => {
            // The server's HTML went with the failure: a retry shows 'Loading...' as any load does.
            hydrationDone(id);
            setHydration(undefined);
            setLoad(retriedPageLoad(id));
          }} />}
    >
      {hydration ? (
        <HydratedPage id={id} load={hydration} section={section} />
      ) : load ? (
        <Loaded load={load} loading={<LoadingText heading={section} />}>
          {({ default: Page }) => <PageIn section={section} Page={Page} />}
        </Loaded>
      ) : null}
    </ErrorBoundary>
  );
}
