import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: here('../../shared/public'),
  plugins: [react(), tailwindcss()],
  define: {
    __BUILD_INFO__: JSON.stringify({ name: 'monolith', version: '0.0.0', buildId: 'bench', platformVersion: '0.0.0' }),
  },
  build: { outDir: here('../../.bench/monolith'), emptyOutDir: true, target: 'es2022' },
});
