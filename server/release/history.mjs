// Every promotion, canary and rollback, in order, in remotes-history.json beside remotes.json:
// what each remote was sent to and what it had been, so a rollback knows where to go back to.
import { existsSync, readFileSync } from 'node:fs';
import writeFileAtomic from 'write-file-atomic';

/** The recorded events, or a one-line reason the file cannot be trusted. */
export function readHistory(file) {
  if (!existsSync(file)) return { events: [] };
  try {
    const history = JSON.parse(readFileSync(file, 'utf8'));
    if (history?.version !== 1 || !Array.isArray(history.events)) throw new Error('not a history of releases');
    return { events: history.events };
  } catch (error) {
    return { problem: `${file} cannot be read (${error.message}); fix or remove it first` };
  }
}

export function writeHistory(file, events, write = writeFileAtomic.sync) {
  write(file, `${JSON.stringify({ version: 1, events }, null, 2)}\n`);
}

/**
 * What `app` was served to everyone, oldest first, as promotions stacked it and rollbacks took
 * it back: the last is live, the one before it is where a rollback goes. Canaries never count.
 */
export function stableReleases(events, app) {
  const stack = [];
  for (const event of events) {
    if (event.app !== app) continue;
    if (event.action === 'promote') {
      if (stack.length === 0 && event.previous) stack.push(event.previous);
      stack.push({ release: event.release, entry: event.entry });
    } else if (event.action === 'rollback') {
      stack.pop();
    }
  }
  return stack;
}
