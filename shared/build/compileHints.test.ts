import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints } from './compileHints';

/** Runs the plugin's last step on a build's output, as Vite would once its chunks are final. */
function finish(bundle: Record<string, Pick<Rollup.OutputChunk, 'type' | 'code'> | Pick<Rollup.OutputAsset, 'type' | 'source'>>) {
  const hook = compileHints().generateBundle;
  if (typeof hook !== 'function') throw new Error('compileHints has no generateBundle step');
  // The hook reads only the bundle: neither the plugin context nor the output options.
  hook.call({} as ThisParameterType<typeof hook>, {} as Parameters<typeof hook>[0], bundle as unknown as Rollup.OutputBundle, false);
  return bundle;
}

describe('compileHints', () => {
  it("puts the hint on every chunk's first line", () => {
    const bundle = finish({
      'assets/index.js': { type: 'chunk', code: 'import "./react.js";export{a};' },
      'remoteEntry.js': { type: 'chunk', code: 'const x=1;' },
    });
    expect(bundle['assets/index.js']).toEqual({ type: 'chunk', code: `${COMPILE_HINT}\nimport "./react.js";export{a};` });
    expect(bundle['remoteEntry.js']).toEqual({ type: 'chunk', code: `${COMPILE_HINT}\nconst x=1;` });
  });

  it('leaves style sheets, images and other files as they are', () => {
    const bundle = finish({ 'assets/index.css': { type: 'asset', source: 'a{color:red}' } });
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', source: 'a{color:red}' });
  });

  it('adds it once to a chunk that has it already', () => {
    const bundle = finish({ 'a.js': { type: 'chunk', code: `${COMPILE_HINT}\nlet a;` } });
    expect(bundle['a.js']).toEqual({ type: 'chunk', code: `${COMPILE_HINT}\nlet a;` });
  });
});
