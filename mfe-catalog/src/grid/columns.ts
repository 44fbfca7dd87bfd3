import { useSyncExternalStore } from 'react';

/**
 * The grid's columns per breakpoint: 1 on phones, 2 from md, 4 from lg, 5 from 2xl. The same
 * numbers as the grid's classes in BookGrid (Tailwind's breakpoints, in rem like Tailwind's).
 */
const breakpoints = [
  { query: '(min-width: 96rem)', columns: 5 },
  { query: '(min-width: 64rem)', columns: 4 },
  { query: '(min-width: 48rem)', columns: 2 },
] as const;

export const gridClassName = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5';

let mediaLists: MediaQueryList[] | undefined;

/** One list per breakpoint, made once: the grid asks for its columns on every render and scroll. */
function breakpointLists(): MediaQueryList[] | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined;
  return (mediaLists ??= breakpoints.map(({ query }) => window.matchMedia(query)));
}

function currentColumns(): number {
  const lists = breakpointLists();
  if (!lists) return 1;
  const index = lists.findIndex((list) => list.matches);
  return breakpoints[index]?.columns ?? 1;
}

function subscribe(onChange: () => void): () => void {
  const lists = breakpointLists();
  if (!lists) return () => {};
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** How many cards sit side by side right now. */
export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, currentColumns, () => 1);
}
