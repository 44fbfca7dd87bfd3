import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { pageModules } from './pageModules.ts';

type Handler = (this: { error: (message: string) => never }, options: unknown, bundle: Rolldown.OutputBundle) => void;

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });

/** The manifest the plugin leaves in the bundle, after its run over a remote's files. */
function run(files: Record<string, unknown>, exposes: Record<string, string> = { './BookDetails': './src/exposed/BookDetails.tsx' }) {
  const manifest = { type: 'asset', fileName: 'mf-manifest.json', source: JSON.stringify({ exposes: [{ name: 'BookDetails', path: './BookDetails' }] }) };
  const bundle = { ...files, 'mf-manifest.json': manifest } as unknown as Rolldown.OutputBundle;
  const plugin = pageModules(exposes);
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/repo/mfe-catalog' });
  const { handler } = plugin.generateBundle as unknown as { handler: Handler };
  const error = (message: string): never => {
    throw new Error(message);
  };
  handler.call({ error }, {}, bundle);
  return JSON.parse(manifest.source) as { exposes: { name: string; pageModule?: unknown }[] };
}

describe("the manifest names each exposed page's own module", () => {
  it('with every chunk it imports statically, each once, and not the ones it imports lazily', () => {
    const manifest = run({
      'assets/BookDetails-1.js': chunk('assets/BookDetails-1.js', ['assets/Page-2.js', 'assets/loadShare-3.js'], '/repo/mfe-catalog/src/exposed/BookDetails.tsx'),
      'assets/Page-2.js': chunk('assets/Page-2.js', ['assets/loadShare-3.js', 'assets/runtime-4.js']),
      'assets/loadShare-3.js': chunk('assets/loadShare-3.js', ['assets/runtime-4.js']),
      'assets/runtime-4.js': chunk('assets/runtime-4.js', []),
      'assets/sweetalert2-5.js': chunk('assets/sweetalert2-5.js', []),
      'remoteEntry-6.js': chunk('remoteEntry-6.js', ['assets/runtime-4.js']),
    });
    expect(manifest.exposes[0]?.pageModule).toEqual({
      file: 'assets/BookDetails-1.js',
      imports: ['assets/Page-2.js', 'assets/loadShare-3.js', 'assets/runtime-4.js'],
    });
  });

  it('fails the build for a page no chunk of its own exposes, or one it was not asked to expose', () => {
    expect(() => run({ 'assets/Other-1.js': chunk('assets/Other-1.js', [], '/repo/mfe-catalog/src/exposed/Other.tsx') })).toThrow(/no chunk of its own exposes BookDetails/);
    expect(() => run({}, {})).toThrow(/exposes BookDetails, which the build was not asked to expose/);
  });
});
