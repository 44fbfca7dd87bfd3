import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { integrityFileText, integrityOf } from '@bookmarked/shared/integrity';
import { createImportMaps } from './importMap.mjs';

const hashA = integrityOf('a');
const hashB = integrityOf('b');
const HOST = 'https://site.example/';

/** Each remote's integrity.json by its address; anything else is a failure. */
function remotes(files: Record<string, string>) {
  return vi.fn(async (url: string) => {
    if (!Object.hasOwn(files, url)) throw new Error(`${url}: HTTP 404`);
    return files[url]!;
  });
}

const mapOf = (html: string) => JSON.parse(/^<script type="importmap">(.*)<\/script>$/.exec(html)?.[1] ?? 'null') as { integrity: Record<string, string> };

describe('the import map of a composed page', () => {
  it("names every module of every remote remotes.json names, stable and canary, and its CSP hash is the script's", async () => {
    const read = remotes({
      'https://site.example/releases/graph/1/integrity.json': integrityFileText({ 'remoteEntry.js': hashA, 'assets/a.css': hashA }),
      'https://site.example/releases/graph/2/integrity.json': integrityFileText({ 'remoteEntry.js': hashB }),
      'https://lists.example/integrity.json': integrityFileText({ 'assets/ListedBooks-1.js': hashB }),
    });
    const map = await createImportMaps(read)(
      {
        remotes: { graph: '/releases/graph/1/remoteEntry.js', lists: 'https://lists.example/remoteEntry.js', catalog: 42 },
        canaries: { graph: { entry: '/releases/graph/2/remoteEntry.js', percent: 10 }, lists: null },
      },
      HOST,
    );
    expect(Object.keys(mapOf(map!.html).integrity)).toEqual([
      'https://site.example/releases/graph/1/remoteEntry.js',
      'https://site.example/releases/graph/1/remoteEntry.js?retry=1',
      'https://site.example/releases/graph/1/remoteEntry.js?retry=2',
      'https://site.example/releases/graph/1/remoteEntry.js?retry=3',
      'https://lists.example/assets/ListedBooks-1.js',
      'https://site.example/releases/graph/2/remoteEntry.js',
      'https://site.example/releases/graph/2/remoteEntry.js?retry=1',
      'https://site.example/releases/graph/2/remoteEntry.js?retry=2',
      'https://site.example/releases/graph/2/remoteEntry.js?retry=3',
    ]);
    const script = map!.html.slice('<script type="importmap">'.length, -'</script>'.length);
    expect(map!.scriptSource).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('leaves out a remote whose list cannot be had or read, and names nothing when no remote has one', async () => {
    const read = remotes({
      'https://a.example/integrity.json': 'not json',
      'https://b.example/integrity.json': '{"files":{"x.js":"md5-1"}}',
      'https://c.example/integrity.json': integrityFileText({ 'x.js': hashA }),
    });
    const importMapFor = createImportMaps(read);
    const map = await importMapFor({ remotes: { a: 'https://a.example/remoteEntry.js', b: 'https://b.example/remoteEntry.js', c: 'https://c.example/remoteEntry.js', d: 'https://d.example/remoteEntry.js' } }, HOST);
    expect(mapOf(map!.html).integrity).toEqual({ 'https://c.example/x.js': hashA });
    expect(await importMapFor({ remotes: { a: 'https://a.example/remoteEntry.js' } }, HOST)).toBeUndefined();
    expect(await importMapFor(undefined, HOST)).toBeUndefined();
  });

  it('hands back the same map while nothing changed, and a new one when a list did', async () => {
    const files = { 'https://c.example/integrity.json': integrityFileText({ 'x.js': hashA }) };
    const importMapFor = createImportMaps(remotes(files));
    const config = { remotes: { c: 'https://c.example/remoteEntry.js' } };
    const first = await importMapFor(config, HOST);
    expect(await importMapFor(config, HOST)).toBe(first);
    files['https://c.example/integrity.json'] = integrityFileText({ 'x.js': hashB });
    expect(mapOf((await importMapFor(config, HOST))!.html).integrity).toEqual({ 'https://c.example/x.js': hashB });
  });
});
