// One change of remotes.json at a time: a second promotion or rollback waits for the first,
// then reads the file it wrote, so no write is lost. A lock left by a crashed run goes stale.
import lockfile from 'proper-lockfile';
import { Refusal } from './refusal.mjs';

const WAIT = { retries: 40, minTimeout: 100, maxTimeout: 250 };

export async function withLock(remotesFile, work) {
  let release;
  try {
    release = await lockfile.lock(remotesFile, { realpath: false, lockfilePath: `${remotesFile}.lock`, stale: 10_000, retries: WAIT });
  } catch (error) {
    if (error.code !== 'ELOCKED') throw error;
    throw new Refusal(`another promotion or rollback is changing ${remotesFile} (${remotesFile}.lock); try again when it is done`);
  }
  try {
    return await work();
  } finally {
    await release();
  }
}
