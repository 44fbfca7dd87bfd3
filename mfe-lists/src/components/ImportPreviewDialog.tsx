import { useMemo } from 'react';
import type { Book, ListName } from '@bookmarked/shared';
import { showToast } from '@bookmarked/ui';
import { copy } from '../copy';
import { applyImport } from '../lib/listsFile/applyImport';
import type { ImportedLists } from '../lib/listsFile/format';
import { planImport, type ImportMode } from '../lib/listsFile/importPlan';
import { ImportPreview } from './ImportPreview';

export interface ImportPreviewDialogProps {
  lists: ImportedLists;
  catalogue: readonly Book[];
  /** Both lists as they are now (live across tabs). */
  ids: Readonly<Record<ListName, readonly number[]>>;
  onClose: () => void;
}

/**
 * What importing a checked file would change, and the import itself once confirmed. Loaded
 * with the file's checks, when the visitor picks a file: Listed Books starts without it.
 */
export function ImportPreviewDialog({ lists, catalogue, ids, onClose }: ImportPreviewDialogProps) {
  const known = useMemo(() => new Set(catalogue.map((book) => book.bookId)), [catalogue]);
  const isKnown = (id: number) => known.has(id);

  function confirmImport(mode: ImportMode) {
    const outcome = applyImport(lists.ids, mode, isKnown);
    onClose();
    void showToast(mode === 'merge' ? copy.transfer.merged(outcome.added) : copy.transfer.replaced(outcome.sizes));
  }

  return (
    <ImportPreview exportedAt={lists.exportedAt} plan={planImport(ids, lists.ids, isKnown)} onConfirm={confirmImport} onCancel={onClose} />
  );
}
