/** The house focus ring: always visible on keyboard focus, never on mouse clicks. */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
