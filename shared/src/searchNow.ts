import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The address's search as it is at this moment. The router's copy (`useSearchParams`,
 * `useLocation`) is the last render's: two updates made before the page draws again would
 * both start from it, and the second would undo the first.
 */
export function searchParamsNow(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

type SearchUpdate = (now: URLSearchParams) => URLSearchParams;

/** `useSearchParams`, except that an update starts from the address now, not the last render's. */
export function useSearchParamsNow(): [URLSearchParams, (update: SearchUpdate, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback((change: SearchUpdate, options?: NavigateOptions) => setParams(change(searchParamsNow()), options), [setParams]);
  return [params, update];
}
