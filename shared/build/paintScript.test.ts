import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { earlyInput } from '../src/earlyInput/earlyInputContract';
import { bundleClassicScript, paintScript } from './paintScript';

const root = join(import.meta.dirname, '../../host');
const hostPaintScript = `${root}/src/firstPaint.ts`;

/** Runs a classic script on this page with `stored` in its storage; what it left on <html>. */
function runOnPage(code: string, stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  new Function(code)();
  return Object.fromEntries(html.getAttributeNames().map((name) => [name, html.getAttribute(name)]));
}

type HtmlHook = { handler: (html: string, context: IndexHtmlTransformContext) => Promise<unknown> };

describe('paintScript', () => {
  it("builds the host's first-paint code into one classic script that puts the stored theme and the empty lists on <html>, and keeps early input", async () => {
    const code = await bundleClassicScript(hostPaintScript, root);

    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    // It blocks the parser in the head: small, with the early input contract its largest part
    // (about 1.5 KB of gzip in all).
    expect(code.length).toBeLessThan(3.5 * 1024);
    expect(runOnPage(code, { 'bookmarked.theme': 'dark', readList: '[]', wishList: '[3]' })).toEqual({
      'data-theme': 'dark',
      'data-lists-empty': 'readList',
    });
    expect(runOnPage(code, { 'bookmarked.theme': '<b>dark</b>', readList: 'not a list' })).toEqual({ 'data-lists-empty': 'wishList' });
    expect(earlyInput(), 'the early input contract is listening').toEqual({ queue: [] });
  }, 30_000);

  it('preloads it from the top of the named page and runs it at the end of its head, under a name that changes with its code', async () => {
    // The hooks this plugin defines, as a build calls them.
    const plugin = paintScript({ file: hostPaintScript, page: 'prerendered.html' }) as unknown as {
      configResolved: (config: { base: string; root: string; build: { assetsDir: string } }) => void;
      transformIndexHtml: HtmlHook;
      generateBundle: (this: { emitFile: (file: unknown) => void }) => Promise<void>;
    };
    plugin.configResolved({ base: '/', root, build: { assetsDir: 'assets' } });

    expect(await plugin.transformIndexHtml.handler('', { filename: `${root}/index.html` } as IndexHtmlTransformContext)).toBeUndefined();
    const tags = (await plugin.transformIndexHtml.handler('', { filename: `${root}/prerendered.html` } as IndexHtmlTransformContext)) as {
      tag: string;
      attrs: Record<string, string>;
      injectTo: string;
    }[];
    const src = tags.find((tag) => tag.tag === 'script')?.attrs.src;
    expect(src).toMatch(/^\/assets\/paint-script-[\w-]{8}\.js$/);
    expect(tags).toEqual([
      { tag: 'link', attrs: { rel: 'preload', as: 'script', href: src }, injectTo: 'head-prepend' },
      { tag: 'script', attrs: { src }, injectTo: 'head' },
    ]);

    const emitFile = vi.fn();
    await plugin.generateBundle.call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: src?.slice(1), source: await bundleClassicScript(hostPaintScript, root) });
  }, 30_000);
});
