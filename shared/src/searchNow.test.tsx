import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSearchParamsNow } from './searchNow';

type Set = ReturnType<typeof useSearchParamsNow>[1];

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const handle: { set?: Set } = {};
  function Page() {
    const [params, set] = useSearchParamsNow();
    handle.set = set;
    return <p>Params: {params.toString()}</p>;
  }
  const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
  render(<RouterProvider router={router} />);
  return { router, set: (...args: Parameters<Set>) => handle.set?.(...args) };
}

const adding = (name: string, value: string) => (now: URLSearchParams) => {
  const next = new URLSearchParams(now);
  next.set(name, value);
  return next;
};

describe('useSearchParamsNow', () => {
  it('keeps two updates made before the page draws again', () => {
    const { set } = renderAt('/listed?keep=1');
    act(() => {
      set(adding('tab', 'wish'));
      set(adding('sort', 'pages'));
    });
    expect(window.location.search).toBe('?keep=1&tab=wish&sort=pages');
    expect(screen.getByText('Params: keep=1&tab=wish&sort=pages')).toBeInTheDocument();
  });

  it('adds a history entry or replaces the current one, as asked', () => {
    const { router, set } = renderAt('/listed');
    act(() => set(adding('tab', 'wish')));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => set(adding('sort', 'pages'), { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.location.pathname + window.location.search).toBe('/listed?tab=wish&sort=pages');
  });
});
