/** Margins of the chart, as the spec sets them (left keeps the y axis off the edge). */
export const CHART_MARGIN = { top: 20, right: 30, bottom: 80, left: 20 } as const;

/** Width recharts gives the y axis by default. */
export const Y_AXIS_WIDTH = 60;

/** Narrowest slot (bar plus its share of the gaps) in which a bar, its value and its label stay readable. */
export const MIN_SLOT_WIDTH = 32;

/** Above this many bars the entry animation costs more than it shows. */
export const ANIMATION_LIMIT = 60;

/** Longest book name shown whole under its bar; longer names end in an ellipsis. */
export const MAX_LABEL_CHARS = 26;

export interface ChartSize {
  /** Pixel width to draw at, or undefined to follow the container. */
  width: number | undefined;
  /** True when the chart is wider than its container and must scroll sideways. */
  scrolls: boolean;
}

/** Width of the chart whose every bar slot is at least `MIN_SLOT_WIDTH` wide. */
export function minimumChartWidth(bars: number): number {
  return bars * MIN_SLOT_WIDTH + CHART_MARGIN.left + CHART_MARGIN.right + Y_AXIS_WIDTH;
}

/**
 * Follows the container while every bar keeps a readable width; beyond that, draws the
 * chart wide enough for all bars and lets it scroll instead of squashing them.
 */
export function chartSize(containerWidth: number, bars: number): ChartSize {
  const needed = minimumChartWidth(bars);
  if (containerWidth <= 0 || needed <= containerWidth) return { width: undefined, scrolls: false };
  return { width: needed, scrolls: true };
}

export function animateBars(bars: number): boolean {
  return bars <= ANIMATION_LIMIT;
}

/** A book name short enough to fit under its bar when rotated. */
export function axisLabel(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= MAX_LABEL_CHARS) return chars.join('');
  return `${chars.slice(0, MAX_LABEL_CHARS - 1).join('').trimEnd()}…`;
}
