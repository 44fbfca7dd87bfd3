import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueParser, ON_PAGE_UP_TO, parseCatalogueInSlices } from './catalogueParser';
import { catalogueWorkerReplies, type CatalogueRequest } from './catalogueWorkerReplies';
import { CatalogueFormatError } from './parseCatalogue';
import { catalogueFingerprint } from './catalogueFingerprint';
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
  constructor(
    readonly url?: URL | string,
    readonly options?: WorkerOptions,
  ) {
    JobWorker.instances.push(this);
  }
  postMessage(request: CatalogueRequest) {
    setTimeout(() => {
      for (const reply of catalogueWorkerReplies(request, 3)) this.onmessage?.({ data: reply } as MessageEvent);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker whose script never loads. */
class BrokenWorker extends JobWorker {
  static errors: Event[] = [];
  override postMessage() {
    const error = new Event('error', { cancelable: true });
    BrokenWorker.errors.push(error);
    setTimeout(() => this.onerror?.(error));
  }
}

/** A worker whose reply cannot be read on the page (it could not be cloned across). */
class GarbledWorker extends JobWorker {
  override postMessage() {
    setTimeout(() => this.onmessageerror?.());
  }
}

/** A page whose policy (CSP, or a script from another origin) forbids it to start a worker. */
class ForbiddenWorker {
  constructor() {
    throw new DOMException('Refused to create a worker', 'SecurityError');
  }
}

/** A text of exactly `length` characters holding `count` books: JSON may end in spaces. */
const catalogueOfLength = (count: number, length: number) => catalogue(count).padEnd(length, ' ');

afterEach(() => {
  JobWorker.instances = [];
  BrokenWorker.errors = [];
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

  it('starts the worker as a module from its own script, so its imports load', async () => {
    vi.stubGlobal('Worker', JobWorker);
    await createCatalogueParser().parse(largeCatalogue(2));
    const [worker] = JobWorker.instances;
    expect(String(worker?.url)).toMatch(/\/catalogue\.worker\.ts(\?|$)/);
    expect(worker?.options).toMatchObject({ type: 'module' });
  });

  it('validates a catalogue of up to 256 KB on the page, and starts the worker from the next character', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const atLimit = await createCatalogueParser().parse(catalogueOfLength(30, ON_PAGE_UP_TO));
    expect(atLimit.books).toHaveLength(30);
    expect(JobWorker.instances).toHaveLength(0);

    const over = await createCatalogueParser().parse(catalogueOfLength(30, ON_PAGE_UP_TO + 1));
    expect(over.books).toHaveLength(30);
    expect(JobWorker.instances).toHaveLength(1);
  });

  it.each([
    ['on the page', () => catalogue(3), JobWorker],
    ['in the worker', () => largeCatalogue(3), JobWorker],
    ['on the page when the worker cannot run', () => largeCatalogue(3), BrokenWorker],
  ])("reads the catalogue's bytes %s, and notes their fingerprint only when asked", async (_where, text, worker) => {
    vi.stubGlobal('Worker', worker);
    const bytes = new TextEncoder().encode(text()).buffer;
    const read = await createCatalogueParser().parse(bytes, { fingerprint: true });
    expect(read.books.map((book) => book.bookId)).toEqual([1, 2, 3]);
    expect(read.fingerprint).toBe(catalogueFingerprint(text()));
    expect((await createCatalogueParser().parse(bytes)).fingerprint).toBeUndefined();
  });

  it('reports a document that is not a list as damaged', async () => {
    vi.stubGlobal('Worker', JobWorker);
    await expect(createCatalogueParser().parse('{}')).rejects.toThrow(CatalogueFormatError);
    await expect(createCatalogueParser().parse(`{"padding":"${'x'.repeat(ON_PAGE_UP_TO)}"}`)).rejects.toThrow(CatalogueFormatError);
  });

  it('does the work on the page when the worker cannot run, without an uncaught error on the page', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const { books } = await createCatalogueParser().parse(largeCatalogue(4));
    expect(books).toHaveLength(4);
    expect(BrokenWorker.errors.map((error) => error.defaultPrevented)).toEqual([true]);
  });

  it('does the work on the page when the worker answers with something the page cannot read', async () => {
    vi.stubGlobal('Worker', GarbledWorker);
    const { books } = await createCatalogueParser().parse(largeCatalogue(3));
    expect(books.map((book) => book.bookId)).toEqual([1, 2, 3]);
  });

  it('does the work on the page when the page may not start a worker', async () => {
    vi.stubGlobal('Worker', ForbiddenWorker);
    const { books } = await createCatalogueParser().parse(largeCatalogue(2));
    expect(books).toHaveLength(2);
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

  /** A clock on which each reading is `step` ms after the last: validation as slow as the test needs. */
  const slowClock = (step: number) => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
  };

  /** What finishes first: the validation, or a task the page queued meanwhile (a click's handler). */
  async function firstDone(text: string) {
    const order: string[] = [];
    setTimeout(() => order.push('page task'));
    await parseCatalogueInSlices(text).then(() => order.push('validation'));
    await new Promise((resolve) => setTimeout(resolve));
    return order[0];
  }

  it("gives way to the page's other tasks when the validation takes longer than a few milliseconds", async () => {
    slowClock(10);
    expect(await firstDone(catalogue(200))).toBe('page task');
  });

  it('validates in one go when it is quick, and so is not kept waiting behind other tasks', async () => {
    slowClock(0);
    expect(await firstDone(catalogue(200))).toBe('validation');
    slowClock(1);
    expect(await firstDone(catalogue(200))).toBe('validation');
  });

  it("gives way through the browser's scheduler where there is one, which resumes it ahead of later tasks", async () => {
    slowClock(10);
    const yieldToPage = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToPage });
    const { books } = await parseCatalogueInSlices(catalogue(200));
    expect(books).toHaveLength(200);
    // Every 64 books, once the slice has run over its time.
    expect(yieldToPage).toHaveBeenCalledTimes(3);
  });

  it('gives way once per slice of some 8 ms, not after every few books once the first slice is over', async () => {
    // 3 ms per 64 books: a slice runs over its time every third check.
    slowClock(3);
    const yieldToPage = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToPage });
    await parseCatalogueInSlices(catalogue(512));
    expect(yieldToPage).toHaveBeenCalledTimes(2);
  });

  it.each(['not json', '{"a":1}'])('rejects %j as damaged', async (text) => {
    await expect(parseCatalogueInSlices(text)).rejects.toThrow(CatalogueFormatError);
  });
});
