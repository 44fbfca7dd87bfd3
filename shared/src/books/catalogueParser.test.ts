import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueParser, ON_PAGE_UP_TO, parseCatalogueInSlices } from './catalogueParser';
import { catalogueWorkerReplies } from './catalogueWorkerReplies';
import { CatalogueFormatError } from './parseCatalogue';
import { makeBook } from '../testing/makeBook';

const catalogue = (count: number) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => makeBook({ bookId: i + 1, bookName: `Book ${i + 1}` })));

/** A catalogue too long to validate on the page: its books carry a long review. */
const largeCatalogue = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) =>
      makeBook({ bookId: i + 1, bookName: `Book ${i + 1}`, review: 'x'.repeat(Math.ceil(ON_PAGE_UP_TO / count)) }),
    ),
  );

/** Stands in for the browser's Worker: answers with the real worker job, asynchronously. */
class JobWorker {
  static instances: JobWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    JobWorker.instances.push(this);
  }
  postMessage(text: string) {
    setTimeout(() => {
      for (const reply of catalogueWorkerReplies(text, 3)) this.onmessage?.({ data: reply } as MessageEvent);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker whose script never loads. */
class BrokenWorker extends JobWorker {
  override postMessage() {
    setTimeout(() => this.onerror?.(new Event('error')));
  }
}

afterEach(() => {
  JobWorker.instances = [];
});

describe('createCatalogueParser', () => {
  it('validates a small catalogue on the page, without starting a worker', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const parser = createCatalogueParser();
    const { books } = await parser.parse(catalogue(30));
    expect(books).toHaveLength(30);
    expect(JobWorker.instances).toHaveLength(0);
    parser.dispose();
  });

  it('parses a large catalogue in the worker and puts the chunks back together in order', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const parser = createCatalogueParser();
    const { books, rejected } = await parser.parse(largeCatalogue(10));
    expect(books.map((book) => book.bookId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rejected).toEqual([]);
    parser.dispose();
    expect(JobWorker.instances[0]?.terminated).toBe(true);
  });

  it('reports a document that is not a list as damaged', async () => {
    vi.stubGlobal('Worker', JobWorker);
    await expect(createCatalogueParser().parse('{}')).rejects.toThrow(CatalogueFormatError);
    await expect(createCatalogueParser().parse(`{"padding":"${'x'.repeat(ON_PAGE_UP_TO)}"}`)).rejects.toThrow(CatalogueFormatError);
  });

  it('does the work on the page when the worker cannot run', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const { books } = await createCatalogueParser().parse(largeCatalogue(4));
    expect(books).toHaveLength(4);
  });

  it('does the work on the page where workers are not available', async () => {
    vi.stubGlobal('Worker', undefined);
    const { books } = await createCatalogueParser().parse(largeCatalogue(2));
    expect(books).toHaveLength(2);
  });
});

describe('parseCatalogueInSlices', () => {
  it('keeps valid books and reports the rest across many slices', async () => {
    const entries = JSON.parse(catalogue(3000)) as unknown[];
    entries.splice(1500, 0, { bookId: -1 });
    const { books, rejected } = await parseCatalogueInSlices(JSON.stringify(entries));
    expect(books).toHaveLength(3000);
    expect(books.at(-1)?.bookId).toBe(3000);
    expect(rejected.map((entry) => entry.index)).toEqual([1500]);
  });

  it.each(['not json', '{"a":1}'])('rejects %j as damaged', async (text) => {
    await expect(parseCatalogueInSlices(text)).rejects.toThrow(CatalogueFormatError);
  });
});
