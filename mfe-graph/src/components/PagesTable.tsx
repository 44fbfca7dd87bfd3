import { useState } from 'react';
import type { Book } from '@bookmarked/shared';
import { focusRing, formatCount } from '@bookmarked/ui';
import { graphTexts } from '../copy';

/** Rows shown at once; a longer catalogue is paged. */
export const TABLE_PAGE_SIZE = 100;

const buttonClass =
  `rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

/** The chart's numbers as a table, for screen readers and for anyone who prefers text. */
export function PagesTable({ id, books }: { id: string; books: readonly Book[] }) {
  const pages = Math.max(1, Math.ceil(books.length / TABLE_PAGE_SIZE));
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, pages - 1);
  const first = page * TABLE_PAGE_SIZE;
  const rows = books.slice(first, first + TABLE_PAGE_SIZE);
  const statusId = `${id}-status`;

  return (
    <>
      <div
        id={id}
        role="region"
        tabIndex={0}
        aria-labelledby={`${id}-caption`}
        className={`mt-4 max-h-[28rem] overflow-auto rounded-lg border border-stone-200 ${focusRing}`}
      >
        <table className="w-full border-collapse text-left text-sm" aria-describedby={pages > 1 ? statusId : undefined}>
          <caption id={`${id}-caption`} className="sr-only">{graphTexts.tableCaption}</caption>
          <thead className="sticky top-0 bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {graphTexts.bookColumn}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {graphTexts.pagesColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((book) => (
              <tr key={book.bookId} className="border-t border-stone-200 even:bg-stone-50">
                <th scope="row" className="px-4 py-2 font-normal text-stone-900">
                  {book.bookName}
                </th>
                <td className="px-4 py-2 text-right tabular-nums text-stone-700">{formatCount(book.totalPages)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={graphTexts.tablePages} className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" className={buttonClass} disabled={page === 0} onClick={() => setPage(0)}>
            {graphTexts.firstRows}
          </button>
          <button type="button" className={buttonClass} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {graphTexts.previousRows}
          </button>
          <p id={statusId} role="status" className="text-sm text-stone-600">
            {graphTexts.rowsShown(first + 1, first + rows.length, books.length)}
          </p>
          <button type="button" className={buttonClass} disabled={page === pages - 1} onClick={() => setPage(page + 1)}>
            {graphTexts.nextRows}
          </button>
          <button type="button" className={buttonClass} disabled={page === pages - 1} onClick={() => setPage(pages - 1)}>
            {graphTexts.lastRows}
          </button>
        </nav>
      ) : null}
    </>
  );
}
