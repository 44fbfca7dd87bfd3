import type { RemoteExposes } from '@bookmarked/shared';

/** The pages this remote exposes; the contract in shared says which must be here. */
export const exposedPages = {
  ListedBooks: './src/exposed/ListedBooks.tsx',
} satisfies RemoteExposes<'lists'>;
