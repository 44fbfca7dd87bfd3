import { describe, expect, it } from 'vitest';
import { isRemotePageModule, remotePages, type RemoteExposes, type RemoteName } from '../federation/contract';

/**
 * The remote side of the contract: the build exposes exactly the pages the contract names,
 * and each exposed module default-exports a page component.
 * `modules` is the remote's `import.meta.glob('./src/exposed/*.tsx')`, keyed like its exposes.
 */
export function describeRemoteContract<R extends RemoteName>(
  remote: R,
  exposedPages: RemoteExposes<R>,
  modules: Record<string, () => Promise<unknown>>,
): void {
  describe(`${remote} remote contract`, () => {
    it('exposes exactly the pages the shared contract names', () => {
      expect(Object.keys(exposedPages).sort()).toEqual([...remotePages[remote]].sort());
    });

    it.each(Object.entries<string>(exposedPages))('%s default-exports a page component', async (_page, file) => {
      const load = modules[file];
      expect(load, `${file} exists`).toBeDefined();
      expect(isRemotePageModule(await load?.())).toBe(true);
    });
  });
}
