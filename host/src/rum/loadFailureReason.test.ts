import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteTimeoutError } from '../startup/load/loadRemotePage';
import { ModuleIntegrityError } from '../startup/load/refusedModule';
import { loadFailureReason, statusesUnder } from './loadFailureReason';

const fetchFailed = new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources', {
  cause: new TypeError('Failed to fetch dynamically imported module: https://lists.example.com/remoteEntry.js'),
});

afterEach(() => vi.restoreAllMocks());

describe('loadFailureReason', () => {
  it('a remote too slow to answer timed out, whatever its files said', () => {
    expect(loadFailureReason(new RemoteTimeoutError('No answer within 100 ms'), [404])).toBe('timeout');
  });

  it("a file of the remote answered 404 or 410: it is not found", () => {
    expect(loadFailureReason(fetchFailed, [200, 404])).toBe('not-found');
    expect(loadFailureReason(fetchFailed, [410])).toBe('not-found');
  });

  it('a file the browser could not fetch, with no error status from the server, is the network', () => {
    expect(loadFailureReason(fetchFailed, [])).toBe('network');
    expect(loadFailureReason(new TypeError('Importing a module script failed.'), [0])).toBe('network');
  });

  it('a module the import map\'s hash refused, as the start-up tells it apart, is an integrity failure', () => {
    const refused = new ModuleIntegrityError('https://catalog.example/assets/page.js is not the file its release named', { cause: new TypeError('Failed to fetch dynamically imported module') });
    expect(loadFailureReason(refused, [200])).toBe('integrity');
  });

  it('a file refused for its hash is an integrity failure', () => {
    expect(loadFailureReason(new TypeError("Failed to find a valid digest in the 'integrity' attribute"), [200])).toBe('integrity');
  });

  it('a server error, or a remote that loaded and was wrong, is other', () => {
    expect(loadFailureReason(fetchFailed, [503])).toBe('other');
    expect(loadFailureReason(new Error('lists/ListedBooks does not export a page component'), [200])).toBe('other');
    expect(loadFailureReason('a thrown string', [])).toBe('other');
  });
});

describe('statusesUnder', () => {
  it("gives the statuses of this page's files under a folder only", () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'https://lists.example.com/remoteEntry.js', responseStatus: 404 },
      { name: 'https://www.example.com/assets/index.js', responseStatus: 200 },
    ] as PerformanceResourceTiming[]);
    expect(statusesUnder('https://lists.example.com/')).toEqual([404]);
    expect(performance.getEntriesByType).toHaveBeenCalledWith('resource');
  });
});
