import { atom } from 'nanostores';
import type { Book } from './book';
import { readCatalogueIndex, type CatalogueIndex } from './catalogueIndex';
import { catalogueMessages as messages } from './catalogueMessages';
import { readCataloguePage } from './cataloguePage';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';

/**
 * The catalogue as a list view reads it: its index (every book's id and sort fields), and those
 * of its pages read so far, all of one release. An error takes the place of both until Retry.
 */
export type ShelfState =
  | { status: 'loading' }
  | { status: 'ready'; index: CatalogueIndex; pages: ReadonlyMap<number, readonly Book[]> }
  | { status: 'error'; message: string };

const TIMEOUT_MS = 10_000;

/**
 * The catalogue's index and the pages read of it. Watching it reads nothing: a page opens it
 * (openShelf) from the browser only, so a server drawing the page never asks.
 */
export const $catalogueShelf = atom<ShelfState>({ status: 'loading' });

let index: CatalogueIndex | undefined;
let pages = new Map<number, readonly Book[]>();
/** The pages being read for the current index (a new index starts a new set). */
let reading = new Set<number>();
let indexRead: Promise<void> | undefined;
let failure: string | undefined;

function publish(): void {
  if (failure !== undefined) $catalogueShelf.set({ status: 'error', message: failure });
  else if (index) $catalogueShelf.set({ status: 'ready', index, pages: new Map(pages) });
  else $catalogueShelf.set({ status: 'loading' });
}

async function fetchJson(url: string, cache: RequestCache): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { cache, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new Error(messages.catalogueUnreachable);
  }
  if (!response.ok) throw new Error(messages.catalogueHttpError(response.status));
  // Not JSON: nothing, which neither the index's reader nor a page's takes (the 'damaged' message).
  return response.json().catch(() => undefined);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : messages.catalogueInvalid;
}

/**
 * Reads the index. One of another release than the one held replaces it and every page read:
 * the views place their books again from it, and no book of the old release stays beside them.
 */
async function readIndex(cache: RequestCache): Promise<void> {
  try {
    const read = readCatalogueIndex(await fetchJson(CATALOGUE_INDEX_URL, cache));
    if (!read) throw new Error(messages.catalogueInvalid);
    if (read.release !== index?.release) {
      index = read;
      pages = new Map();
      reading = new Set();
    }
  } catch (error) {
    failure = messageOf(error);
  }
  publish();
}

/** Reads the index unless it is in, being read, or failed (then Retry reads it). */
export function openShelf(): Promise<void> {
  if (index || failure !== undefined) return Promise.resolve();
  indexRead ??= readIndex('default').finally(() => (indexRead = undefined));
  return indexRead;
}

/**
 * Reads page `page` of `from`. A page of another release is read again from the server (a
 * cache may have kept an old one); still another, the catalogue itself was replaced: its index
 * is read again, and the views start over from it. Still the same index, the site's files
 * disagree (a release half laid out): the catalogue's error, with Retry.
 */
async function readPage(from: CatalogueIndex, page: number): Promise<void> {
  const url = cataloguePageUrl(page);
  try {
    let read = readCataloguePage(await fetchJson(url, 'default'), from, page);
    if (read.kind === 'otherRelease') read = readCataloguePage(await fetchJson(url, 'no-cache'), from, page);
    if (from !== index) return;
    if (read.kind === 'otherRelease') {
      await readIndex('no-cache');
      if (index === from && failure === undefined) failure = messages.catalogueInvalid;
    } else if (read.kind === 'invalid') failure = messages.catalogueInvalid;
    else pages.set(page, read.books);
  } catch (error) {
    if (from === index) failure = messageOf(error);
  }
  publish();
}

/**
 * Reads the pages that hold these places of the index (as placeView gives them) and are not in
 * or on their way yet. Nothing before the index is in, or while the shelf shows an error.
 */
export function shelveBooks(positions: Iterable<number>): void {
  const from = index;
  if (!from || failure !== undefined) return;
  const pending = reading;
  for (const position of positions) {
    const page = Math.floor(position / from.pageSize);
    if (pages.has(page) || pending.has(page)) continue;
    pending.add(page);
    void readPage(from, page).finally(() => pending.delete(page));
  }
}

/** After an error: the index read again if it never came, else the views ask for their pages again. */
export function retryShelf(): Promise<void> {
  failure = undefined;
  publish();
  return openShelf();
}

/** The book at a place of the index, if its page is in. */
export function shelvedBook(state: Extract<ShelfState, { status: 'ready' }>, position: number): Book | undefined {
  const { pageSize } = state.index;
  return state.pages.get(Math.floor(position / pageSize))?.[position % pageSize];
}

/** For tests: the shelf as a fresh page load finds it. */
export function forgetShelf(): void {
  index = undefined;
  pages = new Map();
  reading = new Set();
  indexRead = undefined;
  failure = undefined;
  $catalogueShelf.set({ status: 'loading' });
}
