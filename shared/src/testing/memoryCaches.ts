import { onTestFinished, vi } from 'vitest';

/**
 * Cache Storage in memory, as `caches` for this test (jsdom has none): what is put is matched
 * by its address's path and query. `failing` makes every call reject, as a browser with storage
 * off does.
 */
export function memoryCaches({ failing = false } = {}): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) => {
    const url = new URL(request instanceof Request ? request.url : String(request), 'http://localhost');
    return `${url.pathname}${url.search}`;
  };
  const refuse = () => Promise.reject(new DOMException('storage is off', 'SecurityError'));
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response.clone()),
    }) as Partial<Cache> as Cache;
  const fake = {
    open: async (name: string) => {
      if (failing) return refuse();
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return cacheOf(entries);
    },
    delete: async (name: string) => (failing ? refuse() : stores.delete(name)),
  } as Partial<CacheStorage> as CacheStorage;
  vi.stubGlobal('caches', fake);
  onTestFinished(() => void vi.unstubAllGlobals());
  return fake;
}
