import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The host's version: the prerendered side hydrates the host's frame, whose footer shows it.
const { version } = JSON.parse(readFileSync(here('../../host/package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: here('.'),
  publicDir: here('../../shared/public'),
  plugins: [react(), tailwindcss()],
  define: {
    __BUILD_INFO__: JSON.stringify({ name: 'monolith', version, buildId: 'bench', platformVersion: '0.0.0' }),
  },
  build: {
    outDir: here('../../.bench/monolith'),
    emptyOutDir: true,
    target: 'es2022',
    // The client-rendered side and the prerendered one: the same chunks, two first scripts.
    rollupOptions: { input: { index: here('index.html'), prerendered: here('prerendered.html') } },
  },
});
