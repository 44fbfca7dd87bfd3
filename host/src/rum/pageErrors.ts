import type { RootOptions } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { reportError } from './report';

/** React's own errors reported from a root's handlers, which window's error event then sees again. */
const fromReact = new WeakSet<object>();

/** Errors nothing caught, and promises nobody handled, from the first script on. */
export function listenForPageErrors(): void {
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    if (typeof error === 'object' && error !== null && fromReact.has(error)) return;
    reportError('window', error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
}

/** As React reports an error by default: as the browser reports one nobody caught (seen once here). */
function reportGlobally(error: unknown): void {
  if (typeof error === 'object' && error !== null) fromReact.add(error);
  if (typeof window.reportError === 'function') window.reportError(error);
  else console.error(error);
}

type ErrorHandlers = Pick<RootOptions, 'onCaughtError' | 'onUncaughtError' | 'onRecoverableError'>;

/**
 * A React root's error handlers: each error reported, then handled as the root did before
 * (`handlers`, or React's own: a caught error logged, an uncaught or a recoverable one reported
 * as the browser reports any).
 */
export function reportingRootErrors(handlers: ErrorHandlers = {}): Required<ErrorHandlers> {
  return {
    onCaughtError(error, info) {
      reportError('react-caught', error, { componentStack: info.componentStack, caughtBySection: info.errorBoundary instanceof ErrorBoundary });
      if (handlers.onCaughtError) handlers.onCaughtError(error, info);
      else console.error(error);
    },
    onUncaughtError(error, info) {
      reportError('react-uncaught', error, { componentStack: info.componentStack });
      if (handlers.onUncaughtError) handlers.onUncaughtError(error, info);
      else reportGlobally(error);
    },
    onRecoverableError(error, info) {
      if (handlers.onRecoverableError) handlers.onRecoverableError(error, info);
      else {
        reportError('react-recoverable', error, { componentStack: info.componentStack });
        reportGlobally(error);
      }
    },
  };
}
