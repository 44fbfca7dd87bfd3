import { $catalogue, loadCatalogue, useStore, type Book } from '@bookmarked/shared';
import type { ReactNode } from 'react';
import { ErrorPanel, LoadingText } from './StatusViews';
import { messages } from './feedback/messages';

interface CatalogueGateProps {
  children: (books: Book[]) => ReactNode;
  /** When nothing above the gate gives the page its h1: the page's name, for its loading h1. */
  pageHeading?: string;
}

/** Renders its children with the catalogue once loaded; a loading text or a retryable error before. */
export function CatalogueGate({ children, pageHeading }: CatalogueGateProps) {
  const catalogue = useStore($catalogue);
  if (catalogue.status === 'loading') return <LoadingText heading={pageHeading} />;
  if (catalogue.status === 'error') return <CatalogueFailed message={catalogue.message} pageHeading={pageHeading} />;
  return <>{children(catalogue.books)}</>;
}

/**
 * Why the catalogue could not be read, with Retry: what CatalogueGate shows for a failed read.
 * Retry reads the whole catalogue again, or does `onRetry` for a page that reads it another way
 * (Listed Books: its index and pages).
 */
export function CatalogueFailed({ message, pageHeading, onRetry }: { message: string; pageHeading?: string; onRetry?: () => void }) {
  return (
    <ErrorPanel title={messages.catalogueFailedTitle} level={pageHeading ? 1 : 2} onRetry={onRetry ?? (() => void loadCatalogue())}>
      {message}
    </ErrorPanel>
  );
}
