import { Bar, CartesianGrid, LabelList, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { graphTexts } from '../copy';
import { Y_AXIS_WIDTH } from './chartLayout';
import { BookTick, INK, PagesValue, TriangleBar } from './marks';
import { DEFAULT_BAR_FILL } from './palette';

export const GRID = '#e7e5e4'; // stone-200

/** Height of the x axis, which holds the rotated book names. */
export const X_AXIS_HEIGHT = 100;

interface ChartPartsProps {
  animate: boolean;
  /** Position of the first bar drawn in the whole list, so each bar keeps its palette colour. */
  firstIndex?: number;
  /** Fixed y-axis ticks shared by every window of bars; without them the axis is drawn here. */
  ticks?: number[];
}

/**
 * The axes, grid, tooltip and pointed bars of the pages chart, for a `BarChart` around them.
 * With `ticks`, the y axis is drawn outside the chart (so it stays in view) and hidden here.
 */
export function ChartParts({ animate, firstIndex = 0, ticks }: ChartPartsProps) {
  const top = ticks?.at(-1);
  return (
    <>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis
        dataKey="bookName"
        interval={0}
        angle={-90}
        textAnchor="end"
        height={X_AXIS_HEIGHT}
        fontSize={12}
        tick={BookTick}
        stroke={GRID}
      />
      {ticks && top !== undefined ? (
        <YAxis hide width={0} domain={[0, top]} ticks={ticks} allowDataOverflow />
      ) : (
        <YAxis width={Y_AXIS_WIDTH} tick={{ fontSize: 12, fill: INK }} stroke={GRID} allowDecimals={false} tickCount={6} />
      )}
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
        shape={
          firstIndex === 0
            ? TriangleBar
            : (props: BarShapeProps) => <TriangleBar {...props} index={props.index + firstIndex} />
        }
        isAnimationActive={animate}
      >
        <LabelList dataKey="totalPages" position="top" content={PagesValue} />
      </Bar>
    </>
  );
}
