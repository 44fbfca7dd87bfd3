import { TICK_MARGIN, TICK_SIZE, valueY, type PlotArea } from './chartLayout';
import { GRID, INK } from './marks';

/** The pages axis: a line at `x` along the plot, a tick mark and a number at each tick, to its left. */
export function YAxisMarks({ ticks, x, plot }: { ticks: readonly number[]; x: number; plot: PlotArea }) {
  const marks = ticks.map((tick) => `M${x - TICK_SIZE},${valueY(plot, tick)}h${TICK_SIZE}`).join('');
  return (
    <g className="chart-axis chart-y-axis">
      <line x1={x} x2={x} y1={plot.top} y2={plot.bottom} stroke={GRID} />
      <path d={marks} stroke={GRID} />
      {ticks.map((tick) => (
        <text
          key={tick}
          className="chart-tick-value"
          x={x - TICK_SIZE - TICK_MARGIN}
          y={valueY(plot, tick)}
          textAnchor="end"
          dominantBaseline="central"
          fontSize={12}
          fill={INK}
        >
          {tick}
        </text>
      ))}
    </g>
  );
}
