import type { ReactNode } from 'react';
import { usePageTitle, type Book } from '@bookmarked/shared';
import { BookCover, Rating, TagList } from '@bookmarked/ui';
import { addToWishlist, markAsRead } from '../actions/bookActions';
import { ListStatus } from './ListStatus';
import { primaryButton, secondaryButton } from './styles';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_1fr] gap-4 py-2">
      <dt className="text-stone-500">{label}:</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

/** Every field of a book (cover, name, author, category, review, tags, pages, publisher, year, rating), and its two list buttons. */
export function BookDetails({ book }: { book: Book }) {
  usePageTitle(book.bookName);
  return (
    <article className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="flex items-center justify-center rounded-3xl bg-stone-100 px-6 py-10 lg:py-16">
        <BookCover book={book} eager className="w-56 shadow-xl sm:w-72 lg:w-80" />
      </div>

      <div className="flex flex-col">
        <h1 className="font-serif text-3xl leading-tight font-bold break-words text-stone-900 sm:text-4xl">
          {book.bookName}
        </h1>
        <p className="mt-3 text-lg font-medium text-stone-700">By : {book.author}</p>

        <p className="mt-5 border-y border-stone-200 py-3 text-lg font-medium text-stone-700">{book.category}</p>

        <p className="mt-5 leading-relaxed text-stone-700">
          <span className="font-bold text-stone-900">Review : </span>
          {book.review}
        </p>

        <div className="mt-5 flex flex-wrap items-center gap-3 border-b border-stone-200 pb-5">
          <span className="font-bold text-stone-900">Tag</span>
          <TagList tags={book.tags} />
        </div>

        <dl className="mt-4">
          <Fact label="Number of Pages">{book.totalPages}</Fact>
          <Fact label="Publisher">{book.publisher}</Fact>
          <Fact label="Year of Publishing">{book.yearOfPublishing}</Fact>
          <Fact label="Rating">
            <Rating value={book.rating} />
          </Fact>
        </dl>

        <div className="mt-8 flex flex-wrap gap-4">
          <button type="button" className={secondaryButton} onClick={() => void markAsRead(book)}>
            Mark as read
          </button>
          <button type="button" className={primaryButton} onClick={() => void addToWishlist(book)}>
            Wishlist
          </button>
        </div>

        {/* Under the buttons: only the browser knows the lists, so it shows once the page is live,
            and nothing the visitor may be pointing at moves for it. */}
        <ListStatus bookId={book.bookId} />
      </div>
    </article>
  );
}
