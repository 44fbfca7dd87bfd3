import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type RemotePageId } from '@bookmarked/shared';
import { ErrorPanel, LoadingText, messages } from '@bookmarked/ui';
import { loadRemotePage, markRemoteBroken, remoteOf, RemoteTimeoutError } from './loadRemotePage';
import { PlatformVersionMismatchError } from './platformVersion';

interface RemotePageProps {
  id: RemotePageId;
  /** How the visitor knows this part of the site, for the failure message. */
  section: string;
}

/**
 * One remote page behind its own error boundary: a remote that fails to load, answers too
 * slowly or throws while rendering shows a message and a Retry; the rest of the site goes on.
 * A remote built for a newer platform than this host provides gets its own message and no
 * Retry: only a deploy of the host can fix it.
 * Routes key it by page, so each page starts from a fresh load state.
 */
export function RemotePage({ id, section }: RemotePageProps) {
  // React.lazy keeps a rejected import for ever, so each attempt needs a new one.
  const createPage = () => lazy(() => loadRemotePage(id));
  const [Page, setPage] = useState(createPage);

  return (
    <ErrorBoundary
      resetKeys={[Page]}
      onError={() => markRemoteBroken(remoteOf(id))}
      fallbackRender={({ error }) =>
        error instanceof PlatformVersionMismatchError ? (
          <ErrorPanel title={messages.remoteOutdatedTitle(section)} level={1}>
            <p>{messages.remoteOutdatedText(error.required, error.provided)}</p>
          </ErrorPanel>
        ) : (
          <ErrorPanel title={messages.remoteFailedTitle(section)} level={1} onRetry={() => setPage(createPage())}>
            <p>{messages.remoteFailedText}</p>
            {error instanceof RemoteTimeoutError ? <p>{messages.remoteTimedOut}</p> : null}
          </ErrorPanel>
        )
      }
    >
      <Suspense fallback={<LoadingText heading={section} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
