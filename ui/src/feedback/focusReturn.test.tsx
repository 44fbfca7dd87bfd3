import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rememberFocus } from './focusReturn';

/** A page with a header link outside <main>, the given content inside it, and a dialog's own button. */
function renderPage(content: ReactNode, { withMain = true } = {}) {
  return render(
    <>
      <header>
        <h1>Bookmarked</h1>
      </header>
      {withMain ? <main>{content}</main> : <div>{content}</div>}
      <button type="button">OK</button>
    </>,
  );
}

/** Focus moves into the dialog, as it does while one is open. */
function focusDialog() {
  screen.getByRole('button', { name: 'OK' }).focus();
}

describe('rememberFocus', () => {
  it('gives focus back to what had it when the dialog opened, without scrolling', () => {
    renderPage(
      <>
        <h1>Dune</h1>
        <button type="button">Remove from list</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Remove from list' });
    opener.focus();
    const restore = rememberFocus();
    focusDialog();
    const focus = vi.spyOn(opener, 'focus');
    restore();
    expect(opener).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Dune' })).not.toHaveAttribute('tabindex');
  });

  it("falls back to main's heading when the opener is gone (its card was removed)", () => {
    const { rerender } = render(
      <main>
        <h1>My list</h1>
        <button type="button">Remove Dune</button>
      </main>,
    );
    screen.getByRole('button', { name: 'Remove Dune' }).focus();
    const restore = rememberFocus();
    rerender(
      <main>
        <h1>My list</h1>
      </main>,
    );
    restore();
    const heading = screen.getByRole('heading', { level: 1, name: 'My list' });
    expect(heading).toHaveFocus();
    // Focusable by script only: no new tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("falls back to main's heading when nothing had focus (body) at the opening", () => {
    renderPage(<h1>Dune</h1>);
    expect(document.body).toHaveFocus();
    const restore = rememberFocus();
    focusDialog();
    restore();
    expect(screen.getByRole('heading', { level: 1, name: 'Dune' })).toHaveFocus();
  });

  it("keeps a heading's own tabindex", () => {
    renderPage(<h1 tabIndex={0}>Dune</h1>);
    const restore = rememberFocus();
    restore();
    const heading = screen.getByRole('heading', { level: 1, name: 'Dune' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '0');
  });

  it("focuses <main> itself when it has no heading, not the header's", () => {
    renderPage(<p>Nothing here yet</p>);
    const restore = rememberFocus();
    focusDialog();
    restore();
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Bookmarked' })).not.toHaveAttribute('tabindex');
  });

  it('leaves focus alone when the page has no <main>', () => {
    renderPage(<h1>Dune</h1>, { withMain: false });
    const restore = rememberFocus();
    focusDialog();
    expect(() => restore()).not.toThrow();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Dune' })).not.toHaveAttribute('tabindex');
  });
});
