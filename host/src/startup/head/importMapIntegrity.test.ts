import { beforeEach, describe, expect, it, vi } from 'vitest';

const HASH = `sha384-${'A'.repeat(64)}`;

async function integrityOf(head: string, href: string) {
  document.head.innerHTML = head;
  vi.resetModules();
  const { moduleIntegrity } = await import('./importMapIntegrity');
  return moduleIntegrity(href);
}

const importMap = (value: unknown) => `<script type="importmap">${JSON.stringify(value)}</script>`;

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('moduleIntegrity', () => {
  it("gives the hash the page's import map names for a module's address", async () => {
    expect(await integrityOf(importMap({ integrity: { 'https://a.example/x.js': HASH } }), 'https://a.example/x.js')).toBe(HASH);
  });

  it('reads the map once: a map put in later changes nothing', async () => {
    document.head.innerHTML = importMap({ integrity: { 'https://a.example/x.js': HASH } });
    vi.resetModules();
    const { moduleIntegrity } = await import('./importMapIntegrity');
    expect(moduleIntegrity('https://a.example/x.js')).toBe(HASH);
    document.head.innerHTML = '';
    expect(moduleIntegrity('https://a.example/x.js')).toBe(HASH);
  });

  it.each([
    ['no map (the client path)', '', 'https://a.example/x.js'],
    ['a module the map does not name', importMap({ integrity: { 'https://a.example/x.js': HASH } }), 'https://a.example/y.js'],
    ['a map that is no JSON', '<script type="importmap">{"integrity":</script>', 'https://a.example/x.js'],
    ['a map without integrity', importMap({ imports: {} }), 'https://a.example/x.js'],
    ['an integrity section that is a list', importMap({ integrity: [HASH] }), '0'],
    ['a map that is a list', importMap([{ integrity: { 'https://a.example/x.js': HASH } }]), 'https://a.example/x.js'],
    ['a hash that is no text', importMap({ integrity: { 'https://a.example/x.js': 1 } }), 'https://a.example/x.js'],
    ['a JSON data block, not a map', `<script type="application/json">${JSON.stringify({ integrity: { 'https://a.example/x.js': HASH } })}</script>`, 'https://a.example/x.js'],
  ])('gives nothing for %s', async (_what, head, href) => {
    expect(await integrityOf(head, href)).toBeUndefined();
  });
});
