import { barBox, TICK_SIZE, valueY, type PlotArea } from './chartLayout';
import { BookTick, GRID, PagesValue, TriangleBar } from './marks';
import type { ChartBook } from './chartBook';

interface PlotBarsProps {
  books: readonly ChartBook[];
  /** The bars drawn: books[start] to books[end - 1]. */
  start: number;
  end: number;
  /** The plot, its `left` being the left edge of the slot of books[start]. */
  plot: PlotArea;
  /** Heights of the horizontal grid lines (the y axis' ticks). */
  ticks: readonly number[];
  /** The book under the pointer or the keyboard, whose slot is shaded. */
  active: number | null;
}

/**
 * The grid, the bars with their page counts and the x axis with the book names, for a run of
 * books. Each bar keeps its position in the whole list for its colour.
 */
export function PlotBars({ books, start, end, plot, ticks, active }: PlotBarsProps) {
  const right = plot.left + (end - start) * plot.slot;
  const drawn = books.slice(start, end);
  const centre = (offset: number) => plot.left + (offset + 0.5) * plot.slot;
  const tickMarks = drawn.map((_, offset) => `M${centre(offset)},${plot.bottom}v${TICK_SIZE}`).join('');

  return (
    <>
      <g className="chart-grid">
        {ticks.map((tick) => {
          const y = valueY(plot, tick);
          return <line key={tick} x1={plot.left} x2={right} y1={y} y2={y} stroke={GRID} />;
        })}
      </g>
      {active !== null && active >= start && active < end ? (
        <rect
          className="chart-cursor"
          x={plot.left + (active - start) * plot.slot}
          y={plot.top}
          width={plot.slot}
          height={plot.bottom - plot.top}
          fill="rgba(120, 113, 108, 0.08)"
        />
      ) : null}
      <g className="chart-bars">
        {drawn.map((book, offset) => (
          <TriangleBar key={start + offset} index={start + offset} {...barBox(plot, offset, book.totalPages)} />
        ))}
      </g>
      <g className="chart-axis chart-x-axis">
        <line x1={plot.left} x2={right} y1={plot.bottom} y2={plot.bottom} stroke={GRID} />
        <path d={tickMarks} stroke={GRID} />
        {drawn.map((book, offset) => (
          <BookTick key={start + offset} x={centre(offset)} axisY={plot.bottom} name={book.bookName} />
        ))}
      </g>
      <g className="chart-values">
        {drawn.map((book, offset) => (
          <PagesValue key={start + offset} x={centre(offset)} peakY={valueY(plot, book.totalPages)} value={book.totalPages} />
        ))}
      </g>
    </>
  );
}
