/**
 * Every text a visitor can read that is not book data. The spec's texts keep their
 * original spelling ('Alreay'), on purpose.
 */
import { catalogueMessages, type ListName } from '@bookmarked/shared';

export type { ListName };

export const listLabels: Record<ListName, string> = {
  readList: 'Read List',
  wishList: 'Wish List',
};

export const messages = {
  loading: 'Loading...',
  notFoundTitle: '404!',
  notFoundText: 'Page not found',
  goHome: 'Go back home',
  retry: 'Retry',
  skipToContent: 'Skip to content',
  darkTheme: 'Dark theme',

  readAdded: 'successfully added to your readlist!',
  readDuplicate: 'Alreay exists in your readlist!',
  wishAdded: 'successfully added this book to your wishlist!',
  wishDuplicate: 'Alreay exists in your wishlist!',

  removeTitle: 'Are you sure?',
  removeText: (book: string, list: ListName) =>
    `Do you want to remove ${book} from your ${listLabels[list]}?`,
  removeConfirm: 'Yes, remove it!',
  removeCancel: 'Cancel',
  removedTitle: 'Removed!',
  removedText: (book: string, list: ListName) =>
    `${book} successfully removed from your ${listLabels[list]}`,

  catalogueFailedTitle: 'Books could not be loaded',
  ...catalogueMessages,

  bookNotFoundTitle: 'Book not found',
  bookNotFoundText: 'We could not find that book. It may have been removed from the catalogue.',

  pageFailedTitle: 'Something went wrong on this page',
  pageFailedText: 'Try again, or pick another page from the menu above.',
  remoteFailedTitle: (section: string) => `The ${section} section could not be loaded`,
  remoteFailedText: 'Part of the site is not responding right now. Your lists are safe.',
  remoteTimedOut: 'It took too long to answer.',
  remoteOutdatedTitle: (section: string) => `The ${section} section needs a newer version of this site`,
  remoteOutdatedText: (required: string, provided: string) =>
    `It needs version ${required} of the site's platform, and this site provides ${provided}. It will open again once the site is updated; retrying will not help until then. Your lists are safe.`,
  remoteOfflineTitle: (section: string) => `The ${section} section isn't available offline`,
  remoteOfflineText: 'Connect to the internet and try again.',

  onList: (lists: readonly ListName[]) =>
    lists.length === 0 ? '' : `On your ${lists.map((list) => listLabels[list]).join(' and your ')}`,

  storageUnavailable:
    'Your browser is not letting this site save data, so your lists will only last until you close this tab.',
  storageFull:
    'Your browser storage is full, so your latest list changes could not be saved and will only last until you close this tab.',
  listCorrupt: (list: ListName) =>
    `Part of your saved ${listLabels[list]} could not be read; the books we could read are shown and the rest is kept as it was.`,
} as const;
