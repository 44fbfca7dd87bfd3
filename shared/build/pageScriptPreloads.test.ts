import { describe, expect, it } from 'vitest';
import { pageScriptPreloads } from './pageScriptPreloads';

describe('pageScriptPreloads', () => {
  it("asks for each script as the host's first script will fetch it, relative to the remote, for the server to make absolute", () => {
    expect(pageScriptPreloads(['assets/Home-1.js', 'assets/a&b.js'])).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="assets/Home-1.js">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="assets/a&#38;b.js">',
    );
    expect(pageScriptPreloads([])).toBe('');
  });
});
