import { useEffect } from 'react';
import { ErrorPanel, messages } from '@bookmarked/shared';
import { RemoteTimeoutError } from './loadRemotePage';

interface RemoteFailureProps {
  section: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * Why a section is missing, and Retry. Offline, a section whose files were never kept says
 * so (not that part of the site is failing), and it loads by itself once the connection
 * is back.
 */
export function RemoteFailure({ section, error, onRetry }: RemoteFailureProps) {
  const offline = !navigator.onLine;

  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);

  if (offline) {
    return (
      <ErrorPanel title={messages.remoteOfflineTitle(section)} level={1} onRetry={onRetry}>
        <p>{messages.remoteOfflineText}</p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={messages.remoteFailedTitle(section)} level={1} onRetry={onRetry}>
      <p>{messages.remoteFailedText}</p>
      {error instanceof RemoteTimeoutError ? <p>{messages.remoteTimedOut}</p> : null}
    </ErrorPanel>
  );
}
