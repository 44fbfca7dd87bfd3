import { describe, expect, it } from 'vitest';
import { PAGE_SLOT_ATTRIBUTE, SLOT_CONTENT_END, SLOT_CONTENT_START } from '@bookmarked/shared/composition';
import { renderShell } from './renderShell';

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
