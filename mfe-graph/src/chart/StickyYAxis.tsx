import { plotArea, PLOT_LEFT } from './chartLayout';
import { YAxisMarks } from './YAxisMarks';

interface StickyYAxisProps {
  ticks: readonly number[];
  /** Height of the chart beside it; the axis spans the same plot area. */
  height: number;
}

/** The pages axis drawn beside a scrolling chart, so it stays in view while the bars move. */
export function StickyYAxis({ ticks, height }: StickyYAxisProps) {
  const width = PLOT_LEFT;
  const plot = plotArea(height, width, 0, ticks.at(-1) ?? 1);
  return (
    <svg className="pages-y-axis shrink-0" width={width} height={height} aria-hidden="true">
      <YAxisMarks ticks={ticks} x={width - 0.5} plot={plot} />
    </svg>
  );
}
