// A deployed site in a temporary folder for the release commands' tests: a host whose
// routes.json provides a platform version, remotes.json on the local ports, and remote builds
// small enough to write by hand.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { INTEGRITY_FILE, integrityFileText, integrityOf, isCheckedFile } from '@bookmarked/shared/integrity';

export const LOCAL = {
  catalog: 'http://localhost:4174/remoteEntry.js',
  lists: 'http://localhost:4175/remoteEntry.js',
  graph: 'http://localhost:4176/remoteEntry.js',
};

function write(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

/** What the build's integrity plugin records: the hash of every script and style in `dir`, as they are now. */
export function recordIntegrity(dir: string): void {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCheckedFile(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  write(dir, INTEGRITY_FILE, integrityFileText(Object.fromEntries(files.map((file) => [file, integrityOf(readFileSync(join(dir, file)))]))));
}

export function fakeSite(hostPlatform = '2.1.0') {
  const root = mkdtempSync(join(tmpdir(), 'bookmarked-release-'));
  write(root, 'host/routes.json', JSON.stringify({ paths: ['/', '/pages-graph'], platformVersion: hostPlatform }));
  write(root, 'host/remotes.json', JSON.stringify({ remotes: LOCAL }));
  return { root, env: { DIST_ROOT: root }, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A build of the graph remote: what its manifest, offline list and rendered page name. */
export function fakeGraphBuild(dir: string, { platformRange = '^2.1.0', text = 'Books pages graph' } = {}): string {
  write(dir, 'remoteEntry.js', `export const text = ${JSON.stringify(text)};`);
  write(dir, 'assets/PagesGraph-abc.js', 'export default 1;');
  write(dir, 'assets/PagesGraph-abc.css', '.x{}');
  write(dir, 'fragments/pages-graph/index.html', `<h1>${text}</h1>`);
  write(dir, 'fragments/pages-graph/index.head.html', '');
  write(dir, 'fragments.json', JSON.stringify({
    version: 1,
    remote: 'graph',
    platformRange,
    fragments: { '/pages-graph': { page: 'PagesGraph', file: 'fragments/pages-graph/index.html', head: 'fragments/pages-graph/index.head.html' } },
  }));
  write(dir, 'offline-files.json', JSON.stringify({ entry: 'remoteEntry.js', files: ['assets/PagesGraph-abc.js', 'assets/PagesGraph-abc.css'] }));
  write(dir, 'mf-manifest.json', JSON.stringify({
    metaData: { buildInfo: { buildVersion: '1.0.0', buildId: text }, remoteEntry: { name: 'remoteEntry.js' }, fragments: 'fragments.json' },
    shared: [{ name: '@bookmarked/shared', requiredVersion: platformRange, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [{ path: './PagesGraph', assets: { js: { sync: ['assets/PagesGraph-abc.js'], async: [] }, css: { sync: ['assets/PagesGraph-abc.css'], async: [] } } }],
  }));
  recordIntegrity(dir);
  return dir;
}
