import type { RemoteExposes } from '@bookmarked/shared';

/** The pages this remote exposes; the contract in shared says which must be here. */
export const exposedPages = {
  PagesGraph: './src/exposed/PagesGraph.tsx',
} satisfies RemoteExposes<'graph'>;
