#!/usr/bin/env node
// The mutation score of each folder Stryker mutates, from its JSON report, and a failure when
// any folder is under the threshold: one score for all would let a well-tested folder hide a
// poorly tested one.
//   node scripts/mutationScores.mjs [reports/mutation/mutation.json]   (run by `pnpm test:mutation`)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FOLDERS = ['shared/src', 'ui/src', 'host/src'];
export const THRESHOLD = 85;

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * Per folder: mutants detected (killed, or timed out) and valid ones (detected or not; compile
 * and runtime errors and ignored mutants count for neither), as Stryker scores them.
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 */
export function folderScores(report, folders = FOLDERS) {
  return folders.map((folder) => {
    let detected = 0;
    let valid = 0;
    for (const [file, { mutants }] of Object.entries(report.files)) {
      if (!file.replaceAll('\\', '/').startsWith(`${folder}/`)) continue;
      for (const { status } of mutants) {
        if (DETECTED.has(status)) detected += 1;
        if (DETECTED.has(status) || UNDETECTED.has(status)) valid += 1;
      }
    }
    return { folder, detected, valid, score: valid === 0 ? undefined : (100 * detected) / valid };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/mutation/mutation.json', 'utf8'));
  let below = 0;
  for (const { folder, detected, valid, score } of folderScores(report)) {
    const shown = score === undefined ? 'no mutants' : `${score.toFixed(1)}% (${detected} of ${valid} detected)`;
    const low = score !== undefined && score < THRESHOLD;
    if (low) below += 1;
    console.log(`${folder.padEnd(12)} ${shown}${low ? `  below ${THRESHOLD}%` : ''}`);
  }
  if (below > 0) process.exit(1);
}
