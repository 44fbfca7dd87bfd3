import { afterEach, describe, expect, it } from 'vitest';
import { enableServerControls, releaseServerPage, takeOverServerFrame, takeServerPage } from './serverPage';

const composedPage = `
  <div data-server-frame>
    <header><a href="/listed">Listed Books</a><button disabled="" data-server-disabled="" type="button">Menu</button></header>
    <main><div data-page-slot=""><!--$--><div data-composed-page="catalog/BookDetails">
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

describe('releaseServerPage', () => {
  const releasedPage = () => {
    document.body.innerHTML = composedPage;
    takeOverServerFrame();
    const page = takeServerPage('catalog/BookDetails');
    if (!page) throw new Error('no composed page');
    return releaseServerPage(page);
  };

  it("leaves the page as its remote's server renderer drew it, for React to hydrate: no wrapper, its controls still disabled", () => {
    const controls = releasedPage();
    expect(document.querySelector('[data-composed-page]')).toBeNull();
    expect(document.querySelector('[data-page-slot] > h1')).toHaveTextContent('Dune');
    expect(button('Mark as read'), 'nothing answers it until React has taken it over').toBeDisabled();
    expect(controls).toEqual([button('Mark as read')]);
    expect(document.querySelector('[data-page-slot]')?.firstChild?.nodeType, "the boundary's marker comes first").toBe(Node.COMMENT_NODE);
  });

  it('enables the controls the server disabled once React has them, and none its page disabled', () => {
    enableServerControls(releasedPage());
    expect(button('Mark as read')).toBeEnabled();
    expect(button('Mark as read')).not.toHaveAttribute('data-server-disabled');
    expect(button('Sold out'), 'disabled by its page, not by the server').toBeDisabled();
  });

  it('leaves alone a control React replaced with its own (the page drawn afresh)', () => {
    const [serverButton] = releasedPage();
    serverButton?.replaceWith(Object.assign(document.createElement('button'), { textContent: 'Mark as read', disabled: true }));
    enableServerControls([serverButton!]);
    expect(serverButton).toBeDisabled();
    expect(button('Mark as read'), "React's own, disabled by its page").toBeDisabled();
  });
});
