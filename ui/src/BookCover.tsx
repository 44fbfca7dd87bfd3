import { useState } from 'react';
import type { Book } from '@bookmarked/shared';

interface BookCoverProps {
  book: Pick<Book, 'bookName' | 'image'>;
  className?: string;
  /** The page's lead image, above the fold: loaded at once and ahead of other images. */
  eager?: boolean;
}

/** The cover, or a lettered placeholder when the image is missing or broken. */
export function BookCover({ book, className = '', eager = false }: BookCoverProps) {
  const [broken, setBroken] = useState(false);
  const alt = `Book: ${book.bookName}`;
  if (broken || book.image.trim() === '') {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-[2/3] items-center justify-center rounded bg-stone-200 p-3 text-center font-serif text-stone-600 ${className}`}
      >
        <span className="line-clamp-4 break-words">{book.bookName}</span>
      </div>
    );
  }
  return (
    <img
      src={book.image}
      alt={alt}
      width={300}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`aspect-[2/3] rounded object-cover shadow-md ${className}`}
    />
  );
}
