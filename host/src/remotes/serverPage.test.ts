import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';
import { revealServerPage, takeOverServerFrame, takeServerPage } from './serverPage';

const catalogue = vi.hoisted(() => ({ noteFingerprint: vi.fn() }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  noteCatalogueFingerprint: catalogue.noteFingerprint,
}));

const composedPage = `
  <div data-server-frame>
    <header><a href="/listed">Listed Books</a><button disabled="" data-server-disabled="" type="button">Menu</button></header>
    <main><div data-page-slot=""><!--$--><div data-page-root="" data-composed-page="catalog/BookDetails" data-catalogue="c0ffee" data-build="b1">
      <style>.remote { color: green }</style><link rel="preload" as="image" href="/covers/5.svg" />
      <h1>Dune</h1><button disabled="" data-server-disabled="" type="button">Mark as read</button><button disabled="" type="button">Sold out</button>
    </div><!--/$--></div></main>
  </div>`;

const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name);

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('takeOverServerFrame', () => {
  it('asks the catalogue read for a fingerprint only for a page drawn from the catalogue', () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    expect(catalogue.noteFingerprint).toHaveBeenCalledTimes(1);

    catalogue.noteFingerprint.mockClear();
    document.body.innerHTML = composedPage.replace(' data-catalogue="c0ffee"', '');
    takeOverServerFrame();
    expect(catalogue.noteFingerprint).not.toHaveBeenCalled();
  });

  it('holds a frame with no page in it back: nothing in it can be used or is read out until React replaces it', () => {
    document.body.innerHTML = '<div id="root"><div data-server-frame><main><div data-page-slot=""><!--$--><p role="status">Loading...</p><!--/$--></div></main><button type="button">Menu</button></div></div>';
    expect(takeOverServerFrame()).toEqual({ mode: 'replace' });
    const frame = document.querySelector<HTMLElement>('[data-server-frame]');
    expect(frame?.inert).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(button('Menu')).toBeDisabled();
    expect(takeServerPage('catalog/Home')).toBeUndefined();
  });

  it('hydrates a frame with the page in it: the header works at once, the page waits for its code', () => {
    document.body.innerHTML = composedPage;
    const frame = document.querySelector<HTMLElement>('[data-server-frame]');
    expect(takeOverServerFrame()).toEqual({ mode: 'hydrate', frame });
    expect(frame).not.toHaveAttribute('inert');
    expect(frame).not.toHaveAttribute('aria-hidden');
    expect(button('Menu')).toBeEnabled();
    expect(button('Mark as read'), 'nothing answers it yet').toBeDisabled();

    const page = takeServerPage('catalog/BookDetails');
    expect(page?.inert).toBe(true);
    expect(page).toHaveAttribute('aria-hidden', 'true');
    expect(takeServerPage('catalog/BookDetails'), 'a later visit draws the page afresh').toBeUndefined();
  });

  it("moves the page's styles and preloads to the head, where they outlive the server's HTML", () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    expect(document.head.querySelector('style')?.textContent).toContain('.remote');
    expect(document.head.querySelector('link[rel="preload"]')).toHaveAttribute('href', '/covers/5.svg');
    expect(document.body.querySelector('style, link')).toBeNull();
  });

  it('hands a page to no other page of the registry', () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    expect(takeServerPage('catalog/Home')).toBeUndefined();
  });

  it('renders from scratch where the server drew no frame (the dev server)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeOverServerFrame()).toEqual({ mode: 'render' });
  });
});

describe('revealServerPage', () => {
  const serverPage = () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    const page = takeServerPage('catalog/BookDetails');
    if (!page) throw new Error('no composed page');
    return page;
  };

  it('hands the hydrated page over where it stands: live, read out, its server controls enabled, none its page disabled', () => {
    const page = serverPage();
    const heading = document.querySelector('h1');
    revealServerPage(page);
    expect(page.isConnected, 'no node moves').toBe(true);
    expect(document.querySelector('h1')).toBe(heading);
    expect(page.inert).toBe(false);
    expect(page).not.toHaveAttribute('aria-hidden');
    for (const mark of ['data-composed-page', 'data-catalogue', 'data-build']) expect(page).not.toHaveAttribute(mark);
    expect(page, 'the root the app draws around the page too').toHaveAttribute('data-page-root');
    expect(button('Mark as read')).toBeEnabled();
    expect(button('Mark as read')).not.toHaveAttribute('data-server-disabled');
    expect(button('Sold out'), 'disabled by its page, not by the server').toBeDisabled();
  });

  it('leaves a page React drew afresh alone: its own elements replaced the server\'s', () => {
    const page = serverPage();
    page.replaceWith(Object.assign(document.createElement('div'), { textContent: 'drawn afresh' }));
    revealServerPage(page);
    expect(page.inert).toBe(true);
    expect(page.querySelector('button')).toBeDisabled();
  });
});
