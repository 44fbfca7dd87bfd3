import { listNames, useList } from '@bookmarked/shared';
import { messages } from '@bookmarked/ui';

/** Says which of the visitor's lists already hold this book ('On your Read List'); nothing when none. */
export function ListStatus({ bookId }: { bookId: number }) {
  const read = useList('readList');
  const wish = useList('wishList');
  const ids = { readList: read, wishList: wish };
  const lists = listNames.filter((list) => ids[list].includes(bookId));
  if (lists.length === 0) return null;
  return (
    <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-emerald-50 px-4 py-1.5 font-semibold text-emerald-800">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
        <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
      </svg>
      {messages.onList(lists)}
    </p>
  );
}
