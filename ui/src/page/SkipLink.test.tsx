import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_ID, SkipLink } from './SkipLink';

/** A page laid out the way the layouts do it: the skip link, a header, then the focusable <main>. */
function renderPage(content: ReactNode, { withMain = true } = {}) {
  return render(
    <>
      <SkipLink />
      <header>
        <a href="/">Home</a>
      </header>
      {withMain ? (
        <main id={MAIN_ID} tabIndex={-1}>
          {content}
        </main>
      ) : (
        content
      )}
    </>,
  );
}

// A followed link leaves '#main' in jsdom's URL: each test starts from a clean one.
afterEach(() => window.history.replaceState(null, '', '/'));

describe('SkipLink', () => {
  it('is the first tab stop, named "Skip to content" and pointing at #main', async () => {
    const user = userEvent.setup();
    renderPage(<h1>Books</h1>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    expect(MAIN_ID).toBe('main');
  });

  it('hides itself until focused, then shows on top of the page', () => {
    renderPage(<h1>Books</h1>);
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveClass('sr-only', 'focus:not-sr-only', 'focus:absolute');
  });

  it("moves focus past the header to the page's heading on Enter, without following the link", async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <h1>Books</h1>
        <a href="/books/1">Dune</a>
      </>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Books' });
    expect(heading).toHaveFocus();
    // Focusable by script only: the heading does not become a tab stop of its own.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('');
    // The next Tab carries on from the content, not from the header.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dune' })).toHaveFocus();
  });

  it('cancels the jump to #main so the URL and the router stay as they were', () => {
    renderPage(<h1>Books</h1>);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(followed).toBe(false);
  });

  it("keeps a heading's own tabindex", async () => {
    const user = userEvent.setup();
    renderPage(<h1 tabIndex={0}>Books</h1>);
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Books' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '0');
  });

  it('focuses the first-level heading, not a lesser one before it', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <h2>Filters</h2>
        <h1>Books</h1>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).not.toHaveAttribute('tabindex');
  });

  it('focuses <main> itself when the page has no heading', async () => {
    const user = userEvent.setup();
    renderPage(<p>Loading…</p>);
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the link to the browser when there is no <main> to skip to', async () => {
    const user = userEvent.setup();
    renderPage(<h1>Books</h1>, { withMain: false });
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(window.location.hash).toBe('#main');
    const heading = screen.getByRole('heading', { level: 1, name: 'Books' });
    expect(heading).not.toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });
});
