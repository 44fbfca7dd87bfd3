import { describe, expect, it } from 'vitest';
import { isRemotePageModule, remotePages } from '@bookmarked/shared';
import { exposedPages } from '../../federation.config';

// import.meta.glob keeps the import statically analysable; the keys are the exposed files.
const exposedModules = import.meta.glob('./*.tsx');

describe('graph remote contract', () => {
  it('exposes exactly the pages the shared contract names', () => {
    expect(Object.keys(exposedPages).sort()).toEqual([...remotePages.graph].sort());
  });

  it.each(Object.entries(exposedPages))('%s default-exports a page component', async (_page, file) => {
    const load = exposedModules[file.replace('./src/exposed/', './')];
    expect(load, `${file} exists`).toBeDefined();
    expect(isRemotePageModule(await load?.())).toBe(true);
  });
});
