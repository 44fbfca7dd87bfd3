import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { Rollup } from 'vite';
import { rumClientBudget, rumClientChunks } from './rumClientBudget';

/** Code of about `length` random letters, which hardly compress. */
function codeOf(length: number, seed: number): string {
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(97 + (state % 26));
  }).join('');
}

const gzipBytes = (file: Rollup.OutputBundle[string] | undefined) => gzipSync((file as Rollup.OutputChunk).code, { level: 6 }).length;

function chunk(fileName: string, more: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  return { type: 'chunk', fileName, code: `/* ${fileName} */`, imports: [], dynamicImports: [], isEntry: false, facadeModuleId: null, ...more } as Rollup.OutputChunk;
}

const bundleOf = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries([...chunks.map((file) => [file.fileName, file]), ['remotes.json', { type: 'asset', fileName: 'remotes.json' }]]);

const site = (clientBytes: number) =>
  bundleOf(
    chunk('index.js', { isEntry: true, imports: ['react.js'], dynamicImports: ['client.js', 'workbox.js'], code: codeOf(5000, 1) }),
    chunk('react.js', { code: codeOf(4000, 2) }),
    chunk('workbox.js', { code: codeOf(2000, 3) }),
    chunk('client.js', { facadeModuleId: '/repo/host/src/rum/client.ts', imports: ['index.js', 'queue.js'], dynamicImports: ['errors.js'], code: codeOf(clientBytes, 4) }),
    chunk('queue.js', { imports: ['react.js'], code: codeOf(300, 5) }),
    chunk('errors.js', { dynamicImports: ['react.js'], code: codeOf(200, 6) }),
  );

describe('rumClientChunks', () => {
  it("counts the client's chunk and what it imports, now or later, that the page's entry has not loaded", () => {
    const chunks = rumClientChunks(site(1000));
    expect(chunks?.map((file) => file.file).sort()).toEqual(['client.js', 'errors.js', 'queue.js']);
    const bundle = site(1000);
    expect(rumClientChunks(bundle)?.find((file) => file.file === 'client.js')?.gzipBytes).toBe(gzipBytes(bundle['client.js']));
  });

  it('finds none in a bundle without the client', () => {
    expect(rumClientChunks(bundleOf(chunk('sw.js', { isEntry: true })))).toBeUndefined();
  });
});

/** The plugin's hook, as the build calls it (a plain function here). */
const writeBundle = (budget?: number) =>
  rumClientBudget(budget).writeBundle as unknown as (this: { error: (message: string) => void; info: (message: string) => void }, options: unknown, bundle: Rollup.OutputBundle) => void;

describe('rumClientBudget', () => {
  const written = (bundle: Rollup.OutputBundle, budget: number) => {
    const context = { error: vi.fn((message: string) => { throw new Error(message); }), info: vi.fn() };
    writeBundle(budget).call(context, {}, bundle);
    return context;
  };

  it('fails the build when the client brings in more than its budget, naming each chunk', () => {
    const bundle = site(4000);
    const total = gzipBytes(bundle['client.js']) + gzipBytes(bundle['queue.js']) + gzipBytes(bundle['errors.js']);
    expect(() => written(bundle, total - 1)).toThrow(
      new RegExp(`^the RUM client brings ${total} bytes of gzip into a page, over its budget of ${total - 1}: .*client\\.js ${gzipBytes(bundle['client.js'])} B`),
    );
  });

  it('says how much of its budget it takes otherwise, up to the budget itself', () => {
    const bundle = site(4000);
    const total = gzipBytes(bundle['client.js']) + gzipBytes(bundle['queue.js']) + gzipBytes(bundle['errors.js']);
    expect(written(bundle, total).info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^the RUM client: ${total} of ${total} bytes of gzip \\(`)));
    expect(written(bundleOf(chunk('sw.js', { isEntry: true })), 3000).info).not.toHaveBeenCalled();
  });

  it('holds the client to 5,000 bytes of gzip unless told otherwise', () => {
    const context = { error: vi.fn(), info: vi.fn() };
    writeBundle().call(context, {}, site(12000));
    expect(context.error).toHaveBeenCalledWith(expect.stringContaining('over its budget of 5000'));
  });
});
