// Whether a build's files are the ones its build recorded (integrity.json): the same hashes the
// browser checks each module against, so a file changed since the build is refused here, by
// the operator's command, before a visitor's browser refuses it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRITY_FILE, integrityListOf, integrityOf, isCheckedFile } from '@bookmarked/shared/integrity';
import { releaseFiles } from './releaseFolder.mjs';

/** The hashes the build in `dir` recorded (its integrity.json), or undefined when it has no readable list. */
export function readIntegrityList(dir) {
  try {
    return integrityListOf(JSON.parse(readFileSync(join(dir, INTEGRITY_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

function hashOf(dir, file) {
  try {
    return integrityOf(readFileSync(join(dir, file)));
  } catch {
    return undefined;
  }
}

const someOf = (files) => `${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}`;

/**
 * What is wrong with the files of the build in `dir` against its integrity.json, one line each
 * an operator can act on; none when every JS and CSS file is the one built.
 */
export function integrityProblems(dir) {
  const recorded = readIntegrityList(dir);
  if (!recorded) return [`it has no readable ${INTEGRITY_FILE} (the hashes its build records): build it again`];
  const changed = Object.entries(recorded).filter(([file, hash]) => hashOf(dir, file) !== hash).map(([file]) => file);
  const unknown = releaseFiles(dir).filter((file) => isCheckedFile(file) && !Object.hasOwn(recorded, file));
  const problems = [];
  if (changed.length > 0) problems.push(`${changed.length} file(s) are missing or not the ones its build recorded in ${INTEGRITY_FILE}: ${someOf(changed)}`);
  if (unknown.length > 0) problems.push(`${unknown.length} script or style file(s) its build did not record in ${INTEGRITY_FILE}: ${someOf(unknown)}`);
  return problems;
}
