#!/usr/bin/env node
// The mutation score of each mutated folder (shared/src, ui/src, host/src), read from the JSON
// report of the Stryker run just made, and a failure when any folder is below the bar: one
// score over everything lets a well-tested folder hide a weak one. `pnpm test:mutation` runs it
// after `stryker run`.
//   node scripts/check-mutation-scores.mjs [reports/mutation/mutation.json]
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import config from '../stryker.config.mjs';

/** The lowest score a folder may have, in percent. */
export const FOLDER_BAR = 85;

// Stryker's score: mutants the tests caught over those they could have caught. Mutants that
// did not compile or run, and ignored (static) ones, count on neither side.
export const DETECTED = new Set(['Killed', 'Timeout']);
export const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * The folders Stryker mutates, from its `mutate` globs: `shared/src/**\/*.ts` -> `shared/src`.
 * Exclusions (`!…`) name no folder.
 * @param {readonly string[]} mutate
 * @returns {string[]}
 */
export function mutatedFolders(mutate) {
  const folders = mutate
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => pattern.split('/').filter((part) => !/[*?{[]/.test(part)))
    .map((parts) => parts.join('/'));
  return [...new Set(folders)];
}

/**
 * Killed and total mutants per folder, and the score in percent (null when the folder had no
 * mutant to score). A file belongs to the first folder its path starts with.
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report Stryker's JSON report
 * @param {readonly string[]} folders
 * @param {string} root the project's root, for reports that name files by absolute path
 * @returns {{ folder: string, detected: number, total: number, score: number | null }[]}
 */
export function scoresByFolder(report, folders, root) {
  const rows = folders.map((folder) => ({ folder, detected: 0, total: 0, score: /** @type {number | null} */ (null) }));
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const path = (isAbsolute(file) ? relative(root, file) : file).split('\\').join('/');
    const row = rows.find(({ folder }) => path.startsWith(`${folder}/`));
    if (!row) continue;
    for (const { status } of mutants) {
      if (DETECTED.has(status)) row.detected++;
      if (DETECTED.has(status) || UNDETECTED.has(status)) row.total++;
    }
  }
  for (const row of rows) row.score = row.total === 0 ? null : (row.detected / row.total) * 100;
  return rows;
}

/**
 * What to print, and whether the run passes: every folder at the bar or above. A folder with
 * no mutant fails too, since it means the globs or the report no longer match the folders.
 * @param {ReturnType<typeof scoresByFolder>} rows
 * @param {number} bar
 * @returns {{ lines: string[], ok: boolean }}
 */
export function verdict(rows, bar) {
  const width = Math.max(...rows.map(({ folder }) => folder.length));
  const lines = rows.map(({ folder, detected, total, score }) => {
    const name = folder.padEnd(width);
    if (score === null) return `${name}  no mutants scored: FAIL`;
    return `${name}  ${score.toFixed(2).padStart(6)}%  ${detected}/${total} killed${score < bar ? `  below ${bar}%: FAIL` : ''}`;
  });
  return { lines, ok: rows.every(({ score }) => score !== null && score >= bar) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const reportPath = resolve(process.argv[2] ?? join(root, config.jsonReporter.fileName));
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const { lines, ok } = verdict(scoresByFolder(report, mutatedFolders(config.mutate), root), FOLDER_BAR);
  console.log(`Mutation score per folder (${relative(root, reportPath)}):`);
  for (const line of lines) console.log(`  ${line}`);
  if (!ok) {
    console.error(`Every mutated folder needs ${FOLDER_BAR}% or more.`);
    process.exit(1);
  }
}
