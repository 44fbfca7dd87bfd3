import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Book, ListName } from '@bookmarked/shared';
import { focusRing, showToast } from '@bookmarked/ui';
import { copy } from '../copy';
import { downloadTextFile } from '../lib/downloadTextFile';
import { applyImport } from '../lib/listsFile/applyImport';
import { buildListsFile, listsFileName, serializeListsFile } from '../lib/listsFile/buildListsFile';
import type { ImportedLists, ListsFileProblem } from '../lib/listsFile/format';
import { planImport, type ImportMode } from '../lib/listsFile/importPlan';
import { readListsFile } from '../lib/listsFile/readListsFile';
import { DownloadIcon, UploadIcon } from './icons';
import { ImportPreview } from './ImportPreview';
import { ImportProblem } from './ImportProblem';

interface ListsTransferProps {
  catalogue: readonly Book[];
  /** Both lists as they are now (live across tabs). */
  ids: Readonly<Record<ListName, readonly number[]>>;
}

type Pending = { kind: 'preview'; lists: ImportedLists } | { kind: 'problem'; problem: ListsFileProblem };

const button = `inline-flex flex-1 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 shadow-sm hover:border-emerald-700 hover:text-emerald-800 sm:flex-none ${focusRing}`;

/**
 * Export both lists to a JSON file, and import such a file back: a preview of what would
 * change comes first, and nothing is written until the visitor confirms.
 */
export function ListsTransfer({ catalogue, ids }: ListsTransferProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending>();
  const known = useMemo(() => new Set(catalogue.map((book) => book.bookId)), [catalogue]);
  const isKnown = (id: number) => known.has(id);

  function exportLists() {
    const now = new Date();
    const name = listsFileName(now);
    downloadTextFile(name, serializeListsFile(buildListsFile(ids, catalogue, now)), 'application/json');
    void showToast(copy.transfer.exported(name));
  }

  async function readPicked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Picking the same file again must be noticed too.
    input.value = '';
    if (!file) return;
    const result = await readListsFile(file);
    setPending(result.ok ? { kind: 'preview', lists: result.lists } : { kind: 'problem', problem: result.problem });
  }

  function confirmImport(lists: ImportedLists, mode: ImportMode) {
    const outcome = applyImport(lists.ids, mode, isKnown);
    setPending(undefined);
    void showToast(mode === 'merge' ? copy.transfer.merged(outcome.added) : copy.transfer.replaced(outcome.sizes));
  }

  return (
    <div role="group" aria-label={copy.transfer.label} className="flex gap-2 sm:justify-end">
      <button type="button" onClick={exportLists} className={button}>
        <DownloadIcon />
        {copy.transfer.exportButton}
      </button>
      <button type="button" onClick={() => fileInput.current?.click()} className={button}>
        <UploadIcon />
        {copy.transfer.importButton}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        tabIndex={-1}
        onChange={(event) => void readPicked(event)}
      />
      {pending?.kind === 'preview' ? (
        <ImportPreview
          exportedAt={pending.lists.exportedAt}
          plan={planImport(ids, pending.lists.ids, isKnown)}
          onConfirm={(mode) => confirmImport(pending.lists, mode)}
          onCancel={() => setPending(undefined)}
        />
      ) : null}
      {pending?.kind === 'problem' ? <ImportProblem problem={pending.problem} onClose={() => setPending(undefined)} /> : null}
    </div>
  );
}
