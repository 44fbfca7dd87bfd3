/** A style sheet the page already holds: linked, or held inline by the composing server (its link kept, disabled). */
const held = (href: string) => document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) !== null;

/**
 * Puts a remote page's style sheets on the page, as its container does before it hands the page
 * over: each once, and settled only when every one has applied, so the page never draws unstyled.
 * A sheet that cannot load fails the page's load, which its Retry tries again.
 */
export function applyPageStyles(hrefs: readonly string[]): Promise<void> {
  return Promise.all(
    hrefs.filter((href) => !held(href)).map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.crossOrigin = 'anonymous';
          link.onload = () => resolve();
          link.onerror = () => {
            link.remove();
            reject(new Error(`${href}: the page's style sheet could not be loaded`));
          };
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
}
