import { shelveBooks, shelvedBook, type Book, type ShelfState } from '@bookmarked/shared';

/**
 * A list as its panel draws it: how many books it holds, and each row's book, which may still
 * be on its way (its id is known first, from the catalogue's index).
 */
export interface ListRows {
  count: number;
  /** The row's book id, known before its book is in. */
  idAt: (row: number) => number | undefined;
  bookAt: (row: number) => Book | undefined;
  /** Asks for the books of these rows (those on screen), which may not be in yet. */
  want: (rows: readonly number[]) => void;
}

/** Rows of books that are all in. */
export function bookRows(books: readonly Book[]): ListRows {
  return { count: books.length, idAt: (row) => books[row]?.bookId, bookAt: (row) => books[row], want: () => {} };
}

/** Rows at these places of the shelf's index (placeListView): each book drawn once its page is in. */
export function shelfRows(shelf: Extract<ShelfState, { status: 'ready' }>, places: readonly number[]): ListRows {
  const placeOf = (row: number) => places[row];
  return {
    count: places.length,
    idAt: (row) => {
      const place = placeOf(row);
      return place === undefined ? undefined : shelf.index.bookId[place];
    },
    bookAt: (row) => {
      const place = placeOf(row);
      return place === undefined ? undefined : shelvedBook(shelf, place);
    },
    want: (rows) => shelveBooks(rows.flatMap((row) => placeOf(row) ?? [])),
  };
}
