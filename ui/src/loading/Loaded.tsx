import type { ReactNode } from 'react';
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
 */
export function Loaded<T>({ load, loading, children }: LoadedProps<T>) {
  const state = useLoad(load);
  if (state.status === 'failed') throw state.error;
  return state.status === 'loading' ? loading : children(state.value);
}
