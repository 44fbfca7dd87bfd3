import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeGraphBuild, fakeSite } from './fakeSite';
import { integrityProblems } from './integrity.mjs';

let site: ReturnType<typeof fakeSite>;
beforeEach(() => {
  site = fakeSite();
});
afterEach(() => site.remove());

it('finds nothing wrong with a build as built', () => {
  expect(integrityProblems(fakeGraphBuild(join(site.root, 'build')))).toEqual([]);
});

it('names the changed, the missing and the unrecorded files, at most three of each', () => {
  const build = fakeGraphBuild(join(site.root, 'build'));
  writeFileSync(join(build, 'remoteEntry.js'), 'export const text = "changed";');
  rmSync(join(build, 'assets/PagesGraph-abc.css'));
  for (const name of ['a', 'b', 'c', 'd']) writeFileSync(join(build, `${name}.js`), '');
  expect(integrityProblems(build)).toEqual([
    '2 file(s) are missing or not the ones its build recorded in integrity.json: assets/PagesGraph-abc.css, remoteEntry.js',
    '4 script or style file(s) its build did not record in integrity.json: a.js, b.js, c.js, …',
  ]);
});

it('takes an unreadable list for none', () => {
  const build = fakeGraphBuild(join(site.root, 'build'));
  writeFileSync(join(build, 'integrity.json'), '{"files":');
  expect(integrityProblems(build)).toEqual(['it has no readable integrity.json (the hashes its build records): build it again']);
});
