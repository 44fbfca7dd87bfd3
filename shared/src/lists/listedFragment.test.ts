import { describe, expect, it, vi } from 'vitest';
import { memoryCaches } from '../testing/memoryCaches';
import { forgetListedFragments, keepListedFragment, listedViewKey, readListedFragment, withListedFragment, type ListedFragment } from './listedFragment';

const fragment: ListedFragment = {
  html: '<div data-remote="lists"><h3>Dune</h3></div>',
  lists: { readList: [3, 1], wishList: [] },
  release: 'b1',
  catalogue: 'c1',
};

const composed = (build: string) =>
  `<main><div data-page-slot=""><!--$--><div data-page-root="" data-composed-page="lists/ListedBooks" data-build="${build}" data-awaiting-code=""><!--$--><div data-remote="lists"><p>Loading...</p></div><!--/$--></div><!--/$--></div></main>`;

describe('listedViewKey', () => {
  it('keys a view by its tab, sort and order as written, and nothing else of the query', () => {
    expect(listedViewKey('?tab=wish&sort=pages&order=desc&utm_source=mail')).toBe('/__listed-fragment?tab=wish&sort=pages&order=desc');
    expect(listedViewKey('?order=desc&sort=pages&tab=wish')).toBe(listedViewKey('?tab=wish&sort=pages&order=desc'));
    expect(listedViewKey('')).toBe('/__listed-fragment?tab=&sort=&order=');
    expect(listedViewKey('?tab=wish')).not.toBe(listedViewKey('?tab=read'));
  });
});

describe('the kept fragment', () => {
  it('reads back what was kept for the same view only', async () => {
    memoryCaches();
    await keepListedFragment('?tab=wish', fragment);
    expect(await readListedFragment('?tab=wish&x=1')).toEqual(fragment);
    expect(await readListedFragment('')).toBeUndefined();
  });

  it('is gone once the lists change (forgotten), and nothing is kept past its bound', async () => {
    memoryCaches();
    await keepListedFragment('', fragment);
    await forgetListedFragments();
    expect(await readListedFragment('')).toBeUndefined();
    await keepListedFragment('', { ...fragment, html: 'x'.repeat(512 * 1024 + 1) });
    expect(await readListedFragment('')).toBeUndefined();
    await keepListedFragment('', { ...fragment, html: 'x'.repeat(512 * 1024) });
    expect((await readListedFragment(''))?.html).toHaveLength(512 * 1024);
  });

  it('refuses what is not a fragment: anything may have written that storage', async () => {
    const storage = memoryCaches();
    const cache = await storage.open('bookmarked-listed-fragment');
    for (const junk of ['nope', 'null', '{}', JSON.stringify({ ...fragment, html: 1 }), JSON.stringify({ ...fragment, release: 1 }), JSON.stringify({ ...fragment, catalogue: null }), JSON.stringify({ ...fragment, lists: null }), JSON.stringify({ ...fragment, lists: { readList: [1.5], wishList: [] } }), JSON.stringify({ ...fragment, lists: { readList: [], wishList: 'x' } })]) {
      await cache.put(listedViewKey(''), new Response(junk));
      expect(await readListedFragment(''), junk).toBeUndefined();
    }
  });

  it('does without storage: nothing kept, nothing read, nothing thrown', async () => {
    memoryCaches({ failing: true });
    await expect(keepListedFragment('', fragment)).resolves.toBeUndefined();
    await expect(readListedFragment('')).resolves.toBeUndefined();
    await expect(forgetListedFragments()).resolves.toBeUndefined();
    vi.stubGlobal('caches', undefined);
    await expect(keepListedFragment('', fragment)).resolves.toBeUndefined();
    await expect(readListedFragment('')).resolves.toBeUndefined();
    await expect(forgetListedFragments()).resolves.toBeUndefined();
  });
});

describe('withListedFragment', () => {
  it("puts the visitor's first screen in place of the server's Listed Books, marked as theirs", () => {
    expect(withListedFragment(composed('b1'), fragment)).toBe(
      '<main><div data-page-slot=""><!--$--><div data-page-root="" data-composed-page="lists/ListedBooks" data-build="b1" data-awaiting-code="" data-visitor-fragment=""><!--$--><div data-remote="lists"><h3>Dune</h3></div><!--/$--></div><!--/$--></div></main>',
    );
  });

  it("refuses another build's page, and a page with no composed Listed Books", () => {
    expect(withListedFragment(composed('b2'), fragment)).toBeUndefined();
    expect(withListedFragment(composed('b1').replace('lists/ListedBooks', 'catalog/Home'), fragment)).toBeUndefined();
    expect(withListedFragment('<main><div data-page-slot=""><!--$--><p>Loading...</p><!--/$--></div></main>', fragment)).toBeUndefined();
    expect(withListedFragment(composed('b1').replace(' data-build="b1"', ''), fragment)).toBeUndefined();
  });
});
