import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The distance from the top of the document to the element, kept current: what sits above a
 * window-scrolled list (header, sort hint, warnings) can change height, and the list's item
 * positions are measured from the document top. Re-measured whenever the page or the element
 * changes size, which includes the element's tab being shown.
 */
export function useDocumentTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [top, setTop] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, top] as const;
}
