import type { ListName, SortDirection, SortKey } from '@bookmarked/shared';

/**
 * The Listed Books view as it reads in the URL: `/listed?tab=wish&sort=pages&order=desc`.
 * Short words for the visitor's address bar; the defaults (Read List, unsorted, lowest first)
 * are left out. Unknown values are ignored, never an error.
 */
export interface ListedView {
  tab: ListName;
  sort: SortKey | undefined;
  order: SortDirection;
}

const tabWords = { read: 'readList', wish: 'wishList' } as const satisfies Record<string, ListName>;
const sortWords = { rating: 'ratings', pages: 'totalpages', year: 'year' } as const satisfies Record<string, SortKey>;
const orderWords = { asc: 'asc', desc: 'desc' } as const satisfies Record<string, SortDirection>;

function lookUp<Value>(words: Record<string, Value>, word: string | null): Value | undefined {
  return word !== null && Object.hasOwn(words, word) ? words[word] : undefined;
}

function wordFor<Value>(words: Record<string, Value>, value: Value): string | undefined {
  return Object.keys(words).find((word) => words[word] === value);
}

export function readListedView(params: URLSearchParams): ListedView {
  return {
    tab: lookUp(tabWords, params.get('tab')) ?? 'readList',
    sort: lookUp(sortWords, params.get('sort')),
    order: lookUp(orderWords, params.get('order')) ?? 'asc',
  };
}

/** The params with this view written in; any other params are kept. */
export function writeListedView(params: URLSearchParams, view: ListedView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, word: string | undefined) => (word ? next.set(name, word) : next.delete(name));
  set('tab', view.tab === 'readList' ? undefined : wordFor(tabWords, view.tab));
  set('sort', view.sort ? wordFor(sortWords, view.sort) : undefined);
  set('order', view.sort && view.order === 'desc' ? 'desc' : undefined);
  return next;
}
