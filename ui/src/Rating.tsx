export function StarIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
    </svg>
  );
}

/**
 * The rating with one decimal and a star; read out as "Rating 4.3 out of 5". The role lets
 * the label apply (axe: aria-label is prohibited on a plain span).
 */
export function Rating({ value }: { value: number }) {
  const shown = value.toFixed(1);
  return (
    <span role="img" className="inline-flex items-center gap-1" aria-label={`Rating ${shown} out of 5`}>
      <span aria-hidden="true">{shown}</span>
      <StarIcon className="h-4 w-4 text-amber-500" />
    </span>
  );
}
