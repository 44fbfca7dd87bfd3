import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';
import { cutCatalogue } from './catalogueIndex';
import { ON_PAGE_UP_TO } from './catalogueParser';

const books = Array.from({ length: 100 }, (_, place) => makeBook({ bookId: place + 1, bookName: `Book ${place + 1}` }));
const { index, pages } = cutCatalogue(books, { catalogueBytes: ON_PAGE_UP_TO + 1, release: 'r1' });
const view = { ids: [3, 90, 1], sortKey: undefined, direction: 'asc' } as const;

/** The index and pages answer at once; the catalogue itself when the test says. */
function network() {
  let answerCatalogue: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input) => {
      const url = String(input);
      if (url === '/booksData.json') return new Promise<Response>((resolve) => (answerCatalogue = resolve));
      if (url === CATALOGUE_INDEX_URL) return Response.json(index);
      const page = pages.findIndex((_, number) => cataloguePageUrl(number) === url);
      return page >= 0 ? Response.json(pages[page]) : new Response('Not found', { status: 404 });
    }),
  );
  return { answerCatalogue: (catalogue: unknown) => answerCatalogue(Response.json(catalogue)) };
}

async function freshModules() {
  vi.resetModules();
  const { wantFirstLook } = await import('./wantFirstLook');
  const { $catalogue } = await import('./loadCatalogue');
  const { $catalogueFirstLook } = await import('./catalogueFirstLook');
  return { wantFirstLook, $catalogue, $catalogueFirstLook };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

const fetched = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

type Modules = Awaited<ReturnType<typeof freshModules>>;

/** Asking for a look reads no index and shows no look: only the catalogue was ever fetched. */
async function expectNothingReadAhead(wantFirstLook: Modules['wantFirstLook'], $catalogueFirstLook: Modules['$catalogueFirstLook']) {
  wantFirstLook({ views: [view], limit: 2 });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect($catalogueFirstLook.get()).toBeUndefined();
  expect(fetched()).toEqual(['/booksData.json']);
}

describe('wantFirstLook', () => {
  it("shows a list's first books from the catalogue's index while the catalogue is on its way, until it is in", async () => {
    const { answerCatalogue } = network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    wantFirstLook({ views: [view], limit: 2 });
    await vi.waitFor(() => expect($catalogueFirstLook.get()).toEqual({ views: [view], looks: [{ count: 3, books: [books[0], books[2]] }] }));
    answerCatalogue(books.slice(0, 3));
    await vi.waitFor(() => expect($catalogue.get().status).toBe('ready'));
    expect($catalogueFirstLook.get()).toBeUndefined();
    unwatch();
  });

  it('reads the index for a list with books beside an empty one, and nothing when every list is empty', async () => {
    network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    const empty = { ids: [], sortKey: undefined, direction: 'asc' } as const;
    wantFirstLook({ views: [empty, view], limit: 2 });
    await vi.waitFor(() =>
      expect($catalogueFirstLook.get()).toEqual({
        views: [empty, view],
        looks: [
          { count: 0, books: [] },
          { count: 3, books: [books[0], books[2]] },
        ],
      }),
    );
    unwatch();
  });

  it('reads no index once the catalogue is in', async () => {
    const { answerCatalogue } = network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    answerCatalogue(books.slice(0, 3));
    await vi.waitFor(() => expect($catalogue.get().status).toBe('ready'));
    await expectNothingReadAhead(wantFirstLook, $catalogueFirstLook);
    unwatch();
  });

  it('reads nothing ahead when the page fetches the catalogue whole from the start (a small one)', async () => {
    network();
    document.head.innerHTML = '<link rel="preload" href="/booksData.json" as="fetch" crossorigin="anonymous">';
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    await expectNothingReadAhead(wantFirstLook, $catalogueFirstLook);
    unwatch();
  });

  it('shows no look once the catalogue has failed, and does not read it again unasked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { answerCatalogue } = network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    answerCatalogue({ not: 'a list' });
    await vi.waitFor(() => expect($catalogue.get().status).toBe('error'));
    await expectNothingReadAhead(wantFirstLook, $catalogueFirstLook);
    unwatch();
  });
});

describe('wantFirstLook: the catalogue read and the look shown', () => {
  /** The page's resource timing: a read of booksData.json of `size` bytes (0: not done yet). */
  const readSoFar = (...sizes: number[]) =>
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name, type) =>
      name === new URL('/booksData.json', location.href).href && type === 'resource'
        ? sizes.map((decodedBodySize) => ({ decodedBodySize }) as PerformanceResourceTiming)
        : [],
    );

  it('shows the look when the catalogue read so far is the one the index was cut from', async () => {
    network();
    readSoFar(0, index.catalogueBytes);
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    wantFirstLook({ views: [view], limit: 2 });
    await vi.waitFor(() => expect($catalogueFirstLook.get()?.looks).toEqual([{ count: 3, books: [books[0], books[2]] }]));
    unwatch();
  });

  it('shows no look from an index cut from another catalogue than the one being read', async () => {
    network();
    readSoFar(0, index.catalogueBytes + 10);
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    wantFirstLook({ views: [view], limit: 2 });
    await vi.waitFor(() => expect(fetched()).toContain(CATALOGUE_INDEX_URL));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($catalogueFirstLook.get()).toBeUndefined();
    unwatch();
  });

  it('reads nothing ahead for lists that are all empty', async () => {
    network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    wantFirstLook({ views: [{ ...view, ids: [] }], limit: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($catalogueFirstLook.get()).toBeUndefined();
    expect(fetched()).toEqual(['/booksData.json']);
    unwatch();
  });

  it("gives the page's own request the place of a look shown for other views", async () => {
    network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    wantFirstLook({ views: [view], limit: 2 });
    await vi.waitFor(() => expect($catalogueFirstLook.get()?.views).toEqual([view]));
    const other = { ids: [50, 2], sortKey: undefined, direction: 'asc' } as const;
    wantFirstLook({ views: [other], limit: 2 });
    await vi.waitFor(() => expect($catalogueFirstLook.get()).toEqual({ views: [other], looks: [{ count: 2, books: [books[1], books[49]] }] }));
    unwatch();
  });

  it('keeps the look shown when it already answers the views asked for again', async () => {
    network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    wantFirstLook({ views: [view], limit: 2 });
    await vi.waitFor(() => expect($catalogueFirstLook.get()).toBeDefined());
    const shown = $catalogueFirstLook.get();
    wantFirstLook({ views: [view], limit: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($catalogueFirstLook.get()).toBe(shown);
    unwatch();
  });

  it('shows no look read ahead once the whole catalogue came in first', async () => {
    const { answerCatalogue } = network();
    const { wantFirstLook, $catalogue, $catalogueFirstLook } = await freshModules();
    const unwatch = $catalogue.listen(() => {});
    // The index answers only after the catalogue is in.
    const fetch = vi.mocked(globalThis.fetch);
    const serve = fetch.getMockImplementation()!;
    let answerIndex: () => void = () => {};
    fetch.mockImplementation(async (input, init) =>
      String(input) === CATALOGUE_INDEX_URL ? new Promise<Response>((resolve) => (answerIndex = () => resolve(Response.json(index)))) : serve(input, init),
    );
    wantFirstLook({ views: [view], limit: 2 });
    await vi.waitFor(() => expect(fetched()).toContain(CATALOGUE_INDEX_URL));
    answerCatalogue(books.slice(0, 3));
    await vi.waitFor(() => expect($catalogue.get().status).toBe('ready'));
    answerIndex();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($catalogueFirstLook.get()).toBeUndefined();
    unwatch();
  });
});
