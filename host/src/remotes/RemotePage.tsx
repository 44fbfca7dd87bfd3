import { Suspense, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loaded, LoadingText, loadOnce, retryImport } from '@bookmarked/ui';
import { loadCatalogue, type RemotePageId } from '@bookmarked/shared';
import { markRemoteBroken, RemoteTimeoutError, remoteEntryUrl, remoteOf } from './loadRemotePage';
import { loadedPage, takePageLoad } from './pageLoads';
import { RemoteFailure } from './RemoteFailure';
import { takeServerPage } from './serverPage';

interface RemotePageProps {
  id: RemotePageId;
  /** How the visitor knows this part of the site, for the failure message. */
  section: string;
}

/** Each attempt is a load of its own: a failed one is never handed back. One already in draws at once. */
const pageLoad = (id: RemotePageId) => loadedPage(id) ?? loadOnce(() => takePageLoad(id));

/**
 * Over the server's HTML, the page is shown once it can draw its books too: shown before the
 * catalogue is read, it would put 'Loading...' back where the server's books were.
 */
const pageLoadWithBooks = (id: RemotePageId) =>
  loadOnce(async () => {
    const [page] = await Promise.all([takePageLoad(id), loadCatalogue()]);
    return page;
  });

/** The server's HTML of the page, moved into place (not copied): its images stay loaded. */
function ServerHtml({ node }: { node: HTMLElement }) {
  const adopt = useCallback((holder: HTMLDivElement | null) => holder?.append(node), [node]);
  return <div ref={adopt} style={{ display: 'contents' }} />;
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
 * composed the page, its HTML stands in meanwhile (inert, as the server frame is) instead of
 * 'Loading...'; a failure replaces it with the message and Retry.
 */
export function RemotePage({ id, section }: RemotePageProps) {
  const [serverHtml, setServerHtml] = useState(() => takeServerPage(id));
  const [load, setLoad] = useState(() => (serverHtml ? pageLoadWithBooks(id) : pageLoad(id)));
  const loading = serverHtml ? <ServerHtml node={serverHtml} /> : <LoadingText heading={section} />;

  return (
    <ErrorBoundary
      resetKeys={[load]}
      onError={() => markRemoteBroken(remoteOf(id))}
      fallbackRender={({ error }) => <RemoteFailure section={section} error={error} onRetry={() => {
            // The server's HTML went with the failure: a retry shows 'Loading...' as any load does.
            setServerHtml(undefined);
            setLoad(retriedPageLoad(id));
          }} />}
    >
      <Loaded load={load} loading={loading}>
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
