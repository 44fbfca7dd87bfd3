/** After this long without the page settling, the announcement is made anyway. */
const GIVE_UP_MS = 10_000;

/** Marks the h1 a loading state shows in place of the page's own. */
export const LOADING_HEADING_ATTRIBUTE = 'data-page-loading';

interface FollowOptions {
  /** Called once, when the page's own h1 (not a loading one) has been focused, or on giving up. */
  announce: () => void;
}

/**
 * After an in-app navigation, moves focus to the new page's h1 as soon as one is in `main`,
 * and on to the next h1 when a loading state gives way to the page. It only moves focus the
 * visitor has not placed themselves: from the link they followed, from nowhere (body), or
 * from the heading it focused before. Stops at the first key press or pointer press.
 * Returns the function that stops it.
 */
export function followNewPage(main: HTMLElement, { announce }: FollowOptions): () => void {
  const started = document.activeElement;
  let focused: HTMLElement | undefined;
  let announced = false;

  const focusIsFree = () => {
    const active = document.activeElement;
    return !active || active === document.body || !active.isConnected || active === started || active === focused;
  };

  const settle = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || heading === focused || !focusIsFree()) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
    if (!announced && !heading.hasAttribute(LOADING_HEADING_ATTRIBUTE)) {
      announced = true;
      announce();
    }
  };

  const observer = new MutationObserver(settle);
  observer.observe(main, { childList: true, subtree: true });
  const giveUp = window.setTimeout(() => stop(), GIVE_UP_MS);
  const options = { capture: true } as const;

  function stop() {
    observer.disconnect();
    window.clearTimeout(giveUp);
    document.removeEventListener('keydown', stop, options);
    document.removeEventListener('pointerdown', stop, options);
    if (!announced) {
      announced = true;
      announce();
    }
  }

  document.addEventListener('keydown', stop, options);
  document.addEventListener('pointerdown', stop, options);
  settle();
  return () => {
    announced = true;
    stop();
  };
}
