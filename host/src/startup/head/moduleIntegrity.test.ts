import { beforeEach, describe, expect, it, vi } from 'vitest';

const HASH = `sha384-${'A'.repeat(64)}`;

async function integrityOf(head: string, href: string) {
  document.head.innerHTML = head;
  vi.resetModules();
  const { moduleIntegrity } = await import('./moduleIntegrity');
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
    const { moduleIntegrity } = await import('./moduleIntegrity');
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
    ['a map that is null', importMap(null), 'https://a.example/x.js'],
    ['a hash that is no text', importMap({ integrity: { 'https://a.example/x.js': 1 } }), 'https://a.example/x.js'],
    ['a JSON data block, not a map', `<script type="application/json">${JSON.stringify({ integrity: { 'https://a.example/x.js': HASH } })}</script>`, 'https://a.example/x.js'],
  ])('gives nothing for %s', async (_what, head, href) => {
    expect(await integrityOf(head, href)).toBeUndefined();
  });
});

describe('importMapChecksModules', () => {
  it.each([
    ['a map naming module hashes', importMap({ integrity: { 'https://a.example/x.js': HASH } }), true],
    ['a map with an empty integrity section', importMap({ integrity: {} }), false],
    ['no map (the client path)', '', false],
  ])('%s: %s', async (_what, head, checks) => {
    document.head.innerHTML = head;
    vi.resetModules();
    const { importMapChecksModules } = await import('./moduleIntegrity');
    expect(importMapChecksModules()).toBe(checks);
  });
});

describe('addListedIntegrity (a remote list read on the client path)', () => {
  it('gives the hashes a remote list names, and the import map wins where both name a module', async () => {
    const OTHER = `sha384-${'B'.repeat(64)}`;
    document.head.innerHTML = importMap({ integrity: { 'https://a.example/x.js': HASH } });
    vi.resetModules();
    const { addListedIntegrity, moduleIntegrity, importMapChecksModules } = await import('./moduleIntegrity');
    addListedIntegrity({ 'https://a.example/x.js': OTHER, 'https://b.example/y.js': OTHER });
    expect(moduleIntegrity('https://a.example/x.js')).toBe(HASH);
    expect(moduleIntegrity('https://b.example/y.js')).toBe(OTHER);
    expect(moduleIntegrity('https://b.example/z.js')).toBeUndefined();
    // A list read by the page is no import map: the browser does not check modules against it.
    document.head.innerHTML = '';
    vi.resetModules();
    const fresh = await import('./moduleIntegrity');
    fresh.addListedIntegrity({ 'https://b.example/y.js': OTHER });
    expect(fresh.importMapChecksModules()).toBe(false);
    expect(importMapChecksModules()).toBe(true);
  });
});
