import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnRealRequests } from './vitest.noNetwork';

failOnRealRequests();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
