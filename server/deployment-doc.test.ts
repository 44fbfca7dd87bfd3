import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, cacheRules, defaultCacheControl, notFoundCacheControl } from './headers.mjs';

// docs/deployment.md's Cache-Control table is what operators read; headers.mjs is what both
// servers send. These tests hold the two equal.

const doc = 'docs/deployment.md';
const markdown = readFileSync(join(import.meta.dirname, '..', doc), 'utf8');

interface Row {
  files: string;
  value: string;
  /** The paths the row names in code spans, from the root: `releases/*` → `/releases/example`. */
  paths: string[];
}

/** The rows of the first table under `## Caching and headers`. */
function cacheTable(text: string): Row[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Caching and headers\n'));
  if (section === undefined) throw new Error(`${doc} has no "## Caching and headers" section`);
  const lines = section.split('\n');
  const header = lines.findIndex((line) => /^\|\s*files\b.*\|\s*Cache-Control\s*\|/.test(line));
  if (header === -1) throw new Error(`${doc}'s "Caching and headers" has no table with a files and a Cache-Control column`);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [files = '', value = ''] = line.split('|').slice(1).map((cell) => cell.trim());
    const paths = [...files.matchAll(/`([^`]+)`/g)].map(([, path = '']) => `/${path.replace(/^\//, '').replaceAll('*', 'example')}`);
    rows.push({ files, value: value.replace(/^`|`$/g, ''), paths });
  }
  return rows;
}

/** The index of the rule that decides a path's Cache-Control, or -1 for the default. */
const decidingRule = (path: string) => cacheRules.findIndex((rule) => new RegExp(rule.pattern).test(path));

const rows = cacheTable(markdown);
const named = rows.flatMap((row) => row.paths.map((path) => ({ path, row })));
const specialRow = (start: string) => rows.find((row) => row.files.startsWith(start));

describe(`${doc}'s Cache-Control table`, () => {
  it('names at least one path in each row but the missing file’s', () => {
    const withoutPaths = rows.filter((row) => row.paths.length === 0 && row !== specialRow('a missing file'));
    expect(withoutPaths.map((row) => row.files), 'give each row an example path in `code`').toEqual([]);
  });

  it.each(named.map(({ path, row }) => [path, row.value]))('says %s is sent with %s, as server/headers.mjs does', (path, value) => {
    expect(cacheControlFor(path), `cacheControlFor('${path}')`).toBe(value);
  });

  it.each(cacheRules.map((rule, index) => [index, rule.pattern, rule.value, rule] as const))('has a row for cacheRules[%i] (%s → %s)', (index, _pattern, _value, rule) => {
    const decided = named.filter(({ path }) => decidingRule(path) === index);
    expect(decided.length, `no path in the table is decided by this rule: add a row (with an example path) for it`).toBeGreaterThan(0);
    const missing = (rule.names ?? []).filter((name) => !named.some(({ path }) => path.endsWith(`/${name}`)));
    expect(missing, 'the rule sends these files with its Cache-Control: name each in its row').toEqual([]);
  });

  it('has an "anything else" row with the default, whose paths no rule decides', () => {
    const fallback = specialRow('anything else');
    expect(fallback, 'a row starting "anything else"').toBeDefined();
    expect(fallback?.value).toBe(defaultCacheControl);
    expect(fallback?.paths.filter((path) => decidingRule(path) !== -1)).toEqual([]);
  });

  it('has a row for a missing file with what a 404 is sent with', () => {
    expect(specialRow('a missing file')?.value, 'a row starting "a missing file"').toBe(notFoundCacheControl);
  });
});
