import { assertCatalogueList, CatalogueFormatError, createCatalogueValidator, parseJson, type ParsedCatalogue } from './parseCatalogue';
import { catalogueText } from './catalogueWorkerReplies';
import { catalogueFingerprint } from './catalogueFingerprint';
import { ON_PAGE_UP_TO, parseInWorker, startCatalogueWorker, type ReadCatalogue } from './catalogueWorkerClient';

export { ON_PAGE_UP_TO };

/** Turns the catalogue's JSON (its bytes or its text) into books without holding the page for long. */
export interface CatalogueParser {
  parse(body: ArrayBuffer | string, options?: { fingerprint?: boolean }): Promise<ReadCatalogue>;
  dispose(): void;
}

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
      worker = startCatalogueWorker();
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

async function parseOnPage(text: string, fingerprint: boolean): Promise<ReadCatalogue> {
  const parsed = await parseCatalogueInSlices(text);
  return fingerprint ? { ...parsed, fingerprint: catalogueFingerprint(text) } : parsed;
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
