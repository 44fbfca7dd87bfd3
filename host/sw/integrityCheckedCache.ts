import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The sha384 of a response's body, written as an `integrity` value is. */
async function sha384Of(response: Response): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', await response.clone().arrayBuffer()));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * A kept file is used only if it still has the hash its request asks for (the page's import map
 * gives a remote's module one): a copy changed in the cache is dropped and the file fetched
 * again, where the browser checks it once more, instead of being refused on every visit.
 */
export const integrityCheckedCache: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cacheName, request, cachedResponse }) {
    const wanted = request.integrity;
    if (!cachedResponse || !wanted.startsWith('sha384-')) return cachedResponse ?? null;
    if (wanted.split(/\s+/).includes(await sha384Of(cachedResponse))) return cachedResponse;
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
    return null;
  },
};
