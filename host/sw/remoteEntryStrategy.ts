import { Strategy, type StrategyHandler } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isHashedEntryFile, STABLE_ENTRY_FILE } from '@bookmarked/shared/entry-files';
import { entryCacheKey, listMatchesEntry, OFFLINE_FILES, parseOfflineFiles } from '../src/offline/remoteBuild';

const ENTRY_CACHE = 'bookmarked-remote-entries';
export const CHUNK_CACHE = 'bookmarked-chunks';

/** Vary: Accept-Encoding from the servers' compression must not hide a kept file. */
export const matchOptions: CacheQueryOptions = { ignoreVary: true };

/**
 * A remote's `remoteEntry.js`: the network first, so a redeployed remote is picked up on the
 * next online visit. The entry is kept for offline use only once every file its build can
 * load (its `offline-files.json`) is kept too, so an entry served offline always finds its
 * own chunks. Hashed chunks are never removed: a page still running an older entry keeps
 * working.
 */
export class RemoteEntryStrategy extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const key = entryCacheKey(request.url);
    let response: Response;
    try {
      response = await handler.fetch(request);
    } catch (error) {
      const kept = await caches.match(key, { ...matchOptions, cacheName: ENTRY_CACHE });
      if (kept) return kept;
      throw error;
    }
    if (response.ok) {
      handler.waitUntil(keepWholeBuild(key, response.clone()).catch(() => {
        // Nothing is replaced: the last whole build stays for offline use.
      }));
    }
    return response;
  }
}

async function keepWholeBuild(entryUrl: string, entry: Response): Promise<void> {
  const entrySource = await entry.clone().text();
  const list = await fetch(new URL(OFFLINE_FILES, entryUrl), { cache: 'no-cache', mode: 'cors' });
  const files = list.ok ? parseOfflineFiles(await list.json()) : undefined;
  if (!files || !listMatchesEntry(files, entrySource)) return;
  const chunks = await caches.open(CHUNK_CACHE);
  await Promise.all(
    files.map(async (file) => {
      const url = new URL(file, entryUrl).href;
      if (await chunks.match(url, matchOptions)) return;
      const response = await fetch(url, { mode: 'cors' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await chunks.put(url, response);
    }),
  );
  await (await caches.open(ENTRY_CACHE)).put(entryUrl, entry);
}

/**
 * A remote's hashed container (`remoteEntry-<hash>.js`, which a composed page imports by the name
 * its manifest gives) is kept as any hashed file is. Once it is, its build is kept whole for
 * offline use as if the page had asked for `remoteEntry.js` beside it: the page the worker serves
 * offline has no manifest in its head, and imports that stable entry.
 */
export const keepContainerBuild: WorkboxPlugin = {
  async cacheDidUpdate({ request }) {
    const url = new URL(request.url);
    if (!isHashedEntryFile(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))) return;
    const entryUrl = entryCacheKey(new URL(STABLE_ENTRY_FILE, url).href);
    try {
      const entry = await fetch(entryUrl, { cache: 'no-cache', mode: 'cors' });
      if (entry.ok) await keepWholeBuild(entryUrl, entry);
    } catch {
      // Nothing is replaced: the last whole build stays for offline use.
    }
  },
};
