import { type ListName, type SortKey } from '@bookmarked/shared';
import { formatCount, listLabels } from '@bookmarked/ui';
import { MAX_LISTS_FILE_BYTES, type ListsFileProblem } from './lib/listsFile/format';

const books = (count: number) => `${formatCount(count)} ${count === 1 ? 'book' : 'books'}`;
/** Rounded up, so a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => {
  const tenths = Math.ceil(bytes / (1024 * 1024) / 0.1);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
};
const exportDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

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
  bookCount: (count: number, list: ListName) => `${books(count)} in your ${listLabels[list]}`,
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

  transfer: {
    label: 'Back up your lists',
    exportButton: 'Export lists',
    importButton: 'Import lists',
    exported: (fileName: string) => `Your lists were saved as ${fileName}.`,
    exportUnavailable: 'The export could not start because part of the page did not load. Check your connection and try again.',

    previewTitle: 'Import lists',
    previewFrom: (exportedAt: string | undefined) =>
      exportedAt ? `From a file exported on ${exportDate.format(new Date(exportedAt))}.` : 'From a lists file.',
    tableCaption: 'What the file brings to each list',
    listColumn: 'List',
    addedColumn: 'New',
    alreadyColumn: 'Already there',
    unknownColumn: 'Not in this catalogue',
    unknownNote: (count: number) =>
      `${books(count)} ${count === 1 ? 'is' : 'are'} not in this catalogue: kept in your lists, but not shown.`,
    modeLegend: 'How to import',
    merge: 'Add to my lists',
    mergeHint: 'Keeps every book you have and adds the new ones at the end.',
    replace: 'Replace my lists',
    replaceHint: 'Your lists become exactly the lists in the file.',
    replaceWarning: (removed: Readonly<Record<ListName, number>>) => {
      const lost = (['readList', 'wishList'] as const)
        .filter((list) => removed[list] > 0)
        .map((list) => `${books(removed[list])} from your ${listLabels[list]}`);
      return lost.length === 0
        ? 'Every book in your lists is also in the file, so nothing is removed; the order becomes the file’s.'
        : `This removes ${lost.join(' and ')}, which ${removed.readList + removed.wishList === 1 ? 'is' : 'are'} not in the file. It cannot be undone.`;
    },
    confirmMerge: 'Import',
    confirmReplace: 'Replace my lists',
    cancel: 'Cancel',
    merged: (added: Readonly<Record<ListName, number>>) =>
      added.readList + added.wishList === 0
        ? 'Lists imported: every book in the file was already in your lists.'
        : `Lists imported: ${books(added.readList)} added to your Read List, ${books(added.wishList)} to your Wish List.`,
    replaced: (sizes: Readonly<Record<ListName, number>>) =>
      `Lists replaced: your Read List now holds ${books(sizes.readList)}, your Wish List ${books(sizes.wishList)}.`,

    problemTitle: 'This file cannot be imported',
    problem: (problem: ListsFileProblem): string => {
      switch (problem.kind) {
        case 'tooBig':
          return `The file is ${megabytes(problem.bytes)}, bigger than a lists export can be (at most ${megabytes(MAX_LISTS_FILE_BYTES)}). Choose the file that Export lists saved.`;
        case 'unreadable':
          return 'The file could not be read. It may have been moved or changed; choose it again.';
        case 'checksUnavailable':
          return 'The import could not start because part of the page did not load. Check your connection and try again.';
        case 'notJson':
          return 'This is not a lists export: it is not a JSON file. Choose the file that Export lists saved.';
        case 'notListsFile':
          return 'This JSON file is not a Bookmarked lists export. Choose the file that Export lists saved.';
        case 'damaged':
          return `This lists export has been changed or damaged: ${problem.where} does not hold what an export holds.`;
        case 'newerVersion':
          return `This file was saved by a newer version of Bookmarked (format ${problem.version}), which this page cannot read yet. Reload the page to get the newest version, then try again.`;
      }
    },
    unchanged: 'Your lists have not been changed.',
    close: 'OK',
  },
} as const;
