// What is live, as a promotion or a rollback reads it under the lock.
import { readHistory } from './history.mjs';
import { Refusal } from './refusal.mjs';
import { readRemotesFile } from './remotesFile.mjs';

/** remotes.json and the promotion history; a refusal, changing nothing, when either is unusable. */
export function readLiveSite(paths) {
  const live = readRemotesFile(paths.remotesFile);
  if (live.problem) throw new Refusal(`refused: ${live.problem}`);
  const history = readHistory(paths.historyFile);
  if (history.problem) throw new Refusal(`refused: ${history.problem}`);
  return { config: live.config, events: history.events };
}
