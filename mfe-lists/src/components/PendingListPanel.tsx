import type { ListName } from '@bookmarked/shared';
import { LoadingText } from '@bookmarked/ui';
import { bookRows } from '../lib/listRows';
import { ListPanel } from './ListPanel';

const NO_BOOKS = bookRows([]);

/**
 * A tab's content while the visitor's lists are not known yet: in a server render, and while the
 * page hydrates. It says 'Loading...' and holds the empty list's panel hidden beside it. The host's
 * first script names on <html> the lists storage holds no book in (`data-lists-empty`); for those,
 * remote.css shows the empty panel instead, from the first paint. Without that script (JavaScript
 * off, storage unreadable, a list with books) the page never claims a list is empty.
 */
export function PendingListPanel({ list }: { list: ListName }) {
  return (
    <>
      <div data-pending-list={list}>
        <LoadingText />
      </div>
      <div hidden data-empty-list={list}>
        <ListPanel list={list} rows={NO_BOOKS} />
      </div>
    </>
  );
}
