import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';
import { installEarlyInputContract } from '@bookmarked/shared/early-input-contract';
import { frameTakenOver, NoServerPage, replayOnServerPage, revealServerPage, serverLeftSlotLoading, takeOverServerFrame, takeServerPage } from './serverPage';

const catalogue = vi.hoisted(() => ({ noteFingerprint: vi.fn() }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  noteCatalogueFingerprint: catalogue.noteFingerprint,
}));

const composedPage = `
  <div data-server-frame data-awaiting-code="">
    <header><a href="/listed">Listed Books</a><button type="button">Menu</button></header>
    <main><div data-page-slot=""><!--$--><div data-page-root="" data-composed-page="catalog/BookDetails" data-catalogue="c0ffee" data-build="b1" data-awaiting-code="">
      <style>.remote { color: green }</style><link rel="preload" as="image" href="/covers/5.svg" />
      <h1>Dune</h1><button type="button">Mark as read</button><button disabled="" type="button">Sold out</button>
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

  it('hydrates a frame with no page in it too, readable, its links links and its controls live, and says its slot is drawn afresh', () => {
    document.body.innerHTML = '<div id="root"><div data-server-frame data-awaiting-code=""><main><div data-page-slot=""><!--$--><p role="status">Loading...</p><!--/$--></div></main><a href="/listed">Listed Books</a><button type="button">Menu</button></div></div>';
    const frame = document.querySelector<HTMLElement>('[data-server-frame]');
    expect(takeOverServerFrame()).toEqual({ mode: 'hydrate', frame });
    expect(serverLeftSlotLoading()).toBe(true);
    expect(frame).not.toHaveAttribute('inert');
    expect(frame).not.toHaveAttribute('aria-hidden');
    expect(button('Menu')).toBeEnabled();
    expect(button('Menu')).not.toHaveAttribute('aria-disabled');
    expect(takeServerPage('catalog/Home')).toBeUndefined();

    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    expect(serverLeftSlotLoading(), 'a page composed into the slot hydrates').toBe(false);
  });

  it("hydrates the host's own page in the slot (its 404) with the frame, as the server drew it", () => {
    document.body.innerHTML = '<div data-server-frame data-host-page="" data-awaiting-code=""><main><div data-page-slot=""><!--$--><h1>404</h1><!--/$--></div></main></div>';
    expect(takeOverServerFrame()).toMatchObject({ mode: 'hydrate' });
    expect(serverLeftSlotLoading()).toBe(false);
    expect(takeServerPage('catalog/Home')).toBeUndefined();
  });

  it('names what it throws to have the slot drawn afresh, for a developer paused on it', () => {
    expect(new NoServerPage()).toMatchObject({ name: 'NoServerPage', message: expect.stringContaining('composed no page') });
  });

  it("takes a slot whose page names no page for 'Loading...'", () => {
    document.body.innerHTML = composedPage.replace('data-composed-page="catalog/BookDetails"', 'data-composed-page=""');
    takeOverServerFrame();
    expect(serverLeftSlotLoading()).toBe(true);
  });

  it('hydrates a frame with the page in it: nothing in either is hidden or disabled while the page waits for its code', () => {
    document.body.innerHTML = composedPage;
    const frame = document.querySelector<HTMLElement>('[data-server-frame]');
    expect(takeOverServerFrame()).toEqual({ mode: 'hydrate', frame });
    const page = takeServerPage('catalog/BookDetails');
    for (const part of [frame, page]) {
      expect(part).not.toHaveAttribute('inert');
      expect(part).not.toHaveAttribute('aria-hidden');
    }
    expect(button('Menu')).toBeEnabled();
    expect(button('Mark as read')).toBeEnabled();
    expect(button('Mark as read')).not.toHaveAttribute('aria-disabled');
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

  it('hands the hydrated page over where it stands, without the marks of the page it was', () => {
    const page = serverPage();
    const heading = document.querySelector('h1');
    revealServerPage(page);
    expect(page.isConnected, 'no node moves').toBe(true);
    expect(document.querySelector('h1')).toBe(heading);
    for (const mark of ['data-composed-page', 'data-catalogue', 'data-build']) expect(page).not.toHaveAttribute(mark);
    expect(page, 'the root the app draws around the page too').toHaveAttribute('data-page-root');
    expect(button('Sold out'), 'disabled by its page').toBeDisabled();
  });

  it('leaves a page React drew afresh alone: its own elements replaced the server\'s', () => {
    const page = serverPage();
    page.replaceWith(Object.assign(document.createElement('div'), { textContent: 'drawn afresh' }));
    revealServerPage(page);
    expect(page).toHaveAttribute('data-composed-page');
  });
});

describe('input on the server page before its code is in', () => {
  let stopContract: () => void = () => undefined;
  afterEach(() => stopContract());

  it('reaches the page once it is live, and the header once the app has taken the frame over, each in turn', async () => {
    stopContract = installEarlyInputContract();
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    const page = takeServerPage('catalog/BookDetails');
    if (!page) throw new Error('no composed page');
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as Element).textContent ?? ''));
    // As React marks what it has drawn: the frame and the page both hydrate in this test.
    for (const control of document.querySelectorAll('button')) Object.assign(control, { __reactFiber$test: {} });
    button('Mark as read')?.click();
    button('Menu')?.click();
    expect(clicked).toEqual([]);

    frameTakenOver();
    expect(clicked, 'once what hydrated has settled').toEqual([]);
    await vi.waitFor(() => expect(clicked).toEqual(['Menu']));
    revealServerPage(page);
    replayOnServerPage(page);
    await vi.waitFor(() => expect(clicked).toEqual(['Menu', 'Mark as read']));
  });
});
