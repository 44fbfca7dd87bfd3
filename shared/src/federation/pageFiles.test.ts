import { describe, expect, it } from 'vitest';
import { pageFileNames, pageFilesFromManifest } from './pageFiles';

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
    expect(pageFilesFromManifest(manifest, 'ListedBooks', manifestUrl)).toEqual({
      scripts: [
        'https://lists.example.com/app/assets/ListedBooks-1.js',
        'https://lists.example.com/app/assets/ListedBooksPage-2.js',
        'https://lists.example.com/app/assets/_virtual_mf___lists__loadShare__shared-5.js',
      ],
      styles: ['https://lists.example.com/app/assets/ListedBooks-6.css'],
    });
  });

  it('names the same files as the manifest does, for a build that writes them beside it', () => {
    expect(pageFileNames(manifest, 'ListedBooks')).toEqual({
      scripts: ['assets/ListedBooks-1.js', 'assets/ListedBooksPage-2.js', 'assets/_virtual_mf___lists__loadShare__shared-5.js'],
      styles: ['assets/ListedBooks-6.css'],
    });
  });

  it('leaves out fallback copies of shared packages and lazy libraries', () => {
    const files = pageFilesFromManifest(manifest, 'ListedBooks', manifestUrl);
    expect(files?.scripts.join(' ')).not.toMatch(/src-3|sweetalert2/);
  });

  it('accepts a manifest without asset lists', () => {
    expect(pageFilesFromManifest({ exposes: [{ name: 'ListedBooks', assets: {} }] }, 'ListedBooks', manifestUrl)).toEqual({
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
    expect(pageFilesFromManifest(input, page, manifestUrl)).toBeUndefined();
  });
});
