import { CHART_MARGIN, Y_AXIS_WIDTH } from './chartLayout';
import { GRID, X_AXIS_HEIGHT } from './chartParts';
import { INK } from './marks';

const TICK_SIZE = 6;
const TICK_MARGIN = 2;

interface StickyYAxisProps {
  ticks: readonly number[];
  /** Height of the chart beside it; the axis spans the same plot area. */
  height: number;
}

/** The pages axis drawn beside a scrolling chart, so it stays in view while the bars move. */
export function StickyYAxis({ ticks, height }: StickyYAxisProps) {
  const top = ticks.at(-1) ?? 1;
  const plotTop = CHART_MARGIN.top;
  const plotBottom = height - CHART_MARGIN.bottom - X_AXIS_HEIGHT;
  const yOf = (value: number) => plotBottom - ((plotBottom - plotTop) * value) / top;
  const width = CHART_MARGIN.left + Y_AXIS_WIDTH;
  const axisX = width - 0.5;
  return (
    <svg className="pages-y-axis shrink-0" width={width} height={height} aria-hidden="true">
      <line x1={axisX} x2={axisX} y1={plotTop} y2={plotBottom} stroke={GRID} />
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={axisX - TICK_SIZE} x2={axisX} y1={yOf(tick)} y2={yOf(tick)} stroke={GRID} />
          <text
            x={axisX - TICK_SIZE - TICK_MARGIN}
            y={yOf(tick)}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={12}
            fill={INK}
          >
            {tick}
          </text>
        </g>
      ))}
    </svg>
  );
}
