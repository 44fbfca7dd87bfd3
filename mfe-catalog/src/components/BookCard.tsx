import { memo } from 'react';
import { Link, detailsLink, type Book } from '@bookmarked/shared';
import { BookCover, Rating, TagList } from '@bookmarked/ui';
import { TagLinks } from './TagLinks';

interface BookCardProps {
  book: Book;
  /** Where a tag leads (Home narrowed to it); without it the tags are plain text. */
  tagTo?: (tag: string) => string;
}

/**
 * A card in Home's grid. The book name is the link to the details; it stretches over
 * the whole card so the cover is clickable too, and the card shows the focus ring.
 */
export const BookCard = memo(function BookCard({ book, tagTo }: BookCardProps) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-lg has-[h3_a:focus-visible]:outline-3 has-[h3_a:focus-visible]:outline-offset-2 has-[h3_a:focus-visible]:outline-emerald-700">
      <div className="flex justify-center rounded-xl bg-stone-100 px-4 py-7">
        <BookCover book={book} className="h-52 w-auto transition-transform duration-300 group-hover:-translate-y-1" />
      </div>
      {tagTo ? <TagLinks tags={book.tags} to={tagTo} className="mt-5" /> : <TagList tags={book.tags} className="mt-5" />}
      <h3 className="mt-4 font-serif text-xl leading-snug font-bold break-words text-stone-900">
        <Link
          {...detailsLink(book)}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-emerald-700"
        >
          {book.bookName}
        </Link>
      </h3>
      <p className="mt-2 mb-5 font-medium text-stone-600">By : {book.author}</p>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-dashed border-stone-300 pt-4 text-stone-700">
        <span className="font-medium">{book.category}</span>
        <Rating value={book.rating} />
      </div>
    </article>
  );
});
