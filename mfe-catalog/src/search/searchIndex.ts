import { foldText, sortBooks, sortBooksByTitle, type Book } from '@bookmarked/shared';
import type { HomeFilters, HomeSort } from './homeFilters';

/**
 * What makes finding a book cheap, prepared once per catalogue: each book's searchable text
 * folded (case and accents dropped), the categories and tags on offer, and each sort order.
 * A keystroke then costs one pass of `includes`. Nothing is gathered before it is needed:
 * the folded texts are made in short slices after the grid first shows (`prepareSearch`), or
 * at once if the visitor searches before that; the categories and tags and each sort order
 * the first time they are asked for.
 */
export interface SearchIndex {
  books: readonly Book[];
  /** Per book: title, author, category, publisher and tags, folded, one per line. */
  haystacks: string[];
  readonly categories: readonly string[];
  readonly tags: readonly string[];
  orders: Map<HomeSort, readonly number[]>;
}

const orderers: Record<HomeSort, (books: readonly Book[]) => Book[]> = {
  rating: (books) => sortBooks(books, 'ratings'),
  pages: (books) => sortBooks(books, 'totalpages'),
  year: (books) => sortBooks(books, 'year'),
  title: sortBooksByTitle,
};

const cache = new WeakMap<readonly Book[], SearchIndex>();

/** The index of this catalogue; built at most once per loaded list. */
export function searchIndexFor(books: readonly Book[]): SearchIndex {
  let index = cache.get(books);
  if (!index) {
    index = buildSearchIndex(books);
    cache.set(books, index);
  }
  return index;
}

export function buildSearchIndex(books: readonly Book[]): SearchIndex {
  let offered: { categories: readonly string[]; tags: readonly string[] } | undefined;
  const offeredNow = () => (offered ??= gatherOffered(books));
  return {
    books,
    haystacks: [],
    get categories() {
      return offeredNow().categories;
    },
    get tags() {
      return offeredNow().tags;
    },
    orders: new Map(),
  };
}

function gatherOffered(books: readonly Book[]) {
  const categories = new Set<string>();
  const tags = new Set<string>();
  for (const book of books) {
    if (book.category.trim()) categories.add(book.category);
    for (const tag of book.tags) if (tag.trim()) tags.add(tag);
  }
  return { categories: byName(categories), tags: byName(tags) };
}

/**
 * Names in alphabetical order, ignoring case and accents. Compared as folded keys rather than
 * with localeCompare, which builds a collator on every call: with a large catalogue's tags that
 * was tens of milliseconds of the first render on a slow phone.
 */
function byName(names: Iterable<string>): string[] {
  const keyed = [...names].map((name) => ({ name, key: foldText(name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return keyed.map(({ name }) => name);
}

function haystackOf(book: Book): string {
  return foldText([book.bookName, book.author, book.category, book.publisher, ...book.tags].join('\n'));
}

/** Folds up to `limit` more books' texts; true once every book is done. */
export function prepareSearch(index: SearchIndex, limit = Infinity): boolean {
  const { books, haystacks } = index;
  const end = Math.min(books.length, haystacks.length + limit);
  for (let position = haystacks.length; position < end; position++) {
    haystacks.push(haystackOf(books[position]!));
  }
  return haystacks.length === books.length;
}

function orderOf(index: SearchIndex, sort: HomeSort | undefined): Iterable<number> {
  if (!sort) return index.books.keys();
  let order = index.orders.get(sort);
  if (!order) {
    const positions = new Map(index.books.map((book, position) => [book, position]));
    order = orderers[sort](index.books).map((book) => positions.get(book) ?? 0);
    index.orders.set(sort, order);
  }
  return order;
}

/** The category or tag as the catalogue spells it, whatever case or accents the URL used. */
function canonical(values: () => readonly string[], wanted: string | undefined): string | undefined {
  if (wanted === undefined) return undefined;
  const folded = foldText(wanted);
  return values().find((value) => foldText(value) === folded);
}

/** The filters this catalogue can honour: a category or tag it does not have is ignored. */
export function applicableFilters(index: SearchIndex, filters: HomeFilters): HomeFilters {
  const applicable: HomeFilters = { q: filters.q };
  const category = canonical(() => index.categories, filters.category);
  if (category) applicable.category = category;
  const tag = canonical(() => index.tags, filters.tag);
  if (tag) applicable.tag = tag;
  if (filters.sort) applicable.sort = filters.sort;
  return applicable;
}

/**
 * The books that match every filter, in the chosen order. Each word of the query must appear
 * in the title, author, category, publisher or a tag; case and accents are ignored.
 */
export function findBooks(index: SearchIndex, filters: HomeFilters): Book[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  const { category, tag } = applicableFilters(index, filters);
  if (words.length === 0 && category === undefined && tag === undefined && !filters.sort) return [...index.books];
  if (words.length > 0) prepareSearch(index);
  const found: Book[] = [];
  for (const position of orderOf(index, filters.sort)) {
    const book = index.books[position];
    if (!book) continue;
    if (category !== undefined && book.category !== category) continue;
    if (tag !== undefined && !book.tags.includes(tag)) continue;
    const haystack = index.haystacks[position] ?? '';
    if (words.every((word) => haystack.includes(word))) found.push(book);
  }
  return found;
}
