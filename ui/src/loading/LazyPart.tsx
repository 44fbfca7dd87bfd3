import { useEffect, useRef, type ReactNode } from 'react';
import { AWAITING_CODE_ATTRIBUTE } from '@bookmarked/shared/early-input-contract';
import { releaseAwaitingCode } from '@bookmarked/shared/early-input-replay';

/**
 * A part of a page whose code comes after the page's (a lazy chunk behind a Suspense boundary of
 * its own): over server HTML it hydrates later than the page around it, so until its code has
 * drawn it, input on it is kept and replayed then (the early input contract), as on the page
 * while the page waited. Laid out as if absent.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const part = ref.current;
    if (!part) return;
    // Once what hydrated has settled, as the page's own input is replayed.
    const timer = setTimeout(() => releaseAwaitingCode(part), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={ref} className="contents" {...{ [AWAITING_CODE_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}
