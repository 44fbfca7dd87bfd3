import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROUTE_PRELOAD = 'route-preload';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, as root-relative URLs. */
function withStaticImports(bundle: OutputBundle, fileNames: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return [...seen];
}

/**
 * What the federation start-up imports only dynamically, so the browser finds it late: the
 * shared packages' code behind each `loadShare` wrapper (the `@bookmarked/shared` singleton
 * among them) and the pending-shares step. Lazily loaded libraries (dialogs, toasts) are
 * imported from app code, not from these wrappers, and stay lazy.
 */
function federationStartupChunks(bundle: OutputBundle): string[] {
  const startup = chunks(bundle).filter((chunk) => chunk.fileName.includes('__loadShare__') || /(^|\/)pendingShares-/.test(chunk.fileName));
  return withStaticImports(bundle, [
    ...startup.filter((chunk) => chunk.fileName.includes('pendingShares')).map((chunk) => chunk.fileName),
    ...startup.flatMap((chunk) => chunk.dynamicImports),
  ]);
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * Makes the host's index.html start everything the first screen needs at once:
 * - `src/preload.ts` is built as an entry of its own and runs first, ahead of the federation
 *   bootstrap, to give the route's remote a head start (in index.html itself it would be
 *   bundled into the main entry, which runs only after the runtime and shares are ready);
 * - the chunks the federation start-up would discover one hop at a time are preloaded.
 */
export function startupPreloads(): Plugin {
  return {
    name: 'bookmarked:startup-preloads',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: { index: `${root}/index.html`, [ROUTE_PRELOAD]: `${root}/src/preload.ts` },
            // valibot in a chunk of its own: the preload entry parses with it, and must not
            // wait for a larger chunk that valibot would otherwise share.
            output: { codeSplitting: { groups: [{ name: 'valibot', test: /[\\/]node_modules[\\/]valibot[\\/]/ }] } },
          },
        },
      };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = chunks(bundle).find((chunk) => chunk.isEntry && chunk.name === ROUTE_PRELOAD);
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset') {
          this.error('startup-preloads: the route-preload entry or index.html is missing from the bundle');
        }
        const source = html.source.toString();
        const firstModuleScript = source.indexOf('<script type="module"');
        if (firstModuleScript === -1) this.error('startup-preloads: index.html has no module script');
        const tags = [
          `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
          ...[...new Set([...entry.imports, ...federationStartupChunks(bundle)])]
            .filter((file) => !source.includes(`href="/${file}"`))
            .map(modulePreload),
        ].join('\n    ');
        html.source = `${source.slice(0, firstModuleScript)}${tags}\n    ${source.slice(firstModuleScript)}`;
      },
    },
  };
}
