import { memo, Suspense, useEffect, useState } from 'react';
import { type Book } from '@bookmarked/shared';
import { CatalogueGate, ErrorPanel, focusRing, LazyPart, Loaded, LoadingText, loadOnce, retryImport, type Load } from '@bookmarked/ui';
import { ChartBoundary } from '../components/ChartBoundary';
import { PagesTable } from '../components/PagesTable';
import { pagesSummary } from '../summary';
import { graphTexts } from '../copy';

// Fixed, not from useId, so server and client agree: see Hydration in docs/architecture.md.
const tableId = 'pages-graph-table';
const summaryId = 'pages-graph-summary';

// The chart comes in its own chunk, so a chunk that fails to load costs the chart alone. The
// first import starts with this page's code, not once the catalogue has arrived and the chart
// renders, so the two load side by side. A retry makes a new import; where the browser keeps
// the failed chunk, it reloads the page once this page's own chunk can be fetched again.
const importChart = () => import('../chart/PagesChart');
type ChartLoad = Load<Awaited<ReturnType<typeof importChart>>>;
let kept: ChartLoad | undefined = loadOnce(importChart);
kept.promise().catch(() => {
  // The chart's boundary shows the failure when the chart takes this load.
});

/** Settles once the chart's code is in: a server render waits for it, to draw the bars. */
export const chartCodeLoaded = (): Promise<unknown> => loadChart().promise();

/**
 * The chart's load. One that is in draws at once on every later visit, with no loading view;
 * a failed one is shown once, and the next visit imports afresh.
 */
function loadChart(): ChartLoad {
  kept ??= loadOnce(importChart);
  return kept;
}

/**
 * Forgets a failed chart load once its failure is on screen, so the next visit imports afresh.
 * Not before: a render that suspends while hydrating keeps no state, and its next attempt must
 * find the same failed load rather than start another.
 */
function useFailedChartForgotten(load: ChartLoad): void {
  useEffect(() => {
    load.promise().catch(() => {
      if (kept === load) kept = undefined;
    });
  }, [load]);
}

const retryChart = (): ChartLoad => loadOnce(() => retryImport(importChart, import.meta.url));

/**
 * The chart and its load. Memoized: a change elsewhere on the page (the table opened) must not
 * reach the chart's boundary while it waits for its code over the server's bars, or React
 * would give those bars up for 'Loading...'.
 */
const ChartFigure = memo(function ChartFigure({ books }: { books: Book[] }) {
  const [chart, setChart] = useState(loadChart);
  useFailedChartForgotten(chart);
  return (
    <figure
      aria-label={graphTexts.chartLabel}
      aria-describedby={summaryId}
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <ChartBoundary
        onRetry={() => setChart(retryChart())}
        fallback={(retry) => (
          <ErrorPanel title={graphTexts.chartFailedTitle} onRetry={retry}>
            {graphTexts.chartFailedText}
          </ErrorPanel>
        )}
      >
        {/* A boundary of its own: over the server's page, the rest of the page (its table
            button) is hydrated without waiting for the chart's code, and the server's bars
            stay on screen until that is in, input on them kept for it. */}
        <Suspense fallback={<LoadingText />}>
          <Loaded load={chart} loading={<LoadingText />}>
            {({ default: Chart }) => (
              <LazyPart>
                <Chart books={books} />
              </LazyPart>
            )}
          </Loaded>
        </Suspense>
      </ChartBoundary>
    </figure>
  );
});

function PagesGraph({ books }: { books: Book[] }) {
  const [tableOpen, setTableOpen] = useState(false);

  if (books.length === 0) {
    return (
      <section className="rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center">
        <h2 className="text-xl font-semibold text-stone-800">{graphTexts.emptyTitle}</h2>
        <p className="mt-2 text-stone-600">{graphTexts.emptyText}</p>
      </section>
    );
  }

  return (
    <>
      <p id={summaryId} className="mb-6 text-stone-600">
        {pagesSummary(books)}
      </p>
      <ChartFigure books={books} />
      <div className="mt-6">
        <button
          type="button"
          aria-expanded={tableOpen}
          aria-controls={tableOpen ? tableId : undefined}
          onClick={() => setTableOpen((open) => !open)}
          className={`rounded-lg border border-emerald-600 px-4 py-2 font-semibold text-emerald-700 hover:bg-emerald-50 ${focusRing}`}
        >
          {tableOpen ? graphTexts.hideTable : graphTexts.showTable}
        </button>
        {tableOpen ? <PagesTable id={tableId} books={books} /> : null}
      </div>
    </>
  );
}

export function PagesGraphPage() {
  return (
    <section>
      <h1 className="mb-2 text-3xl font-bold text-stone-900">{graphTexts.title}</h1>
      <CatalogueGate>{(books) => <PagesGraph books={books} />}</CatalogueGate>
    </section>
  );
}
