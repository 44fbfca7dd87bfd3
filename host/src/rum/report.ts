import type { RemoteName } from '@bookmarked/shared';

/** Where an error was seen: the contract's `source` of an error event. */
export type ErrorSource = 'window' | 'rejection' | 'react-caught' | 'react-uncaught' | 'react-recoverable';

/**
 * Something the page went through, as the start-up code saw it, before it is turned into the
 * beacon's events (rum/client.ts, loaded once the page is live). `path` is the address it
 * happened at, which names the page the beacon is about.
 */
export type Happening = { path: string } & (
  | { kind: 'page-view' }
  | { kind: 'error'; source: ErrorSource; error: unknown; context?: ErrorContext }
  | { kind: 'load-failure'; remote: RemoteName; error: unknown }
  | { kind: 'hydration-recovery' }
  | { kind: 'retry' }
);

/** What React says of an error it caught or could not: where in the tree, and which boundary. */
export interface ErrorContext {
  componentStack?: string;
  /** Caught by the error boundary around the route's page (RemotePage): its section is the page's remote. */
  caughtBySection?: boolean;
}

/** What waits for the client at most: the start-up of a page sees a handful of these. */
const MAX_WAITING = 50;
const waiting: Happening[] = [];
let receiver: ((happening: Happening) => void) | undefined;

/** Hands a happening to the client, or keeps it (up to a bound) until the client is there. */
function report(happening: Happening): void {
  if (receiver) receiver(happening);
  else if (waiting.length < MAX_WAITING) waiting.push(happening);
}

const here = () => window.location.pathname;

/** The client takes what was kept, then every later happening as it comes. */
export function receiveReports(take: (happening: Happening) => void): void {
  receiver = take;
  for (const happening of waiting.splice(0)) take(happening);
}

export const reportPageView = (path = here()) => report({ kind: 'page-view', path });

/** Load failures reported: the same failure thrown again through a section's render is no error of its own. */
const loadFailures = new WeakSet<object>();
const isLoadFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (loadFailures.has(error) || (error instanceof Error && isLoadFailure(error.cause)));

export function reportError(source: ErrorSource, error: unknown, context?: ErrorContext): void {
  if (!isLoadFailure(error)) report({ kind: 'error', source, error, context, path: here() });
}

/** A remote's page that did not load, for whatever reason (a platform mismatch is a skew). */
export function reportLoadFailure(remote: RemoteName, error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  report({ kind: 'load-failure', remote, error, path: here() });
}

/** React drew a part of the server's page afresh because it did not match. */
export const reportHydrationMismatch = () => report({ kind: 'hydration-recovery', path: here() });

/** The visitor pressed Retry on the route's page's failure message. */
export const reportRetry = () => report({ kind: 'retry', path: here() });
