import { useRouteError } from '@bookmarked/shared';
import { ErrorPanel, messages } from '@bookmarked/ui';

/** Anything a page throws outside a remote boundary: the header stays, the page says so. */
export function RouteError() {
  const error = useRouteError();
  console.error('[Bookmarked] route error', error);
  return (
    <ErrorPanel title={messages.pageFailedTitle} level={1} onRetry={() => window.location.reload()}>
      <p>{messages.pageFailedText}</p>
    </ErrorPanel>
  );
}
