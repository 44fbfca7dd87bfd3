import { expect, it } from 'vitest';
import { ENTRY_RETRY_ADDRESSES, retriedEntry } from './entryRetries.mjs';

it('loads an entry first as configured, then under ?retry=1 to 3, and round again', () => {
  expect(ENTRY_RETRY_ADDRESSES).toBe(3);
  const addresses = [0, 1, 2, 3, 4, 5, 7].map((attempt) => retriedEntry('https://cdn.example/lists/remoteEntry.js?v=7', attempt));
  expect(addresses).toEqual([
    'https://cdn.example/lists/remoteEntry.js?v=7',
    'https://cdn.example/lists/remoteEntry.js?v=7&retry=1',
    'https://cdn.example/lists/remoteEntry.js?v=7&retry=2',
    'https://cdn.example/lists/remoteEntry.js?v=7&retry=3',
    'https://cdn.example/lists/remoteEntry.js?v=7&retry=1',
    'https://cdn.example/lists/remoteEntry.js?v=7&retry=2',
    'https://cdn.example/lists/remoteEntry.js?v=7&retry=1',
  ]);
});
