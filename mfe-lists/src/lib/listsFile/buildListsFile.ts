import { listNames, type Book, type ListName } from '@bookmarked/shared';
import { LISTS_FILE_FORMAT, LISTS_FILE_VERSION, type ListsFile, type ListsFileEntry } from './format';

function entryFor(bookId: number, books: ReadonlyMap<number, Book>): ListsFileEntry {
  const book = books.get(bookId);
  // An id this catalogue does not know is kept as the lists keep it: without a title.
  return book ? { bookId, title: book.bookName, author: book.author } : { bookId };
}

/** Both lists in their saved order, each id with the title and author the catalogue gives it. */
export function buildListsFile(
  ids: Readonly<Record<ListName, readonly number[]>>,
  catalogue: readonly Book[],
  now: Date,
): ListsFile {
  const books = new Map(catalogue.map((book) => [book.bookId, book]));
  const lists = Object.fromEntries(
    listNames.map((list) => [list, ids[list].map((bookId) => entryFor(bookId, books))]),
  ) as Record<ListName, ListsFileEntry[]>;
  return { format: LISTS_FILE_FORMAT, version: LISTS_FILE_VERSION, exportedAt: now.toISOString(), lists };
}

/** Indented, so a person can read it in any text editor. */
export function serializeListsFile(file: ListsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `bookmarked-lists-YYYY-MM-DD.json`, by the visitor's own calendar. */
export function listsFileName(now: Date): string {
  const day = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  return `${LISTS_FILE_FORMAT}-${day}.json`;
}
