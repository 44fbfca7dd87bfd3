import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeGraphBuild, fakeSite, LOCAL, recordIntegrity } from './fakeSite';
import { judgeCanary } from './canaryCheck.mjs';
import { promote } from './promote.mjs';
import { release } from './release.mjs';
import { rollback } from './rollback.mjs';

let site: ReturnType<typeof fakeSite>;
/** A canary check that passes, for promotions whose canary figures are not what a test is about. */
const passing: NonNullable<Parameters<typeof promote>[0]['judge']> = async () => ({ pass: true, lines: [] });
const remotesJson = () => readFileSync(join(site.root, 'host/remotes.json'), 'utf8');
const history = () => JSON.parse(readFileSync(join(site.root, 'host/remotes-history.json'), 'utf8')).events;
/** The release nginx composes the graph's pages from, if any. */
const currentGraph = () => (existsSync(join(site.root, 'releases/graph/live')) ? readlinkSync(join(site.root, 'releases/graph/live')) : undefined);

/** Releases a graph build written by hand; returns its id. */
function released(options: Parameters<typeof fakeGraphBuild>[1] = {}): string {
  const lines: string[] = release({ app: 'graph', from: fakeGraphBuild(join(site.root, `build-${Math.random()}`), options), env: site.env });
  return releaseIdOf(lines);
}

/** The id `pnpm release` printed on its first line ('release graph <id>'). */
function releaseIdOf(lines: readonly string[]): string {
  const id = lines[0]?.split(' ')[2];
  if (!id) throw new Error(`no release id in ${JSON.stringify(lines[0])}`);
  return id;
}

beforeEach(() => {
  site = fakeSite();
});
afterEach(() => site.remove());

describe('pnpm release', () => {
  it('puts a build into a folder named by its version and content hash, and never overwrites it', () => {
    const build = fakeGraphBuild(join(site.root, 'build'));
    const first = release({ app: 'graph', from: build, env: site.env });
    expect(first[0]).toMatch(/^release graph 1\.0\.0-[0-9a-f]{10}$/);
    const id = releaseIdOf(first);
    expect(first[2]).toBe(`  entry  /releases/graph/${id}/remoteEntry.js`);
    expect(JSON.parse(readFileSync(join(site.root, 'releases/graph', id, 'release.json'), 'utf8'))).toMatchObject({ app: 'graph', id });
    expect(release({ app: 'graph', from: build, env: site.env })[0]).toBe(`release graph ${id} (already released: same files, left as it was)`);
  });

  it('refuses an unknown app and a folder that is no remote build', () => {
    expect(() => release({ app: 'grpah', from: site.root, env: site.env })).toThrow('refused: unknown app "grpah" (remotes: catalog, lists, graph)');
    expect(() => release({ app: 'graph', from: join(site.root, 'host'), env: site.env })).toThrow('is not a remote\'s build (no mf-manifest.json)');
  });

  it('refuses a build whose scripts are not the ones its build recorded, and releases nothing', () => {
    const changed = fakeGraphBuild(join(site.root, 'changed'));
    writeFileSync(join(changed, 'assets/PagesGraph-abc.js'), 'export default 2;');
    expect(() => release({ app: 'graph', from: changed, env: site.env })).toThrow(
      'refused: 1 file(s) are missing or not the ones its build recorded in integrity.json: assets/PagesGraph-abc.js',
    );
    const added = fakeGraphBuild(join(site.root, 'added'));
    writeFileSync(join(added, 'assets/extra.js'), 'alert(1);');
    expect(() => release({ app: 'graph', from: added, env: site.env })).toThrow('refused: 1 script or style file(s) its build did not record in integrity.json: assets/extra.js');
    const unrecorded = fakeGraphBuild(join(site.root, 'unrecorded'));
    rmSync(join(unrecorded, 'integrity.json'));
    expect(() => release({ app: 'graph', from: unrecorded, env: site.env })).toThrow('refused: it has no readable integrity.json');
    expect(existsSync(join(site.root, 'releases/graph')) ? readdirSync(join(site.root, 'releases/graph')) : []).toEqual([]);
  });
});

describe('pnpm promote', () => {
  it('points remotes.json at a release that passes its checks, and records it', async () => {
    const id = released();
    const lines = await promote({ app: 'graph', release: id, env: site.env });
    expect(lines[0]).toMatch(new RegExp(`^promoted graph ${id} to everyone \\(was http://localhost:4176/remoteEntry.js\\); checked in [\\d.]+ s$`));
    expect(JSON.parse(remotesJson()).remotes).toEqual({ ...LOCAL, graph: `/releases/graph/${id}/remoteEntry.js` });
    expect(history()).toMatchObject([{ app: 'graph', action: 'promote', release: id, previous: { release: null, entry: LOCAL.graph } }]);
  });

  it('refuses a release that needs a newer platform than the live host, in two lines, and changes nothing', async () => {
    const id = released({ platformRange: '^2.2.0' });
    const before = remotesJson();
    await expect(promote({ app: 'graph', release: id, env: site.env })).rejects.toThrow(
      new RegExp(`^refused: graph ${id}: it needs @bookmarked/shared \\^2\\.2\\.0, and the live host provides 2\\.1\\.0: deploy the host first, then promote it\\nnothing changed: graph visitors still get http://localhost:4176/remoteEntry.js`),
    );
    expect(remotesJson()).toBe(before);
    expect(existsSync(join(site.root, 'host/remotes-history.json'))).toBe(false);
  });

  it.each([
    ['a missing chunk', (dir: string) => rmSync(join(dir, 'assets/PagesGraph-abc.js')), /its files changed after it was released/],
    ['a missing rendered page', (dir: string) => rmSync(join(dir, 'fragments/pages-graph/index.html')), /its files changed after it was released/],
  ])('refuses a release with %s', async (_what, breakIt, reason) => {
    const id = released();
    breakIt(join(site.root, 'releases/graph', id));
    await expect(promote({ app: 'graph', release: id, env: site.env })).rejects.toThrow(reason);
  });

  it('refuses a build that lacks what its manifest names, or exposes what the contract does not say', async () => {
    const build = fakeGraphBuild(join(site.root, 'build'));
    rmSync(join(build, 'assets/PagesGraph-abc.css'));
    recordIntegrity(build);
    const manifest = JSON.parse(readFileSync(join(build, 'mf-manifest.json'), 'utf8'));
    writeFileSync(join(build, 'mf-manifest.json'), JSON.stringify(manifest));
    const id = releaseIdOf(release({ app: 'graph', from: build, env: site.env }));
    await expect(promote({ app: 'graph', release: id, env: site.env })).rejects.toThrow('1 file(s) its manifest or offline list names are missing: assets/PagesGraph-abc.css');

    const other = fakeGraphBuild(join(site.root, 'build2'), { text: 'other' });
    manifest.exposes[0].path = './Graph';
    writeFileSync(join(other, 'mf-manifest.json'), JSON.stringify(manifest));
    const otherId = releaseIdOf(release({ app: 'graph', from: other, env: site.env }));
    await expect(promote({ app: 'graph', release: otherId, env: site.env })).rejects.toThrow('it does not expose ./PagesGraph, which the contract (apps.config.mjs) names for graph');
  });

  it.each([
    ['an unknown app', { app: 'host', release: 'x' }, 'refused: the host is not released this way'],
    ['an unknown release', { app: 'graph', release: '9.9.9-0123456789' }, 'refused: no release "9.9.9-0123456789" of graph in'],
    ['a folder that is not a release', { app: 'graph', release: '/tmp' }, 'refused: /tmp is not a release: it has no valid release.json'],
    ['a bad --canary', { app: 'graph', release: 'x', canary: '10%' }, '--canary takes a whole percentage from 0 to 100, not "10%"'],
  ])('refuses %s with a clear message', async (_what, args, message) => {
    const before = remotesJson();
    await expect(promote({ ...args, env: site.env })).rejects.toThrow(message);
    expect(remotesJson()).toBe(before);
  });

  it('refuses to work on a remotes.json that fails its checks', async () => {
    const id = released();
    writeFileSync(join(site.root, 'host/remotes.json'), JSON.stringify({ remotes: { catlog: LOCAL.catalog } }));
    await expect(promote({ app: 'graph', release: id, env: site.env })).rejects.toThrow('fails its checks ("remotes.catlog": no remote is called "catlog"); fix it by hand first');
  });

  it('keeps the share of visitors sending RUM beacons, and refuses one outside 0 to 1', async () => {
    const id = released();
    writeFileSync(join(site.root, 'host/remotes.json'), JSON.stringify({ remotes: LOCAL, rumSampleRate: 0.25 }));
    await promote({ app: 'graph', release: id, env: site.env });
    expect(JSON.parse(remotesJson()).rumSampleRate).toBe(0.25);
    writeFileSync(join(site.root, 'host/remotes.json'), JSON.stringify({ remotes: LOCAL, rumSampleRate: 2 }));
    await expect(promote({ app: 'graph', release: id, env: site.env })).rejects.toThrow('"rumSampleRate" is not a share of visitors from 0 to 1');
  });

  it('runs two promotions at once one after the other: neither write is lost', async () => {
    const first = released();
    const second = released({ text: 'second' });
    writeFileSync(join(site.root, 'host/remotes.json'), JSON.stringify({ remotes: LOCAL, timeoutMs: 5000 }));
    await Promise.all([promote({ app: 'graph', release: first, env: site.env }), promote({ app: 'graph', release: second, env: site.env, canary: '10' })]);
    const config = JSON.parse(remotesJson());
    // Either may take the lock first; the file holds what the two did in the order the history gives.
    const actions = (history() as { action: string }[]).map((event) => event.action);
    expect([...actions].sort()).toEqual(['canary', 'promote']);
    expect(config.remotes.graph).toBe(`/releases/graph/${first}/remoteEntry.js`);
    // A promotion to everyone ends any canary of that remote; one made after it stays.
    expect(config.canaries?.graph).toEqual(
      actions.at(-1) === 'canary' ? { entry: `/releases/graph/${second}/remoteEntry.js`, percent: 10 } : undefined,
    );
    expect(config.timeoutMs).toBe(5000);
  });

  it('leaves the old remotes.json whole and the history as it was when a write fails halfway', async () => {
    const id = released();
    const before = remotesJson();
    const failing = (file: string, text: string) => {
      writeFileSync(`${file}.tmp-half`, text.slice(0, text.length / 2));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    await expect(promote({ app: 'graph', release: id, env: site.env, write: failing })).rejects.toThrow('ENOSPC');
    expect(remotesJson()).toBe(before);
    expect(existsSync(join(site.root, 'host/remotes-history.json'))).toBe(false);
    expect(existsSync(join(site.root, 'host/remotes.json.lock'))).toBe(false);
  });
});

describe('canaries and pnpm rollback', () => {
  it('runs a canary beside the stable entry, makes it everyone\'s on a plain promote, and rollback ends a canary', async () => {
    const stable = released();
    const next = released({ text: 'next' });
    await promote({ app: 'graph', release: stable, env: site.env });
    expect((await promote({ app: 'graph', release: next, env: site.env, canary: '10' }))[0]).toMatch(
      new RegExp(`^canary: graph ${next} goes to 10% of visitors, the rest keep ${stable}; checked in`),
    );
    expect(JSON.parse(remotesJson()).remotes.graph).toBe(`/releases/graph/${stable}/remoteEntry.js`);
    expect(await rollback({ app: 'graph', env: site.env })).toEqual([expect.stringMatching(new RegExp(`^ended the canary of graph ${next}; everyone gets ${stable} again`))]);
    expect(JSON.parse(remotesJson()).canaries).toBeUndefined();

    await promote({ app: 'graph', release: next, env: site.env, canary: '50' });
    await promote({ app: 'graph', release: next, env: site.env, judge: passing });
    expect(JSON.parse(remotesJson())).toEqual({ remotes: { ...LOCAL, graph: `/releases/graph/${next}/remoteEntry.js` } });
  });

  it('refuses to make a canary everyone\'s when its check fails, with the figures, unless --force', async () => {
    const stable = released();
    const next = released({ text: 'next' });
    await promote({ app: 'graph', release: stable, env: site.env });
    await promote({ app: 'graph', release: next, env: site.env, canary: '10' });
    const judged: unknown[] = [];
    const failing: typeof passing = async (options) => {
      judged.push(options);
      return { pass: false, lines: ['errors per page view  50.0%  0.0%', `graph ${next} fails its canary check: error rate 50.0% per page view against 0.0%`] };
    };
    await expect(promote({ app: 'graph', release: next, env: site.env, judge: failing })).rejects.toThrow(
      `refused: graph ${next} fails its canary check; nothing changed (--force promotes it anyway)\nerrors per page view  50.0%  0.0%\ngraph ${next} fails`,
    );
    expect(judged).toMatchObject([{ remote: 'graph', canaryRelease: next, stableRelease: stable }]);
    expect(JSON.parse(remotesJson()).canaries.graph.entry).toBe(`/releases/graph/${next}/remoteEntry.js`);
    await promote({ app: 'graph', release: next, env: site.env, judge: failing, force: true });
    expect(JSON.parse(remotesJson())).toEqual({ remotes: { ...LOCAL, graph: `/releases/graph/${next}/remoteEntry.js` } });
    expect(judged).toHaveLength(1);
  });

  it('refuses to promote a canary unchecked when Prometheus does not answer, and says how to force it', async () => {
    const next = released();
    await promote({ app: 'graph', release: next, env: site.env, canary: '10' });
    const env = { ...site.env, PROMETHEUS_URL: 'http://127.0.0.1:9' };
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    const judge: typeof passing = (options) => judgeCanary({ ...options, fetchImpl: refused });
    await expect(promote({ app: 'graph', release: next, env, judge })).rejects.toThrow(
      new RegExp(`^refused: Prometheus at http://127.0.0.1:9 did not answer \\(ECONNREFUSED\\).*\\nnothing changed; --force promotes graph ${next} unchecked$`, 's'),
    );
  });

  it('goes back to the previous release when the live one\'s folder is gone, then to what was there before', async () => {
    const good = released();
    const broken = released({ text: 'broken' });
    await promote({ app: 'graph', release: good, env: site.env });
    await promote({ app: 'graph', release: broken, env: site.env });
    rmSync(join(site.root, 'releases/graph', broken), { recursive: true });
    expect(await rollback({ app: 'graph', env: site.env })).toEqual([expect.stringMatching(new RegExp(`^rolled back graph to ${good} \\(from ${broken}\\) in \\d+ ms$`))]);
    expect(JSON.parse(remotesJson()).remotes.graph).toBe(`/releases/graph/${good}/remoteEntry.js`);
    await rollback({ app: 'graph', env: site.env });
    expect(JSON.parse(remotesJson()).remotes.graph).toBe(LOCAL.graph);
    await expect(rollback({ app: 'graph', env: site.env })).rejects.toThrow('where its first recorded promotion started; nothing to go back to');
  });

  it('moves the current pointer nginx composes from with every promotion and rollback, never to a canary', async () => {
    const first = released();
    const second = released({ text: 'second' });
    expect(currentGraph()).toBeUndefined();
    await promote({ app: 'graph', release: first, env: site.env });
    expect(currentGraph()).toBe(first);
    await promote({ app: 'graph', release: second, env: site.env, canary: '50' });
    expect(currentGraph(), 'the servers compose the stable release for everyone').toBe(first);
    await promote({ app: 'graph', release: second, env: site.env, judge: passing });
    expect(currentGraph()).toBe(second);
    await rollback({ app: 'graph', env: site.env });
    expect(currentGraph()).toBe(first);
    await rollback({ app: 'graph', env: site.env });
    expect(currentGraph(), 'back on its own origin: no release is current').toBeUndefined();
  });

  it('puts remotes.json and the history back when the pointer cannot be moved', async () => {
    const id = released();
    const before = remotesJson();
    const point = () => {
      throw Object.assign(new Error('EACCES: permission denied, symlink'), { code: 'EACCES' });
    };
    await expect(promote({ app: 'graph', release: id, env: site.env, point })).rejects.toThrow('EACCES');
    expect(JSON.parse(remotesJson())).toEqual(JSON.parse(before));
    expect(JSON.parse(readFileSync(join(site.root, 'host/remotes-history.json'), 'utf8')).events).toEqual([]);
  });

  it('refuses to go back to a release the host deployed since cannot run', async () => {
    const old = released();
    await promote({ app: 'graph', release: old, env: site.env });
    writeFileSync(join(site.root, 'host/routes.json'), JSON.stringify({ paths: ['/', '/pages-graph'], platformVersion: '3.0.0' }));
    const next = released({ platformRange: '^3.0.0', text: 'next' });
    await promote({ app: 'graph', release: next, env: site.env });
    const before = remotesJson();
    await expect(rollback({ app: 'graph', env: site.env })).rejects.toThrow(
      `refused: the release before it, graph ${old}, needs @bookmarked/shared ^2.1.0, and the live host provides 3.0.0; promote a release built for this host`,
    );
    expect(remotesJson()).toBe(before);
    expect(currentGraph()).toBe(next);
  });

  it('refuses a rollback with nothing to go back to', async () => {
    await expect(rollback({ app: 'lists', env: site.env })).rejects.toThrow('refused: lists is at http://localhost:4175/remoteEntry.js, which no promotion recorded');
    await expect(rollback({ app: 'nope', env: site.env })).rejects.toThrow('refused: unknown app "nope"');
  });
});
