import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENTRY_RETRY_ADDRESSES } from './entryRetries.mjs';
import {
  importMapScript,
  inlineScriptSource,
  integrityFileText,
  integrityListOf,
  integrityOf,
  isCheckedFile,
  moduleIntegrity,
} from './subresourceIntegrity.mjs';

const hashA = integrityOf('a');
const hashB = integrityOf('b');

describe('subresource integrity', () => {
  it('hashes bytes as sha384 in base64, as an integrity attribute takes it', () => {
    expect(integrityOf('alert(1)')).toBe(`sha384-${createHash('sha384').update('alert(1)').digest('base64')}`);
    expect(hashA).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('records scripts and styles only', () => {
    expect(['remoteEntry.js', 'assets/a.mjs', 'assets/a.css'].every(isCheckedFile)).toBe(true);
    expect(['booksData.json', 'a.js.map', 'fragments/a.html', 'cover.webp'].some(isCheckedFile)).toBe(false);
  });

  it('gives a CSP source for an inline script: the sha256 of its text', () => {
    expect(inlineScriptSource('x')).toBe(`'sha256-${createHash('sha256').update('x').digest('base64')}'`);
  });

  it('writes the list sorted by path, and reads back only a well-formed one', () => {
    const text = integrityFileText({ 'b.js': hashB, 'a.css': hashA });
    expect(Object.keys(JSON.parse(text).files)).toEqual(['a.css', 'b.js']);
    expect(JSON.parse(text).algorithm).toBe('sha384');
    expect(text.endsWith('}\n')).toBe(true);
    expect(integrityListOf(JSON.parse(text))).toEqual({ 'a.css': hashA, 'b.js': hashB });
    expect(integrityListOf({ files: {} })).toEqual({});
  });

  it.each([
    ['no object', null],
    ['a string', 'files'],
    ['no files', {}],
    ['a list of files', { files: [hashA] }],
    ['files that are null', { files: null }],
    ['an absolute path', { files: { '/a.js': hashA } }],
    ['a path out of the build', { files: { 'assets/../../a.js': hashA } }],
    ['a file no browser checks', { files: { 'a.json': hashA } }],
    ['another algorithm', { files: { 'a.js': `sha256-${'A'.repeat(43)}=` } }],
    ['a hash with more after it', { files: { 'a.js': `${hashA} x` } }],
    ['a hash with more before it', { files: { 'a.js': `x ${hashA}` } }],
    ['a hash that is no text', { files: { 'a.js': 1 } }],
  ])('reads %s as no list', (_what, value) => {
    expect(integrityListOf(value)).toBeUndefined();
  });

  it("names each of a remote's modules by the address it is loaded from, and its entry under each Retry's", () => {
    const integrity = moduleIntegrity({ 'remoteEntry.js': hashA, 'assets/page.js': hashB, 'assets/page.css': hashB }, 'https://cdn.example/releases/graph/1/remoteEntry.js');
    expect(integrity).toEqual({
      'https://cdn.example/releases/graph/1/remoteEntry.js': hashA,
      'https://cdn.example/releases/graph/1/assets/page.js': hashB,
      ...Object.fromEntries(Array.from({ length: ENTRY_RETRY_ADDRESSES }, (_, index) => [`https://cdn.example/releases/graph/1/remoteEntry.js?retry=${index + 1}`, hashA])),
    });
    expect(ENTRY_RETRY_ADDRESSES).toBe(3);
    expect(moduleIntegrity({ 'assets/page.js': hashB }, 'https://cdn.example/remoteEntry.js')).toEqual({ 'https://cdn.example/assets/page.js': hashB });
  });

  it('names the hashed container under each Retry address too: a composed page imports it by that name', () => {
    const integrity = moduleIntegrity({ 'remoteEntry.js': hashA, 'remoteEntry-Ab_1.js': hashB, 'assets/remoteEntry-x.js': hashB }, 'https://cdn.example/remoteEntry.js');
    expect(integrity['https://cdn.example/remoteEntry-Ab_1.js']).toBe(hashB);
    expect(integrity['https://cdn.example/remoteEntry-Ab_1.js?retry=3']).toBe(hashB);
    expect(integrity['https://cdn.example/remoteEntry.js?retry=1']).toBe(hashA);
    // Only a container beside the entry: a chunk of that name elsewhere is no entry.
    expect(integrity['https://cdn.example/assets/remoteEntry-x.js?retry=1']).toBeUndefined();
  });

  it('writes the import map so that no address can end its element', () => {
    expect(importMapScript({ 'https://a.example/x.js': hashA })).toBe(`<script type="importmap">{"integrity":{"https://a.example/x.js":"${hashA}"}}</script>`);
    expect(importMapScript({ 'https://a.example/</script>.js': hashA })).not.toContain('</script>.js');
  });
});
