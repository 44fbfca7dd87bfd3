import { describe, expect, it } from 'vitest';
import { PAGE_SLOT_ATTRIBUTE, SLOT_CONTENT_END, SLOT_CONTENT_START } from '@bookmarked/shared/composition';
import { notFoundHead, renderNotFoundShell, renderShell } from './renderShell';
import { notFoundPage } from './prerenderShell';

/** The frame as a page would hold it: drawn inside each test, so each sees the code it runs. */
function drawnFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.innerHTML = renderShell();
  return frame;
}

describe('renderShell', () => {
  it("draws the frame with 'Loading...' in the slot exactly as the composing servers look for it", () => {
    const shell = renderShell();
    expect(shell).toContain(`<div ${PAGE_SLOT_ATTRIBUTE}="">${SLOT_CONTENT_START}<p role="status"`);
    expect(shell).toContain(`Loading...</p>${SLOT_CONTENT_END}</div>`);
  });

  it('marks no link current: the path is not known at build', () => {
    const frame = drawnFrame();
    expect(frame.querySelectorAll('header a')).not.toHaveLength(0);
    expect(frame.querySelector('[aria-current]')).toBeNull();
  });

  it('gives the skip link a target that takes focus without being a Tab stop of its own', () => {
    const frame = drawnFrame();
    const main = frame.querySelector('main');
    expect(frame.querySelector('a[href^="#"]')).toHaveAttribute('href', `#${main?.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});

describe('notFoundPage', () => {
  const shells = { shell: renderShell(), notFound: renderNotFoundShell(), notFoundHead: notFoundHead() };
  const index = `<html><head><!--bookmarked:head--><title>Bookmarked</title><!--/bookmarked:head--><style>x</style></head><body><div id="root"><div data-server-frame data-awaiting-code="">${shells.shell}</div></div><script src="/a.js"></script></body></html>`;

  it("is index.html with the app's 404 page in the slot, marked for hydration as it stands, and its title in the head", () => {
    const page = notFoundPage(index, shells);
    const body = document.createElement('div');
    body.innerHTML = page.slice(page.indexOf('<body>'));
    const frame = body.querySelector('[data-server-frame]');
    expect(frame).toHaveAttribute('data-host-page', '');
    expect(frame).toHaveAttribute('data-awaiting-code', '');
    expect(frame?.querySelector('main h1')).toHaveTextContent('404!');
    expect(frame?.querySelector('main')).not.toHaveTextContent('Loading...');
    expect(page).toContain('<title>Page not found · Bookmarked</title>');
    expect(page).not.toContain('<title>Bookmarked</title>');
    expect(page).toContain('<style>x</style>');
    expect(page).toContain('<script src="/a.js"></script>');
  });

  it('fails the build on an index.html it cannot find the frame or the head in', () => {
    expect(() => notFoundPage(index.replace('data-awaiting-code=""', ''), shells)).toThrow('no prerendered frame');
    expect(() => notFoundPage(index.replace('<!--/bookmarked:head-->', ''), shells)).toThrow('no head markers');
  });
});
