import { axisLabel, TICK_MARGIN, TICK_SIZE } from './chartLayout';
import { barColor } from './palette';
import { triangleBarPath, type BarBox } from './triangleBarPath';

/*
 * The chart's marks as plain SVG, one element each. Book names stay text nodes (never markup).
 * The literal fills and strokes are for the first paint; chart.css ties them to the theme.
 */

export const INK = '#44403c'; // stone-700
export const GRID = '#e7e5e4'; // stone-200

/** A pointed bar, coloured from the palette by its position in the whole list. */
export function TriangleBar({ index, ...box }: BarBox & { index: number }) {
  return <path className="book-bar" d={triangleBarPath(box)} fill={barColor(index)} />;
}

/** A book name under its bar at `x`, turned to read upwards and ending just below the tick mark. */
export function BookTick({ x, axisY, name }: { x: number; axisY: number; name: string }) {
  const y = axisY + TICK_SIZE + TICK_MARGIN;
  return (
    <text
      className="book-label"
      x={x}
      y={y}
      transform={`rotate(-90, ${x}, ${y})`}
      textAnchor="end"
      dominantBaseline="central"
      fontSize={12}
      fill={INK}
    >
      {axisLabel(name)}
    </text>
  );
}

/** A bar's page count, centred just above its peak. */
export function PagesValue({ x, peakY, value, offset = 5 }: { x: number; peakY: number; value: number; offset?: number }) {
  return (
    <text className="pages-value" x={x} y={peakY - offset} textAnchor="middle" fontSize={12} fill={INK}>
      {value}
    </text>
  );
}
