import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingText } from '@bookmarked/ui';
import { type RemotePageId } from '@bookmarked/shared';
import { markRemoteBroken, remoteOf } from './loadRemotePage';
import { takePageLoad } from './startupLoad';
import { RemoteFailure } from './RemoteFailure';

interface RemotePageProps {
  id: RemotePageId;
  /** How the visitor knows this part of the site, for the failure message. */
  section: string;
}

/**
 * One remote page behind its own error boundary: a remote that fails to load, answers too
 * slowly, cannot be reached offline or throws while rendering shows a message and a Retry;
 * the rest of the site goes on. A remote built for a newer platform than this host provides
 * gets its own message and no Retry. Routes key it by page, so each page starts from a fresh
 * load state.
 */
const lazyPage = (id: RemotePageId) => lazy(() => takePageLoad(id));

export function RemotePage({ id, section }: RemotePageProps) {
  // React.lazy keeps a rejected import for ever, so each attempt needs a new one.
  const [Page, setPage] = useState(() => lazyPage(id));
  const retry = () => setPage(lazyPage(id));

  return (
    <ErrorBoundary
      resetKeys={[Page]}
      onError={() => markRemoteBroken(remoteOf(id))}
      fallbackRender={({ error }) => <RemoteFailure section={section} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<LoadingText heading={section} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
