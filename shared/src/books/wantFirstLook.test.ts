import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';
import { cutCatalogue } from './catalogueIndex';
import { ON_PAGE_UP_TO } from './catalogueParser';

const books = Array.from({ length: 100 }, (_, place) => makeBook({ bookId: place + 1, bookName: `Book ${place + 1}` }));
const { index, pages } = cutCatalogue(books, ON_PAGE_UP_TO + 1);
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
