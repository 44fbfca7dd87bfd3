import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { edgeAwayFrom, keepToastsClearOfFocus } from './toastEdge';

function elementAt(top: number, height: number): Element {
  const element = document.createElement('button');
  element.getBoundingClientRect = () => ({ top, height, bottom: top + height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) });
  return element;
}

describe('edgeAwayFrom', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps to the bottom when focus is in the top half, and to the top otherwise', () => {
    expect(edgeAwayFrom(elementAt(10, 40), 800)).toBe('bottom');
    expect(edgeAwayFrom(elementAt(700, 50), 800)).toBe('top');
  });

  it('keeps to the bottom, away from the header, when nothing is focused', () => {
    expect(edgeAwayFrom(null, 800)).toBe('bottom');
    expect(edgeAwayFrom(document.body, 800)).toBe('bottom');
  });

  it('keeps to the bottom when the whole document has focus, however far the page is scrolled', () => {
    // Scrolled down a long page: the document's box starts far above the screen and its middle is below it.
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockReturnValue(elementAt(-2000, 5000).getBoundingClientRect());
    expect(edgeAwayFrom(document.documentElement, 800)).toBe('bottom');
  });

  it('judges a tall control (a text area) by its middle, not by its top edge', () => {
    // Starts in the top half, but mostly below the middle: the toast goes to the top.
    expect(edgeAwayFrom(elementAt(300, 300), 800)).toBe('top');
    // Reaches into the bottom half, but its middle is above the middle: the toast goes to the bottom.
    expect(edgeAwayFrom(elementAt(250, 200), 800)).toBe('bottom');
  });

  it('puts the toast at the top for a control centred on the middle of the screen', () => {
    expect(edgeAwayFrom(elementAt(380, 40), 800)).toBe('top');
  });
});

describe('keepToastsClearOfFocus', () => {
  let width = 1024;

  /** The screen as matchMedia reports it: narrow up to react-toastify's 480px breakpoint. */
  function screenOf(newWidth: number): void {
    width = newWidth;
  }

  function focusedAt(top: number): HTMLButtonElement {
    const button = document.createElement('button');
    button.getBoundingClientRect = () => ({ top, height: 40, bottom: top + 40, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) });
    document.body.append(button);
    button.focus();
    return button;
  }

  function toastHost(): HTMLElement {
    const host = document.createElement('div');
    document.body.append(host);
    return host;
  }

  beforeEach(() => {
    screenOf(1024);
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('matchMedia', (query: string) => {
      return { matches: query === '(max-width: 480px)' && width <= 480 };
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('on a narrow screen, keeps the toasts to the edge away from the focused control from the start', () => {
    screenOf(375);
    focusedAt(700);
    const host = toastHost();
    keepToastsClearOfFocus(host);
    expect(host.dataset.edge).toBe('top');
  });

  it('moves the toasts when focus moves into the other half of a narrow screen', () => {
    screenOf(375);
    focusedAt(700);
    const host = toastHost();
    keepToastsClearOfFocus(host);
    focusedAt(20);
    expect(host.dataset.edge).toBe('bottom');
    focusedAt(600);
    expect(host.dataset.edge).toBe('top');
  });

  it('leaves the toasts in their corner on a wide screen', () => {
    focusedAt(700);
    const host = toastHost();
    keepToastsClearOfFocus(host);
    expect(host.dataset.edge).toBeUndefined();
    focusedAt(20);
    expect(host.dataset.edge).toBeUndefined();
  });

  it('places them again when the screen is resized: to an edge when it narrows, back to the corner when it widens', () => {
    focusedAt(700);
    const host = toastHost();
    keepToastsClearOfFocus(host);
    screenOf(375);
    window.dispatchEvent(new Event('resize'));
    expect(host.dataset.edge).toBe('top');
    screenOf(1024);
    window.dispatchEvent(new Event('resize'));
    expect(host.dataset.edge).toBeUndefined();
  });

  it('returns what places them again before a toast, for focus that moved without a focus event', () => {
    screenOf(375);
    const button = focusedAt(20);
    const host = toastHost();
    const place = keepToastsClearOfFocus(host);
    expect(host.dataset.edge).toBe('bottom');
    // The focused control scrolled into the bottom half.
    button.getBoundingClientRect = () => ({ top: 700, height: 40, bottom: 740, left: 0, right: 100, width: 100, x: 0, y: 700, toJSON: () => ({}) });
    place();
    expect(host.dataset.edge).toBe('top');
  });

  it('treats a browser without matchMedia as a wide screen', () => {
    vi.stubGlobal('matchMedia', undefined);
    focusedAt(700);
    const host = toastHost();
    expect(() => keepToastsClearOfFocus(host)).not.toThrow();
    expect(host.dataset.edge).toBeUndefined();
  });
});
