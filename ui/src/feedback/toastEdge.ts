/** Below this width the toasts span the screen (react-toastify's own breakpoint). */
const NARROW_SCREEN = '(max-width: 480px)';

export type ToastEdge = 'top' | 'bottom';

/** The screen edge away from the focused control: the half it is not in. */
export function edgeAwayFrom(element: Element | null, viewportHeight: number): ToastEdge {
  if (!element || element === document.body || element === document.documentElement) return 'bottom';
  const { top, height } = element.getBoundingClientRect();
  return top + height / 2 < viewportHeight / 2 ? 'bottom' : 'top';
}

/**
 * On a narrow screen a toast spans the whole width, so it keeps to the edge away from the
 * focused control, and moves when focus moves under it. Wider screens keep the top-end corner.
 * Returns the function that places them again (before each toast).
 */
export function keepToastsClearOfFocus(container: HTMLElement): () => void {
  const place = () => {
    const narrow = typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;
    if (!narrow) {
      delete container.dataset.edge;
      return;
    }
    container.dataset.edge = edgeAwayFrom(document.activeElement, window.innerHeight);
  };
  place();
  document.addEventListener('focusin', place);
  window.addEventListener('resize', place);
  return place;
}
