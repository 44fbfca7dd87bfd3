import { messages } from '../feedback/messages';
import { focusRing } from '../styles/focusRing';
import { $theme, chooseTheme, useStore } from '@bookmarked/shared';
import { useIsClient } from '../useIsClient';

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

/**
 * A switch between the light and the dark theme; pressed while dark. The server cannot know the
 * visitor's theme, so it draws the switch unpressed and so does hydration; the page's colours
 * follow the stored theme from the first paint (host/src/firstPaint.ts), the switch a frame later.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useStore($theme);
  const dark = useIsClient() && theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      title={messages.darkTheme}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      className={`rounded-lg p-2 text-stone-800 hover:bg-stone-100 ${focusRing} ${className}`}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      <span className="sr-only">{messages.darkTheme}</span>
    </button>
  );
}
