// Fetches a remote's rendered pages for the composing server: its fragments.json and the page's
// HTML, beside the remote's entry, the same address the browser loads the remote from. Each
// answer is kept with its ETag, in a cache of bounded size (least recently used out first), and
// revalidated on use unless the remote said it is fresh for a while (`max-age`, or `s-maxage`
// for a shared cache such as this; this site's remotes say a second): a redeployed remote that
// says nothing is composed on the next request, and an unchanged one costs a 304. Requests for
// the same file at the same moment share one fetch, and each composition waits for it no longer
// than its own budget, so a slow remote holds up only its own pages. The page's files are asked
// for together with the list, under the names the list last gave them, so an unchanged remote
// costs the page one round trip to it instead of two; only a list that renamed them is waited
// for. A remote that fails (no answer in time, unreachable, a 5xx) is not asked again for a
// second, and the copy kept of a file stands in for it meanwhile; then it is asked again behind
// the requests, which keep getting the copy until it answers. Anything else wrong, or a
// failure with no copy, gives undefined: the page is then served as it is, with 'Loading...'
// and the client's own loading.
import { LRUCache } from 'lru-cache';
import semver from 'semver';
import { isFragmentFile } from '@bookmarked/shared/composition';

const FRAGMENTS_FILE = 'fragments.json';

/** A listed file's address: its name holds a query's text as read (`Children's`), escaped here. */
const fileUrl = (file, base) => new URL(encodeURI(file), base).href;

const isText = (value) => typeof value === 'string' && value.length > 0;

/** One page's entry of fragments.json, if it is well formed. */
function entryOf(list, path) {
  if (list?.version !== 1 || typeof list.fragments !== 'object' || list.fragments === null) return undefined;
  if (!Object.hasOwn(list.fragments, path)) return undefined;
  const entry = list.fragments[path];
  return isText(entry?.page) && isFragmentFile(entry.file) && isFragmentFile(entry.head) ? entry : undefined;
}

/**
 * @typedef {(url: string, init?: { signal?: AbortSignal, headers?: Record<string, string> }) => Promise<Response>} FetchFile
 * @typedef {{ remote: string, entryUrl: string, path: string, notFoundPath?: string, platformVersion?: string }} FragmentRequest
 */

/** How long, in ms, a response says it may be used without asking again: 0 unless it says. */
function freshnessOf(headers) {
  const cacheControl = (headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(^|,)\s*(no-cache|no-store|private)\b/.test(cacheControl)) return 0;
  const seconds = /(?:^|,)\s*s-maxage\s*=\s*(\d+)/.exec(cacheControl)?.[1] ?? /(?:^|,)\s*max-age\s*=\s*(\d+)/.exec(cacheControl)?.[1];
  const age = Number(headers.get('Age') ?? 0) || 0;
  return seconds === undefined ? 0 : Math.max(0, Number(seconds) - age) * 1000;
}

/** Resolves as `promise` does, or rejects once `signal` aborts: a caller stops waiting, the shared fetch goes on. */
function within(promise, signal) {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Runs `work` with a signal that aborts after `ms`, and lets go of its timer once `work` has
 * settled. AbortSignal.timeout's timer would keep each finished request's signal, and all that
 * listens to it, alive for the whole wait: under load, old garbage that makes the heap grow.
 */
async function withDeadline(ms, work) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** A remote that failed (no answer in time, unreachable, a 5xx): how long before it is asked again. */
const RETRY_FAILED_AFTER_MS = 1000;

/** A failure that says nothing about the file (its server's), after which a copy kept may stand in. */
class RemoteFailed extends Error {}

/**
 *   timeoutMs: the most one composition may wait for a remote, both files together.
 *   keptBytes: the most text kept of the remotes' files, counted in characters (string length):
 *     V8 holds one or two bytes of memory per character.
 *   now: the clock, for the freshness a remote gives.
 * @param {{ timeoutMs?: number, fetchImpl?: FetchFile, keptBytes?: number, now?: () => number }} [options]
 */
export function createFragmentSource({ timeoutMs = 500, fetchImpl = fetch, keptBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {LRUCache<string, { etag: string, text: string, freshUntil: number }>} */
  const kept = new LRUCache({
    maxSize: keptBytes,
    sizeCalculation: (entry) => Math.max(1, entry.text.length),
    dispose: (_entry, url) => withAbsoluteStyles.delete(url),
  });
  /**
   * A page file's text with its style sheets named from the remote's entry, by URL, while its
   * text is the one kept: composing a page that did not change copies nothing.
   * @type {Map<string, { text: string, absolute: string }>}
   */
  const withAbsoluteStyles = new Map();
  /** The fetch under way for each URL, which every request for it meanwhile shares. */
  const underWay = new Map();
  /** Each fragments.json as last parsed, by URL: a large catalogue's list is a megabyte of JSON. */
  const parsedLists = new Map();

  /** The list's text parsed, parsed again only when the text changed. */
  function parsedList(url, text) {
    const parsed = parsedLists.get(url);
    if (parsed?.text === text) return parsed.list;
    const list = JSON.parse(text);
    parsedLists.set(url, { text, list });
    return list;
  }

  /** When each file's remote last failed, until it is asked again: meanwhile no request waits on it. */
  const failedUntil = new Map();

  /** A file's text from the remote, revalidated against the copy kept; throws on any failure. */
  function fetchText(url) {
    return withDeadline(timeoutMs, async (signal) => {
      const cached = kept.get(url);
      const response = await fetchImpl(url, { signal, headers: cached ? { 'If-None-Match': cached.etag } : {} }).catch((error) => {
        throw new RemoteFailed(`${url}: ${error.message}`);
      });
      const freshUntil = now() + freshnessOf(response.headers);
      if (response.status === 304 && cached) {
        cached.freshUntil = freshUntil;
        return cached.text;
      }
      if (response.status >= 500) throw new RemoteFailed(`${url}: HTTP ${response.status}`);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const text = await response.text().catch((error) => {
        throw new RemoteFailed(`${url}: ${error.message}`);
      });
      const etag = response.headers.get('ETag');
      if (etag) kept.set(url, { etag, text, freshUntil });
      else kept.delete(url);
      return text;
    });
  }

  /**
   * A fetch of a file, shared by every request meanwhile. When the remote fails, it is not
   * asked again for RETRY_FAILED_AFTER_MS, and the copy kept, if any, stands in (stale if
   * error): a failing remote costs one request a second its wait, not every one.
   */
  function fetchShared(url) {
    let fetching = underWay.get(url);
    if (!fetching) {
      fetching = fetchText(url)
        .then(
          (text) => {
            failedUntil.delete(url);
            return text;
          },
          (error) => {
            if (!(error instanceof RemoteFailed)) {
              // An answer (a 404, a broken file): the remote is not failing, the file is.
              failedUntil.delete(url);
              throw error;
            }
            failedUntil.set(url, now() + RETRY_FAILED_AFTER_MS);
            const cached = kept.get(url);
            if (cached) return cached.text;
            throw error;
          },
        )
        .finally(() => underWay.delete(url));
      underWay.set(url, fetching);
    }
    return fetching;
  }

  /** A file's text: the copy kept while the remote says it is fresh, else the fetch under way for it, or a new one. */
  function read(url, signal) {
    const cached = kept.get(url);
    if (cached && cached.freshUntil > now()) return Promise.resolve(cached.text);
    const failed = failedUntil.get(url);
    if (failed !== undefined && cached) {
      // A remote found failing is asked again behind the request, which does not wait for it.
      if (failed <= now()) fetchShared(url).catch(() => undefined);
      return Promise.resolve(cached.text);
    }
    if ((failed ?? 0) > now()) return Promise.reject(new RemoteFailed(`${url}: failed a moment ago`));
    return within(fetchShared(url), signal);
  }

  /** A page file's text with its style sheets named relative to the remote's entry made absolute. */
  function absoluteStyles(url, text, base) {
    const known = withAbsoluteStyles.get(url);
    if (known?.text === text) return known.absolute;
    const absolute = text.replaceAll('href="assets/', `href="${base.href}assets/`);
    withAbsoluteStyles.set(url, { text, absolute });
    return absolute;
  }

  /** The page's two files, read together, ready to compose; settles with a value or the error, never rejects. */
  function readPage(base, entry, signal) {
    const urls = [fileUrl(entry.file, base), fileUrl(entry.head, base)];
    const files = Promise.all(urls.map((url) => read(url, signal).then((text) => absoluteStyles(url, text, base))));
    return files.then((texts) => ({ texts }), (error) => ({ error }));
  }

  /**
   * The page at `path` (with its query) as `remote` rendered it, and its head, ready for
   * composePage; undefined when the remote has none, is down, slow or broken, or needs a newer
   * platform than `platformVersion` (the host's), whose visitors get the version message instead.
   * With `notFoundPath`, a path the remote rendered no view of gets that view, and `notFound`.
   */
  /** @param {FragmentRequest} request */
  const fragmentOf = (request) => withDeadline(timeoutMs, (signal) => fragmentWithin(request, signal));
  /**
   * Any other file of a remote's, read as its pages are (kept, revalidated, within the budget):
   * its integrity.json for the page's import map.
   * @param {string} url
   */
  fragmentOf.readText = (url) => withDeadline(timeoutMs, (signal) => read(url, signal));
  return fragmentOf;

  /**
   * @param {FragmentRequest} request
   * @param {AbortSignal} signal
   */
  async function fragmentWithin({ remote, entryUrl, path, notFoundPath, platformVersion }, signal) {
    /** The list's entry for the request: its own view, or the view of a page that does not exist. */
    const viewIn = (list) => {
      const key = entryOf(list, path) ? path : notFoundPath;
      const entry = key === undefined ? undefined : entryOf(list, key);
      return entry && { entry, notFound: key === notFoundPath };
    };
    try {
      const base = new URL('.', entryUrl);
      const listUrl = new URL(FRAGMENTS_FILE, base).href;
      const listText = read(listUrl, signal);
      // The files the list named last time, asked for meanwhile (their own revalidation).
      const named = viewIn(parsedLists.get(listUrl)?.list)?.entry;
      const early = named && readPage(base, named, signal);
      const list = parsedList(listUrl, await listText);
      if (list?.remote !== remote || !isText(list.platformRange)) return undefined;
      if (platformVersion && !semver.satisfies(platformVersion, list.platformRange)) return undefined;
      const view = viewIn(list);
      if (!view) return undefined;
      const { entry, notFound } = view;
      const same = early && named.file === entry.file && named.head === entry.head;
      const page = await (same ? early : readPage(base, entry, signal));
      if ('error' in page) throw page.error;
      const [html, headHtml] = page.texts;
      return { html, headHtml, ...(notFound ? { notFound } : {}) };
    } catch {
      return undefined;
    }
  }
}
