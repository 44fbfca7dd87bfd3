import { useDeferredValue, useRef } from 'react';
import type { Book, ListName } from '@bookmarked/shared';
import { copy } from '../copy';
import { bookRows, type ListRows } from '../lib/listRows';
import { removeBook } from '../lib/removeBook';
import { EmptyList } from './EmptyList';
import { VirtualBookList } from './VirtualBookList';

interface ListPanelProps {
  list: ListName;
  /** The list's books, or their places while some are still on their way. */
  rows: ListRows;
  /** Whether this is the tab shown: a hidden tab draws its cards after the shown one's. */
  shown?: boolean;
}

const NO_ROWS = bookRows([]);

/** The content of one tab: a count, then the cards or an empty state. */
export function ListPanel({ list, rows, shown = true }: ListPanelProps) {
  // The hidden tab's cards come in a background render once the shown tab's are on screen: drawn
  // in the same render, they would keep the first card off the screen as long again.
  // (A tab shown from the start draws at once: no first value to defer from.)
  const deferredRows = useDeferredValue(rows, shown ? undefined : NO_ROWS);
  const drawnRows = shown ? rows : deferredRows;
  const countRef = useRef<HTMLParagraphElement>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const busy = useRef(false);

  async function remove(book: Book, index: number) {
    // One removal at a time: the dialog library loads on first use, so a quick double click
    // could otherwise open two confirmations.
    if (busy.current) return;
    busy.current = true;
    // The card and its button go away: focus the next card's button, else the previous, else the count.
    // Both neighbours sit right beside the removed card, so they are drawn.
    const neighbour = rows.bookAt(index + 1) ?? rows.bookAt(index - 1);
    const placeFocus = () => {
      const button = neighbour ? removeButtons.current.get(neighbour.bookId) : undefined;
      (button ?? countRef.current)?.focus();
    };
    try {
      await removeBook(list, book, placeFocus);
    } finally {
      busy.current = false;
    }
  }

  return (
    <>
      <p ref={countRef} tabIndex={-1} className="mb-4 rounded text-sm font-medium text-stone-500 focus:outline-3 focus:outline-offset-2 focus:outline-emerald-700">
        {copy.bookCount(rows.count, list)}
      </p>
      {rows.count === 0 ? (
        <EmptyList list={list} />
      ) : (
        <VirtualBookList
          rows={drawnRows}
          list={list}
          onRemove={(book, index) => void remove(book, index)}
          removeRef={(bookId, element) => {
            if (element) removeButtons.current.set(bookId, element);
            else removeButtons.current.delete(bookId);
          }}
        />
      )}
    </>
  );
}
