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
 * The folder of the remote build a kept file belongs to: beside a hashed container, or above its
 * `assets/` folder; undefined for any other file.
 */
export function remoteBuildFolder(url: URL): string | undefined {
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (isHashedEntryFile(name)) return new URL('./', url).href;
  const assets = url.pathname.lastIndexOf('/assets/');
  return assets === -1 ? undefined : new URL(url.pathname.slice(0, assets + 1), url).href;
}

/** The builds being kept now: a burst of new files of one build asks for it once. */
const keeping = new Map<string, Promise<void>>();

async function keepBuildIn(folder: string): Promise<void> {
  const entryUrl = entryCacheKey(new URL(STABLE_ENTRY_FILE, folder).href);
  try {
    const entry = await fetch(entryUrl, { cache: 'no-cache', mode: 'cors' });
    if (entry.ok) await keepWholeBuild(entryUrl, entry);
  } catch {
    // Nothing is replaced: the last whole build stays for offline use.
  }
}

/**
 * A remote's build is kept whole for offline use as soon as a new file of it is kept, as if the
 * page had asked for `remoteEntry.js` beside it: a composed page imports its remote's page module
 * (or hashed container) by the name its manifest gives, never that stable entry, but the page the
 * worker serves offline has no manifest in its head, and imports it. A new deploy's files ask
 * again; a folder with no entry (the host's own) keeps nothing.
 */
export const keepRemoteBuild: WorkboxPlugin = {
  async cacheDidUpdate({ request }) {
    const folder = remoteBuildFolder(new URL(request.url));
    if (folder === undefined || keeping.has(folder)) return;
    const kept = keepBuildIn(folder).finally(() => keeping.delete(folder));
    keeping.set(folder, kept);
    await kept;
  },
};
