import { escapeHtml } from '../src/page/headTags.ts';

/**
 * A composed page's own scripts, asked for from its head: they then download alongside the
 * host's, where the host's first script could only ask for them once it had read remotes.json
 * and the remote's manifest. That script still asks (preloadRouteRemote), and its fetch takes
 * this answer instead of a second download. Named relative to the remote's entry, like its
 * style sheets, for the composing server to make absolute.
 *
 * A fetch, not a script: the browser would hand a failed `modulepreload` (or `preload` as a
 * script) to the page's import for the document's life, and the visitor's Retry must be able to
 * load them. Low priority, as the host's own: the page's largest image comes first.
 */
export function pageScriptPreloads(scripts: readonly string[]): string {
  return scripts.map((file) => `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(file)}">`).join('');
}
