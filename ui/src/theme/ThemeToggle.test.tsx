import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $theme } from '@bookmarked/shared';
import { ThemeToggle } from './ThemeToggle';

beforeEach(() => {
  $theme.set('light');
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  $theme.set('light');
  delete document.documentElement.dataset.theme;
});

/** Where the choice is kept between visits (host/src/firstPaint.ts reads it before the first paint). */
const THEME_STORAGE_KEY = 'bookmarked.theme';

const themeSwitch = () => screen.getByRole('button', { name: 'Dark theme' });

describe('ThemeToggle', () => {
  it('is an unpressed "Dark theme" switch while the page is light', () => {
    render(<ThemeToggle />);
    const button = themeSwitch();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('title', 'Dark theme');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('is pressed while the page is dark', () => {
    $theme.set('dark');
    render(<ThemeToggle />);
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns the page dark, pins it on <html> and remembers it', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(themeSwitch());
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect($theme.get()).toBe('dark');
  });

  it('turns a dark page light again, and remembers that too', async () => {
    const user = userEvent.setup();
    $theme.set('dark');
    render(<ThemeToggle />);
    await user.click(themeSwitch());
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect($theme.get()).toBe('light');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.tab();
    expect(themeSwitch()).toHaveFocus();
    await user.keyboard(' ');
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows a theme changed elsewhere (another tab, the system)', () => {
    render(<ThemeToggle />);
    act(() => $theme.set('dark'));
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true');
    act(() => $theme.set('light'));
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the moon while light and the sun while dark, hidden from assistive technology', () => {
    const { unmount } = render(<ThemeToggle />);
    const moon = themeSwitch().querySelector('svg');
    expect(moon).toHaveAttribute('aria-hidden', 'true');
    expect(moon?.querySelector('circle')).toBeNull();
    unmount();
    $theme.set('dark');
    render(<ThemeToggle />);
    const sun = themeSwitch().querySelector('svg');
    expect(sun).toHaveAttribute('aria-hidden', 'true');
    expect(sun?.querySelector('circle')).not.toBeNull();
  });

  it('keeps the theme for this page when storage refuses it', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ThemeToggle />);
    await user.click(themeSwitch());
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('adds the given classes to its own', () => {
    render(<ThemeToggle className="ml-auto" />);
    expect(themeSwitch()).toHaveClass('ml-auto', 'rounded-lg');
  });

  it('is drawn unpressed by the server even for a dark visitor, so hydration matches', () => {
    $theme.set('dark');
    const html = renderToString(<ThemeToggle />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-pressed="true"');
  });
});
