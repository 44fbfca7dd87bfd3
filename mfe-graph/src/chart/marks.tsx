import type { BarShapeProps, LabelProps, XAxisTickContentProps } from 'recharts';
import { axisLabel } from './chartLayout';
import { barColor } from './palette';
import { triangleBarPath } from './triangleBarPath';

/*
 * The chart's marks as plain SVG. recharts' own <Text> measures every word in the DOM to wrap
 * it, which with 1,000 bars (2,000 texts) blocked the page for seconds; none of these texts
 * wraps, so they are drawn directly. Book names stay text nodes (never markup).
 */

export const INK = '#44403c'; // stone-700

const toNumber = (value: number | string | undefined) => (typeof value === 'number' ? value : Number(value));

/** A pointed bar, coloured from the palette by its position. */
export function TriangleBar({ x, y, width, height, index }: BarShapeProps) {
  return <path className="book-bar" d={triangleBarPath({ x, y, width, height })} fill={barColor(index)} />;
}

/** A book name under its bar, turned by the axis' angle and ending at the tick. */
export function BookTick({ x, y, payload, angle, textAnchor }: XAxisTickContentProps) {
  const px = toNumber(x);
  const py = toNumber(y);
  if (!Number.isFinite(px) || !Number.isFinite(py)) return null;
  return (
    <text
      className="book-label"
      x={px}
      y={py}
      transform={`rotate(${angle}, ${px}, ${py})`}
      textAnchor={textAnchor}
      dominantBaseline="central"
      fontSize={12}
      fill={INK}
    >
      {axisLabel(String(payload.value ?? ''))}
    </text>
  );
}

/** A bar's page count, just above its peak. */
export function PagesValue({ viewBox, value, offset = 5 }: LabelProps) {
  if (!viewBox || !('width' in viewBox) || value === undefined) return null;
  const { x, y, width } = viewBox;
  return (
    <text className="pages-value" x={x + width / 2} y={y - offset} textAnchor="middle" fontSize={12} fill={INK}>
      {value}
    </text>
  );
}
