import { useEffect, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { slotAt, valueY, type PlotArea } from './chartLayout';
import type { ChartBook } from './chartBook';
import type { TooltipAnchor } from './ChartTooltip';

interface BarGeometry {
  /** The element the plot is measured from: its `left` is where the first book's slot starts. */
  origin: RefObject<Element | null>;
  plot: PlotArea;
  /** The book to start from when the keyboard first moves. */
  firstInView: () => number;
  /** Brings a book's bar into view before the tooltip points at it. */
  reveal?: (index: number) => void;
}

export type ActiveBar = (TooltipAnchor & { index: number }) | null;

/** Which book the pointer or the arrow keys are on, and where its tooltip points. */
export function useActiveBar(books: readonly ChartBook[], { origin, plot, firstInView, reveal }: BarGeometry) {
  const [active, setActive] = useState<ActiveBar>(null);
  const last = books.length - 1;

  function pointAt(index: number, clientX: number, clientY: number) {
    const book = books[index];
    setActive(book ? { index, book, clientX, clientY } : null);
  }

  function onPointerMove(event: PointerEvent) {
    const bounds = origin.current?.getBoundingClientRect();
    if (!bounds) return;
    const index = slotAt(plot, event.clientX - bounds.left, books.length);
    const y = event.clientY - bounds.top;
    if (index === null || y < plot.top || y > plot.bottom) setActive(null);
    else pointAt(index, event.clientX, event.clientY);
  }

  function onKeyDown(event: KeyboardEvent) {
    const current = active?.index ?? null;
    const moves: Record<string, () => number> = {
      ArrowRight: () => (current === null ? firstInView() : Math.min(last, current + 1)),
      ArrowLeft: () => (current === null ? firstInView() : Math.max(0, current - 1)),
      Home: () => 0,
      End: () => last,
    };
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const move = moves[event.key];
    if (!move || last < 0) return;
    event.preventDefault();
    const index = move();
    reveal?.(index);
    const bounds = origin.current?.getBoundingClientRect();
    const book = books[index];
    if (!bounds || !book) return;
    pointAt(index, bounds.left + plot.left + (index + 0.5) * plot.slot, bounds.top + valueY(plot, book.totalPages));
  }

  // A pointer already resting on a bar when the chart's code arrives (the server drew the chart
  // before it) gets the bar's tooltip, as a move of the pointer would give it.
  useEffect(() => {
    // Read as the browser has it, after the chart's first frame.
    const frame = requestAnimationFrame(() => {
      const bounds = origin.current?.getBoundingClientRect();
      const bar = origin.current?.querySelector('.book-bar:hover')?.getBoundingClientRect();
      if (!bounds || !bar) return;
      const index = slotAt(plot, bar.left + bar.width / 2 - bounds.left, books.length);
      if (index !== null) pointAt(index, bar.left + bar.width / 2, bar.top);
    });
    return () => cancelAnimationFrame(frame);
    // Once, when the chart is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clear = () => setActive(null);
  return { active, onPointerMove, onPointerLeave: clear, onKeyDown, onBlur: clear };
}
