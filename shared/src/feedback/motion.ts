/** The visitor's `prefers-reduced-motion` and theme, as the dialog and toast libraries need them. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
