import { describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { loadOnce, useLoad, type Load } from './useLoad';

function Shows({ load }: { load: Load<string> }) {
  const state = useLoad(load);
  if (state.status === 'loading') return <p>Loading...</p>;
  if (state.status === 'failed') return <p role="alert">{String(state.error)}</p>;
  return <h1>{state.value}</h1>;
}

const deferred = () => {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('loadOnce', () => {
  it('starts the load when first asked, and only once', () => {
    const start = vi.fn(() => Promise.resolve('page'));
    const load = loadOnce(start);
    expect(start).not.toHaveBeenCalled();
    const first = load.promise();
    expect(load.promise()).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('useLoad', () => {
  it('shows the loading view, then what loaded, starting the load once under StrictMode', async () => {
    const { promise, resolve } = deferred();
    const start = vi.fn(() => promise);
    render(
      <StrictMode>
        <Shows load={loadOnce(start)} />
      </StrictMode>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    resolve('Home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load, and a new load starts over from loading', async () => {
    const { rerender } = render(<Shows load={loadOnce(() => Promise.reject(new Error('chunk gone')))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk gone');

    const retry = deferred();
    rerender(<Shows load={loadOnce(() => retry.promise)} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    retry.resolve('Home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('gives a load that already brought its value in the first render, without the loading view', async () => {
    const load = loadOnce(() => Promise.resolve('Listed'));
    await load.promise();
    render(<Shows load={load} />);
    expect(screen.getByRole('heading', { name: 'Listed' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows a load that settled after its render drew the loading view but before its effect ran', async () => {
    // A chunk can arrive while React has drawn the loading view and not yet run its effects
    // (they wait for the next frame on a busy page): the view must still move on.
    const inner = loadOnce(() => Promise.resolve('Chart'));
    await inner.promise();
    let renders = 0;
    const arrivesAfterTheRender: Load<string> = {
      promise: inner.promise,
      settled: () => (renders++ === 0 ? undefined : inner.settled()),
    };
    render(<Shows load={arrivesAfterTheRender} />);
    expect(await screen.findByRole('heading', { name: 'Chart' })).toBeInTheDocument();
  });

  it('ignores a load it no longer shows', async () => {
    const stale = deferred();
    const { rerender } = render(<Shows load={loadOnce(() => stale.promise)} />);
    rerender(<Shows load={loadOnce(() => Promise.resolve('Listed'))} />);
    expect(await screen.findByRole('heading', { name: 'Listed' })).toBeInTheDocument();
    stale.resolve('Home');
    await Promise.resolve();
    expect(screen.getByRole('heading', { name: 'Listed' })).toBeInTheDocument();
  });
});
