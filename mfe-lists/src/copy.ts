import { type ListName, type SortKey } from '@bookmarked/shared';
import { listLabels } from '@bookmarked/ui';

/**
 * Interface words used only on the Listed Books page. Dialog and status texts shared with other
 * apps live in `messages` (@bookmarked/shared); the product's original labels keep their spelling.
 */
export const copy = {
  heading: 'Books',
  intro: 'The books you have read and the ones you want to read next.',
  sortLabel: 'Sort By',
  sortPlaceholder: 'Sort By',
  sortOptions: [
    { key: 'ratings', label: 'Rating' },
    { key: 'totalpages', label: 'Number of pages' },
    { key: 'year', label: 'Publishing year' },
  ] as const satisfies readonly { key: SortKey; label: string }[],
  orderLabel: 'Order',
  sortOrders: { asc: 'Lowest first', desc: 'Highest first' },
  listsLabel: 'Your lists',
  bookCount: (count: number, list: ListName) =>
    `${count} ${count === 1 ? 'book' : 'books'} in your ${listLabels[list]}`,
  by: (author: string) => `By : ${author}`,
  tagsLabel: 'Tags',
  pages: 'Pages',
  publisher: 'Publisher',
  year: 'Year of Publishing',
  category: 'Category',
  rating: 'Rating',
  viewDetails: 'View Details',
  removeLabel: (book: string, list: ListName) => `Remove ${book} from ${listLabels[list]}`,
  emptyTitle: (list: ListName) => `Your ${listLabels[list]} is empty`,
  emptyText: {
    readList: 'Books you mark as read on their details page will show up here.',
    wishList: 'Add books to your wishlist from their details page and find them here when you are ready.',
  } satisfies Record<ListName, string>,
  browse: 'Browse books',
} as const;
