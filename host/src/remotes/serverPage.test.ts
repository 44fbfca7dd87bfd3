import { afterEach, describe, expect, it } from 'vitest';
import { takeOverServerFrame, takeServerPage } from './serverPage';

const composedPage = `
  <div data-server-frame>
    <header><a href="/listed">Listed Books</a><button type="button">Menu</button></header>
    <main><div data-page-slot=""><div data-composed-page="catalog/BookDetails">
      <link rel="stylesheet" href="http://remote/assets/remote.css" />
      <h1>Dune</h1><button type="button">Mark as read</button>
    </div></div></main>
  </div>`;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('takeOverServerFrame', () => {
  it('holds the server-drawn frame back: nothing in it can be used or is read out until React replaces it', () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    const frame = document.querySelector<HTMLElement>('[data-server-frame]');
    expect(frame?.inert).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('button')).toBeDisabled();
  });

  it("hands the composed page to its own remote page once, and keeps its style sheets on the page", () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    expect(takeServerPage('catalog/Home')).toBeUndefined();
    const page = takeServerPage('catalog/BookDetails');
    expect(page?.textContent).toContain('Dune');
    expect(page?.inert).toBe(true);
    expect(takeServerPage('catalog/BookDetails'), 'a later visit draws the page afresh').toBeUndefined();
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('http://remote/assets/remote.css');
  });

  it('hands nothing over when the server composed no page', () => {
    document.body.innerHTML = '<div data-server-frame><main><div data-page-slot=""><p role="status">Loading...</p></div></main></div>';
    takeOverServerFrame();
    expect(takeServerPage('catalog/Home')).toBeUndefined();
  });
});
