import { useEffect } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Book, ListName } from '@bookmarked/shared';
import { LoadingText } from '@bookmarked/ui';
import { useDocumentTop } from '../hooks/useDocumentTop';
import type { ListRows } from '../lib/listRows';
import { ListedBookCard } from './ListedBookCard';

/** A card's height before it is measured: stacked on a narrow screen, side by side from `sm` up. */
const estimatedCardHeight = () => (window.innerWidth < 640 ? 640 : 320);
/** Space between cards (Tailwind's gap-5). */
const CARD_GAP = 20;
/** Cards drawn beyond each edge of the window, so Tab and quick scrolls find them ready. */
const OVERSCAN = 4;

interface VirtualBookListProps {
  rows: ListRows;
  list: ListName;
  onRemove: (book: Book, index: number) => void;
  removeRef: (bookId: number, element: HTMLButtonElement | null) => void;
}

/**
 * The saved books as a list scrolled with the page, of which only the cards in and near the
 * window are in the DOM. Each item keeps its position and the total for assistive tech.
 * Items are keyed by book, so removing one leaves the cards around the visitor where they were.
 * A row whose book is still on its way says 'Loading...' in a card's space, and the list asks
 * for the books of the rows it draws.
 */
export function VirtualBookList({ rows, list, onRemove, removeRef }: VirtualBookListProps) {
  const [listRef, listTop] = useDocumentTop<HTMLUListElement>();
  // Read once per render: the virtualizer asks for every card's estimate, 10,000 window reads
  // for a list of 10,000 books.
  const estimate = estimatedCardHeight();
  const virtualizer = useWindowVirtualizer({
    count: rows.count,
    estimateSize: () => estimate,
    gap: CARD_GAP,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    getItemKey: (index) => rows.idAt(index) ?? index,
    // A card in the hidden tab measures 0; keeping the estimate stops that tab drawing every card.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
  });

  const items = virtualizer.getVirtualItems();
  // The rows drawn whose books are not in yet, as text: asked for again only when that changes.
  const missing = items
    .filter((item) => !rows.bookAt(item.index))
    .map((item) => item.index)
    .join();
  useEffect(() => {
    if (missing) rows.want(missing.split(',').map(Number));
  }, [missing, rows]);

  return (
    <ul ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const book = rows.bookAt(item.index);
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={rows.count}
            aria-posinset={item.index + 1}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {book ? (
              <ListedBookCard
                book={book}
                list={list}
                onRemove={() => onRemove(book, item.index)}
                removeRef={(element) => removeRef(book.bookId, element)}
              />
            ) : (
              <div className="h-80 rounded-2xl border border-stone-200 bg-stone-50">
                <LoadingText />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
