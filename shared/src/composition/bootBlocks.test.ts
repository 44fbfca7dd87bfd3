import { describe, expect, it } from 'vitest';
import { jsonForScriptElement, manifestBlock, manifestForPage, remotesBlock, remotesBlockAround } from './bootBlocks.mjs';

/** The text a browser gives a script element's content, parsed back. */
function blockContent(html: string): unknown {
  const template = document.createElement('template');
  template.innerHTML = html;
  const scripts = template.content.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '');
}

describe('boot data blocks', () => {
  it('keeps every value whole, and nothing in a value can end the block or open a comment', () => {
    const config = { remotes: { catalog: 'https://x.example/remoteEntry.js?</script><script>alert(1)</script>', lists: '<!-- \\</SCRIPT>' } };
    const html = remotesBlock(config);
    expect(html).toMatch(/^<script type="application\/json" data-boot-remotes>[^<]*<\/script>$/);
    expect(blockContent(html)).toEqual(config);
  });

  it('writes `<` as JSON escapes it, so the text stays the same JSON', () => {
    expect(jsonForScriptElement('{"a":"<b>","c":"\\\\<"}')).toBe('{"a":"\\u003cb>","c":"\\\\\\u003c"}');
    expect(JSON.parse(jsonForScriptElement('{"a":"<b>","c":"\\\\<"}'))).toEqual({ a: '<b>', c: '\\<' });
  });

  it("wraps a server's include as it is", () => {
    expect(remotesBlockAround('<!--# include virtual="/x" -->')).toBe('<script type="application/json" data-boot-remotes><!--# include virtual="/x" --></script>');
  });

  const manifest = {
    id: 'catalog',
    metaData: { name: 'catalog', buildInfo: { buildId: 'abc-1', buildVersion: '1.0.0' }, publicPath: 'auto' },
    shared: [
      { id: 'catalog:react', name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', assets: { js: { async: ['assets/react.js'], sync: [] } } },
      { id: 'catalog:@bookmarked/shared', name: '@bookmarked/shared', version: '2.5.0', requiredVersion: '^2.5.0' },
    ],
    exposes: [
      { id: 'catalog:Home', name: 'Home', assets: { js: { sync: ['assets/Home.js'], async: [] } } },
      { id: 'catalog:BookDetails', name: 'BookDetails', assets: { js: { sync: ['assets/BookDetails.js'], async: [] } } },
    ],
  };

  it("keeps of a manifest what the page reads: the shares' ranges, the build id and that page's files", () => {
    expect(manifestForPage(manifest, 'BookDetails')).toEqual({
      shared: [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@bookmarked/shared', requiredVersion: '^2.5.0' },
      ],
      metaData: { buildInfo: { buildId: 'abc-1' } },
      exposes: [manifest.exposes[1]],
    });
    expect(manifestForPage({}, 'Home')).toEqual({ shared: [], metaData: { buildInfo: { buildId: undefined } }, exposes: [] });
    const named = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry-C0ffee.js', path: '', type: 'module' } } };
    expect(manifestForPage(named, 'Home').metaData, 'the hashed container the page imports').toEqual({ buildInfo: { buildId: 'abc-1' }, remoteEntry: { name: 'remoteEntry-C0ffee.js', path: '' } });
  });

  it('names the manifest beside the assets, where a composing server makes it absolute', () => {
    const html = manifestBlock(manifest, 'Home');
    expect(html).toMatch(/^<script type="application\/json" data-boot-manifest data-href="assets\/\.\.\/mf-manifest\.json">/);
    expect(blockContent(html)).toEqual(manifestForPage(manifest, 'Home'));
    const composed = html.replaceAll('href="assets/', 'href="https://cdn.example/releases/catalog/1.0.0-abc/assets/');
    const href = /data-href="([^"]+)"/.exec(composed)?.[1] ?? '';
    expect(new URL(href).href).toBe('https://cdn.example/releases/catalog/1.0.0-abc/mf-manifest.json');
  });
});
