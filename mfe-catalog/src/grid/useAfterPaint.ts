import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted once after `ready` turned true, then true for good:
 * for work that may wait until the visitor sees the first result. What it brings is rendered as
 * a transition, in slices that leave the page free to answer: drawn in one go, the rest of
 * Home's grid was a task of about 230 ms at 4x CPU right after the page went live.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the next paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
