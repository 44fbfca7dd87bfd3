import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';

type SharedModule = typeof Shared;

const waits = vi.hoisted(() => ({
  page: [] as Array<{ id: string; resolve: () => void }>,
  catalogue: [] as Array<() => void>,
  shelf: [] as Array<() => void>,
  quiet: [] as Array<() => void>,
}));
vi.mock('../startup/load/pageLoads', () => ({
  pageLoadSettled: (id: string) => new Promise<void>((resolve) => waits.page.push({ id, resolve })),
}));
vi.mock('@bookmarked/shared', async (actual) => ({
  ...(await actual<SharedModule>()),
  loadCatalogue: () => new Promise<void>((resolve) => waits.catalogue.push(resolve)),
  openShelf: () => new Promise<void>((resolve) => waits.shelf.push(resolve)),
}));
vi.mock('./networkQuiet', () => ({ networkQuiet: () => new Promise<void>((resolve) => waits.quiet.push(resolve)) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The module afresh: what it settles is kept for the page's life. */
async function freshStartPageSettled() {
  vi.resetModules();
  return (await import('./startPageSettled')).startPageSettled;
}

/** Whether the promise has settled by now. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await flush();
  return settled;
}

beforeEach(() => {
  waits.page.length = 0;
  waits.catalogue.length = 0;
  waits.shelf.length = 0;
  waits.quiet.length = 0;
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('startPageSettled', () => {
  it("waits for the load event, the page's code and the catalogue's index for a page that reads no more of it, then for the files to stop arriving", async () => {
    window.history.replaceState(null, '', '/listed?tab=wish');
    const listen = vi.spyOn(window, 'addEventListener');
    const startPageSettled = await freshStartPageSettled();
    const settled = startPageSettled();
    // Heard once, then let go.
    expect(listen).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    expect(waits.page.map((wait) => wait.id)).toEqual(['lists/ListedBooks']);
    expect(waits.catalogue).toHaveLength(0);
    expect(waits.shelf).toHaveLength(1);

    waits.page[0]?.resolve();
    expect(await isSettled(settled)).toBe(false);
    waits.shelf.splice(0).forEach((resolve) => resolve());
    // The document has not loaded yet: the files are not waited for before it has.
    await flush();
    expect(waits.quiet).toHaveLength(0);
    expect(await isSettled(settled)).toBe(false);
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(waits.quiet).toHaveLength(1);
    expect(await isSettled(settled)).toBe(false);

    waits.quiet[0]?.();
    expect(await isSettled(settled)).toBe(true);
    // One answer for the page's life, however many ask.
    expect(startPageSettled()).toBe(settled);
  });

  it('waits for a catalogue still loading after everything else', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    window.history.replaceState(null, '', '/');
    const startPageSettled = await freshStartPageSettled();
    const settled = startPageSettled();
    waits.page[0]?.resolve();
    await flush();
    expect(waits.catalogue).toHaveLength(1);
    expect(waits.shelf).toHaveLength(0);
    expect(waits.quiet).toHaveLength(0);

    waits.catalogue[0]?.();
    await flush();
    waits.quiet[0]?.();
    expect(await isSettled(settled)).toBe(true);
  });

  it('waits for neither a page nor the catalogue at an address no remote serves (the 404 page)', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const startPageSettled = await freshStartPageSettled();
    const settled = startPageSettled();
    await flush();
    expect(waits.page).toEqual([]);
    expect(waits.catalogue).toEqual([]);
    waits.quiet[0]?.();
    expect(await isSettled(settled)).toBe(true);
  });
});
