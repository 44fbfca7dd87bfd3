import type { Plugin, Rollup } from 'vite';

export type OutputBundle = Rollup.OutputBundle;
export type OutputChunk = Rollup.OutputChunk;

export const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

interface FirstScriptEntryOptions {
  /** The entry's chunk name, also the plugin's name. */
  name: string;
  /** The entry's source file, absolute or relative to the app's root. */
  file: string;
  /**
   * Run as soon as it has loaded, not in document order after the stylesheets: for a script
   * nothing else waits for. Without it, the script runs before the federation bootstrap.
   */
  async?: boolean;
  /** The page that runs it first: index.html unless the build's inputs name another page. */
  page?: string;
}

/**
 * Builds `file` as an entry of its own and runs it first in index.html, before the federation
 * bootstrap. A second script in index.html itself would be bundled into the main entry, which
 * runs only after the federation runtime and the shared packages are initialised.
 * URLs follow the build's `base`, so a remote built with relative URLs stays relative.
 */
export function firstScriptEntry({ name, file, async = false, page = 'index.html' }: FirstScriptEntryOptions): Plugin {
  let base = '/';
  return {
    name: `bookmarked:first-script-${name}`,
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      const given = config.build?.rolldownOptions?.input;
      // A build with several pages names them; any other builds index.html.
      const pages = typeof given === 'object' && !Array.isArray(given) ? given : { index: `${root}/index.html` };
      return { build: { rolldownOptions: { input: { ...pages, [name]: file.startsWith('/') ? file : `${root}/${file}` } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = chunksOf(bundle).find((chunk) => chunk.isEntry && chunk.name === name);
        const html = bundle[page];
        if (!entry || html?.type !== 'asset') this.error(`${name}: the entry or ${page} is missing from the bundle`);
        const source = html.source.toString();
        const firstModuleScript = source.indexOf('<script type="module"');
        if (firstModuleScript === -1) this.error(`${name}: ${page} has no module script`);
        const url = (fileName: string) => `${base}${fileName}`;
        const tags = [
          `<script type="module"${async ? ' async' : ''} crossorigin src="${url(entry.fileName)}"></script>`,
          ...entry.imports
            .filter((fileName) => !source.includes(`href="${url(fileName)}"`))
            .map((fileName) => `<link rel="modulepreload" crossorigin href="${url(fileName)}">`),
        ].join('\n    ');
        html.source = `${source.slice(0, firstModuleScript)}${tags}\n    ${source.slice(firstModuleScript)}`;
      },
    },
  };
}
