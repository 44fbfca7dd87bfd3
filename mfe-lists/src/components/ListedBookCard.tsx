import { useId, type Ref } from 'react';
import { Link, detailsLink, type Book, type ListName } from '@bookmarked/shared';
import { BookCover, focusRing, StarIcon, TagList } from '@bookmarked/ui';
import { copy } from '../copy';
import { CalendarIcon, PagesIcon, PublisherIcon, TrashIcon } from './icons';

interface ListedBookCardProps {
  book: Book;
  list: ListName;
  onRemove: () => void;
  removeRef?: Ref<HTMLButtonElement>;
}

/** One saved book: what it is, where to read more, and a way to take it off the list. */
export function ListedBookCard({ book, list, onRemove, removeRef }: ListedBookCardProps) {
  const titleId = useId();
  const facts = [
    { label: copy.year, value: book.yearOfPublishing, Icon: CalendarIcon },
    { label: copy.publisher, value: book.publisher, Icon: PublisherIcon },
    { label: copy.pages, value: book.totalPages, Icon: PagesIcon },
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:gap-6 sm:p-5"
    >
      <div className="flex shrink-0 items-center justify-center rounded-xl bg-stone-100 px-6 py-5 sm:w-44 sm:px-4">
        <BookCover book={book} className="w-28 sm:w-32" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-xl font-bold text-stone-900 sm:text-2xl">
              {book.bookName}
            </h2>
            <p className="mt-1 font-medium text-stone-600">{copy.by(book.author)}</p>
          </div>
          <button
            ref={removeRef}
            type="button"
            onClick={onRemove}
            aria-label={copy.removeLabel(book.bookName, list)}
            title={copy.removeLabel(book.bookName, list)}
            className={`shrink-0 rounded-xl p-2.5 text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700 ${focusRing}`}
          >
            <TrashIcon className="h-6 w-6" />
          </button>
        </div>

        <TagList tags={book.tags} />

        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-stone-600">
          {facts.map(({ label, value, Icon }) => (
            <div key={label} className="flex items-center gap-1.5">
              <Icon className="h-4 w-4 shrink-0 text-stone-400" />
              <dt>{label}:</dt>
              <dd className="font-medium text-stone-800">{value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4 sm:gap-3">
          <p className="rounded-full bg-sky-50 px-3 py-1.5 text-sm text-sky-800">
            {copy.category}: <span className="font-semibold">{book.category}</span>
          </p>
          <p className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
            {copy.rating}: <span className="font-semibold">{book.rating.toFixed(1)}</span>
            <StarIcon className="h-4 w-4 text-amber-500" />
          </p>
          <Link
            {...detailsLink(book)}
            aria-describedby={titleId}
            className={`mt-1 w-full rounded-full bg-emerald-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-emerald-800 sm:mt-0 sm:ml-auto sm:w-auto sm:py-1.5 ${focusRing}`}
          >
            {copy.viewDetails}
          </Link>
        </div>
      </div>
    </article>
  );
}
