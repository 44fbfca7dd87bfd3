/** The six bar colours, in order: blue, green, yellow, orange, red, pink. */
export const BAR_PALETTE = ['#3b82f6', '#22c55e', '#eab308', '#f97316', '#ef4444', '#ec4899'] as const;

/** The bar series' own fill (a purple), used wherever no palette colour applies. */
export const DEFAULT_BAR_FILL = '#8b5cf6';

/** The palette colour of the bar at `index`, cycling through the six. */
export function barColor(index: number): string {
  if (!Number.isInteger(index) || index < 0) return DEFAULT_BAR_FILL;
  return BAR_PALETTE[index % BAR_PALETTE.length] ?? DEFAULT_BAR_FILL;
}
