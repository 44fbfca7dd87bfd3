/**
 * Moves focus to a part of the page the way the skip link does: to its heading, made focusable
 * for this, or to the part itself. Shared by the skip link and the early input contract, which
 * does it for the skip link before the app's code is in.
 */
export function focusInto(part: HTMLElement): void {
  const heading = part.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? part).focus();
}
