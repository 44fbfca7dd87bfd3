import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Happening } from './report';
import type * as ReportModule from './report';

let report: typeof ReportModule;

beforeEach(async () => {
  vi.resetModules();
  report = await import('./report');
  window.history.replaceState(null, '', '/listed?tab=wish');
});

function received(): Happening[] {
  const got: Happening[] = [];
  report.receiveReports((happening) => got.push(happening));
  return got;
}

describe('report', () => {
  it('keeps what happens before the client is there, then hands it over and the rest as it comes, with the page address and no query', () => {
    const failure = new Error('no entry');
    report.reportPageView();
    report.reportLoadFailure('lists', failure);
    const got = received();
    report.reportRetry();
    report.reportHydrationMismatch();
    report.reportPageView('/');
    expect(got).toEqual([
      { kind: 'page-view', path: '/listed' },
      { kind: 'load-failure', remote: 'lists', error: failure, path: '/listed' },
      { kind: 'retry', path: '/listed' },
      { kind: 'hydration-recovery', path: '/listed' },
      { kind: 'page-view', path: '/' },
    ]);
  });

  it('keeps at most 50 happenings for the client', () => {
    for (let i = 0; i < 60; i++) report.reportRetry();
    expect(received()).toHaveLength(50);
  });

  it('reports an error with where React saw it', () => {
    const error = new Error('render failed');
    report.reportError('react-caught', error, { componentStack: '\n    at Page', caughtBySection: true });
    expect(received()).toEqual([{ kind: 'error', source: 'react-caught', error, context: { componentStack: '\n    at Page', caughtBySection: true }, path: '/listed' }]);
  });

  it('counts no error for a load failure thrown again through a render, nor for what it caused', () => {
    const failure = new Error('no entry');
    report.reportLoadFailure('graph', failure);
    report.reportError('react-caught', failure);
    report.reportError('react-caught', new Error('retry failed', { cause: failure }));
    report.reportError('window', 'a thrown string');
    report.reportError('rejection', null);
    expect(received().map(({ kind }) => kind)).toEqual(['load-failure', 'error', 'error']);
  });
});
