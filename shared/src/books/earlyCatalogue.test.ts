import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { BrokenWorker, JobWorker } from '../testing/catalogueWorkers';
import { catalogueFingerprint } from './catalogueFingerprint';
import { ON_PAGE_UP_TO } from './catalogueWorkerClient';

/** Enough books, each with a long review, to be read in the worker. */
const books = Array.from({ length: 40 }, (_, i) =>
  makeBook({ bookId: i + 1, bookName: `Book ${i + 1}`, review: 'x'.repeat(Math.ceil(ON_PAGE_UP_TO / 40)) }),
);
const largeText = JSON.stringify(books);

/** The page as the first script and the app each find it: fresh modules, a fetch that answers from `answers` in turn. */
async function page(...answers: (() => Response)[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const early = await import('./earlyCatalogue');
  const loader = await import('./loadCatalogue');
  return { fetch, ...early, ...loader };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('Worker', JobWorker);
});

afterEach(() => {
  delete window.bookmarkedCatalogue;
  JobWorker.instances = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the catalogue read by the first script', () => {
  it('is read in the worker as soon as it arrives, and the app takes that reading: one request, one worker', async () => {
    const { fetch, readCatalogueEarly, loadCatalogue, $catalogue, noteCatalogueFingerprint, catalogueFingerprintRead } = await page(
      () => new Response(largeText),
    );
    readCatalogueEarly();
    await vi.waitFor(() => expect(JobWorker.instances).toHaveLength(1));

    noteCatalogueFingerprint();
    await loadCatalogue();
    expect($catalogue.get()).toEqual({ status: 'ready', books });
    expect(catalogueFingerprintRead()).toBe(catalogueFingerprint(largeText));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JobWorker.instances).toHaveLength(1);
    expect(JobWorker.instances[0]?.terminated).toBe(true);
  });

  it("fails with the page's message, and a Retry fetches afresh", async () => {
    const { fetch, readCatalogueEarly, loadCatalogue, $catalogue } = await page(
      () => new Response('', { status: 503 }),
      () => Response.json(books.slice(0, 2)),
    );
    readCatalogueEarly();
    await loadCatalogue();
    expect($catalogue.get()).toEqual({ status: 'error', message: 'The book list could not be loaded (error 503).' });

    await loadCatalogue();
    expect($catalogue.get()).toEqual({ status: 'ready', books: books.slice(0, 2) });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is read on the page when its worker cannot run', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const { fetch, readCatalogueEarly, loadCatalogue, $catalogue } = await page(() => new Response(largeText));
    readCatalogueEarly();
    await loadCatalogue();
    expect($catalogue.get()).toEqual({ status: 'ready', books });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is reported damaged once the worker finds it so, and not read again on the page', async () => {
    const { readCatalogueEarly, loadCatalogue, $catalogue } = await page(() => new Response(`{"books": "${'x'.repeat(ON_PAGE_UP_TO)}"}`));
    readCatalogueEarly();
    await loadCatalogue();
    expect($catalogue.get()).toEqual({ status: 'error', message: 'The book list is damaged and could not be read.' });
    expect(JobWorker.instances).toHaveLength(1);
  });

  it('is left for the page to read when small: no worker is started for it', async () => {
    const { fetch, readCatalogueEarly, loadCatalogue, $catalogue } = await page(() => Response.json(books.slice(0, 2)));
    readCatalogueEarly();
    await loadCatalogue();
    expect($catalogue.get()).toEqual({ status: 'ready', books: books.slice(0, 2) });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JobWorker.instances).toHaveLength(0);
  });
});
