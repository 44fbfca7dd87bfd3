/** Class names the catalog's links and buttons share, so every control looks and focuses alike. */
import { focusRing } from '@bookmarked/ui';

export { focusRing };

export const primaryButton = `inline-flex items-center justify-center rounded-lg bg-emerald-700 px-6 py-3 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800 ${focusRing}`;

export const secondaryButton = `inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-6 py-3 text-lg font-semibold text-stone-800 shadow-sm transition-colors hover:border-stone-400 hover:bg-stone-50 ${focusRing}`;
