// The host's service worker: once a page has been seen, it works offline. The host's own
// files are precached; each remote's entry and chunks, the catalogue and the covers are kept
// as they are used.
import { clientsClaim } from 'workbox-core';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CHUNK_CACHE, keepRemoteBuild, matchOptions, RemoteEntryStrategy } from './remoteEntryStrategy';
import { integrityCheckedCache } from './integrityCheckedCache';
import { withVisitorFragment } from './visitorFragment';
import { isHashedEntryFile } from '@bookmarked/shared/entry-files';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

const router = new Router();
const ok = new CacheableResponsePlugin({ statuses: [200] });
const pathEnds = (...names: string[]) => ({ url }: { url: URL }) => names.some((name) => url.pathname.endsWith(`/${name}`));

// Pages: a fresh index.html online (a deploy replaces it), with the visitor's own Listed Books
// put in where the page has it; the precached one offline, where the app's own routes, 404
// included, take over.
const shell = precache.createHandlerBoundToURL('/index.html');
router.registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await withVisitorFragment(await fetch(options.request), options.url);
    } catch {
      return shell(options);
    }
  }),
);

// Only hashed files and the like: pages are the navigation route's.
router.registerRoute(new PrecacheRoute(precache, { directoryIndex: '', cleanURLs: false }));

router.registerRoute(new Route(pathEnds('remoteEntry.js'), new RemoteEntryStrategy()));

// Files whose name stays across deploys (the catalogue's index and pages in `booksData/` too):
// the network first, the last copy offline.
router.registerRoute(
  new Route(
    (options) => pathEnds('remotes.json', 'booksData.json', 'mf-manifest.json')(options) || options.url.pathname.startsWith('/booksData/'),
    new NetworkFirst({ cacheName: 'bookmarked-data', plugins: [ok], matchOptions }),
  ),
);

// Hashed files never change: any origin's copy is good for ever, while it has its hash. A
// remote's hashed container too, which a composed page imports by the name its manifest gives.
router.registerRoute(
  new Route(
    ({ url }) => url.pathname.includes('/assets/') || isHashedEntryFile(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)),
    new CacheFirst({ cacheName: CHUNK_CACHE, plugins: [ok, integrityCheckedCache, keepRemoteBuild], matchOptions }),
  ),
);

router.registerRoute(
  new Route(
    ({ request }) => request.destination === 'image',
    new StaleWhileRevalidate({ cacheName: 'bookmarked-images', plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })], matchOptions }),
  ),
);

router.addFetchListener();
// The first visit's files were fetched before this worker ran: the page sends their URLs.
router.addCacheListener();

void self.skipWaiting();
clientsClaim();
