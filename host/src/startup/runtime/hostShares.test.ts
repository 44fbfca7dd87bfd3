import { describe, expect, it, vi } from 'vitest';
import { createInstance } from '@module-federation/runtime';
import { hostShares, type HostShareModules, type HostShareVersions } from './hostShares';

const hostReact = { useState: () => 'host react', default: { name: 'react' } };
const modules: HostShareModules = {
  react: hostReact,
  'react/jsx-runtime': { jsx: () => 'host jsx' },
  'react-dom': { flushSync: () => undefined },
  'react-dom/client': { hydrateRoot: () => undefined },
  '@bookmarked/shared': { loadCatalogue: () => 'host platform' },
};
const versions: HostShareVersions = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react/jsx-runtime': { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom/client': { version: '19.3.1', requiredVersion: '^19.3.1' },
  '@bookmarked/shared': { version: '2.5.0', requiredVersion: '^2.5.0' },
};

describe('hostShares', () => {
  it('hands over every share loaded, as a singleton, its module marked as an ES module', () => {
    const shared = hostShares(modules, versions);
    expect(Object.keys(shared)).toEqual(Object.keys(versions));
    const react = shared.react as { version: string; lib: () => Record<string, unknown>; shareConfig: object };
    expect(react.version).toBe('19.3.1');
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.3.1', eager: true, strictVersion: false });
    const module = react.lib();
    expect(module.useState).toBe(hostReact.useState);
    expect(module.default).toEqual({ name: 'react' });
    expect(module.__esModule).toBe(true);
    expect(react.lib(), 'the same object every time').toBe(module);
    expect(modules.react, "the host's own module is left as it is").not.toHaveProperty('__esModule');
  });

  it("wins every remote's negotiation: a remote offering its own copies, even newer ones, gets the host's", async () => {
    const host = createInstance({ name: 'host-under-test', remotes: [], shareStrategy: 'loaded-first', shared: hostShares(modules, versions) });
    // What a remote's container does in its init: it starts its runtime with its own copies, as
    // fallbacks it would load only if nothing were there, and joins the host's share scope.
    const ownCopy = vi.fn(async () => () => ({ useState: () => 'remote react', loadCatalogue: () => 'remote platform' }));
    const remote = createInstance({
      name: 'catalog-under-test',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        react: { version: '19.9.0', get: ownCopy, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
        '@bookmarked/shared': { version: '2.6.0', get: ownCopy, shareConfig: { singleton: true, requiredVersion: '^2.5.0' } },
      },
    });
    remote.initShareScopeMap('default', host.shareScopeMap.default!);
    const loaded = async <T,>(name: string) => {
      const factory = await remote.loadShare<T>(name);
      if (!factory) throw new Error(`${name} is not shared`);
      return factory();
    };
    expect((await loaded<{ useState: () => string }>('react'))?.useState()).toBe('host react');
    expect((await loaded<{ loadCatalogue: () => string }>('@bookmarked/shared'))?.loadCatalogue()).toBe('host platform');
    expect(ownCopy).not.toHaveBeenCalled();
  });
});
