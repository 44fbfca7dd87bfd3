import { memo, startTransition, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { focusRing, useDrawnByServer, useIsClient } from '@bookmarked/ui';
import { graphTexts } from '../copy';
import {
  animateBars,
  barWindow,
  chartHeight,
  chartSize,
  CHART_MARGIN,
  MIN_HEIGHT,
  MIN_SLOT_WIDTH,
  mostPages,
  niceTicks,
  plotArea,
  PLOT_LEFT,
} from './chartLayout';
import type { ChartBook } from './chartBook';
import { ChartTooltip } from './ChartTooltip';
import { PlotBars } from './PlotBars';
import { StickyYAxis } from './StickyYAxis';
import { useActiveBar } from './useActiveBar';
import { YAxisMarks } from './YAxisMarks';

export type { ChartBook } from './chartBook';

const scrollerClass = `overflow-x-auto overflow-y-hidden rounded-lg ${focusRing}`;
const surfaceClass = `block rounded-lg ${focusRing}`;

/** The bars are redrawn only when what they show changes, not when the tooltip moves. */
const Plot = memo(PlotBars);

/**
 * Width of the element, kept up to date; 0 until measured, and where there is no layout. The
 * chart drawn for a new width is rendered as a transition, in slices that leave the page free.
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    startTransition(() => setWidth(measured));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * What a server draws the chart for, knowing no screen: the widest the page's layout gives the
 * chart (a wide screen), in a common laptop's viewport. The browser draws it again for its own.
 */
const SERVER_WIDTH = 1198;
const SERVER_VIEWPORT_HEIGHT = 900;

/**
 * The chart's height: 70% of the viewport's, following it. The first render uses the height the
 * server drew with, so hydration matches its HTML; the browser's own follows before the paint.
 */
function useChartHeight() {
  const [height, setHeight] = useState(() => chartHeight(SERVER_VIEWPORT_HEIGHT));
  useLayoutEffect(() => {
    const update = () => setHeight(chartHeight(window.innerHeight));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

/**
 * One pointed bar per book with its page count on top and its name under it. Follows the
 * container's width until bars would get too narrow to read; then scrolls sideways.
 * Loaded on its own, only when the graph route renders it.
 */
export default function PagesChart({ books }: { books: readonly ChartBook[] }) {
  const [ref, measuredWidth] = useWidth<HTMLDivElement>();
  // The server's chart stays as drawn until the browser has measured the container: a
  // placeholder in between blanked the bars for a frame and replaced the server's elements.
  const drawnByServer = useDrawnByServer();
  const containerWidth = useIsClient() && measuredWidth > 0 ? measuredWidth : drawnByServer ? SERVER_WIDTH : 0;
  const height = useChartHeight();
  const ticks = useMemo(() => niceTicks(mostPages(books)), [books]);
  const { scrolls } = chartSize(containerWidth, books.length);
  const props = { books, ticks, height, boundary: ref };

  return (
    <div ref={ref} className="relative">
      {containerWidth === 0 ? (
        <div style={{ height: '70vh', minHeight: MIN_HEIGHT }} />
      ) : scrolls ? (
        <WindowedChart {...props} width={containerWidth} />
      ) : (
        <FittedChart {...props} width={containerWidth} />
      )}
    </div>
  );
}

interface ChartProps {
  books: readonly ChartBook[];
  ticks: readonly number[];
  height: number;
  /** The positioned element around the chart that holds the tooltip. */
  boundary: RefObject<HTMLDivElement | null>;
}

/** Every bar at once, as wide as the container. */
function FittedChart({ books, ticks, height, boundary, width }: ChartProps & { width: number }) {
  // The bars rise when the browser draws them, not in the server's copy it hydrates.
  const animate = !useDrawnByServer();
  const svgRef = useRef<SVGSVGElement>(null);
  const slot = books.length > 0 ? (width - PLOT_LEFT - CHART_MARGIN.right) / books.length : 0;
  const max = ticks.at(-1) ?? 1;
  const plot = useMemo(() => plotArea(height, PLOT_LEFT, slot, max), [height, slot, max]);
  const { active, ...handlers } = useActiveBar(books, { origin: svgRef, plot, firstInView: () => 0 });

  return (
    <>
      <div data-testid="chart-scroller" className={scrollerClass}>
        <svg
          ref={svgRef}
          role="group"
          aria-label={graphTexts.chartLabel}
          tabIndex={0}
          width={width}
          height={height}
          className={`${surfaceClass} ${animate && animateBars(books.length) ? 'chart-enter' : ''}`}
          {...handlers}
        >
          <YAxisMarks ticks={ticks} x={PLOT_LEFT} plot={plot} />
          <Plot books={books} start={0} end={books.length} plot={plot} ticks={ticks} active={active?.index ?? null} />
        </svg>
      </div>
      <ChartTooltip anchor={active} boundary={boundary} />
    </>
  );
}

/**
 * A chart too wide for its container: it scrolls sideways under a y axis that stays put, and
 * only the bars in and near the visible part are drawn, each at its place in the whole list.
 */
function WindowedChart({ books, ticks, height, boundary, width }: ChartProps & { width: number }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Known from the container's width (the axis beside it is fixed), so that drawing the bars
  // never has to wait for a layout to learn which ones are in view.
  const viewportWidth = Math.max(0, width - PLOT_LEFT);
  const [scrollLeft, setScrollLeft] = useState(0);
  const { start, end } = barWindow(scrollLeft, viewportWidth, books.length);
  const max = ticks.at(-1) ?? 1;
  // The first book's slot starts at the left edge of the scrolled content, and of the svg's.
  const plot = useMemo(() => plotArea(height, 0, MIN_SLOT_WIDTH, max), [height, max]);
  const { active, ...handlers } = useActiveBar(books, {
    origin: contentRef,
    plot,
    firstInView: () => Math.ceil((scrollerRef.current?.scrollLeft ?? 0) / MIN_SLOT_WIDTH),
    reveal: (index) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const barLeft = index * MIN_SLOT_WIDTH;
      if (barLeft < scroller.scrollLeft) scroller.scrollLeft = barLeft;
      else if (barLeft + MIN_SLOT_WIDTH > scroller.scrollLeft + scroller.clientWidth) {
        scroller.scrollLeft = barLeft + MIN_SLOT_WIDTH - scroller.clientWidth;
      }
    },
  });
  const { onKeyDown, onBlur, ...pointer } = handlers;

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
          onScroll={(event) => setScrollLeft(event.currentTarget.scrollLeft)}
        >
          <div
            ref={contentRef}
            className="relative"
            style={{ width: books.length * MIN_SLOT_WIDTH + CHART_MARGIN.right, height }}
            {...pointer}
          >
            <svg
              role="group"
              aria-label={graphTexts.chartLabel}
              tabIndex={0}
              width={(end - start) * MIN_SLOT_WIDTH}
              height={height}
              className={surfaceClass}
              style={{ position: 'absolute', top: 0, left: start * MIN_SLOT_WIDTH }}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              <Plot books={books} start={start} end={end} plot={plot} ticks={ticks} active={active?.index ?? null} />
            </svg>
          </div>
        </div>
      </div>
      <ChartTooltip anchor={active} boundary={boundary} />
    </>
  );
}
