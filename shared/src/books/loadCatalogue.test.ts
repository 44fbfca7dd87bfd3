import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { JobWorker } from '../testing/jobWorker';

const books = [makeBook({ bookId: 1, bookName: 'Dune' }), makeBook({ bookId: 2, bookName: 'Emma' })];

/** A fresh module per test: the loader keeps its state (the store, the request in flight) for the page's life. */
async function freshLoader() {
  vi.resetModules();
  return import('./loadCatalogue');
}

/** A fetch whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: { resolve: (response: Response) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        const request = { resolve, reject };
        pending.push(request);
        // Like the browser's fetch: an aborted signal ends the request.
        init?.signal?.addEventListener('abort', () => {
          pending.splice(pending.indexOf(request), 1);
          reject(init.signal?.reason);
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const next = () => {
    const request = pending.shift();
    if (!request) throw new Error('no request is waiting for an answer');
    return request;
  };
  return {
    fetch,
    answer: (response: Response) => next().resolve(response),
    fail: (error: unknown) => next().reject(error),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  JobWorker.instances = [];
});

describe('loadCatalogue', () => {
  it('starts as loading, before anything has read it', async () => {
    const { $catalogue } = await freshLoader();
    // Its value, without mounting the store (which would start a read).
    expect($catalogue.value).toEqual({ status: 'loading' });
  });

  it('fetches /booksData.json once for two callers that ask at the same time', async () => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();

    const first = loadCatalogue();
    const second = loadCatalogue();
    expect(network.fetch).toHaveBeenCalledTimes(1);
    expect(network.fetch.mock.calls[0]?.[0]).toBe('/booksData.json');
    expect($catalogue.get()).toEqual({ status: 'loading' });

    network.answer(Response.json(books));
    await Promise.all([first, second]);
    expect($catalogue.get()).toEqual({ status: 'ready', books });
    expect(network.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not fetch again once the catalogue is loaded', async () => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    network.answer(Response.json(books));
    await loading;

    await loadCatalogue();
    await loadCatalogue();
    expect(network.fetch).toHaveBeenCalledTimes(1);
    expect($catalogue.get()).toEqual({ status: 'ready', books });
  });

  it('hands an action the books once read, reading them first if need be, or the reason they could not be', async () => {
    const network = controlledFetch();
    const { catalogueBooks } = await freshLoader();
    const failing = catalogueBooks();
    network.answer(new Response('', { status: 503 }));
    await expect(failing).rejects.toThrow('The book list could not be loaded (error 503).');

    const reading = catalogueBooks();
    network.answer(Response.json(books));
    expect(await reading).toEqual(books);
    expect(await catalogueBooks()).toEqual(books);
    expect(network.fetch).toHaveBeenCalledTimes(2);
  });

  it('starts loading when the first page subscribes to the catalogue', async () => {
    const network = controlledFetch();
    const { $catalogue } = await freshLoader();
    expect(network.fetch).not.toHaveBeenCalled();

    const unsubscribe = $catalogue.listen(() => {});
    expect(network.fetch).toHaveBeenCalledTimes(1);
    network.answer(Response.json(books));
    await vi.waitFor(() => expect($catalogue.get().status).toBe('ready'));
    unsubscribe();
  });

  it('tries again after an error, showing the loading state meanwhile, and then loads', async () => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    const failing = loadCatalogue();
    network.fail(new TypeError('Failed to fetch'));
    await failing;
    expect($catalogue.get().status).toBe('error');

    const retry = loadCatalogue();
    expect(network.fetch).toHaveBeenCalledTimes(2);
    expect($catalogue.get()).toEqual({ status: 'loading' });
    network.answer(Response.json(books));
    await retry;
    expect($catalogue.get()).toEqual({ status: 'ready', books });
  });

  it.each([
    ['the network fails', (network: ReturnType<typeof controlledFetch>) => network.fail(new TypeError('Failed to fetch')),
      'The book list could not be reached. Check your connection and try again.'],
    ['the file is missing', (network: ReturnType<typeof controlledFetch>) => network.answer(new Response('Not found', { status: 404 })),
      'The book list could not be loaded (error 404).'],
    ['the server fails', (network: ReturnType<typeof controlledFetch>) => network.answer(new Response('', { status: 500 })),
      'The book list could not be loaded (error 500).'],
    ['the JSON is broken', (network: ReturnType<typeof controlledFetch>) => network.answer(new Response('[{"bookId": 1,', { status: 200 })),
      'The book list is damaged and could not be read.'],
    ['the JSON is not a list', (network: ReturnType<typeof controlledFetch>) => network.answer(Response.json({ books })),
      'The book list is damaged and could not be read.'],
  ])('says why when %s', async (_case, respond, message) => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    respond(network);
    await loading;
    expect($catalogue.get()).toEqual({ status: 'error', message });
  });

  it('keeps the valid books and warns once about the skipped entries', async () => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    network.answer(Response.json([books[0], { bookId: 'x' }, books[1], null]));
    await loading;
    expect($catalogue.get()).toEqual({ status: 'ready', books });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toContain('Skipped 2 invalid book entries');
  });

  it('does not warn when every entry is valid', async () => {
    const network = controlledFetch();
    const { loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    network.answer(Response.json(books));
    await loading;
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('notes the fingerprint of the catalogue it read when a server-drawn page asked, to hydrate only with the same data', async () => {
    const network = controlledFetch();
    const { catalogueFingerprintRead, loadCatalogue, noteCatalogueFingerprint } = await freshLoader();
    const { catalogueFingerprint } = await import('./catalogueFingerprint');
    noteCatalogueFingerprint();
    const loading = loadCatalogue();
    const text = JSON.stringify(books);
    network.answer(new Response(text));
    await loading;
    expect(catalogueFingerprintRead()).toBe(catalogueFingerprint(text));
  });

  it('spends nothing on a fingerprint when no server-drawn page asked for one', async () => {
    const network = controlledFetch();
    const { catalogueFingerprintRead, loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    network.answer(Response.json(books));
    await loading;
    expect(catalogueFingerprintRead()).toBeUndefined();
  });

  it('says the list is damaged when its body breaks off while being read', async () => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    const body = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    network.answer(new Response(body));
    await loading;
    expect($catalogue.get()).toEqual({ status: 'error', message: 'The book list is damaged and could not be read.' });
  });

  it('frees the worker that parsed a large catalogue once the books are in', async () => {
    vi.stubGlobal('Worker', JobWorker);
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    const loading = loadCatalogue();
    network.answer(new Response(JSON.stringify(books).padEnd(300 * 1024, ' ')));
    await loading;
    expect($catalogue.get()).toEqual({ status: 'ready', books });
    expect(JobWorker.instances.map((worker) => worker.terminated)).toEqual([true]);
  });

  it("shows the first look a page asked for while a large catalogue's books are on their way", async () => {
    vi.stubGlobal('Worker', JobWorker);
    const network = controlledFetch();
    vi.resetModules();
    const { $catalogue, loadCatalogue } = await import('./loadCatalogue');
    const { $catalogueFirstLook, noteFirstLookWish } = await import('./catalogueFirstLook');
    const seen: unknown[] = [];
    $catalogueFirstLook.listen((answer) => seen.push(answer && { looks: answer.looks, catalogue: $catalogue.get().status }));
    const view = { ids: [2], sortKey: undefined, direction: 'asc' } as const;
    noteFirstLookWish({ views: [view], limit: 5 });
    const loading = loadCatalogue();
    network.answer(new Response(JSON.stringify(books).padEnd(300 * 1024, ' ')));
    await loading;
    expect(seen).toEqual([{ looks: [{ count: 1, books: [books[1]] }], catalogue: 'loading' }, undefined]);
    expect($catalogue.get()).toEqual({ status: 'ready', books });
  });

  it("does not draw the worker's first look again when the page already shows the same one (read from the catalogue's index)", async () => {
    vi.stubGlobal('Worker', JobWorker);
    const network = controlledFetch();
    vi.resetModules();
    const { loadCatalogue } = await import('./loadCatalogue');
    const { $catalogueFirstLook, noteFirstLookWish } = await import('./catalogueFirstLook');
    const view = { ids: [2], sortKey: undefined, direction: 'asc' } as const;
    const shown = { views: [view], looks: [{ count: 1, books: [books[1]!] }] };
    $catalogueFirstLook.set(shown);
    const seen: unknown[] = [];
    $catalogueFirstLook.listen((answer) => seen.push(answer));
    noteFirstLookWish({ views: [view], limit: 5 });
    const loading = loadCatalogue();
    network.answer(new Response(JSON.stringify(books).padEnd(300 * 1024, ' ')));
    await loading;
    // Only the whole catalogue's arrival took the look away: the worker's look was not drawn.
    expect(seen).toEqual([undefined]);
  });

  it('gives up after 10 seconds without an answer, and a retry asks again', async () => {
    const network = controlledFetch();
    const { $catalogue, loadCatalogue } = await freshLoader();
    vi.useFakeTimers();
    // AbortSignal.timeout runs on Node's own clock, out of the fake timers' reach: drive it from them.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });

    const loading = loadCatalogue();
    await vi.advanceTimersByTimeAsync(9_999);
    expect($catalogue.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect($catalogue.get()).toEqual({
      status: 'error',
      message: 'The book list could not be reached. Check your connection and try again.',
    });

    const retry = loadCatalogue();
    expect(network.fetch).toHaveBeenCalledTimes(2);
    network.answer(Response.json(books));
    await retry;
    expect($catalogue.get()).toEqual({ status: 'ready', books });
  });

  it.each([
    [3_000, 7_000],
    [11_000, 0],
  ])("gives the worker's own read of a large catalogue what is left of the 10 seconds: %i ms gone, %i ms left", async (gone, left) => {
    vi.stubGlobal('Worker', JobWorker);
    const text = JSON.stringify(books).padEnd(300 * 1024, ' ');
    const url = 'http://site/booksData.json';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const response = new Response(text, { headers: { etag: '"v1"' } });
        Object.defineProperty(response, 'url', { value: url });
        return response;
      }),
    );
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{ responseEnd: 100, decodedBodySize: text.length } as PerformanceResourceTiming]);
    // The clock when the request goes out, then from its answer on.
    const clock = [1_000];
    vi.spyOn(performance, 'now').mockImplementation(() => clock.shift() ?? 1_000 + gone);
    const { $catalogue, loadCatalogue } = await freshLoader();
    await loadCatalogue();
    expect(JobWorker.instances[0]?.requests[0]).toMatchObject({ type: 'read', url, timeoutMs: left });
    expect($catalogue.get()).toEqual({ status: 'ready', books });
  });
});
