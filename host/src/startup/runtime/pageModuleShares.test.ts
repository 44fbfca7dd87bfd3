import { afterEach, describe, expect, it } from 'vitest';
import { offerSharesToPageModules } from './pageModuleShares';
import type { HostShareModules } from './hostShares';

const cache = () => (globalThis as { __mf_module_cache__?: { share: Record<string, unknown> } }).__mf_module_cache__;

const modules = {
  react: { useState: () => undefined },
  'react/jsx-runtime': { jsx: () => undefined },
  'react-dom': { createPortal: () => undefined },
  'react-dom/client': { hydrateRoot: () => undefined },
  '@bookmarked/shared': { listStores: {} },
} satisfies HostShareModules;

afterEach(() => {
  delete (globalThis as { __mf_module_cache__?: unknown }).__mf_module_cache__;
});

describe("the host's shares, where a remote's page module reads them", () => {
  it('are each under its scoped and its plain name, the very modules the host runs', () => {
    offerSharesToPageModules(modules);
    for (const [name, module] of Object.entries(modules)) {
      expect(cache()?.share[`default:${name}`]).toBe(module);
      expect(cache()?.share[name]).toBe(module);
    }
  });

  it('leave a share already settled there, and the rest of the cache, as they were', () => {
    const settled = { useState: () => 'settled' };
    Object.assign(globalThis, { __mf_module_cache__: { share: { 'default:react': settled }, remote: { lists: {} } } });
    offerSharesToPageModules(modules);
    expect(cache()?.share['default:react']).toBe(settled);
    expect(cache()?.share['react-dom']).toBe(modules['react-dom']);
    expect((cache() as unknown as { remote: unknown }).remote).toEqual({ lists: {} });
  });
});
