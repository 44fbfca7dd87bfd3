import { atom } from 'nanostores';

export type StorageProblem = 'unavailable' | 'full';

/** Set when the browser refuses to keep the lists; the app then keeps them in memory. */
export const $storageProblem = atom<StorageProblem | undefined>(undefined);

/** Values that could not be saved, so this tab keeps seeing its own changes. */
const unsaved = new Map<string, string>();

function localStorageOrThrow(): Storage {
  // Reading window.localStorage itself throws when storage is disabled.
  const storage = window.localStorage;
  if (!storage) throw new Error('localStorage is not available');
  return storage;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

export function readRaw(key: string): string | undefined {
  const pending = unsaved.get(key);
  if (pending !== undefined) return pending;
  // Rendered ahead of time (the host's prerendered frame): no visitor, so no lists and no problem.
  if (typeof window === 'undefined') return undefined;
  try {
    return localStorageOrThrow().getItem(key) ?? undefined;
  } catch {
    $storageProblem.set('unavailable');
    return undefined;
  }
}

/** Returns whether the value reached the browser's storage. */
export function writeRaw(key: string, value: string): boolean {
  try {
    localStorageOrThrow().setItem(key, value);
    unsaved.delete(key);
    return true;
  } catch (error) {
    unsaved.set(key, value);
    $storageProblem.set(isQuotaError(error) ? 'full' : 'unavailable');
    return false;
  }
}
