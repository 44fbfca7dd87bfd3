import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { graphTexts } from '../texts';
import { animateBars, chartSize, CHART_MARGIN, Y_AXIS_WIDTH } from './chartLayout';
import { BookTick, INK, PagesValue, TriangleBar } from './marks';
import { DEFAULT_BAR_FILL } from './palette';

export interface ChartBook {
  bookId: number;
  bookName: string;
  totalPages: number;
}

const GRID = '#e7e5e4'; // stone-200

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
  const animate = animateBars(books.length);

  return (
    <div>
      {scrolls ? <p className="mb-2 text-sm text-stone-500">{graphTexts.scrollHint}</p> : null}
      <div
        ref={ref}
        data-testid="chart-scroller"
        className="overflow-x-auto overflow-y-hidden rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-label': graphTexts.scrollRegion } : {})}
      >
        {containerWidth > 0 ? (
          <BarChart
            responsive
            style={{ width: width ?? '100%', height: '70vh', minHeight: 360 }}
            data={books as ChartBook[]}
            margin={CHART_MARGIN}
            barGap={4}
            barCategoryGap="10%"
            title={graphTexts.chartLabel}
          >
            <CartesianGrid vertical={false} stroke={GRID} />
            <XAxis
              dataKey="bookName"
              interval={0}
              angle={-90}
              textAnchor="end"
              height={100}
              fontSize={12}
              tick={BookTick}
              stroke={GRID}
            />
            <YAxis width={Y_AXIS_WIDTH} tick={{ fontSize: 12, fill: INK }} stroke={GRID} allowDecimals={false} tickCount={6} />
            <Tooltip
              cursor={{ fill: 'rgba(120, 113, 108, 0.08)' }}
              contentStyle={{ borderRadius: 12, borderColor: GRID, boxShadow: '0 4px 12px rgba(28, 25, 23, 0.08)' }}
              labelStyle={{ fontWeight: 600, color: '#1c1917' }}
              itemStyle={{ color: INK }}
              separator=": "
            />
            <Bar
              dataKey="totalPages"
              name={graphTexts.pagesAxis}
              fill={DEFAULT_BAR_FILL}
              shape={TriangleBar}
              isAnimationActive={animate}
            >
              <LabelList dataKey="totalPages" position="top" content={PagesValue} />
            </Bar>
          </BarChart>
        ) : (
          <div style={{ height: '70vh', minHeight: 360 }} />
        )}
      </div>
    </div>
  );
}
