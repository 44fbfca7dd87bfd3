import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { unmountListStores } from '@bookmarked/shared/testing';
import { failOnRealRequests } from './vitest.noNetwork';

failOnRealRequests();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(unmountListStores);
