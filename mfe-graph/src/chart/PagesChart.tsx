import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BarChart } from 'recharts';
import { focusRing } from '@bookmarked/ui';
import { graphTexts } from '../copy';
import { animateBars, barWindow, chartSize, CHART_MARGIN, MIN_SLOT_WIDTH, niceTicks, type BarWindow } from './chartLayout';
import { ChartParts } from './chartParts';
import { StickyYAxis } from './StickyYAxis';

export interface ChartBook {
  bookId: number;
  bookName: string;
  totalPages: number;
}

const MIN_HEIGHT = 360;
const scrollerClass = `overflow-x-auto overflow-y-hidden rounded-lg ${focusRing}`;

/** Width of the element, kept up to date; 0 until the first measure (before the first paint). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * One pointed bar per book with its page count on top and its name under it. Follows the
 * container's width until bars would get too narrow to read; then scrolls sideways.
 * Loaded on its own (it brings recharts), only when the graph route renders it.
 */
export default function PagesChart({ books }: { books: readonly ChartBook[] }) {
  const [ref, containerWidth] = useWidth<HTMLDivElement>();
  const { width, scrolls } = chartSize(containerWidth, books.length);

  return (
    <div ref={ref}>
      {containerWidth === 0 ? (
        <div style={{ height: '70vh', minHeight: MIN_HEIGHT }} />
      ) : scrolls ? (
        <WindowedChart books={books} viewportWidth={containerWidth} />
      ) : (
        <div data-testid="chart-scroller" className={scrollerClass}>
          <BarChart
            responsive
            style={{ width: width ?? '100%', height: '70vh', minHeight: MIN_HEIGHT }}
            data={books as ChartBook[]}
            margin={CHART_MARGIN}
            barGap={4}
            barCategoryGap="10%"
            title={graphTexts.chartLabel}
          >
            <ChartParts animate={animateBars(books.length)} />
          </BarChart>
        </div>
      )}
    </div>
  );
}

/**
 * A chart too wide for its container: it scrolls sideways under a y axis that stays put, and
 * only the bars in and near the visible part are drawn, each at its place in the whole list.
 */
function WindowedChart({ books, viewportWidth }: { books: readonly ChartBook[]; viewportWidth: number }) {
  const [range, setRange] = useState<BarWindow>(() => barWindow(0, viewportWidth, books.length));
  const ticks = useMemo(() => niceTicks(Math.max(0, ...books.map((book) => book.totalPages))), [books]);
  const height = Math.max(MIN_HEIGHT, Math.round(window.innerHeight * 0.7));
  const slice = useMemo(() => books.slice(range.start, range.end), [books, range.start, range.end]);
  const { start, end } = range;
  const scrollerRef = useRef<HTMLDivElement>(null);

  function follow(scroller: HTMLDivElement) {
    const next = barWindow(scroller.scrollLeft, scroller.clientWidth, books.length);
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }

  // A resize or a new list changes which bars are in view without a scroll.
  useLayoutEffect(() => {
    if (scrollerRef.current) follow(scrollerRef.current);
  });

  return (
    <>
      <p className="mb-2 text-sm text-stone-500">{graphTexts.scrollHint}</p>
      <div className="flex">
        <StickyYAxis ticks={ticks} height={height} />
        <div
          ref={scrollerRef}
          data-testid="chart-scroller"
          role="region"
          tabIndex={0}
          aria-label={graphTexts.scrollRegion}
          className={`min-w-0 flex-1 ${scrollerClass}`}
          onScroll={(event) => follow(event.currentTarget)}
        >
          <div
            className="relative"
            style={{ width: books.length * MIN_SLOT_WIDTH + CHART_MARGIN.right, height }}
          >
            <BarChart
              width={(end - start) * MIN_SLOT_WIDTH}
              height={height}
              style={{ position: 'absolute', top: 0, left: start * MIN_SLOT_WIDTH }}
              data={slice as ChartBook[]}
              margin={{ ...CHART_MARGIN, left: 0, right: 0 }}
              barGap={4}
              barCategoryGap="10%"
              title={graphTexts.chartLabel}
            >
              <ChartParts animate={false} firstIndex={start} ticks={ticks} />
            </BarChart>
          </div>
        </div>
      </div>
    </>
  );
}
