/**
 * Where focus goes when a dialog closes: back to what had it when the dialog opened, or,
 * when that is gone (its card was removed), to the page's h1, else to main.
 */
export function rememberFocus(): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  return () => {
    if (opener && opener !== document.body && opener.isConnected) {
      opener.focus({ preventScroll: true });
      return;
    }
    const main = document.querySelector<HTMLElement>('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
}
