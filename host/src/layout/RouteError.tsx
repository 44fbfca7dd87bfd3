import { useRouteError } from '@bookmarked/shared';
import { ErrorPanel } from '@bookmarked/shared';

/** Anything a page throws outside a remote boundary: the header stays, the page says so. */
export function RouteError() {
  const error = useRouteError();
  console.error('[Bookmarked] route error', error);
  return (
    <ErrorPanel title="Something went wrong on this page" onRetry={() => window.location.reload()}>
      <p>Try again, or pick another page from the menu above.</p>
    </ErrorPanel>
  );
}
