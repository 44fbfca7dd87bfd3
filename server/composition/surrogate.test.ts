import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSurrogateAnswers, SURROGATE_CAPABILITY } from './surrogate.mjs';

const index = '<html><head><!--bookmarked:head--><title>Bookmarked</title><!--/bookmarked:head--></head><body><div data-page-slot=""><!--$--><p>Loading...</p><!--/$--></div></body></html>';
const views: Record<string, { html: string; headHtml: string; bootHtml?: string; notFound?: boolean }> = {
  '/details?id=5': { html: '<h1>The Hobbit</h1>', headHtml: '<title>The Hobbit</title>', bootHtml: '<script type="application/json" data-boot-remotes>{}</script>' },
  '/details?id=999': { html: '<h1>Book not found</h1>', headHtml: '<title>Not found</title>', notFound: true },
};

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers as serve.mjs's host does with these answers, or 418 where they do not. */
async function serving(site: Partial<Parameters<typeof createSurrogateAnswers>[0]> = {}): Promise<number> {
  const answer = createSurrogateAnswers({ indexHtml: () => index, viewOf: async (url) => (views[url] ? { fragment: views[url] } : undefined), ...site });
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!answer(req, res, { pathname, isPage: pathname === '/' || pathname === '/details' })) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    }).on('error', reject).end();
  });

const edge = { 'Surrogate-Capability': SURROGATE_CAPABILITY };

describe('createSurrogateAnswers', () => {
  it('gives an edge that composes with ESI the one template for every page, and a visitor nothing of it', async () => {
    const port = await serving();
    const template = await get(port, '/details?id=5', edge);
    expect(template.headers['surrogate-control']).toBe('content="ESI/1.0"');
    expect(template.body).toContain('<esi:include src="/__fragments/page" onerror="continue"/>');
    expect((await get(port, '/details?id=5')).status, 'a visitor').toBe(418);
    expect((await get(port, '/__fragments/page/details?id=5')).status, 'a visitor').toBe(418);
    expect((await get(port, '/no/page', edge)).status, 'not a page').toBe(418);
  });

  it('puts the import map into the template, with the CSP that allows it; none when there is none', async () => {
    const csp = (inline: string[]) => `script-src 'self' ${inline.join(' ')}`;
    const port = await serving({ importMap: async () => ({ html: '<script type="importmap">{}</script>', scriptSource: "'sha256-x'" }), csp });
    const template = await get(port, '/details?id=5', edge);
    expect(template.body).toContain('<esi:include src="/__fragments/head" onerror="continue"/><script type="importmap">{}</script><!--/bookmarked:head-->');
    expect(template.headers['content-security-policy']).toBe("script-src 'self' 'sha256-x'");
    server?.close();
    const without = await get(await serving({ importMap: async () => Promise.reject(new Error('down')), csp }), '/', edge);
    expect(without.body).not.toContain('importmap');
    expect(without.headers['content-security-policy']).toBeUndefined();
  });

  it("gives each part of a page with the view it shows, revalidated by its ETag; a part it cannot have is a 503", async () => {
    const port = await serving();
    const page = await get(port, '/__fragments/page/details?id=5', edge);
    expect(page).toMatchObject({ status: 200, body: '<h1>The Hobbit</h1>' });
    expect(page.headers['x-bookmarked-view']).toBe('found');
    expect((await get(port, '/__fragments/head/details?id=5', edge)).body, "the head ends with the server's boot data").toBe(
      '<title>The Hobbit</title><script type="application/json" data-boot-remotes>{}</script>',
    );
    expect((await get(port, '/__fragments/head/details?id=999', edge)).body).toBe('<title>Not found</title>');
    const again = await get(port, '/__fragments/page/details?id=5', { ...edge, 'If-None-Match': page.headers.etag ?? '' });
    expect(again).toMatchObject({ status: 304, body: '' });
    expect(again.headers['x-bookmarked-view']).toBe('found');
    expect((await get(port, '/__fragments/page/details?id=999', edge)).headers['x-bookmarked-view']).toBe('not-found');
    expect((await get(port, '/__fragments/page/details?id=6', edge)).status).toBe(503);
  });
});
