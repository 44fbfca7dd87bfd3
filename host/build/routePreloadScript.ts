import type { Plugin } from 'vite';
import { firstScriptEntry } from '../../shared/build/firstScriptEntry.ts';

/**
 * The host's index.html starts the route's remote at once: `src/startup/head/routePreload.ts`
 * runs as soon as it arrives (async: it need not wait for the stylesheet or the host's bundle,
 * and nothing waits for it) and gives the route's remote a head start while the host's bundle
 * loads.
 */
export function routePreloadScript(): Plugin[] {
  return [firstScriptEntry({ name: 'route-preload', file: 'src/startup/head/routePreload.ts', async: true })];
}
