import { createHash } from 'node:crypto';
import { build, type Plugin, type Rollup } from 'vite';

interface PaintScriptOptions {
  /** The script's source file, absolute. */
  file: string;
  /** The page that runs it: index.html unless the build names another. */
  page?: string;
}

/** `file` bundled into one classic script: no import, no export, run where it stands. */
export async function bundleClassicScript(file: string, root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: { write: false, minify: true, lib: { entry: file, formats: ['iife'], name: 'bookmarkedPaintScript' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error(`${file}: built no script`);
  return chunk.code;
}

/**
 * Runs `file` before the page's first paint, for what that paint must already show from the
 * visitor's storage (their theme, the lists that hold no book): built into one classic script
 * of its own and put at the end of the page's head as a plain `<script src>`, which the parser
 * runs before it reaches the body. A module or `async` script, as the first script
 * (firstScriptEntry) is, runs only once the parser has handed over, which in Chromium came
 * after the first contentful paint of most cold loads; the CSP allows no inline script. It is
 * under a kilobyte and preloaded from the head's top, so it is in before the parser has got
 * through the head's styles.
 */
export function paintScript({ file, page = 'index.html' }: PaintScriptOptions): Plugin {
  let base = '/';
  let root = process.cwd();
  let assetsDir = 'assets';
  let script: Promise<{ fileName: string; code: string }> | undefined;
  const built = () =>
    (script ??= bundleClassicScript(file, root).then((code) => ({
      fileName: `${assetsDir}/paint-script-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`,
      code,
    })));
  return {
    name: 'bookmarked:paint-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      // Its own build's files are not the page's: a watching build rebuilds it when they change.
      this.addWatchFile(file);
      // Started here, as generateBundle may run before the page's HTML asks for it.
      void built().catch(() => undefined);
    },
    watchChange() {
      script = undefined;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        if (!context.filename.endsWith(`/${page}`)) return undefined;
        const src = `${base}${(await built()).fileName}`;
        return [
          // Asked for with the HTML's first bytes, not once the preload scanner is past the
          // head's inline styles (tens of kilobytes), so it is in when the parser gets there.
          { tag: 'link', attrs: { rel: 'preload', as: 'script', href: src }, injectTo: 'head-prepend' },
          { tag: 'script', attrs: { src }, injectTo: 'head' },
        ];
      },
    },
    async generateBundle() {
      const { fileName, code } = await built();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
