import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueParser, ON_PAGE_UP_TO, parseCatalogueInSlices } from './catalogueParser';
import { JobWorker } from '../testing/jobWorker';
import type { CatalogueRequest } from './catalogueWorkerReplies';
import { CatalogueFormatError } from './parseCatalogue';
import { catalogueFingerprint } from './catalogueFingerprint';
import { makeBook } from '../testing/makeBook';
import { catalogueMessages as messages } from './catalogueMessages';

const catalogue = (count: number) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => makeBook({ bookId: i + 1, bookName: `Book ${i + 1}` })));

/** A catalogue too long to validate on the page: its books carry a long review. */
const largeCatalogue = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) =>
      makeBook({ bookId: i + 1, bookName: `Book ${i + 1}`, review: 'x'.repeat(Math.ceil(ON_PAGE_UP_TO / count)) }),
    ),
  );

/** A worker whose script never loads: one error, as a browser gives, and no answer to anything posted. */
class BrokenWorker extends JobWorker {
  static errors: Event[] = [];
  private failed = false;
  override postMessage() {
    if (this.failed) return;
    this.failed = true;
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

/** A worker whose own code breaks on whatever it is asked. */
class FailingWorker extends JobWorker {
  override postMessage(request: CatalogueRequest) {
    this.requests.push(request);
    setTimeout(() => this.onmessage?.({ data: { type: 'failed' } } as MessageEvent));
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
    // Named, so the browser's dev tools tell it apart.
    expect(worker?.options).toMatchObject({ type: 'module', name: 'bookmarked-catalogue' });
  });

  it('gives up on a worker that could not run: the next catalogue goes straight to the page', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const parser = createCatalogueParser();
    expect((await parser.parse(largeCatalogue(2))).books).toHaveLength(2);
    // The broken worker never answers again: asking it would leave the list loading for ever.
    expect((await parser.parse(largeCatalogue(3))).books).toHaveLength(3);
    expect(BrokenWorker.errors).toHaveLength(1);
  });

  it('reports a catalogue the worker found damaged as damaged, and keeps the worker for the next one', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const parser = createCatalogueParser();
    await expect(parser.parse(`{"padding":"${'x'.repeat(ON_PAGE_UP_TO)}"}`)).rejects.toThrow(CatalogueFormatError);
    // The worker is still trusted with the next catalogue.
    expect((await parser.parse(largeCatalogue(2))).books).toHaveLength(2);
    expect(JobWorker.instances.flatMap((worker) => worker.requests.map((request) => request.type))).toEqual(['parse', 'parse', 'send']);
  });

  it('validates a catalogue of up to 256 KB on the page, and starts the worker from the next character', async () => {
    vi.stubGlobal('Worker', JobWorker);
    // Loaded afresh: the limit is set when the module loads.
    vi.resetModules();
    const { createCatalogueParser } = await import('./catalogueParser');
    const atLimit = await createCatalogueParser().parse(catalogueOfLength(30, 256 * 1024));
    expect(atLimit.books).toHaveLength(30);
    expect(JobWorker.instances).toHaveLength(0);

    const over = await createCatalogueParser().parse(catalogueOfLength(30, 256 * 1024 + 1));
    expect(over.books).toHaveLength(30);
    expect(JobWorker.instances).toHaveLength(1);
  });

  it.each([
    ['on the page', () => catalogue(3), JobWorker, []],
    ['in the worker', () => largeCatalogue(3), JobWorker, ['parse', 'send']],
    ['on the page when the worker cannot run', () => largeCatalogue(3), BrokenWorker, []],
  ])("reads the catalogue's bytes %s, and notes their fingerprint only when asked", async (_where, text, worker, workerRequests) => {
    vi.stubGlobal('Worker', worker);
    const bytes = new TextEncoder().encode(text()).buffer;
    const read = await createCatalogueParser().parse(bytes, { fingerprint: true });
    expect(read.books.map((book) => book.bookId)).toEqual([1, 2, 3]);
    expect(JobWorker.instances.flatMap((instance) => instance.requests.map((request) => request.type))).toEqual(workerRequests);
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

  it('does the work on the page when the worker says its own code broke, and does not ask it again', async () => {
    vi.stubGlobal('Worker', FailingWorker);
    const parser = createCatalogueParser();
    expect((await parser.parse(largeCatalogue(3))).books.map((book) => book.bookId)).toEqual([1, 2, 3]);
    expect((await parser.parse(largeCatalogue(2))).books).toHaveLength(2);
    expect(JobWorker.instances.flatMap((worker) => worker.requests)).toHaveLength(1);
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

describe('createCatalogueParser: a first look ahead of the books', () => {
  const view = { ids: [2, 4], sortKey: undefined, direction: 'asc' } as const;

  it('asks for the first look once the worker has parsed the catalogue, and hands it over before the books', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const events: string[] = [];
    const read = createCatalogueParser()
      .parse(largeCatalogue(6), {
        firstLook: async () => {
          events.push('asked');
          return { views: [view], limit: 1 };
        },
        onFirstLook: (looks) => events.push(`look ${looks.map((look) => `${look.count}:${look.books.map((book) => book.bookId).join()}`).join()}`),
      })
      .then(({ books }) => events.push(`books ${books.length}`));
    await read;
    expect(events).toEqual(['asked', 'look 2:2', 'books 6']);
  });

  it('sends the books alone when the page could not say which look it wants', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const onFirstLook = vi.fn();
    const { books } = await createCatalogueParser().parse(largeCatalogue(4), { firstLook: () => Promise.reject(new Error('page code failed')), onFirstLook });
    expect(books).toHaveLength(4);
    expect(onFirstLook).not.toHaveBeenCalled();
    expect(JobWorker.instances[0]?.requests.at(-1)).toEqual({ type: 'send' });
  });

  it('sends the books to a caller that asks for a look but takes none', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const parser = createCatalogueParser();
    const { books } = await parser.parse(largeCatalogue(4), { firstLook: async () => ({ views: [view], limit: 1 }) });
    expect(books).toHaveLength(4);
    // The worker did not fail on it: the next catalogue goes to it too.
    await parser.parse(largeCatalogue(2));
    expect(JobWorker.instances.flatMap((worker) => worker.requests.map((request) => request.type))).toEqual(['parse', 'send', 'parse', 'send']);
  });

  it('sends the books alone when no page wants a first look', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const onFirstLook = vi.fn();
    const { books } = await createCatalogueParser().parse(largeCatalogue(4), { firstLook: async () => undefined, onFirstLook });
    expect(books).toHaveLength(4);
    expect(onFirstLook).not.toHaveBeenCalled();
    expect(JobWorker.instances[0]?.requests.at(-1)).toEqual({ type: 'send' });
  });
});

describe('createCatalogueParser: parseResponse', () => {
  const url = 'http://site/booksData.json';
  /** The page's response to its fetch, as the browser gives it: with its address, and the headers asked for. */
  function served(text: string, headers: Record<string, string> = { etag: '"v1"' }) {
    const response = new Response(text, { headers });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  }
  /** The page's resource timing: the catalogue's preload, all in, of `size` bytes. */
  const preloaded = (size: number) =>
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{ responseEnd: 100, decodedBodySize: size } as PerformanceResourceTiming]);

  afterEach(() => vi.restoreAllMocks());

  it("lets the worker read a large catalogue again from the browser's cache, so the page never reads its bytes", async () => {
    vi.stubGlobal('Worker', JobWorker);
    const text = largeCatalogue(5);
    preloaded(text.length);
    const fetch = vi.fn(async () => new Response(text));
    vi.stubGlobal('fetch', fetch);
    const response = served(text);
    const pageReads = vi.spyOn(response, 'arrayBuffer');
    const { books } = await createCatalogueParser().parseResponse(response, { timeoutMs: 3000 });
    expect(books).toHaveLength(5);
    expect(JobWorker.instances[0]?.requests[0]).toEqual({ type: 'read', url, timeoutMs: 3000, fingerprint: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pageReads).not.toHaveBeenCalled();
  });

  it("gives the worker the whole time left to read by default, notes the fingerprint when asked, and lets go of the page's copy", async () => {
    vi.stubGlobal('Worker', JobWorker);
    const text = largeCatalogue(4);
    preloaded(text.length);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(text)));
    const response = served(text);
    const cancel = vi.spyOn(response.body!, 'cancel');
    const read = await createCatalogueParser().parseResponse(response, { fingerprint: true });
    expect(read.books).toHaveLength(4);
    expect(read.fingerprint).toBe(catalogueFingerprint(text));
    expect(JobWorker.instances[0]?.requests[0]).toEqual({ type: 'read', url, timeoutMs: 10_000, fingerprint: true });
    expect(cancel).toHaveBeenCalled();
  });

  it('hands the worker its own copy when the worker could not read it again', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const text = largeCatalogue(3);
    preloaded(text.length);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { books } = await createCatalogueParser().parseResponse(served(text));
    expect(books.map((book) => book.bookId)).toEqual([1, 2, 3]);
    expect(JobWorker.instances).toHaveLength(1);
    expect(JobWorker.instances[0]?.requests.map((request) => request.type)).toEqual(['read', 'parse', 'send']);
  });

  it.each([
    ['a small catalogue', () => catalogue(3), { etag: '"v1"' }],
    ['a catalogue without a validator for the cache', () => largeCatalogue(3), {}],
  ])('reads %s on the page, as it arrived', async (_case, text, headers) => {
    vi.stubGlobal('Worker', JobWorker);
    preloaded(text().length);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { books } = await createCatalogueParser().parseResponse(served(text(), headers));
    expect(books).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
    expect(JobWorker.instances.flatMap((worker) => worker.requests).some((request) => request.type === 'read')).toBe(false);
  });

  it("uses the page's own copy when the copy read again is not a catalogue (changed since, or a proxy's page)", async () => {
    vi.stubGlobal('Worker', JobWorker);
    const text = largeCatalogue(3);
    preloaded(text.length);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Sign in to the network</html>')));
    const { books } = await createCatalogueParser().parseResponse(served(text));
    expect(books.map((book) => book.bookId)).toEqual([1, 2, 3]);
  });

  it('says the list could not be reached, not that it is damaged, when the time to read it ran out', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(new DOMException('signal timed out', 'TimeoutError'));
      },
    });
    await expect(createCatalogueParser().parseResponse(new Response(body))).rejects.toThrow(
      'The book list could not be reached. Check your connection and try again.',
    );
  });

  it('says the list could not be reached when its read was called off, and that it is damaged when the read broke', async () => {
    const failing = (error: Error) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(error);
          },
        }),
      );
    await expect(createCatalogueParser().parseResponse(failing(new DOMException('aborted', 'AbortError')))).rejects.toThrow(
      'The book list could not be reached. Check your connection and try again.',
    );
    await expect(createCatalogueParser().parseResponse(failing(new TypeError('network error')))).rejects.toThrow(messages.catalogueInvalid);
    await expect(createCatalogueParser().parseResponse(failing(new DOMException('broken', 'NetworkError')))).rejects.toThrow(messages.catalogueInvalid);
  });

  it('reads a large catalogue on the page when the worker cannot run', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const text = largeCatalogue(2);
    preloaded(text.length);
    const { books } = await createCatalogueParser().parseResponse(served(text));
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

  it('does not give way after a slice of exactly 8 ms, only past it', async () => {
    slowClock(8);
    const yieldToPage = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToPage });
    await parseCatalogueInSlices(catalogue(64));
    expect(yieldToPage).not.toHaveBeenCalled();
  });

  it.each(['not json', '{"a":1}'])('rejects %j as damaged', async (text) => {
    await expect(parseCatalogueInSlices(text)).rejects.toThrow(CatalogueFormatError);
  });
});
