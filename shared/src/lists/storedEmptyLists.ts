// No state and no dependencies beyond the list names and their decoding: the host's paint script
// (host/src/firstPaint.ts) runs this before the first paint, apart from the shared singleton
// (like the theme choice).
import { decodeIdList } from './idList';
import { listNames, type ListName } from './listNames';

/**
 * Set on <html> before the page paints: the lists the visitor's storage holds no book in,
 * space-separated. A server-drawn Listed Books page shows those lists' empty panels from its
 * first paint, instead of 'Loading...' until the lists' code is in.
 */
export const EMPTY_LISTS_ATTRIBUTE = 'data-lists-empty';

/**
 * True only when storage says for certain the list holds no book: no entry yet, or an empty
 * list. Anything else (books, text that is not a list, storage turned off) waits for the
 * lists' code, which reads it properly and says what it found.
 */
function storedEmpty(list: ListName): boolean {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(list);
  } catch {
    return false;
  }
  // Read as the list stores read it, so 'empty' means here what it means to them.
  const { ids, corrupt } = decodeIdList(raw ?? undefined);
  return ids.length === 0 && !corrupt;
}

/** Names on <html> the lists that storage holds no book in (EMPTY_LISTS_ATTRIBUTE). */
export function markStoredEmptyLists(): void {
  const empty = listNames.filter(storedEmpty);
  if (empty.length > 0) document.documentElement.setAttribute(EMPTY_LISTS_ATTRIBUTE, empty.join(' '));
  else document.documentElement.removeAttribute(EMPTY_LISTS_ATTRIBUTE);
}
