import { map, type WritableAtom } from 'nanostores';
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { readRaw, writeRaw } from './browserStorage';
import { decodeIdList, encodeIdList } from './idList';
import type { ListName } from './listNames';
import { forgetListedFragments } from './listedFragment';

export { listNames, type ListName } from './listNames';

/** Lists whose stored value held junk; shown as a warning, never silently rewritten. */
export const $corruptLists = map<Partial<Record<ListName, boolean>>>({});

let explicitWrite = false;

/**
 * Only the list actions write. The library also writes back on mount and on `pageshow`;
 * those writes would re-encode (and so erase) a stored value we could not fully read.
 */
const guardedStorage = new Proxy<Record<string, string>>(
  {},
  {
    // Stryker disable next-line ConditionalExpression: the library asks only for the lists' names, strings; the check satisfies the proxy's key type
    get: (_, key) => (typeof key === 'string' ? readRaw(key) : undefined),
    // Stryker disable next-line ConditionalExpression,LogicalOperator: keys are always strings, and a list said to be stored that is not decodes as the same empty list
    has: (_, key) => typeof key === 'string' && readRaw(key) !== undefined,
    set: (_, key, value: string) => {
      if (!explicitWrite) return true;
      // Stryker disable next-line ConditionalExpression: the library writes only the lists' names, strings; the check satisfies the proxy's key type
      if (typeof key === 'string') writeRaw(key, value);
      return true;
    },
    // Stryker disable next-line ArrowFunction,BooleanLiteral: the library deletes only a value set to undefined, which no list ever is
    deleteProperty: () => true,
  },
);

setPersistentEngine(guardedStorage, windowPersistentEvents);

function createListStore(name: ListName): WritableAtom<number[]> {
  return persistentAtom<number[]>(name, [], {
    encode: encodeIdList,
    decode: (raw) => {
      const { ids, corrupt } = decodeIdList(raw);
      $corruptLists.setKey(name, corrupt);
      return ids;
    },
  });
}

export const listStores: Record<ListName, WritableAtom<number[]>> = {
  readList: createListStore('readList'),
  wishList: createListStore('wishList'),
};

/** The freshest ids: storage first (another tab may have written), then this tab's memory. */
export function currentIds(list: ListName): number[] {
  const raw = readRaw(list);
  return raw === undefined ? listStores[list].get() : decodeIdList(raw).ids;
}

/**
 * Writes a list on behalf of a user action, keeping a copy of a stored value we could not read.
 * The first screens of Listed Books kept for the service worker showed the lists as they were:
 * they go, so no tab is served the old cards.
 */
export function saveIds(list: ListName, ids: number[]): void {
  void forgetListedFragments();
  const raw = readRaw(list);
  // Stryker disable next-line ConditionalExpression: an absent list decodes as nothing corrupt; `raw !== undefined` narrows the type
  if (raw !== undefined && decodeIdList(raw).corrupt) writeRaw(`${list}.unreadable-backup`, raw);
  explicitWrite = true;
  try {
    listStores[list].set(ids);
  } finally {
    explicitWrite = false;
  }
  $corruptLists.setKey(list, false);
}
