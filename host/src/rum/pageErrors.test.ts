import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

const reported = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('./report', () => ({ reportError: (...args: unknown[]) => reported.calls.push(args) }));

const { listenForPageErrors, reportingRootErrors } = await import('./pageErrors');

beforeEach(() => {
  reported.calls = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

const boundary = (Kind: typeof Component) => new Kind({}) as unknown as Component;

describe('listenForPageErrors', () => {
  listenForPageErrors();

  it("reports an error nobody caught, and a promise's rejection nobody handled", () => {
    const error = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const reason = new Error('rejected');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: reason });
    window.dispatchEvent(rejection);
    expect(reported.calls).toEqual([['window', error], ['window', 'Script error.'], ['rejection', reason]]);
  });
});

describe('reportingRootErrors', () => {
  it("reports an error a boundary caught, and whether it was the route page's, then logs it as React does", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('render failed');
    const handlers = reportingRootErrors();
    handlers.onCaughtError(error, { componentStack: '\n    at Page', errorBoundary: boundary(ErrorBoundary) });
    handlers.onCaughtError(error, { componentStack: '\n    at Other', errorBoundary: boundary(Component) });
    expect(reported.calls).toEqual([
      ['react-caught', error, { componentStack: '\n    at Page', caughtBySection: true }],
      ['react-caught', error, { componentStack: '\n    at Other', caughtBySection: false }],
    ]);
    expect(logged).toHaveBeenCalledWith(error);
  });

  it('reports an uncaught error once: as React, the browser then reports it, and the window listener lets it pass', () => {
    listenForPageErrors();
    const error = new Error('root failed');
    const reportGlobal = vi.fn((thrown: unknown) => window.dispatchEvent(new ErrorEvent('error', { error: thrown })));
    vi.stubGlobal('reportError', reportGlobal);
    reportingRootErrors().onUncaughtError(error, { componentStack: '\n    at App' });
    vi.unstubAllGlobals();
    expect(reportGlobal).toHaveBeenCalledWith(error);
    expect(reported.calls).toEqual([['react-uncaught', error, { componentStack: '\n    at App' }]]);
  });

  it("reports a recoverable error of a root without a handler, as React's default reports it", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('reportError', undefined);
    const error = new Error('recovered');
    reportingRootErrors().onRecoverableError(error, { componentStack: '\n    at Part' });
    vi.unstubAllGlobals();
    expect(reported.calls).toEqual([['react-recoverable', error, { componentStack: '\n    at Part' }]]);
    expect(logged).toHaveBeenCalledWith(error);
  });

  it("leaves each error to the root's own handlers after reporting it, and a recoverable one to them alone", () => {
    const own = { onCaughtError: vi.fn(), onUncaughtError: vi.fn(), onRecoverableError: vi.fn() };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handlers = reportingRootErrors(own);
    const error = new Error('x');
    handlers.onCaughtError(error, { componentStack: '' });
    handlers.onUncaughtError(error, { componentStack: '' });
    handlers.onRecoverableError(error, { componentStack: '' });
    expect(own.onCaughtError).toHaveBeenCalledWith(error, { componentStack: '' });
    expect(own.onUncaughtError).toHaveBeenCalledWith(error, { componentStack: '' });
    expect(own.onRecoverableError).toHaveBeenCalledWith(error, { componentStack: '' });
    expect(logged).not.toHaveBeenCalled();
    expect(reported.calls.map(([source]) => source)).toEqual(['react-caught', 'react-uncaught']);
  });
});
