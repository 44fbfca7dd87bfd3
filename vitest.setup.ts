import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
// By file: this setup is typechecked by shared's and ui's own projects too, where
// '@bookmarked/shared/testing' does not resolve.
// eslint-disable-next-line no-restricted-imports
import { unmountListStores } from './shared/src/testing/unmountListStores';
import { failOnRealRequests } from './vitest.noNetwork';

failOnRealRequests();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(unmountListStores);
