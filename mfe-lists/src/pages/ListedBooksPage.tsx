import { booksInList, CatalogueGate, useList } from '@bookmarked/shared';

export function ListedBooksPage() {
  const readIds = useList('readList');
  return (
    <CatalogueGate>
      {(books) => (
        <>
          <h1 className="text-3xl font-bold">Books</h1>
          <ul>
            {booksInList(books, readIds).map((book) => (
              <li key={book.bookId}>{book.bookName}</li>
            ))}
          </ul>
        </>
      )}
    </CatalogueGate>
  );
}
