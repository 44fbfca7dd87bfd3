import { afterAll, afterEach } from 'vitest';

/**
 * Unit tests never reach the network: a test that needs an answer stubs `fetch` itself
 * (`vi.stubGlobal` or `vi.spyOn`, both undone after each test). Any other call is recorded,
 * rejected, and fails the test that made it, even when the code under test swallowed the error.
 */
export function failOnRealRequests(): void {
  const unanswered: string[] = [];

  globalThis.fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    unanswered.push(url);
    return Promise.reject(new TypeError(`Unit tests must not fetch ${url}: stub fetch in the test`));
  };

  const check = () => {
    const urls = unanswered.splice(0);
    if (urls.length > 0) {
      throw new Error(`A real network request was made: ${urls.join(', ')}. Give the test a controlled fetch.`);
    }
  };
  afterEach(check);
  afterAll(check);
}
