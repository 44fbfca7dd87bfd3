/**
 * The visible focus ring every interactive element wears when reached from the keyboard. One
 * string, so the whole site's focus looks alike (Tailwind finds it here: each app's CSS scans
 * ui/src).
 */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** The same ring on a red (error) background, where emerald would not show. */
export const focusRingOnError = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-900';
