import { test, expect } from '../fixtures';
import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPort, appUrl, portOffset } from '../apps';
import { deployCopy, promotionVisibleWithinMs, serveDeployed, serverUnderTest, type ServedSite } from '../redeploy';

const OWN_PORTS = 65; // its own ports: this test serves its own copy of the site
const hostUrl = appUrl('host', OWN_PORTS);
/** Where the graph remote is served from in this test: a stand-in that can be made to fail. */
const STAND_IN_PORT = appPort('host', OWN_PORTS + 4);
const HEADING = '>Books pages graph</h1>';
/** What the server waits for a remote's page (playwright.config.ts), and a second of slack. */
const WAIT_LIMIT_MS = Number(process.env.COMPOSE_TIMEOUT_MS ?? 500) + 2000;

type Mode = 'ok' | 'down' | '500' | 'hang' | 'broken';

/** The graph's build as its own server serves it, or failing in one of the ways a remote fails. */
async function standIn(dir: string): Promise<{ server: Server; mode: Mode }> {
  const { default: sirv } = await import('sirv');
  const files = sirv(dir, { dev: true });
  const state: { server: Server; mode: Mode } = { mode: 'ok', server: createServer((req, res) => {
    if (state.mode === 'down') return void req.socket.destroy();
    if (state.mode === 'hang') return;
    if (state.mode === '500') return void res.writeHead(500).end('Internal Server Error');
    if (state.mode === 'broken' && /\.html(\?|$)/.test(req.url ?? '')) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<div><p>half a page <esi:include src=');
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res);
  }) };
  await new Promise<void>((resolve) => state.server.listen(STAND_IN_PORT, resolve));
  return state;
}

test.describe(`a failing remote on ${serverUnderTest}`, { tag: '@composed' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('a remote that is down, answers 500, hangs or sends broken HTML never breaks a composed page', async ({ request }) => {
    const { dir: deployed, remove } = deployCopy();
    const graph = await standIn(join(deployed, 'mfe-graph'));
    let site: ServedSite | undefined;
    try {
      const configFile = join(deployed, 'host', 'remotes.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as { remotes: Record<string, string> };
      config.remotes.graph = `http://localhost:${STAND_IN_PORT}/remoteEntry.js`;
      writeFileSync(configFile, JSON.stringify(config));
      site = await serveDeployed(deployed, portOffset + OWN_PORTS);
      expect(await (await request.get(`${hostUrl}/pages-graph`)).text(), 'composed while the remote answers').toContain(HEADING);

      for (const mode of ['down', '500', 'hang', 'broken'] as const) {
        graph.mode = mode;
        // Past the time an edge serves its copy without asking (none elsewhere): the failure is met.
        await new Promise((resolve) => setTimeout(resolve, promotionVisibleWithinMs));
        const started = performance.now();
        // On a connection of its own: Varnish closes an idle one after 5 s (its timeout_idle),
        // just as long as the wait above, and a request sent down it as it closes is reset.
        const response = await request.get(`${hostUrl}/pages-graph`, { headers: { Connection: 'close' } });
        const html = await response.text();
        const ms = performance.now() - started;
        graph.mode = 'ok';
        expect(response.status(), mode).toBe(200);
        expect(html, `${mode}: the whole page`).toMatch(/<\/html>\s*$/);
        expect(html, `${mode}: no error page inside it`).not.toMatch(/Guru Meditation|Internal Server Error|Backend fetch failed/);
        // The last good copy (an edge that keeps parts), the page as built, or the broken part as it came.
        if (serverUnderTest === 'varnish') expect(html, `${mode}: the last good copy`).toContain(mode === 'broken' ? '<div><p>half a page' : HEADING);
        else if (mode !== 'broken') expect(html.includes(HEADING) || html.includes('Loading...'), `${mode}: the last good copy or the page as built`).toBe(true);
        expect(ms, `${mode}: no longer than the wait for a remote`).toBeLessThan(WAIT_LIMIT_MS);
      }
    } finally {
      await site?.stop();
      graph.server.closeAllConnections();
      graph.server.close();
      remove();
    }
  });
});
