import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept current when anything above it
 * changes height (the hero collapsing, a warning appearing, the window resizing).
 *
 * Read when the browser has laid the page out (a ResizeObserver's first report comes then),
 * not straight after React's commit: reading it there would make the browser lay the page out
 * an extra time in the middle of the commit, and the first paint of a large catalogue would
 * wait for the rows drawn after it. Without ResizeObserver it is read at once.
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
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(document.body);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
