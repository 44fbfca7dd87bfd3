/** Margins of the chart (left keeps the y axis off the edge). */
export const CHART_MARGIN = { top: 20, right: 30, bottom: 80, left: 20 } as const;

/** Width of the y axis: its tick marks and numbers. */
const Y_AXIS_WIDTH = 60;

/** Room left of the first bar: the margin and the y axis (the width of the axis kept beside a scrolling chart). */
export const PLOT_LEFT = CHART_MARGIN.left + Y_AXIS_WIDTH;

/** Height of the x axis, which holds the rotated book names. */
const X_AXIS_HEIGHT = 100;

/** Length of an axis' tick mark, and the room between it and its text. */
export const TICK_SIZE = 6;
export const TICK_MARGIN = 2;

/** Share of each bar's slot left empty on either side of the bar. */
const BAR_CATEGORY_GAP = 0.1;

/** The chart is 70% of the viewport high, but never lower than this. */
export const MIN_HEIGHT = 360;

/** Narrowest slot (bar plus its share of the gaps) in which a bar, its value and its label stay readable. */
export const MIN_SLOT_WIDTH = 32;

/** Above this many bars the entry animation costs more than it shows. */
const ANIMATION_LIMIT = 60;

/** Longest book name shown whole under its bar; longer names end in an ellipsis. */
const MAX_LABEL_CHARS = 26;

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

/** Height of the chart for a viewport this high. */
export function chartHeight(viewportHeight: number): number {
  return Math.max(MIN_HEIGHT, Math.round(viewportHeight * 0.7));
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

/** Where the bars stand, in the coordinates of the SVG that draws them. */
export interface PlotArea {
  /** Left edge of the first slot drawn. */
  left: number;
  /** Height of the top of the scale, and of the base line. */
  top: number;
  bottom: number;
  /** Width of one bar's slot. */
  slot: number;
  /** Top of the scale (the last y tick). */
  max: number;
}

/** The plot of a chart `height` high whose bars start at `left`, `slot` wide each, on a scale up to `max`. */
export function plotArea(height: number, left: number, slot: number, max: number): PlotArea {
  return { left, top: CHART_MARGIN.top, bottom: height - CHART_MARGIN.bottom - X_AXIS_HEIGHT, slot, max };
}

/** Height on the chart of a page count (the base line for 0, the top for the scale's max). */
export function valueY(plot: PlotArea, value: number): number {
  const share = plot.max > 0 ? Math.max(0, value) / plot.max : 0;
  return plot.bottom - (plot.bottom - plot.top) * share;
}

/** Box of the bar in slot `slot` (counted from the plot's left), with the category gap on both sides. */
export function barBox(plot: PlotArea, slot: number, value: number) {
  const y = valueY(plot, value);
  return {
    x: plot.left + plot.slot * (slot + BAR_CATEGORY_GAP),
    y,
    width: plot.slot * (1 - 2 * BAR_CATEGORY_GAP),
    height: plot.bottom - y,
  };
}

/** The slot under a horizontal position on the plot, or null outside the `count` slots drawn. */
export function slotAt(plot: PlotArea, x: number, count: number): number | null {
  const slot = Math.floor((x - plot.left) / plot.slot);
  return slot >= 0 && slot < count ? slot : null;
}

/** Bars are drawn in whole chunks of this many, so scrolling re-draws the chart only now and then. */
export const WINDOW_CHUNK = 16;

export interface BarWindow {
  /** Index of the first bar drawn. */
  start: number;
  /** One past the last bar drawn. */
  end: number;
}

/**
 * Which bars to draw when the chart scrolls: those in the visible part plus at least one chunk
 * on each side, rounded out to whole chunks. Each bar keeps a slot of `MIN_SLOT_WIDTH`.
 */
export function barWindow(scrollLeft: number, viewportWidth: number, bars: number): BarWindow {
  const first = Math.max(0, Math.floor(scrollLeft / MIN_SLOT_WIDTH));
  const last = Math.max(first, Math.ceil((scrollLeft + viewportWidth) / MIN_SLOT_WIDTH));
  const start = Math.max(0, (Math.floor(first / WINDOW_CHUNK) - 1) * WINDOW_CHUNK);
  const end = Math.min(bars, (Math.floor(last / WINDOW_CHUNK) + 2) * WINDOW_CHUNK);
  return { start: Math.min(start, end), end };
}

/**
 * Round y-axis ticks from 0 to at least `max`, at most `count` steps apart from 0, at steps of 1, 2, 2.5
 * or 5 times a power of ten. Drawn for the whole list, so every window of bars shares one scale.
 */
export function niceTicks(max: number, count = 6): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, index) => Math.round(index * step * 1e6) / 1e6);
}

/** The largest page count, without spreading a long list into one call's arguments. */
export function mostPages(books: readonly { totalPages: number }[]): number {
  let most = 0;
  for (const book of books) if (book.totalPages > most) most = book.totalPages;
  return most;
}
