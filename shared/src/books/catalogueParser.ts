import type { Book } from './book';
import {
  assertCatalogueList,
  CatalogueFormatError,
  createCatalogueValidator,
  parseJson,
  type ParsedCatalogue,
} from './parseCatalogue';
import type { CatalogueWorkerReply } from './catalogueWorkerReplies';
import { catalogueMessages as messages } from './catalogueMessages';

/** Turns the catalogue's JSON text into books without holding the page for long. */
export interface CatalogueParser {
  parse(text: string): Promise<ParsedCatalogue>;
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
 */
export function createCatalogueParser(): CatalogueParser {
  let worker: Worker | undefined;
  return {
    parse: (text) => {
      if (text.length <= ON_PAGE_UP_TO) return parseCatalogueInSlices(text);
      worker = startWorker();
      if (!worker) return parseCatalogueInSlices(text);
      return parseInWorker(worker, text).catch((error: unknown) => {
        if (error instanceof CatalogueFormatError) throw error;
        // The worker could not run (its script failed to load, or it crashed): do it here.
        return parseCatalogueInSlices(text);
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

function parseInWorker(worker: Worker, text: string): Promise<ParsedCatalogue> {
  return new Promise((resolve, reject) => {
    const books: Book[] = [];
    worker.onmessage = (event: MessageEvent<CatalogueWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'books') books.push(...reply.books);
      else if (reply.type === 'done') resolve({ books, rejected: reply.rejected });
      else reject(new CatalogueFormatError(messages.catalogueInvalid));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error('The catalogue worker failed'));
    };
    worker.onmessageerror = () => reject(new Error('The catalogue worker sent an unreadable reply'));
    worker.postMessage(text);
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
