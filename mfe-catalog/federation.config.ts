import type { RemoteExposes } from '@bookmarked/shared';

/** The pages this remote exposes; the contract in shared says which must be here. */
export const exposedPages = {
  Home: './src/exposed/Home.tsx',
  BookDetails: './src/exposed/BookDetails.tsx',
} satisfies RemoteExposes<'catalog'>;
