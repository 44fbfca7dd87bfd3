import { beforeEach, describe, expect, it, vi } from 'vitest';

const reported = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('./report', () => ({ reportPageView: (path: string) => reported.paths.push(path) }));

const { countPageViews } = await import('./pageViews');

type State = { historyAction: string; location: { pathname: string; key: string } };

function fakeRouter(pathname: string) {
  const listeners: Array<(state: State) => void> = [];
  const router = {
    state: { historyAction: 'POP', location: { pathname, key: 'default' } },
    subscribe: (listener: (state: State) => void) => listeners.push(listener),
    go(historyAction: string, to: string, key: string) {
      router.state = { historyAction, location: { pathname: to, key } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

beforeEach(() => {
  reported.paths = [];
});

describe('countPageViews', () => {
  it('counts the page the site was opened at, and each page the visitor moves to', () => {
    const router = fakeRouter('/');
    countPageViews(router);
    router.go('PUSH', '/listed', 'a');
    router.go('POP', '/', 'b');
    expect(reported.paths).toEqual(['/', '/listed', '/']);
  });

  it('counts no view for a state that keeps the location (a navigation under way)', () => {
    const router = fakeRouter('/');
    countPageViews(router);
    router.go('POP', '/', 'default');
    expect(reported.paths).toEqual(['/']);
  });

  it('counts a replaced address on the same page as the same view, and a pushed one as a new view', () => {
    const router = fakeRouter('/');
    countPageViews(router);
    router.go('REPLACE', '/', 'a');
    router.go('PUSH', '/', 'b');
    router.go('REPLACE', '/details', 'c');
    expect(reported.paths).toEqual(['/', '/', '/details']);
  });
});
