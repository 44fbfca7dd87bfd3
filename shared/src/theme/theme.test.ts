import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshTheme() {
  vi.resetModules();
  return import('./theme');
}

/**
 * The browser's answer to `(prefers-color-scheme: dark)`, which jsdom lacks: a system set to
 * dark or light, switched the way a visitor switches their OS (or the OS switches at sunset).
 */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'change') listeners.add(listener);
    },
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      queries.push(query);
      return list;
    }),
  );
  return {
    queries,
    switchTo(next: 'dark' | 'light') {
      dark = next === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

/** Another tab changes (or clears) the stored choice. */
function otherTabStores(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
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
    expect(document.documentElement.dataset.theme).toBe('dark');
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

  it('starts dark on a system set to dark, and light on one set to light', async () => {
    const system = stubSystemScheme(true);
    const theme = await freshTheme();
    theme.startTheme();
    expect(theme.$theme.get()).toBe('dark');
    expect(system.queries).toContain('(prefers-color-scheme: dark)');
    // The CSS follows the system itself: nothing is pinned on the page.
    expect(document.documentElement.dataset.theme).toBeUndefined();

    stubSystemScheme(false);
    const light = await freshTheme();
    light.startTheme();
    expect(light.$theme.get()).toBe('light');
  });

  it('a stored choice wins over the system', async () => {
    stubSystemScheme(true);
    localStorage.setItem('bookmarked.theme', 'light');
    const theme = await freshTheme();
    theme.startTheme();
    expect(theme.$theme.get()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('switches with the system while the visitor has not chosen, and stops once they have', async () => {
    const system = stubSystemScheme(false);
    const theme = await freshTheme();
    theme.startTheme();
    system.switchTo('dark');
    expect(theme.$theme.get()).toBe('dark');
    system.switchTo('light');
    expect(theme.$theme.get()).toBe('light');

    theme.chooseTheme('light');
    system.switchTo('dark');
    expect(theme.$theme.get()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("takes a choice made in another tab, and follows the system again when that tab clears it", async () => {
    const system = stubSystemScheme(false);
    const theme = await freshTheme();
    theme.startTheme();

    otherTabStores('bookmarked.theme', 'dark');
    expect(theme.$theme.get()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    system.switchTo('dark');
    otherTabStores('bookmarked.theme', null);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(theme.$theme.get()).toBe('dark');
    system.switchTo('light');
    expect(theme.$theme.get()).toBe('light');
  });

  it('treats a value it does not know from another tab as no choice', async () => {
    stubSystemScheme(true);
    localStorage.setItem('bookmarked.theme', 'light');
    const theme = await freshTheme();
    theme.startTheme();
    otherTabStores('bookmarked.theme', 'purple');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(theme.$theme.get()).toBe('dark');
  });

  it("ignores other tabs' changes to anything but the theme", async () => {
    stubSystemScheme(true);
    const theme = await freshTheme();
    theme.startTheme();
    theme.chooseTheme('light');
    otherTabStores('readList', '[1]');
    expect(theme.$theme.get()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('starts once: a second start (another app on the page) keeps a choice this page made', async () => {
    stubSystemScheme(true);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const theme = await freshTheme();
    theme.startTheme();
    // Storage refuses the choice: it lasts for this page only, and must last.
    theme.chooseTheme('light');
    theme.startTheme();
    expect(theme.$theme.get()).toBe('light');
  });

  it('shows light where the browser cannot tell the system preference', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const theme = await freshTheme();
    theme.startTheme();
    expect(theme.$theme.get()).toBe('light');
    theme.chooseTheme('dark');
    expect(theme.$theme.get()).toBe('dark');
  });
});
