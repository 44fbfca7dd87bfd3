import { afterEach, describe, expect, it, vi } from 'vitest';
import { followNewPage, LOADING_HEADING_ATTRIBUTE } from './followNewPage';

function setUp() {
  document.body.innerHTML = '<a href="/x" id="link">Listed Books</a><main></main>';
  const main = document.querySelector('main')!;
  const link = document.getElementById('link')!;
  link.focus();
  return { main, link };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followNewPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the new h1 once it appears, and announces once', async () => {
    const { main } = setUp();
    const announce = vi.fn();
    const stop = followNewPage(main, { announce });
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(document.activeElement).toBe(main.querySelector('h1'));
    main.insertAdjacentHTML('beforeend', '<p>more</p>');
    await flush();
    expect(announce).toHaveBeenCalledTimes(1);
    stop();
  });

  it('moves on from a loading h1 to the page h1, announcing only the page', async () => {
    const { main } = setUp();
    const announce = vi.fn();
    const stop = followNewPage(main, { announce });
    main.innerHTML = `<h1 ${LOADING_HEADING_ATTRIBUTE}>Listed Books</h1>`;
    await flush();
    expect(document.activeElement?.textContent).toBe('Listed Books');
    expect(announce).not.toHaveBeenCalled();
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Books');
    expect(announce).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves focus alone once the visitor has moved it, and stops at a key press', async () => {
    const { main } = setUp();
    const announce = vi.fn();
    main.innerHTML = '<button>Mine</button>';
    followNewPage(main, { announce });
    main.querySelector('button')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    main.insertAdjacentHTML('afterbegin', '<h1>Books</h1>');
    await flush();
    expect(document.activeElement?.textContent).toBe('Mine');
    // Giving up still tells the visitor where they are, once.
    expect(announce).toHaveBeenCalledTimes(1);
  });
});
