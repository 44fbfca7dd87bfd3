import { atom } from 'nanostores';

export type StorageProblem = 'unavailable' | 'full';

/** Set when the browser refuses to keep the lists; the app then keeps them in memory. */
export const $storageProblem = atom<StorageProblem | undefined>(undefined);

/** Values that could not be saved, so this tab keeps seeing its own changes. */
const unsaved = new Map<string, string>();

/**
 * The browser's storage. Reading window.localStorage itself throws when storage is disabled,
 * and where it is null instead, the call made on it throws: either way the caller's catch decides.
 */
const browserStorage = (): Storage => window.localStorage;

/** A DOMException's legacy code follows from its name: QuotaExceededError is code 22. */
function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

export function readRaw(key: string): string | undefined {
  const pending = unsaved.get(key);
  if (pending !== undefined) return pending;
  // Rendered ahead of time (the host's prerendered frame): no visitor, so no lists and no problem.
  if (typeof window === 'undefined') return undefined;
  try {
    return browserStorage().getItem(key) ?? undefined;
  } catch {
    $storageProblem.set('unavailable');
    return undefined;
  }
}

/** Returns whether the value reached the browser's storage. */
export function writeRaw(key: string, value: string): boolean {
  try {
    browserStorage().setItem(key, value);
    unsaved.delete(key);
    return true;
  } catch (error) {
    unsaved.set(key, value);
    $storageProblem.set(isQuotaError(error) ? 'full' : 'unavailable');
    return false;
  }
}
