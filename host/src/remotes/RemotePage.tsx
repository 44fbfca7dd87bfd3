import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loaded, LoadingText, loadOnce, retryImport } from '@bookmarked/ui';
import { type RemotePageId } from '@bookmarked/shared';
import { markRemoteBroken, RemoteTimeoutError, remoteEntryUrl, remoteOf } from './loadRemotePage';
import { takePageLoad } from './startupLoad';
import { RemoteFailure } from './RemoteFailure';

interface RemotePageProps {
  id: RemotePageId;
  /** How the visitor knows this part of the site, for the failure message. */
  section: string;
}

/** Each attempt is a load of its own: a failed one is never handed back. */
const pageLoad = (id: RemotePageId) => loadOnce(() => takePageLoad(id));

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
 * waits out a 300 ms throttle): its load usually started during start-up.
 */
export function RemotePage({ id, section }: RemotePageProps) {
  const [load, setLoad] = useState(() => pageLoad(id));

  return (
    <ErrorBoundary
      resetKeys={[load]}
      onError={() => markRemoteBroken(remoteOf(id))}
      fallbackRender={({ error }) => <RemoteFailure section={section} error={error} onRetry={() => setLoad(retriedPageLoad(id))} />}
    >
      <Loaded load={load} loading={<LoadingText heading={section} />}>
        {({ default: Page }) => (
          // A page that suspends inside itself still gets the same loading view.
          <Suspense fallback={<LoadingText heading={section} />}>
            <Page />
          </Suspense>
        )}
      </Loaded>
    </ErrorBoundary>
  );
}
