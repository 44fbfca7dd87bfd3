import { reportHydrationMismatch } from '../../rum/report';

/** The failures of page loads the app awaited over server HTML: each has its own message on screen. */
const expectedFailures = new WeakSet<object>();

/**
 * Notes a failed page load that a hydration awaited. React then draws the page's part afresh,
 * where its error boundary shows the failure and Retry, and tells onRecoverableError, which
 * has nothing more to say about it.
 */
export function expectHydrationFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) expectedFailures.add(error);
}

const isExpected = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (expectedFailures.has(error) || (error instanceof Error && isExpected(error.cause)));

/**
 * React's report of a part it could not hydrate and drew afresh instead. The visitor sees the
 * right page either way. A developer is told when the server's HTML did not match the client's
 * first render (a remote's HTML built from other data than the catalogue served, or a render
 * that differs on the server), since each such page is drawn twice, and the page's RUM counts
 * it as a hydration recovery. A part whose render threw
 * while hydrating (its code failed to load) has its own message on screen from its error
 * boundary (which reports its error), so the console only notes it.
 */
export function reportHydrationRecovery(error: unknown, info?: { componentStack?: string }): void {
  if (isExpected(error)) return;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) {
    console.info('[bookmarked] a part of the server-drawn page failed while hydrating; it shows its own message:', cause);
    return;
  }
  reportHydrationMismatch();
  console.warn('[bookmarked] the server-drawn page did not match its first render in the browser, so it was drawn afresh:', error, info?.componentStack ?? '');
}
