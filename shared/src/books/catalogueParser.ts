import type { Book } from './book.ts';
import {
  assertCatalogueList,
  CatalogueFormatError,
  createCatalogueValidator,
  parseJson,
  type ParsedCatalogue,
} from './parseCatalogue.ts';
import { catalogueText, type CatalogueRequest, type CatalogueWorkerReply } from './catalogueWorkerReplies.ts';
import { catalogueMessages as messages } from './catalogueMessages.ts';
import { catalogueFingerprint } from './catalogueFingerprint.ts';
import type { FirstLook, FirstLookRequest } from './listedBooks.ts';
import { isRereadable } from './rereadableResponse.ts';

/** The books, and the catalogue's fingerprint when it was asked for. */
type ReadCatalogue = ParsedCatalogue & { fingerprint?: string };

/**
 * What to do besides parsing: note the fingerprint; and, for a catalogue parsed in the worker,
 * ask `firstLook` once it is parsed for list views to look at first, whose books then reach
 * `onFirstLook` ahead of the rest.
 */
interface ParseOptions {
  fingerprint?: boolean;
  firstLook?: () => Promise<FirstLookRequest | undefined>;
  onFirstLook?: (looks: FirstLook[]) => void;
}

/** Turns the catalogue's JSON (its bytes or its text) into books without holding the page for long. */
export interface CatalogueParser {
  parse(body: ArrayBuffer | string, options?: ParseOptions): Promise<ReadCatalogue>;
  /**
   * The catalogue's response, its bytes read by the page, or by the worker when it is large and
   * the browser's cache can hand it over again (isRereadable): then they never cross the page's
   * main thread. The worker gives up its read after `timeoutMs`, and the page reads its own copy.
   */
  parseResponse(response: Response, options?: ParseOptions & { timeoutMs?: number }): Promise<ReadCatalogue>;
  dispose(): void;
}

/**
 * Catalogue texts up to this many characters (a few hundred books) are validated on the page:
 * starting a worker costs a script download and a boot, a few hundred milliseconds on a slow
 * phone, which is far more than the work it would take off the page.
 */
export const ON_PAGE_UP_TO = 256 * 1024;

/**
 * A parser that validates a small catalogue on the page in short slices, and a large one in a
 * Web Worker when the page can start one (same origin, CSP allows it), otherwise on the page too.
 * The worker also decodes the bytes and takes the fingerprint: at 10,000 books each of those
 * passes held the page's main thread about 100 ms at 4x CPU.
 */
export function createCatalogueParser(): CatalogueParser {
  let worker: Worker | undefined;
  let workerFailed = false;
  // A worker that failed once (its script did not load) is not asked again: it would never answer.
  const runningWorker = () => {
    if (workerFailed) return undefined;
    worker ??= startWorker();
    return worker;
  };
  const failed = (error: unknown) => {
    if (error instanceof CatalogueFormatError) throw error;
    // The worker could not run (its script failed to load, or it crashed): the page does the work.
    if (!(error instanceof CatalogueUnread)) workerFailed = true;
  };

  const parse: CatalogueParser['parse'] = async (body, { fingerprint = false, ...options } = {}) => {
    if ((typeof body === 'string' ? body.length : body.byteLength) > ON_PAGE_UP_TO) {
      const inWorker = runningWorker();
      // Stryker disable next-line ConditionalExpression: without a worker, parseInWorker rejects at once and the catch sends the work to the page all the same
      if (inWorker) {
        try {
          return await parseInWorker(inWorker, { type: 'parse', body, fingerprint }, options);
        } catch (error) {
          failed(error);
        }
      }
    }
    return parseOnPage(catalogueText(body), fingerprint);
  };

  return {
    parse,
    parseResponse: async (response, { timeoutMs = 10_000, ...options } = {}) => {
      const rereader = isRereadable(response, ON_PAGE_UP_TO) ? runningWorker() : undefined;
      if (rereader) {
        try {
          const read = await parseInWorker(rereader, { type: 'read', url: response.url, timeoutMs, fingerprint: options.fingerprint ?? false }, options);
          // Stryker disable next-line OptionalChaining: the answer to a GET of the catalogue has a body; `?.` only satisfies its type
          void response.body?.cancel().catch(() => undefined);
          return read;
        } catch (error) {
          // A copy read again that is not a catalogue (changed since, or a proxy's page) is not
          // the page's: the page's own copy decides.
          if (!(error instanceof CatalogueFormatError)) failed(error);
        }
      }
      let body: ArrayBuffer;
      try {
        body = await response.arrayBuffer();
      } catch (error) {
        // The read's time ran out while the worker tried: the list took too long, it is not damaged.
        const timedOut =
          // Stryker disable next-line ConditionalExpression,LogicalOperator: only a DOMException is named TimeoutError or AbortError here; the check narrows the type
          error instanceof DOMException &&
          (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new Error(timedOut ? messages.catalogueUnreachable : messages.catalogueInvalid);
      }
      return parse(body, options);
    },
    dispose: () => worker?.terminate(),
  };
}

/** The worker could not read the catalogue again: the page hands over its own copy. */
class CatalogueUnread extends Error {}

/**
 * The worker could not run, crashed, or sent a reply the page cannot read: the page does the
 * work itself, so no visitor ever sees why.
 */
class CatalogueWorkerFailed extends Error {}

function startWorker(): Worker | undefined {
  // Stryker disable next-line ConditionalExpression,StringLiteral: without Worker, `new Worker` throws and the catch below gives the same undefined
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./catalogue.worker.ts', import.meta.url), {
      type: 'module',
      name: 'bookmarked-catalogue',
    });
  } catch {
    // A shared chunk served from another origin cannot start a worker of its own.
  }
  return undefined;
}

async function parseOnPage(text: string, fingerprint: boolean): Promise<ReadCatalogue> {
  const parsed = await parseCatalogueInSlices(text);
  return fingerprint ? { ...parsed, fingerprint: catalogueFingerprint(text) } : parsed;
}

/** A body is copied to the worker, not moved: the page keeps the bytes to fall back on. */
function parseInWorker(
  worker: Worker,
  request: CatalogueRequest,
  { firstLook, onFirstLook }: Pick<ParseOptions, 'firstLook' | 'onFirstLook'>,
): Promise<ReadCatalogue> {
  const send = (wanted: FirstLookRequest | undefined) => worker.postMessage({ type: 'send', ...(wanted ? { firstLook: wanted } : {}) } satisfies CatalogueRequest);
  return new Promise((resolve, reject) => {
    const books: Book[] = [];
    worker.onmessage = (event: MessageEvent<CatalogueWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'books') books.push(...reply.books);
      else if (reply.type === 'parsed') void (firstLook?.() ?? Promise.resolve(undefined)).then(send, () => send(undefined));
      else if (reply.type === 'firstLook') onFirstLook?.(reply.looks);
      else if (reply.type === 'done') resolve({ books, rejected: reply.rejected, fingerprint: reply.fingerprint });
      else if (
        // Stryker disable next-line ConditionalExpression,StringLiteral: 'unread' answers only a read, where a rejection of any other kind also leaves the work to the page's own copy
        reply.type === 'unread'
      )
        reject(new CatalogueUnread());
      else if (reply.type === 'failed') reject(new CatalogueWorkerFailed());
      else reject(new CatalogueFormatError(messages.catalogueInvalid));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new CatalogueWorkerFailed());
    };
    worker.onmessageerror = () => reject(new CatalogueWorkerFailed());
    worker.postMessage(request);
  });
}

const SLICE_MS = 8;

/** Validates on the page, giving way to input and rendering every few milliseconds. */
export async function parseCatalogueInSlices(text: string): Promise<ParsedCatalogue> {
  const data = parseJson(text);
  assertCatalogueList(data);
  const validator = createCatalogueValidator();
  let sliceStart = performance.now();
  for (let index = 0; index < data.length; index++) {
    validator.add(data[index], index);
    if (index % 64 === 63 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  return validator.result();
}

function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
