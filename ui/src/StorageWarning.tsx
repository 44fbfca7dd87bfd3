import { $corruptLists, $storageProblem, listNames, useStore } from '@bookmarked/shared';
import { messages } from './feedback/messages';
import { useIsClient } from './useIsClient';

/**
 * Tells the visitor when their lists are not being saved or could not be fully read. It sticks
 * to the bottom of the window: put at the end of the page, it comes without moving anything.
 */
export function StorageWarning() {
  const problem = useStore($storageProblem);
  const corrupt = useStore($corruptLists);
  // Only the visitor's browser knows its storage: the server's frame and hydration show nothing.
  const storageKnown = useIsClient();
  const notes = [
    ...(problem ? [problem === 'full' ? messages.storageFull : messages.storageUnavailable] : []),
    ...listNames.filter((list) => corrupt[list]).map((list) => messages.listCorrupt(list)),
  ];
  if (!storageKnown || notes.length === 0) return null;
  return (
    <div role="status" className="sticky bottom-0 z-40 border-t border-amber-300 bg-amber-50 px-4 py-2 text-center text-amber-900">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
