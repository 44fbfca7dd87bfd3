#!/usr/bin/env node
// Mutation testing of the product files a change touched, for CI: the full run
// (`pnpm test:mutation`) takes over half an hour, this one a few minutes. A change is the last
// commit (HEAD against its first parent: on main, a merge brings in all it merged), plus any
// edits not committed yet, or everything since `--base <ref>` (a branch's merge base, say).
// A touched file is a file Stryker mutates (stryker.config.mjs's `mutate`), or the product file
// beside a touched test (`x.test.ts` -> `x.ts`): a test that loses an assertion lowers its
// file's score. Each touched file must score FILE_BAR% or more, and no less than the score
// recorded for it in scripts/mutation-baseline.json.
//   node scripts/mutation-changed.mjs [--base <ref>] [--update]
//   node scripts/mutation-changed.mjs --record reports/mutation/mutation.json
// --update records the scores of this run's files; --record those of a full run's report.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, matchesGlob, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../stryker.config.mjs';
import { DETECTED, FOLDER_BAR, UNDETECTED } from './check-mutation-scores.mjs';

/** The lowest score a touched file may have, in percent: the bar each folder must clear. */
export const FILE_BAR = FOLDER_BAR;

/** Where each file's last recorded score is kept, relative to the project's root. */
export const BASELINE_FILE = 'scripts/mutation-baseline.json';

/**
 * The files to mutate for these changed paths: those Stryker's `mutate` globs take, and for a
 * changed test `x.test.ts(x)`, the `x.ts` or `x.tsx` beside it when the globs take that.
 * Files that no longer exist (deleted or renamed away) are left out.
 * @param {readonly string[]} changed paths relative to the project's root
 * @param {readonly string[]} mutate Stryker's globs, exclusions starting with `!`
 * @param {(path: string) => boolean} exists
 * @returns {string[]} sorted, each once
 */
export function filesToMutate(changed, mutate, exists) {
  const include = mutate.filter((glob) => !glob.startsWith('!'));
  const exclude = mutate.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  const mutated = (path) => include.some((glob) => matchesGlob(path, glob)) && !exclude.some((glob) => matchesGlob(path, glob));
  const files = new Set();
  for (const path of changed) {
    const tested = /^(.*)\.test\.tsx?$/.exec(path);
    const candidates = tested ? [`${tested[1]}.ts`, `${tested[1]}.tsx`] : [path];
    for (const candidate of candidates) if (mutated(candidate) && exists(candidate)) files.add(candidate);
  }
  return [...files].sort();
}

/**
 * Each file's score from Stryker's mutant results: caught (killed or timed out) over what the
 * tests could catch, as the folder check counts; null when none could be scored.
 * @param {Iterable<{ fileName: string, status: string }>} results
 * @param {string} root the project's root, for results that name files by absolute path
 * @returns {{ file: string, detected: number, total: number, score: number | null }[]} sorted by file
 */
export function scoresByFile(results, root) {
  /** @type {Map<string, { file: string, detected: number, total: number, score: number | null }>} */
  const rows = new Map();
  for (const { fileName, status } of results) {
    const file = (isAbsolute(fileName) ? relative(root, fileName) : fileName).split('\\').join('/');
    const row = rows.get(file) ?? { file, detected: 0, total: 0, score: null };
    rows.set(file, row);
    if (DETECTED.has(status)) row.detected++;
    if (DETECTED.has(status) || UNDETECTED.has(status)) row.total++;
  }
  for (const row of rows.values()) row.score = row.total === 0 ? null : round(row.detected / row.total * 100);
  return [...rows.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** A score as it is shown and recorded: two decimals. */
const round = (score) => Math.round(score * 100) / 100;

/**
 * What to print, and whether the change passes: every touched file at the bar or above, and
 * none below its recorded score. A file with no mutant to score (types only) passes.
 * @param {ReturnType<typeof scoresByFile>} rows
 * @param {Record<string, number>} baseline
 * @param {number} bar
 * @returns {{ lines: string[], ok: boolean }}
 */
export function judge(rows, baseline, bar) {
  let ok = true;
  const lines = rows.map(({ file, detected, total, score }) => {
    if (score === null) return `${file}  no mutants scored`;
    const recorded = baseline[file];
    const problems = [];
    if (score < bar) problems.push(`below ${bar}%`);
    if (recorded !== undefined && score < recorded) problems.push(`down from ${recorded.toFixed(2)}%`);
    if (problems.length > 0) ok = false;
    const was = recorded !== undefined && score > recorded ? ` (up from ${recorded.toFixed(2)}%: --update records it)` : '';
    return `${file}  ${score.toFixed(2)}%  ${detected}/${total} killed${problems.length > 0 ? `  ${problems.join(', ')}: FAIL` : was}`;
  });
  return { lines, ok };
}

/**
 * The baseline with these rows' scores recorded, in file order; rows without a score leave it
 * as it was.
 * @param {Record<string, number>} baseline
 * @param {ReturnType<typeof scoresByFile>} rows
 * @returns {Record<string, number>}
 */
export function recordScores(baseline, rows) {
  const next = { ...baseline };
  for (const { file, score } of rows) if (score !== null) next[file] = score;
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.chdir(root);
  const { values } = parseArgs({ options: { base: { type: 'string' }, update: { type: 'boolean' }, record: { type: 'string' } } });
  const baselinePath = join(root, BASELINE_FILE);
  const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};
  const save = (rows) => writeFileSync(baselinePath, `${JSON.stringify(recordScores(baseline, rows), null, 2)}\n`);

  if (values.record) {
    const report = JSON.parse(readFileSync(values.record, 'utf8'));
    const results = Object.entries(report.files).flatMap(([fileName, { mutants }]) => mutants.map(({ status }) => ({ fileName, status })));
    save(scoresByFile(results, root));
    console.log(`Recorded the scores of ${values.record} in ${BASELINE_FILE}.`);
    process.exit(0);
  }

  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
  const base = values.base ?? process.env.MUTATION_BASE ?? 'HEAD~1';
  try {
    git('rev-parse', '--verify', '--quiet', `${base}^{commit}`);
  } catch {
    console.error(`No commit ${base} to compare with (a shallow clone needs one more commit: git fetch --deepen=1); or give --base <ref>.`);
    process.exit(1);
  }
  // Against the work tree, so edits not committed yet count too, and new files not yet added.
  const changed = [...git('diff', '--name-only', '--no-renames', base), ...git('ls-files', '--others', '--exclude-standard')];
  const files = filesToMutate(changed, config.mutate, existsSync);
  if (files.length === 0) {
    console.log(`No product file changed since ${base}: nothing to mutate.`);
    process.exit(0);
  }
  console.log(`Mutating what changed since ${base}:\n  ${files.join('\n  ')}`);

  const { Stryker } = await import('@stryker-mutator/core');
  const results = await new Stryker({
    mutate: files,
    reporters: ['clear-text', 'progress', 'html'],
    // The score table and the survivors, not every test in the suite.
    clearTextReporter: { reportTests: false },
    htmlReporter: { fileName: 'reports/mutation-changed/index.html' },
  }).runMutationTest();
  const rows = scoresByFile(results, root);
  const { lines, ok } = judge(rows, baseline, FILE_BAR);
  console.log(`Mutation score per touched file (bar ${FILE_BAR}%, and no less than ${BASELINE_FILE}):`);
  for (const line of lines) console.log(`  ${line}`);
  if (values.update) {
    save(rows);
    console.log(`Recorded these scores in ${BASELINE_FILE}.`);
  }
  if (!ok) {
    console.error(`A touched file scores below ${FILE_BAR}% or below its recorded score: add tests that catch its survivors (reports/mutation-changed/index.html).`);
    process.exit(1);
  }
}
