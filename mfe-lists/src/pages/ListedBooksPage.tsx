import { $catalogue, $catalogueFirstLook, firstLookFor, listedBooks, listNames, useList, useStore, type ListName } from '@bookmarked/shared';
import { CatalogueFailed, listLabels, useIsClient } from '@bookmarked/ui';
import { copy } from '../copy';
import { ListPanel } from '../components/ListPanel';
import { ListTabs } from '../components/ListTabs';
import { PendingListPanel } from '../components/PendingListPanel';
import { ListsTransfer } from '../components/ListsTransfer';
import { SortOrderSelect } from '../components/SortOrderSelect';
import { SortSelect } from '../components/SortSelect';
import { useListedParams } from '../lib/useListedParams';

/**
 * Listed Books: the Read Books and Wishlist Books tabs. Both tabs are derived on every render from the catalogue,
 * the live list stores and the tab and sort the URL holds. A server renders the frame only, with
 * 'Loading...' where the lists go: they live in the visitor's storage, so it never claims one is
 * empty (PendingListPanel shows an empty list early only where storage says so). The frame
 * (sort, tabs, export and import) needs no catalogue, so it works while a large one loads, and
 * the lists show once both it and the stored lists are known. With a large catalogue each
 * list's first books come ahead of the whole, from the catalogue's index or its worker (see
 * wantFirstLook and prepareListedBooks): the tabs show those, and their counts, until the rest is in.
 */
export function ListedBooksPage() {
  const [{ tab: activeList, sort: sortKey, order }, setView] = useListedParams();
  const listsKnown = useIsClient();
  const catalogue = useStore($catalogue);
  const firstLook = useStore($catalogueFirstLook);
  const ids: Record<ListName, number[]> = {
    readList: useList('readList'),
    wishList: useList('wishList'),
  };

  // The catalogue's books, once they and the stored lists are known: till then each tab says 'Loading...'.
  const books = listsKnown && catalogue.status === 'ready' ? catalogue.books : undefined;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
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
        <CatalogueFailed message={catalogue.message} />
      ) : (
        <div className="flex flex-col gap-4">
          <ListsTransfer ids={ids} />
          <ListTabs
            label={copy.listsLabel}
            active={activeList}
            onSelect={(tab) => setView({ tab })}
            tabs={listNames.map((list) => {
              const view = { ids: ids[list], sortKey, direction: order };
              // The whole list once the catalogue is in; before, a large catalogue's first books
              // for this view, read ahead of the rest (see wantFirstLook); else 'Loading...'.
              const shown = books
                ? { books: listedBooks(books, view.ids, view.sortKey, view.direction) }
                : listsKnown
                  ? firstLookFor(firstLook, view)
                  : undefined;
              if (!shown) return { key: list, label: listLabels[list], panel: <PendingListPanel list={list} /> };
              const total = 'count' in shown ? shown.count : shown.books.length;
              return {
                key: list,
                label: listLabels[list],
                count: total,
                panel: <ListPanel list={list} books={shown.books} total={total} shown={list === activeList} />,
              };
            })}
          />
        </div>
      )}
    </div>
  );
}
