import { CatalogueGate } from '@bookmarked/shared';

export function PagesGraphPage() {
  return (
    <CatalogueGate>
      {(books) => (
        <>
          <h1 className="text-3xl font-bold">Books pages graph</h1>
          <p>{books.length} books</p>
        </>
      )}
    </CatalogueGate>
  );
}
