import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The federation plugin switches itself off under Vitest, so tests import pages directly.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['{shared,host,mfe-catalog,mfe-lists,mfe-graph}/src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
