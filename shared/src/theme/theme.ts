import { atom } from 'nanostores';
import { applyStoredTheme, isTheme, storedTheme, THEME_STORAGE_KEY, type Theme } from './themeChoice';

export { THEME_STORAGE_KEY, storedTheme, type Theme } from './themeChoice';

const darkQuery = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

/** The theme the page shows now. */
export const $theme = atom<Theme>('light');

let started = false;

/**
 * Pins a stored choice on <html> (the CSS follows the system otherwise) and keeps `$theme`
 * in step with the system while the visitor has not chosen. Call it before the first render.
 */
export function startTheme(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const chosen = storedTheme();
  applyStoredTheme();
  $theme.set(chosen ?? systemTheme());
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(darkQuery).addEventListener('change', () => {
    if (!document.documentElement.dataset.theme) $theme.set(systemTheme());
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const next = isTheme(event.newValue) ? event.newValue : undefined;
    if (next) document.documentElement.dataset.theme = next;
    else delete document.documentElement.dataset.theme;
    $theme.set(next ?? systemTheme());
  });
}

/** The visitor picks a theme: shown at once and remembered (when storage allows). */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  $theme.set(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage off or full: the choice lasts for this page only.
  }
}
