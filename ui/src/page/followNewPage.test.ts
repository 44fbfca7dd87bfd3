import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followNewPage, LOADING_HEADING_ATTRIBUTE } from './followNewPage';

function setUp() {
  document.body.innerHTML = '<a href="/x" id="link">Listed Books</a><main></main>';
  const main = document.querySelector('main')!;
  const link = document.getElementById('link')!;
  link.focus();
  return { main, link };
}

/** Lets the page's mutation observer see what a test changed. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('followNewPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
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

  it('makes the page h1 focusable by script only, not a stop on the Tab key', async () => {
    const { main } = setUp();
    const stop = followNewPage(main, { announce: vi.fn() });
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(main.querySelector('h1')?.getAttribute('tabindex')).toBe('-1');
    stop();
  });

  it("keeps a tabindex the page gave its own h1", async () => {
    const { main } = setUp();
    const stop = followNewPage(main, { announce: vi.fn() });
    main.innerHTML = '<h1 tabindex="0">Books</h1>';
    await flush();
    expect(document.activeElement).toBe(main.querySelector('h1'));
    expect(main.querySelector('h1')?.getAttribute('tabindex')).toBe('0');
    stop();
  });

  it('focuses the h1 without scrolling to it: where the page scrolls is decided elsewhere', async () => {
    const { main } = setUp();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const stop = followNewPage(main, { announce: vi.fn() });
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    stop();
  });

  it('finds an h1 drawn deep inside main, inside a part that was already there', async () => {
    const { main } = setUp();
    main.innerHTML = '<div><section id="slot"></section></div>';
    const announce = vi.fn();
    const stop = followNewPage(main, { announce });
    document.getElementById('slot')!.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Books');
    expect(announce).toHaveBeenCalledTimes(1);
    stop();
  });

  it('focuses an h1 already in main at once', () => {
    const { main } = setUp();
    main.innerHTML = '<h1>Books</h1>';
    const announce = vi.fn();
    const stop = followNewPage(main, { announce });
    expect(document.activeElement?.textContent).toBe('Books');
    expect(announce).toHaveBeenCalledTimes(1);
    stop();
  });

  it('moves on from a loading h1 that stays on the page to the page h1 drawn above it', async () => {
    const { main } = setUp();
    const announce = vi.fn();
    const stop = followNewPage(main, { announce });
    main.innerHTML = `<div id="loading"><h1 ${LOADING_HEADING_ATTRIBUTE}>Listed Books</h1></div>`;
    await flush();
    expect(document.activeElement?.textContent).toBe('Listed Books');
    main.insertAdjacentHTML('afterbegin', '<h1>Books</h1>');
    await flush();
    expect(document.activeElement?.textContent).toBe('Books');
    expect(announce).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves focus where something else on the page put it, with no key or pointer press', async () => {
    const { main } = setUp();
    document.body.insertAdjacentHTML('beforeend', '<input id="search" aria-label="Search">');
    const announce = vi.fn();
    const stop = followNewPage(main, { announce });
    document.getElementById('search')!.focus();
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(document.activeElement?.id).toBe('search');
    expect(announce).not.toHaveBeenCalled();
    stop();
  });

  it('stops at a pointer press, announcing once, and leaves the h1 drawn after it alone', async () => {
    const { main, link } = setUp();
    const announce = vi.fn();
    followNewPage(main, { announce });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(announce).toHaveBeenCalledTimes(1);
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(document.activeElement).toBe(link);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('announces the page once, not again when the visitor then presses a key', async () => {
    const { main } = setUp();
    const announce = vi.fn();
    followNewPage(main, { announce });
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    main.innerHTML = '<h1>Books, page 2</h1>';
    await flush();
    expect(announce).toHaveBeenCalledTimes(1);
    // Stopped: the new h1 is left alone even though focus fell back to the body.
    expect(document.activeElement).toBe(document.body);
  });

  it('gives up after 10 seconds without a page: announces then, and focuses no h1 drawn later', async () => {
    const { main, link } = setUp();
    const announce = vi.fn();
    followNewPage(main, { announce });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(announce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(announce).toHaveBeenCalledTimes(1);
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    expect(document.activeElement).toBe(link);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once cancelled by the next navigation: no focus move, no announcement', async () => {
    const { main, link } = setUp();
    const announce = vi.fn();
    const cancel = followNewPage(main, { announce });
    cancel();
    main.innerHTML = '<h1>Books</h1>';
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(document.activeElement).toBe(link);
    expect(announce).not.toHaveBeenCalled();
  });
});
