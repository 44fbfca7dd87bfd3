import type { Book } from '@bookmarked/shared';
import { graphTexts } from '../texts';

const count = new Intl.NumberFormat('en-US');

/** The chart's numbers as a table, for screen readers and for anyone who prefers text. */
export function PagesTable({ id, books }: { id: string; books: readonly Book[] }) {
  return (
    <div
      id={id}
      role="region"
      tabIndex={0}
      aria-labelledby={`${id}-caption`}
      className="mt-4 max-h-[28rem] overflow-auto rounded-lg border border-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
    >
      <table className="w-full border-collapse text-left text-sm">
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
          {books.map((book) => (
            <tr key={book.bookId} className="border-t border-stone-200 even:bg-stone-50">
              <th scope="row" className="px-4 py-2 font-normal text-stone-900">
                {book.bookName}
              </th>
              <td className="px-4 py-2 text-right tabular-nums text-stone-700">{count.format(book.totalPages)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
