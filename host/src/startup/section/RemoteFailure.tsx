import { ErrorPanel, messages } from '@bookmarked/ui';
import { RemoteTimeoutError } from '../load/loadRemotePage';
import { PlatformVersionMismatchError } from '../load/platformVersion';
import { reportRetry } from '../../rum/report';

interface RemoteFailureProps {
  section: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * Why a section is missing. A remote built for a newer platform than this host provides gets
 * its own message and no Retry: only a deploy of the host can fix it. Offline, a section whose
 * files were never kept says so, rather than that part of the site is failing. (No retry on
 * the `online` event: it fires before every part of the browser, the service worker included,
 * is back online.)
 */
export function RemoteFailure({ section, error, onRetry: retry }: RemoteFailureProps) {
  const onRetry = () => {
    reportRetry();
    retry();
  };
  if (error instanceof PlatformVersionMismatchError) {
    return (
      <ErrorPanel title={messages.remoteOutdatedTitle(section)} level={1}>
        <p>{messages.remoteOutdatedText(error.required, error.provided)}</p>
      </ErrorPanel>
    );
  }
  if (!navigator.onLine) {
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
