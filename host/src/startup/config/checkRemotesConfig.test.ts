import { describe, expect, it } from 'vitest';
import { checkRemotesConfig, isLocalPage, localRemotesBeside, unreadableRemotesConfig } from './checkRemotesConfig';

const local = {
  catalog: 'http://localhost:4174/remoteEntry.js',
  lists: 'http://localhost:4175/remoteEntry.js',
  graph: 'http://localhost:4176/remoteEntry.js',
};
const deployed = {
  catalog: 'https://catalog.example.com/remoteEntry.js',
  lists: '/remotes/lists/remoteEntry.js',
  graph: 'https://graph.example.com/v2/remoteEntry.js',
};
const LOCAL_PAGE = 'http://localhost:4173/listed';
const SITE_PAGE = 'https://books.example.com/listed';

describe('checkRemotesConfig', () => {
  it('takes a correct file as it is, with no problem, entries made absolute', () => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed, timeoutMs: 2500 }, SITE_PAGE, local);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      remotes: { ...deployed, lists: 'https://books.example.com/remotes/lists/remoteEntry.js' },
      timeoutMs: 2500,
      rumSampleRate: 1,
    });
  });

  it('takes a canary beside the stable entry, made absolute, and names a broken one', () => {
    const canaries = {
      graph: { entry: '/releases/graph/1.0.1-abcdefabcd/remoteEntry.js', percent: 10 },
      lists: { entry: '/releases/lists/x/remoteEntry.js', percent: 150 },
    };
    const { config, problems } = checkRemotesConfig({ remotes: deployed, canaries }, SITE_PAGE, local);
    expect(config.remotes.graph).toBe(deployed.graph);
    expect(config.canaries).toEqual({ graph: { entry: 'https://books.example.com/releases/graph/1.0.1-abcdefabcd/remoteEntry.js', percent: 10 } });
    expect(problems).toEqual(['"canaries.lists" has no whole "percent" from 0 to 100; everyone gets the stable entry']);
  });

  it('names a misspelt remote and ignores it; the real remote it meant is then missing', () => {
    const { catalog, ...rest } = deployed;
    const { config, problems } = checkRemotesConfig({ remotes: { catlog: catalog, ...rest } }, SITE_PAGE, local);
    expect(problems).toEqual([
      '"remotes.catlog": no remote is called "catlog" (known: catalog, lists, graph); ignored',
      '"remotes.catalog" is missing; its pages cannot load',
    ]);
    expect(config.remotes.catalog).toBeUndefined();
    expect(Object.keys(config.remotes)).toEqual(['lists', 'graph']);
  });

  it.each([
    ['not a string', 42, 'is not a URL'],
    ['empty', ' ', 'is not a URL'],
    ['a host without a scheme', 'localhost:4176/remoteEntry.js', '"localhost:4176/remoteEntry.js" is not an http(s) URL'],
    ['not a URL at all', 'http://exa mple.com/remoteEntry.js', '"http://exa mple.com/remoteEntry.js" is not a URL'],
    ['not a script', 'https://graph.example.com/', '"https://graph.example.com/" does not name a .js entry file'],
    ['a source map, not the script', 'https://graph.example.com/remoteEntry.js.map', '"https://graph.example.com/remoteEntry.js.map" does not name a .js entry file'],
    ['JSON, not a script', 'https://graph.example.com/remoteEntry.json', '"https://graph.example.com/remoteEntry.json" does not name a .js entry file'],
  ])('names an entry that is %s and leaves that remote out on a deployed site', (_case, entry, problem) => {
    const { config, problems } = checkRemotesConfig({ remotes: { ...deployed, graph: entry } }, SITE_PAGE, local);
    expect(problems).toEqual([`"remotes.graph" ${problem}; its pages cannot load`]);
    expect(config.remotes.graph).toBeUndefined();
    expect(config.remotes.catalog).toBe(deployed.catalog);
  });

  it('falls back to the local port for a missing or bad entry only when the page itself is local', () => {
    const { config, problems } = checkRemotesConfig({ remotes: { lists: 'nope:', graph: deployed.graph } }, LOCAL_PAGE, local);
    expect(problems).toEqual([
      '"remotes.catalog" is missing; using the local port, http://localhost:4174/remoteEntry.js',
      '"remotes.lists" "nope:" is not an http(s) URL; using the local port, http://localhost:4175/remoteEntry.js',
    ]);
    expect(config.remotes).toEqual({ catalog: local.catalog, lists: local.lists, graph: deployed.graph });
  });

  it('names unknown settings and a bad timeout, keeping the default timeout', () => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed, timeout: 500, timeoutMs: '500' }, SITE_PAGE, local);
    expect(problems).toEqual([
      '"timeout": unknown setting (known: remotes, canaries, timeoutMs, rumSampleRate); ignored',
      '"timeoutMs": "500" is not a whole number of milliseconds >= 100; using 10000',
    ]);
    expect(config.timeoutMs).toBe(10_000);
  });

  it.each([0, 0.25, 1])('takes a RUM sample rate of %s', (rumSampleRate) => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed, rumSampleRate }, SITE_PAGE, local);
    expect(problems).toEqual([]);
    expect(config.rumSampleRate).toBe(rumSampleRate);
  });

  it.each([
    ['a percentage', 10, '10'],
    ['below zero', -0.1, '-0.1'],
    ['a string', '0.5', '"0.5"'],
  ])('refuses a RUM sample rate that is %s, naming it, and samples every visitor', (_case, rumSampleRate, shown) => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed, rumSampleRate }, SITE_PAGE, local);
    expect(problems).toEqual([`"rumSampleRate": ${shown} is not a share of visitors from 0 to 1; using 1`]);
    expect(config.rumSampleRate).toBe(1);
  });

  it('takes an ES module entry (.mjs) and one with a query string', () => {
    const entries = { ...deployed, catalog: 'https://catalog.example.com/remoteEntry.mjs', graph: 'https://graph.example.com/remoteEntry.js?v=3' };
    const { config, problems } = checkRemotesConfig({ remotes: entries }, SITE_PAGE, local);
    expect(problems).toEqual([]);
    expect(config.remotes.catalog).toBe('https://catalog.example.com/remoteEntry.mjs');
    expect(config.remotes.graph).toBe('https://graph.example.com/remoteEntry.js?v=3');
  });

  it.each([
    [100, 100],
    [60_000, 60_000],
  ])('takes a timeout of %s ms', (timeoutMs, expected) => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed, timeoutMs }, SITE_PAGE, local);
    expect(problems).toEqual([]);
    expect(config.timeoutMs).toBe(expected);
  });

  it.each([
    ['below the 100 ms floor', 99, '99'],
    ['zero', 0, '0'],
    ['a fraction of a millisecond', 250.5, '250.5'],
    ['null', null, 'null'],
  ])('refuses a timeout that is %s and keeps the default', (_case, timeoutMs, shown) => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed, timeoutMs }, SITE_PAGE, local);
    expect(problems).toEqual([`"timeoutMs": ${shown} is not a whole number of milliseconds >= 100; using 10000`]);
    expect(config.timeoutMs).toBe(10_000);
  });

  it.each([
    ['a list', [deployed]],
    ['null', null],
    ['a bare string', 'https://catalog.example.com/remoteEntry.js'],
    ['a number', 42],
  ])('names a file that is %s instead of an object', (_case, raw) => {
    const { config, problems } = checkRemotesConfig(raw, SITE_PAGE, local);
    expect(problems[0]).toBe('remotes.json is not a JSON object');
    expect(config.remotes).toEqual({});
  });

  it('names "remotes" when it is not an object', () => {
    const { problems } = checkRemotesConfig({ remotes: ['https://catalog.example.com/remoteEntry.js'] }, SITE_PAGE, local);
    expect(problems[0]).toBe('"remotes" is not an object of remote names to entry URLs');
  });
});

describe('canaries in remotes.json', () => {
  const withCanaries = (canaries: unknown) => checkRemotesConfig({ remotes: deployed, canaries }, SITE_PAGE, local);
  const canaryEntry = 'https://graph.example.com/releases/1.0.1/remoteEntry.js';

  it('leaves canaries out, with no problem, when the file has none', () => {
    const { config, problems } = checkRemotesConfig({ remotes: deployed }, SITE_PAGE, local);
    expect(problems).toEqual([]);
    expect(config.canaries).toBeUndefined();
  });

  it.each([
    ['a list', [{ entry: canaryEntry, percent: 10 }]],
    ['a string', canaryEntry],
    ['null', null],
  ])('names "canaries" that is %s and ignores it; everyone gets the stable entries', (_case, canaries) => {
    const { config, problems } = withCanaries(canaries);
    expect(problems).toEqual(['"canaries" is not an object of remote names to { entry, percent }; ignored']);
    expect(config.canaries).toBeUndefined();
    expect(config.remotes.graph).toBe(deployed.graph);
  });

  it('names a canary for a remote that does not exist and keeps the others', () => {
    const { config, problems } = withCanaries({ grpah: { entry: canaryEntry, percent: 10 }, graph: { entry: canaryEntry, percent: 10 } });
    expect(problems).toEqual(['"canaries.grpah": no remote is called "grpah"; ignored']);
    expect(config.canaries).toEqual({ graph: { entry: canaryEntry, percent: 10 } });
  });

  it.each([0, 1, 99, 100])('takes a canary for %s percent of visitors', (percent) => {
    const { config, problems } = withCanaries({ graph: { entry: canaryEntry, percent } });
    expect(problems).toEqual([]);
    expect(config.canaries).toEqual({ graph: { entry: canaryEntry, percent } });
  });

  it.each([
    ['below 0', -1],
    ['above 100', 101],
    ['a fraction', 12.5],
    ['a string', '10'],
    ['missing', undefined],
  ])('refuses a canary whose percent is %s; everyone gets the stable entry', (_case, percent) => {
    const { config, problems } = withCanaries({ graph: { entry: canaryEntry, percent } });
    expect(problems).toEqual(['"canaries.graph" has no whole "percent" from 0 to 100; everyone gets the stable entry']);
    expect(config.canaries).toEqual({});
    expect(config.remotes.graph).toBe(deployed.graph);
  });

  it.each([
    ['an entry that is not a script', { entry: 'https://graph.example.com/', percent: 10 }, '"https://graph.example.com/" does not name a .js entry file'],
    ['no entry', { percent: 10 }, 'is not a URL'],
    ['a bare string instead of { entry, percent }', canaryEntry, 'is not a URL'],
  ])('refuses a canary with %s, naming the entry problem first', (_case, canary, problem) => {
    const { config, problems } = withCanaries({ graph: canary });
    expect(problems).toEqual([`"canaries.graph" ${problem}; everyone gets the stable entry`]);
    expect(config.canaries).toEqual({});
  });
});

describe('an unreadable remotes.json', () => {
  it('means the local ports on a local page and no remote on a deployed site', () => {
    expect(unreadableRemotesConfig(LOCAL_PAGE, local)).toEqual({ remotes: local, timeoutMs: 10_000, rumSampleRate: 1 });
    expect(unreadableRemotesConfig(SITE_PAGE, local)).toEqual({ remotes: {}, timeoutMs: 10_000, rumSampleRate: 1 });
  });
});

describe('isLocalPage', () => {
  it.each([
    ['http://localhost:4173/', true],
    ['http://127.0.0.1:8080/listed', true],
    ['http://[::1]:4173/', true],
    ['https://books.example.com/', false],
    ['http://localhost.example.com/', false],
  ])('%s -> %s', (url, expected) => {
    expect(isLocalPage(url)).toBe(expected);
  });
});

describe('localRemotesBeside', () => {
  it('keeps the local ports for a page on the host’s own port, or on no port at all', () => {
    expect(localRemotesBeside('http://localhost:4173/listed', local, 4173)).toEqual(local);
    expect(localRemotesBeside('https://bookmarked.example/', local, 4173)).toEqual(local);
    expect(localRemotesBeside('http://localhost:3000/', local, 4173), 'a page below the host’s port').toEqual(local);
  });

  it('moves them with a page on moved ports, as the servers move every app together', () => {
    const moved = localRemotesBeside('http://localhost:4273/listed', local, 4173);
    expect(Object.values(moved).map((entry) => new URL(entry).port)).toEqual(Object.values(local).map((entry) => String(Number(new URL(entry).port) + 100)));
    expect(Object.values(moved).every((entry) => entry.endsWith('/remoteEntry.js'))).toBe(true);
  });
});
