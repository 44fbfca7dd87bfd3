import type { MouseEvent } from 'react';
import { focusInto } from '@bookmarked/shared';
import { messages } from '../feedback/messages';
import { focusRing } from '../styles/focusRing';

/** The id of every layout's <main>, the skip link's target. */
// Stryker disable next-line StringLiteral: read once at import, before any test can switch a mutant on
export const MAIN_ID = 'main';

/**
 * The first tab stop: jumps past the header to the page's heading (or main). Focus is moved
 * by hand so the URL keeps no '#main' and the router sees no navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    focusInto(main);
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className={`sr-only rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 ${focusRing}`}
    >
      {messages.skipToContent}
    </a>
  );
}
