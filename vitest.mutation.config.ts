// The unit tests as Stryker runs them (stryker.config.mjs), in its copy of the project, which
// leaves out e2e/ and bench/: the test of the docs' figures reads the bench's and the e2e's
// constants there, and checks no product code, so it stays out of the mutation runs.
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(base, defineConfig({ test: { exclude: [...configDefaults.exclude, 'scripts/doc-figures.test.ts'] } }));
