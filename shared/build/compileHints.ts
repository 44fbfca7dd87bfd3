import type { Plugin } from 'vite';

/**
 * V8's file-level compile hint: every function in the file is compiled when the file is, on the
 * background thread that parses a script or module as it streams in, instead of lazily on the
 * main thread the first time each one runs. Chromium honours it; other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every JavaScript chunk of a build with the compile hint. A chunk here is fetched only
 * when the page is about to run it (start-up, a page, a dialog on its first use), so most of its
 * functions run at once: compiled lazily, react-dom's alone made the host's start-up a main-
 * thread task of about 200 ms at 4x CPU. Added at the top once the chunks are minified (the
 * minifier would drop the comment). Vite still puts its one-line `__vite__mapDeps` table above it
 * in a chunk that imports others lazily; the hint covers the functions that follow it. The first
 * script, the paint script and the catalogue's worker are built apart and carry none.
 */
export function compileHints(): Plugin {
  return {
    name: 'bookmarked:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
      }
    },
  };
}
