import { use, type ReactNode } from 'react';
import { useIsClient } from '../useIsClient';
import { useLoad, type Load } from './useLoad';

interface LoadedProps<T> {
  load: Load<T>;
  /** Shown until the load settles. */
  loading: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * What a load brought, drawn by `children` once it is in (see useLoad for why not React.lazy).
 * A failed load is thrown to the nearest error boundary, which shows its message and Retry.
 *
 * While the browser hydrates server HTML, it waits for the load instead of showing `loading`:
 * the server drew what the load brings (it waits for its loads first), and React keeps that
 * HTML on screen until the load is in, then hydrates it.
 */
export function Loaded<T>({ load, loading, children }: LoadedProps<T>) {
  const state = useLoad(load);
  const hydrating = !useIsClient() && typeof document !== 'undefined';
  if (state.status === 'loading' && hydrating) return children(use(load.promise()));
  if (state.status === 'failed') throw state.error;
  return state.status === 'loading' ? loading : children(state.value);
}
