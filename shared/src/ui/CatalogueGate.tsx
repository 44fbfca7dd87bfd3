import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Book } from '../books/book';
import { $catalogue, loadCatalogue } from '../books/loadCatalogue';
import { ErrorPanel, LoadingText } from './StatusViews';
import { messages } from '../feedback/messages';

/** Renders its children with the catalogue once loaded; a loading text or a retryable error before. */
export function CatalogueGate({ children }: { children: (books: Book[]) => ReactNode }) {
  const catalogue = useStore($catalogue);
  if (catalogue.status === 'loading') return <LoadingText />;
  if (catalogue.status === 'error') {
    return (
      <ErrorPanel title={messages.catalogueFailedTitle} onRetry={() => void loadCatalogue()}>
        {catalogue.message}
      </ErrorPanel>
    );
  }
  return <>{children(catalogue.books)}</>;
}
