import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/**
 * The most the RUM client may bring into a page, in bytes of gzip (level 6) over its chunks: what
 * it takes today with a little room, so that it does not grow unnoticed. Google's web-vitals
 * measures the vitals, and its standard build alone is over 3,300 bytes of gzip, so a smaller
 * budget would mean measuring them by hand.
 */
const RUM_CLIENT_BUDGET_BYTES = 5000;

/** The module the host imports once the page is live (host/src/rum/startRum.ts). */
const CLIENT_MODULE = /\/src\/rum\/client\.ts$/;

const gzipBytes = (code: string) => gzipSync(code, { level: 6 }).length;

/**
 * Every chunk `names` bring in (themselves too), through static imports and, with `lazy`,
 * dynamic ones; none through a chunk in `loaded`, which the page has already.
 */
function reached(bundle: Rollup.OutputBundle, names: string[], lazy: boolean, loaded = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || loaded.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    for (const next of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) visit(next);
  };
  names.forEach(visit);
  return seen;
}

/**
 * What the RUM client fetches, chunk by chunk, with each one's gzip bytes: its own chunk and
 * whatever that imports, now or later, that the page's entry has not loaded already. Undefined
 * in a bundle without the client (the service worker's).
 */
export function rumClientChunks(bundle: Rollup.OutputBundle): { file: string; gzipBytes: number }[] | undefined {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const client = chunks.find((chunk) => CLIENT_MODULE.test(chunk.facadeModuleId ?? ''));
  if (!client) return undefined;
  const loaded = reached(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    false,
  );
  return [...reached(bundle, [client.fileName], true, loaded)].map((file) => ({ file, gzipBytes: gzipBytes((bundle[file] as Rollup.OutputChunk).code) }));
}

/**
 * Fails the host's build when the RUM client's chunks pass its budget: it is fetched on every
 * sampled page, however idle the moment. Measured on the chunks as written (after every other
 * plugin's change).
 */
export function rumClientBudget(budget = RUM_CLIENT_BUDGET_BYTES): Plugin {
  return {
    name: 'bookmarked:rum-client-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = rumClientChunks(bundle);
      if (!chunks) return;
      const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      const detail = chunks.map((chunk) => `${chunk.file} ${chunk.gzipBytes} B`).join(', ');
      if (total > budget) this.error(`the RUM client brings ${total} bytes of gzip into a page, over its budget of ${budget}: ${detail}`);
      this.info(`the RUM client: ${total} of ${budget} bytes of gzip (${detail})`);
    },
  };
}
