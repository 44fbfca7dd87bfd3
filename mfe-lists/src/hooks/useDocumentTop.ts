import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The distance from the top of the document to the element, kept current after every render
 * and on resize: what sits above a window-scrolled list (header, sort hint, warnings) can
 * change height, and the list's item positions are measured from the document top.
 */
export function useDocumentTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [top, setTop] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (next !== top) setTop(next);
  });

  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  return [ref, top] as const;
}
