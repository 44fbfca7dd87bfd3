import type { Plugin } from 'vite';
import { chunksOf, firstScriptEntry, type OutputBundle } from '../../shared/build/firstScriptEntry.ts';

/** A chunk and every chunk it imports statically. */
function withStaticImports(bundle: OutputBundle, fileNames: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return [...seen];
}

/**
 * What the federation start-up imports only dynamically, so the browser would find it one hop
 * at a time: the shared packages' code behind each `loadShare` wrapper (the `@bookmarked/shared`
 * singleton among them) and the pending-shares step. Lazily loaded libraries (dialogs, toasts)
 * are imported from app code, not from these wrappers, and stay lazy.
 */
function federationStartupChunks(bundle: OutputBundle): string[] {
  const startup = chunksOf(bundle).filter((chunk) => chunk.fileName.includes('__loadShare__') || /(^|\/)pendingShares-/.test(chunk.fileName));
  return withStaticImports(bundle, [
    ...startup.filter((chunk) => chunk.fileName.includes('pendingShares')).map((chunk) => chunk.fileName),
    ...startup.flatMap((chunk) => chunk.dynamicImports),
  ]);
}

/**
 * The host's index.html starts everything the first screen needs at once: `src/preload.ts`
 * runs as soon as it arrives (async: it need not wait for the stylesheet or the federation
 * bootstrap, and nothing waits for it) and gives the route's remote a head start, and the federation start-up chunks
 * are preloaded instead of discovered.
 */
export function startupPreloads(): Plugin[] {
  return [firstScriptEntry({ name: 'route-preload', file: 'src/preload.ts', preloads: federationStartupChunks, async: true })];
}
