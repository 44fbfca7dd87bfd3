import type { Book } from './book';
import {
  assertCatalogueList,
  CatalogueFormatError,
  createCatalogueValidator,
  parseJson,
  type ParsedCatalogue,
} from './parseCatalogue';
import { catalogueText, type CatalogueRequest, type CatalogueWorkerReply } from './catalogueWorkerReplies';
import { catalogueMessages as messages } from './catalogueMessages';
import { catalogueFingerprint } from './catalogueFingerprint';

/** The books, and the catalogue's fingerprint when it was asked for. */
type ReadCatalogue = ParsedCatalogue & { fingerprint?: string };

/** Turns the catalogue's JSON (its bytes or its text) into books without holding the page for long. */
export interface CatalogueParser {
  parse(body: ArrayBuffer | string, options?: { fingerprint?: boolean }): Promise<ReadCatalogue>;
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
  return {
    parse: (body, { fingerprint = false } = {}) => {
      const onPage = () => parseOnPage(catalogueText(body), fingerprint);
      if ((typeof body === 'string' ? body.length : body.byteLength) <= ON_PAGE_UP_TO) return onPage();
      worker = startWorker();
      if (!worker) return onPage();
      return parseInWorker(worker, { body, fingerprint }).catch((error: unknown) => {
        if (error instanceof CatalogueFormatError) throw error;
        // The worker could not run (its script failed to load, or it crashed): do it here.
        return onPage();
      });
    },
    dispose: () => worker?.terminate(),
  };
}

function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./catalogue.worker.ts', import.meta.url), {
      type: 'module',
      name: 'bookmarked-catalogue',
    });
  } catch {
    // A shared chunk served from another origin cannot start a worker of its own.
    return undefined;
  }
}

async function parseOnPage(text: string, fingerprint: boolean): Promise<ReadCatalogue> {
  const parsed = await parseCatalogueInSlices(text);
  return fingerprint ? { ...parsed, fingerprint: catalogueFingerprint(text) } : parsed;
}

/** The request is copied to the worker, not moved: the page keeps the bytes to fall back on. */
function parseInWorker(worker: Worker, request: CatalogueRequest): Promise<ReadCatalogue> {
  return new Promise((resolve, reject) => {
    const books: Book[] = [];
    worker.onmessage = (event: MessageEvent<CatalogueWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'books') books.push(...reply.books);
      else if (reply.type === 'done') resolve({ books, rejected: reply.rejected, ...(reply.fingerprint === undefined ? {} : { fingerprint: reply.fingerprint }) });
      else reject(new CatalogueFormatError(messages.catalogueInvalid));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error('The catalogue worker failed'));
    };
    worker.onmessageerror = () => reject(new Error('The catalogue worker sent an unreadable reply'));
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
