import { useSearchParamsNow } from '@bookmarked/shared';
import { readListedView, writeListedView, type ListedView } from './listedParams';

/**
 * The tab and the sort live in the URL, so Back, reload and a shared link bring them back.
 * Changes replace the history entry: switching tabs does not fill the Back button.
 */
export function useListedParams(): [ListedView, (change: Partial<ListedView>) => void] {
  const [params, setParams] = useSearchParamsNow();
  const view = readListedView(params);
  const update = (change: Partial<ListedView>) =>
    setParams((now) => writeListedView(now, { ...readListedView(now), ...change }), { replace: true });
  return [view, update];
}
