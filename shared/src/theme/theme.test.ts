import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshTheme() {
  vi.resetModules();
  return import('./theme');
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('follows the system until the visitor chooses, then remembers the choice', async () => {
    const theme = await freshTheme();
    theme.startTheme();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    theme.chooseTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(theme.$theme.get()).toBe('dark');
    expect(localStorage.getItem(theme.THEME_STORAGE_KEY)).toBe('dark');

    const again = await freshTheme();
    again.startTheme();
    expect(again.$theme.get()).toBe('dark');
  });

  it('ignores a stored value it does not know, and never touches the lists', async () => {
    localStorage.setItem('bookmarked.theme', 'purple');
    localStorage.setItem('readList', '[1]');
    const theme = await freshTheme();
    expect(theme.storedTheme()).toBeUndefined();
    theme.startTheme();
    theme.chooseTheme('light');
    expect(localStorage.getItem('readList')).toBe('[1]');
    expect(localStorage.getItem('wishList')).toBeNull();
  });
});
