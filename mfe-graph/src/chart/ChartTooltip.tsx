import { useLayoutEffect, useRef, type RefObject } from 'react';
import { graphTexts } from '../copy';
import type { ChartBook } from './chartBook';

/** Room between the pointer (or the bar's peak) and the tooltip. */
const OFFSET = 10;

export interface TooltipAnchor {
  book: ChartBook;
  /** Where the tooltip points, in viewport coordinates. */
  clientX: number;
  clientY: number;
}

/**
 * The full name and page count of the book under the pointer or the keyboard, beside that
 * point and kept inside `boundary` (a positioned element around the chart).
 */
export function ChartTooltip({ anchor, boundary }: { anchor: TooltipAnchor | null; boundary: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = ref.current;
    const area = boundary.current;
    if (!box || !area || !anchor) return;
    const bounds = area.getBoundingClientRect();
    const x = anchor.clientX - bounds.left;
    const y = anchor.clientY - bounds.top;
    const left = x + OFFSET + box.offsetWidth > bounds.width ? x - OFFSET - box.offsetWidth : x + OFFSET;
    const top = y + OFFSET + box.offsetHeight > bounds.height ? y - OFFSET - box.offsetHeight : y + OFFSET;
    box.style.transform = `translate(${Math.max(0, left)}px, ${Math.max(0, top)}px)`;
  }, [anchor, boundary]);

  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      className={`pointer-events-none absolute top-0 left-0 z-10 rounded-xl border border-stone-200 bg-white p-2.5 whitespace-nowrap shadow-[0_4px_12px_rgba(28,25,23,0.08)] ${anchor ? '' : 'invisible'}`}
    >
      {anchor ? (
        <>
          <p className="font-semibold text-stone-900">{anchor.book.bookName}</p>
          <p className="text-stone-700">
            {graphTexts.pagesAxis}: {anchor.book.totalPages}
          </p>
        </>
      ) : null}
    </div>
  );
}
