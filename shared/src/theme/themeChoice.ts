// The visitor's stored theme choice, with no state and no dependencies: the host's paint script
// (host/src/firstPaint.ts) applies it before anything paints, apart from the shared singleton.
export type Theme = 'light' | 'dark';

/** Where the visitor's explicit choice is kept; without one the page follows the system. */
export const THEME_STORAGE_KEY = 'bookmarked.theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored choice, or undefined when there is none, it is unreadable or storage is off. */
export function storedTheme(): Theme | undefined {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Puts a stored choice on <html> at once; without one the CSS follows the system. */
export function applyStoredTheme(): void {
  const chosen = storedTheme();
  if (chosen) document.documentElement.dataset.theme = chosen;
}
