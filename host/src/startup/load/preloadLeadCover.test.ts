import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';
import { $catalogue } from '@bookmarked/shared';
import { makeBook } from '@bookmarked/shared/testing';
import { preloadLeadCover } from './preloadLeadCover';

vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue: () => Promise.resolve(),
}));

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]')].map((link) => link.href);

describe('preloading the lead cover', () => {
  beforeEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));
  afterEach(() => $catalogue.set({ status: 'loading' }));

  it("asks for the first book's cover once the catalogue is read", async () => {
    $catalogue.set({ status: 'ready', books: [makeBook({ image: '/covers/1.svg' }), makeBook({ bookId: 2, image: '/covers/2.svg' })] });
    await preloadLeadCover('first', '');
    expect(preloads()).toEqual([new URL('/covers/1.svg', window.location.href).href]);
  });

  it("asks for the cover of the book the address's id names", async () => {
    $catalogue.set({ status: 'ready', books: [makeBook({ image: '/covers/1.svg' }), makeBook({ bookId: 5, image: '/covers/5.svg' })] });
    await preloadLeadCover('id', '?id=5');
    expect(preloads()).toEqual([new URL('/covers/5.svg', window.location.href).href]);
  });

  it('asks for nothing when the id is missing, malformed or names no book', async () => {
    $catalogue.set({ status: 'ready', books: [makeBook({ bookId: 5, image: '/covers/5.svg' })] });
    for (const search of ['', '?id=abc', '?id=6']) await preloadLeadCover('id', search);
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing when the catalogue failed, is empty, or the cover is missing or not http(s)', async () => {
    for (const state of [
      { status: 'error', message: 'down' },
      { status: 'ready', books: [] },
      { status: 'ready', books: [makeBook({ image: '  ' })] },
      { status: 'ready', books: [makeBook({ image: 'javascript:alert(1)' })] },
      { status: 'ready', books: [makeBook({ image: 'http://[bad' })] },
    ] as const) {
      $catalogue.set(state as ReturnType<typeof $catalogue.get>);
      await preloadLeadCover('first', '');
    }
    expect(preloads()).toEqual([]);
  });
});
