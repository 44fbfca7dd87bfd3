import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Book } from '@bookmarked/shared';
import { useIsClient } from '@bookmarked/ui';
import { gridClassName, useColumnCount } from './columns';
import { ALL_BOOKS_UP_TO, rowsToRender } from './rowsToRender';
import { useAfterPaint } from './useAfterPaint';
import { useListTop } from './useListTop';
import { useScrollMemory } from './useScrollMemory';

/** A row of cards as the grid first lays it out, before it is measured. */
const ESTIMATED_ROW_HEIGHT = 500;
/** The grid's row gap (gap-6). */
const ROW_GAP = 24;
/**
 * Rows kept drawn beyond the viewport on either side. The first paint draws only the rows in
 * view: those beyond it wait until the visitor has seen the first cards.
 */
const OVERSCAN = 2;
/**
 * Cards drawn before the grid knows where it stands: two rows at the widest layout. They are
 * the server's first screen (the columns come from the grid's classes, right at every width
 * without script), and in the browser they stand in until the grid has measured itself.
 */
const FIRST_SCREEN_CARDS = 10;

interface VirtualBookGridProps {
  books: readonly Book[];
  renderCard: (book: Book) => ReactNode;
  /** The history entry shown, to come back to the same place on Back and reload. */
  entryKey: string;
  /** Where the results start (the search form), scrolled to when a new search starts below it. */
  resultsTop: () => HTMLElement | null;
}

/**
 * The Home grid at any size: one list, the same responsive columns, but only the rows near
 * the viewport are in the DOM. The page keeps scrolling as a whole (the window scrolls), each
 * card says where it stands in the list, and the rows around the focused card stay so Tab
 * walks the cards in order.
 */
export const VirtualBookGrid = memo(function VirtualBookGrid({ books, renderCard, entryKey, resultsTop }: VirtualBookGridProps) {
  const isClient = useIsClient();
  const columns = useColumnCount();
  const listRef = useRef<HTMLUListElement>(null);
  const listTop = useListTop(listRef);
  const [focusedRow, setFocusedRow] = useState<number | undefined>(undefined);
  const rowCount = Math.ceil(books.length / columns);
  // The first paint draws only the rows in view, so the visitor sees the first cards sooner;
  // a small catalogue is then drawn whole, a large one keeps a few rows either side.
  const painted = useAfterPaint(listTop !== undefined);
  const renderAll = painted && books.length <= ALL_BOOKS_UP_TO;
  const overscan = painted ? OVERSCAN : 0;
  // Until then the first screen's cards stay too, as drawn: taking them out and drawing them
  // again would blank them for a frame, and lose a click the visitor aimed at one.
  const firstRowsKept = painted ? 0 : Math.ceil(FIRST_SCREEN_CARDS / columns);

  const rangeExtractor = useCallback(
    (range: Range) => rowsToRender(range, focusedRow, renderAll, firstRowsKept),
    [focusedRow, renderAll, firstRowsKept],
  );
  // Stable while the list is: the virtualizer lays out every row again when this changes.
  const getItemKey = useCallback((row: number) => books[row * columns]?.bookId ?? row, [books, columns]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    gap: ROW_GAP,
    overscan,
    scrollMargin: listTop ?? 0,
    getItemKey,
    rangeExtractor,
    // The window's real size from the start; the default (nothing visible) costs a second render.
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });

  // Rows are laid out in the page's flow: until the first paint, measuring the rows the page
  // opened with changes nothing on screen, and moving the window for it (the virtualizer's
  // default) took a visitor who had scrolled before the page was live away from where they were.
  useLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = painted ? undefined : () => false;
  }, [virtualizer, painted]);

  useScrollMemory({ virtualizer, entryKey, columns, listTop, bookCount: books.length, resultsTop });

  // Until the grid knows where it starts on the page it cannot know which rows are in view:
  // the first screen's cards are drawn, then the right few rows.
  const measured = listTop !== undefined;
  const rows = measured ? virtualizer.getVirtualItems() : [];
  const first = rows[0];
  const last = rows.at(-1);
  const scrollMargin = listTop ?? 0;
  const paddingTop = first ? first.start - scrollMargin : 0;
  const rowsBelow = last ? Math.max(virtualizer.getTotalSize() - (last.end - scrollMargin), 0) : virtualizer.getTotalSize();
  // A server has no scrolling to keep room for: its page ends after the first screen.
  const paddingBottom = isClient ? rowsBelow : 0;
  const drawn = measured
    ? rows.flatMap((row) =>
        books.slice(row.index * columns, (row.index + 1) * columns).map((book, column) => ({ book, column, row: row.index })),
      )
    : books.slice(0, FIRST_SCREEN_CARDS).map((book) => ({ book, column: undefined, row: undefined }));

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-position]');
    if (item) setFocusedRow(Math.floor(Number(item.dataset.position) / columns));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(undefined);
  };

  return (
    <ul ref={listRef} className={gridClassName} style={{ paddingTop, paddingBottom }} onFocus={onFocus} onBlur={onBlur}>
      {drawn.map(({ book, column, row }, index) => {
        const position = row === undefined ? index : row * columns + (column ?? 0);
        return (
          <li
            key={book.bookId}
            // The first card of each row measures the row (cards in a row share its height). Every
            // card names its row: one that was first before a re-sort is still watched for its size.
            ref={column === 0 ? virtualizer.measureElement : undefined}
            data-index={row}
            data-position={position}
            aria-setsize={books.length}
            aria-posinset={position + 1}
          >
            {renderCard(book)}
          </li>
        );
      })}
    </ul>
  );
});
