import type { Plugin, Rolldown } from 'vite';
import { resolve } from 'node:path';
import type { PageModule } from '../src/federation/pageFiles.ts';

const MANIFEST = 'mf-manifest.json';

/** A chunk's static imports, and theirs, in the order they are first met. */
function staticImports(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const imported = bundle[file];
    if (seen.has(file) || imported?.type !== 'chunk') return;
    seen.add(file);
    imported.imports.forEach(visit);
  };
  chunk.imports.forEach(visit);
  return [...seen];
}

/**
 * Names in `mf-manifest.json`, on each exposed page (`exposes[].pageModule`), the chunk that
 * exposes it and every chunk it imports statically. A host that already holds the shares can
 * import that chunk by its address and run the page, with no container, no `init` and no share
 * negotiation (host/src/startup/load/pageModuleLoad.ts); any other host loads the container as
 * before, which this leaves as it was.
 */
export function pageModules(exposes: Record<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: 'bookmarked:page-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifestAsset = bundle[MANIFEST];
        if (manifestAsset?.type !== 'asset') this.error(`page-modules: ${MANIFEST} is missing from the bundle`);
        const manifest = JSON.parse(manifestAsset.source.toString()) as { exposes: { name: string; pageModule?: PageModule }[] };
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        for (const expose of manifest.exposes) {
          const source = exposes[`./${expose.name}`];
          if (source === undefined) this.error(`page-modules: ${MANIFEST} exposes ${expose.name}, which the build was not asked to expose`);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, source));
          if (!chunk) this.error(`page-modules: no chunk of its own exposes ${expose.name} (${source})`);
          expose.pageModule = { file: chunk.fileName, imports: staticImports(bundle, chunk) };
        }
        manifestAsset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}
