/** Up to this many books the grid renders whole: no virtual scrolling where it buys nothing. */
export const ALL_BOOKS_UP_TO = 60;

/** How far (in rows) a focused card may be scrolled away before it is let go. */
export const FOCUS_REACH = 8;

/**
 * The rows to put in the DOM: the virtualizer's window, stretched to reach the row holding
 * focus and the row on either side of it, so Tab and Shift+Tab always find the next card.
 * Always one unbroken run of rows, as the grid lays them out. The first `firstRowsKept` rows stay
 * while the window reaches them (the cards the server drew, until the first paint).
 */
export function rowsToRender(
  range: { startIndex: number; endIndex: number; overscan: number; count: number },
  focusedRow: number | undefined,
  renderAll = false,
  firstRowsKept = 0,
): number[] {
  const { count } = range;
  if (count === 0) return [];
  let start = renderAll ? 0 : Math.max(range.startIndex - range.overscan, 0);
  let end = renderAll ? count - 1 : Math.min(range.endIndex + range.overscan, count - 1);
  if (start < firstRowsKept) {
    start = 0;
    end = Math.max(end, Math.min(firstRowsKept, count) - 1);
  }
  if (focusedRow !== undefined && focusedRow >= start - FOCUS_REACH && focusedRow <= end + FOCUS_REACH) {
    start = Math.max(Math.min(start, focusedRow - 1), 0);
    end = Math.min(Math.max(end, focusedRow + 1), count - 1);
  }
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}
