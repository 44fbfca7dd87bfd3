import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps } from '../apps.config.mjs';

/** The README's "Apps and ports" table, row by row: the app's folder, the routes it names, its two addresses. */
function appsTable() {
  const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
  const start = readme.indexOf('## Apps and ports');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const rows = section.split('\n').filter((line) => /^\| `[^`]+` \|/.test(line));
  return rows.map((row) => {
    const [dir = '', serves = '', start = '', dev = ''] = row.split('|').slice(1, -1).map((cell) => cell.trim());
    return {
      dir: dir.replaceAll('`', ''),
      routes: [...serves.matchAll(/`(\/[^`?]*)/g)].map(([, route]) => route),
      ports: { prod: Number(start.split(':').pop()), dev: Number(dev.split(':').pop()) },
    };
  });
}

describe("the README's apps and ports", () => {
  it('lists every app of the registry, with its ports and its pages’ routes', () => {
    const registry = [
      { dir: apps.host.dir, routes: [] as string[], ports: apps.host.ports },
      ...Object.values(apps.remotes).map((remote) => ({ dir: remote.dir, routes: Object.values(remote.pages).map((page) => page.path), ports: remote.ports })),
    ];
    const table = appsTable();
    expect(table.map(({ dir, ports }) => ({ dir, ports }))).toEqual(registry.map(({ dir, ports }) => ({ dir, ports: { prod: ports.prod, dev: ports.dev } })));
    for (const { dir, routes } of registry.slice(1)) {
      expect(table.find((row) => row.dir === dir)?.routes, dir).toEqual(routes);
    }
  });
});
