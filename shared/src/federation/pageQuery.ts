import { PAGE_QUERY_CHARACTERS } from '../../../scripts/composition/markers.mjs';

export { PAGE_QUERY_CHARACTERS };

/** Encodes one name or value of a query in the characters above, a space as `+`. */
function encodeQueryPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*.~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * A query string (without `?`) for these names and values, spelled the one way a rendered
 * view is named after: every link to a view must spell its query so. Read back by
 * URLSearchParams as the same names and values.
 */
export function pageQuery(entries: Iterable<readonly [string, string]>): string {
  return Array.from(entries, ([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`).join('&');
}
