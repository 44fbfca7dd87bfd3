export interface BarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The SVG path of a pointed bar: two curves that rise from the bar's bottom corners to a
 * peak at the middle of its top edge (the classic "TriangleBar" of chart libraries).
 * A box with a non-finite coordinate (a bar that could not be placed) draws nothing.
 */
export function triangleBarPath({ x, y, width, height }: BarBox): string {
  if (![x, y, width, height].every(Number.isFinite)) return '';
  return `M${x},${y + height}C${x + width / 3},${y + height} ${x + width / 2},${y + height / 3} ${x + width / 2}, ${y} C${x + width / 2},${y + height / 3} ${x + (2 * width) / 3},${y + height} ${x + width}, ${y + height} Z`;
}
