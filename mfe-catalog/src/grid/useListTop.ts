import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept current when anything above it
 * changes height (the hero collapsing, a warning appearing, the window resizing).
 */
export function useListTop(ref: RefObject<HTMLElement | null>): number | undefined {
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((previous) => (previous === next ? previous : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
