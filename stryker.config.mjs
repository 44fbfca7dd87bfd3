// Mutation testing of the code every app relies on: the shared packages and the host shell.
// `pnpm test:mutation`; the HTML report lands in reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Tests import shared through its package name, which vitest's related-file search misses:
  // run them all once, and let per-test coverage pick the tests for each mutant.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs at import (constants, module setup) needs every test file re-run;
  // the handful of them cost most of the run's time.
  ignoreStatic: true,
  mutate: [
    'shared/src/**/*.{ts,tsx}',
    'ui/src/**/*.{ts,tsx}',
    'host/src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
    // Test helpers are not product code.
    '!shared/src/testing/**',
  ],
  // Only what the unit tests need goes into Stryker's copy of the project (scripts' tests read
  // deploy/, so it stays).
  ignorePatterns: ['e2e', 'bench', '**/dist', 'reports', '.bench', '.nginx', '.varnish', '.redeploy-*', 'releases'],
  // The machine has two cores; STRYKER_CONCURRENCY=1 leaves one to the rest of the work.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Colours in the reports. The bar a run must clear is per folder (shared/src, ui/src, host/src),
  // set in scripts/check-mutation-scores.mjs, which `pnpm test:mutation` runs after Stryker: one
  // score over all of them let a weak folder hide behind a strong one.
  thresholds: { high: 90, low: 85, break: null },
  // The first full run with coverage takes minutes on two busy cores.
  dryRunTimeoutMinutes: 15,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
