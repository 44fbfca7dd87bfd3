import { describe, expect, it } from 'vitest';
import { checkRemotesConfig, isLocalPage, unreadableRemotesConfig } from './checkRemotesConfig';

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
      '"timeout": unknown setting (known: remotes, canaries, timeoutMs); ignored',
      '"timeoutMs": "500" is not a whole number of milliseconds >= 100; using 10000',
    ]);
    expect(config.timeoutMs).toBe(10_000);
  });

  it.each([
    ['a list', [deployed]],
    ['null', null],
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

describe('an unreadable remotes.json', () => {
  it('means the local ports on a local page and no remote on a deployed site', () => {
    expect(unreadableRemotesConfig(LOCAL_PAGE, local)).toEqual({ remotes: local, timeoutMs: 10_000 });
    expect(unreadableRemotesConfig(SITE_PAGE, local)).toEqual({ remotes: {}, timeoutMs: 10_000 });
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
