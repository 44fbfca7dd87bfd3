import { startTransition, useEffect, useState } from 'react';

/**
 * A load that starts the first time its promise is asked for and hands back that same promise
 * every time after (StrictMode runs effects twice). An object, not a function, so it can be
 * kept in React state as it is.
 */
export interface Load<T> {
  readonly promise: () => Promise<T>;
  /** What the load has come to, once its promise has settled; undefined before. */
  readonly settled: () => LoadState<T> | undefined;
}

export type LoadState<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

export function loadOnce<T>(start: () => Promise<T>): Load<T> {
  let started: Promise<T> | undefined;
  let state: LoadState<T> | undefined;
  const promise = () =>
    (started ??= start().then(
      (value) => {
        state = { status: 'done', value };
        return value;
      },
      (error: unknown) => {
        state = { status: 'failed', error };
        throw error;
      },
    ));
  return { promise, settled: () => state };
}

const LOADING = { status: 'loading' } as const;

/**
 * What a load has come to, rendered again when it settles: the caller shows its own loading
 * view meanwhile. Used instead of React.lazy under Suspense for a load started ahead of time:
 * React holds a suspended boundary's content back until 300 ms after its fallback appeared
 * (so a quick load does not flash), and a page whose code was fetched during start-up would
 * wait out most of that every time. A new `load` (a retry) starts over from 'loading'. A load
 * that settled before it was rendered (a page fetched ahead) gives its result in the first
 * render, with no loading view in between.
 */
export function useLoad<T>(load: Load<T>): LoadState<T> {
  const [settled, setSettled] = useState<{ load: Load<T>; state: LoadState<T> } | undefined>(undefined);
  const shown = settled?.load === load ? settled.state : (load.settled() ?? LOADING);
  const waiting = shown.status === 'loading';
  useEffect(() => {
    // Listens whenever the render drew the loading view, even if the load has settled since:
    // a chunk that arrives between that render and this effect must still be drawn.
    if (!waiting) return;
    let current = true;
    // As a transition: a large page's first render then comes in slices that let the browser
    // breathe, as React.lazy's retry did, instead of one long task.
    const show = (state: LoadState<T>) => {
      if (current) startTransition(() => setSettled({ load, state }));
    };
    load.promise().then(
      (value) => show({ status: 'done', value }),
      (error: unknown) => show({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, waiting]);
  return shown;
}
