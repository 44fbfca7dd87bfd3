import type { HostShareModules } from './hostShares';

/**
 * Where the federation plugin's share wrappers in a remote (@module-federation/vite 1.23) look for
 * a shared package first, by `default:<name>` and by its plain name, before they wait for their
 * container's `init` to put one there.
 */
const MODULE_CACHE = '__mf_module_cache__';

interface ModuleCache {
  share?: Record<string, unknown>;
}

/**
 * Puts the host's shares where a remote's share wrappers read them. A page module imported
 * directly (head/pageModuleHost.ts) then runs on the host's React and platform at once, as its
 * container's `init` would have settled under 'loaded-first', with no container loaded. The
 * host loads a page that way only from a remote built with the same plugin version, so the
 * place is the one its wrappers read. A container loaded later finds the same modules there.
 */
export function offerSharesToPageModules(modules: HostShareModules): void {
  const global = globalThis as Record<string, unknown>;
  const cache = (global[MODULE_CACHE] ??= {}) as ModuleCache;
  const shares = (cache.share ??= {});
  for (const [name, module] of Object.entries(modules)) {
    shares[`default:${name}`] ??= module;
    shares[name] ??= module;
  }
}
