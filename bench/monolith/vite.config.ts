import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prerenderPages } from './build/prerenderPages';
import { inlineEntryStyles } from '../../host/build/inlineEntryStyles';
import { paintScript } from '../../shared/build/paintScript';
import { compileHints } from '../../shared/build/compileHints';
import { catalogueIndexFiles } from '../../shared/build/catalogueIndexFiles';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The host's version, which its frame's footer shows: the same footer as the composed site's.
const { version } = JSON.parse(readFileSync(here('../../host/package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: here('.'),
  publicDir: here('../../shared/public'),
  // Its pages carry their style sheets inline, as the composed site's do: the sides differ
  // in composition only.
  // The prerendered side runs the composed host's script for the first paint too (the stored
  // theme, and the lists storage holds no book in), the same way.
  plugins: [
    react(),
    tailwindcss(),
    paintScript({ file: here('../../host/src/firstPaint.ts'), page: 'prerendered.html' }),
    prerenderPages(),
    inlineEntryStyles(),
    // Listed Books reads the catalogue's index and pages, which every build of the site ships.
    catalogueIndexFiles(),
    // The composed site's chunks carry V8's compile hint (shared/build/compileHints.ts): so do these.
    compileHints(),
  ],
  define: {
    __BUILD_INFO__: JSON.stringify({ name: 'monolith', version, buildId: 'bench', platformVersion: '0.0.0' }),
  },
  build: {
    outDir: here('../../.bench/monolith'),
    emptyOutDir: true,
    target: 'es2022',
    // The client-rendered side and the prerendered one: the same chunks, two pages; the
    // prerendered side's pages are drawn from the second (build/prerenderPages.ts).
    rolldownOptions: { input: { index: here('index.html'), prerendered: here('prerendered.html') } },
  },
});
