import { describe, expect, it } from 'vitest';
import { pageFileNames, pageFilesFromManifest, pageModuleUrl } from './pageFiles';

const manifestUrl = 'https://lists.example.com/app/mf-manifest.json';

const manifest = {
  exposes: [
    {
      name: 'ListedBooks',
      assets: {
        js: {
          sync: ['assets/ListedBooks-1.js', 'assets/ListedBooksPage-2.js'],
          async: ['assets/src-3.js', 'assets/sweetalert2.all-4.js', 'assets/_virtual_mf___lists__loadShare__shared-5.js'],
        },
        css: { sync: ['assets/ListedBooks-6.css'], async: [] },
      },
    },
    { name: 'Other', assets: { js: { sync: ['assets/Other.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('pageFilesFromManifest', () => {
  it("lists a page's sync chunks, its share wrappers and its styles, beside the manifest", () => {
    expect(pageFilesFromManifest(manifest, 'ListedBooks', manifestUrl, false)).toEqual({
      scripts: [
        'https://lists.example.com/app/assets/ListedBooks-1.js',
        'https://lists.example.com/app/assets/ListedBooksPage-2.js',
        'https://lists.example.com/app/assets/_virtual_mf___lists__loadShare__shared-5.js',
      ],
      styles: ['https://lists.example.com/app/assets/ListedBooks-6.css'],
    });
  });

  it('names the same files as the manifest does, for a build that writes them beside it', () => {
    expect(pageFileNames(manifest, 'ListedBooks', false)).toEqual({
      scripts: ['assets/ListedBooks-1.js', 'assets/ListedBooksPage-2.js', 'assets/_virtual_mf___lists__loadShare__shared-5.js'],
      styles: ['assets/ListedBooks-6.css'],
    });
  });

  it('leaves out fallback copies of shared packages and lazy libraries', () => {
    const files = pageFilesFromManifest(manifest, 'ListedBooks', manifestUrl, false);
    expect(files?.scripts.join(' ')).not.toMatch(/src-3|sweetalert2/);
  });

  it('accepts a manifest without asset lists', () => {
    expect(pageFilesFromManifest({ exposes: [{ name: 'ListedBooks', assets: {} }] }, 'ListedBooks', manifestUrl, false)).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it.each([
    ['a page the remote does not expose', manifest, 'Missing'],
    ['something that is not a manifest', '<html>', 'ListedBooks'],
    ['exposes that are not a list', { exposes: { ListedBooks: {} } }, 'ListedBooks'],
    ['asset names that are not text', { exposes: [{ name: 'ListedBooks', assets: { js: { sync: [42] } } }] }, 'ListedBooks'],
  ])('gives nothing for %s', (_case, input, page) => {
    expect(pageFilesFromManifest(input, page, manifestUrl, true)).toBeUndefined();
  });
});

/** The same manifest as a build that names each page's module writes it (shared/build/pageModules.ts). */
const withPageModules = {
  metaData: { pluginVersion: '1.23.0' },
  shared: [{ name: 'react' }, { name: '@bookmarked/shared' }],
  exposes: manifest.exposes.map((expose) =>
    expose.name === 'ListedBooks' ? { ...expose, pageModule: { file: 'assets/ListedBooks-1.js', imports: ['assets/ListedBooksPage-2.js', 'assets/_virtual_mf___lists__loadShare__shared-5.js', 'assets/rolldown-runtime-7.js'] } } : expose,
  ),
};
const host = { pluginVersion: '1.23.0', shares: ['react', 'react-dom', '@bookmarked/shared'] };

describe("a page's own module", () => {
  it('is, with its static imports, all a host that imports it directly runs', () => {
    expect(pageFileNames(withPageModules, 'ListedBooks', true)?.scripts).toEqual([
      'assets/ListedBooks-1.js',
      'assets/ListedBooksPage-2.js',
      'assets/_virtual_mf___lists__loadShare__shared-5.js',
      'assets/rolldown-runtime-7.js',
    ]);
    expect(pageFileNames(withPageModules, 'ListedBooks', false), 'through the container').toEqual(pageFileNames(manifest, 'ListedBooks', false));
    expect(pageFileNames(withPageModules, 'Other', true), 'a page the build names no module for').toEqual(pageFileNames(manifest, 'Other', false));
  });

  it('is imported by its address beside the manifest where the host offers every share, built with the same plugin', () => {
    expect(pageModuleUrl(withPageModules, 'ListedBooks', manifestUrl, host)).toBe('https://lists.example.com/app/assets/ListedBooks-1.js');
  });

  it.each([
    ['a host that offers none (its dev server)', withPageModules, null],
    ['a remote built with another plugin version', { ...withPageModules, metaData: { pluginVersion: '1.24.0' } }, host],
    ['a remote that shares a package the host does not offer', { ...withPageModules, shared: [...withPageModules.shared, { name: 'react-router' }] }, host],
    ['a manifest without its shares', { ...withPageModules, shared: undefined }, host],
    ['an older build, which names no page module', { ...manifest, metaData: withPageModules.metaData, shared: [] }, host],
    ['a module outside the build', { ...withPageModules, exposes: [{ name: 'ListedBooks', pageModule: { file: '../elsewhere/x.js', imports: [] } }] }, host],
    ['an import that is not a file of the build', { ...withPageModules, exposes: [{ name: 'ListedBooks', pageModule: { file: 'assets/a.js', imports: ['https://evil.example/x.js'] } }] }, host],
    ['a malformed page module', { ...withPageModules, exposes: [{ name: 'ListedBooks', pageModule: { file: 'assets/a.js' } }] }, host],
  ])('is not imported directly for %s', (_case, input, offered) => {
    expect(pageModuleUrl(input, 'ListedBooks', manifestUrl, offered)).toBeUndefined();
  });
});
