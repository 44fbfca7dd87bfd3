import { useEffect, useRef } from 'react';
import { $catalogueShelf, listNames, openShelf, retryShelf, useList, useStore, type ListName } from '@bookmarked/shared';
import { CatalogueFailed, listLabels, useIsClient } from '@bookmarked/ui';
import { copy } from '../copy';
import { ListPanel } from '../components/ListPanel';
import { ListTabs } from '../components/ListTabs';
import { PendingListPanel } from '../components/PendingListPanel';
import { ListsTransfer } from '../components/ListsTransfer';
import { SortOrderSelect } from '../components/SortOrderSelect';
import { SortSelect } from '../components/SortSelect';
import { useListedParams } from '../lib/useListedParams';
import { useListRows } from '../lib/useListRows';
import { useKeepFirstScreen } from '../lib/useKeepFirstScreen';

/** The cards a first screen shows at least, drawn before it is kept for the next visit. */
const FIRST_CARDS = 3;

/**
 * Listed Books: the Read Books and Wishlist Books tabs. Both tabs are derived from the
 * catalogue's index, the live list stores and the tab and sort the URL holds. A server renders
 * the frame only, with 'Loading...' where the lists go: they live in the visitor's storage, so
 * it never claims one is empty (PendingListPanel shows an empty list early only where storage
 * says so). The frame (sort, tabs, export and import) needs no catalogue. The lists show once
 * the index and the stored lists are known: the index places and sorts every book of both
 * lists, and only the catalogue's pages that hold the cards drawn are read (catalogueShelf),
 * the first ones as soon as the page's code is in (prepareListedBooks), the rest as the
 * visitor scrolls. The whole booksData.json is never read here, but by export and import.
 */
export function ListedBooksPage() {
  const [{ tab: activeList, sort: sortKey, order }, setView] = useListedParams();
  const listsKnown = useIsClient();
  const catalogue = useStore($catalogueShelf);
  useEffect(() => {
    void openShelf();
  }, []);
  const ids: Record<ListName, number[]> = {
    readList: useList('readList'),
    wishList: useList('wishList'),
  };
  // The catalogue's index, once it and the stored lists are known: till then each tab says 'Loading...'.
  const shelf = listsKnown && catalogue.status === 'ready' ? catalogue : undefined;
  const rows = {
    readList: useListRows(shelf, { ids: ids.readList, sortKey, direction: order }),
    wishList: useListRows(shelf, { ids: ids.wishList, sortKey, direction: order }),
  };
  const pageRef = useRef<HTMLDivElement>(null);
  const shown = rows[activeList];
  const firstScreenDrawn =
    shelf !== undefined && shown !== undefined && shown.count > 0 && Array.from({ length: Math.min(shown.count, FIRST_CARDS) }, (_, row) => shown.bookAt(row)).every(Boolean);
  useKeepFirstScreen(pageRef, firstScreenDrawn ? { lists: ids, catalogue: shelf.index.release } : undefined, `${activeList} ${sortKey ?? ''} ${order}`);

  return (
    <div ref={pageRef} className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-stone-100 px-6 py-7 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div>
          <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{copy.heading}</h1>
          <p className="mt-1 text-stone-600">{copy.intro}</p>
        </div>
        <div className="flex flex-col gap-2">
          <SortSelect value={sortKey} onChange={(sort) => setView({ sort })} />
          {sortKey ? <SortOrderSelect value={order} onChange={(next) => setView({ order: next })} /> : null}
        </div>
      </header>
      {/* While hydrating, the server's frame as it was drawn, whatever the catalogue's state. */}
      {listsKnown && catalogue.status === 'error' ? (
        <CatalogueFailed message={catalogue.message} onRetry={() => void retryShelf()} />
      ) : (
        <div className="flex flex-col gap-4">
          <ListsTransfer ids={ids} />
          <ListTabs
            label={copy.listsLabel}
            active={activeList}
            onSelect={(tab) => setView({ tab })}
            tabs={listNames.map((list) => {
              const shown = rows[list];
              if (!shown) return { key: list, label: listLabels[list], panel: <PendingListPanel list={list} /> };
              return {
                key: list,
                label: listLabels[list],
                count: shown.count,
                panel: <ListPanel list={list} rows={shown} shown={list === activeList} />,
              };
            })}
          />
        </div>
      )}
    </div>
  );
}
