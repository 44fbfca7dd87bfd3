import { useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import { catalogueBooks, type Book, type ListName } from '@bookmarked/shared';
import { focusRing, importWithRetry, showToast } from '@bookmarked/ui';
import { copy } from '../copy';
import type { ImportedLists, ListsFileProblem } from '../lib/listsFile/format';
import { readListsFile } from '../lib/listsFile/readListsFile';
import { DownloadIcon, UploadIcon } from './icons';
import type * as Exporter from '../lib/listsFile/exportLists';
import type { ImportPreviewDialogProps } from './ImportPreviewDialog';
import { ImportProblem } from './ImportProblem';

interface ListsTransferProps {
  /** Both lists as they are now (live across tabs). */
  ids: Readonly<Record<ListName, readonly number[]>>;
}

type Pending =
  | { kind: 'preview'; lists: ImportedLists; catalogue: readonly Book[]; Dialog: ComponentType<ImportPreviewDialogProps> }
  | { kind: 'problem'; problem: ListsFileProblem };

/**
 * The preview and the import load only when a file is picked, beside the file's checks; the
 * export on its first click. After a failure, a browser that keeps failed modules needs a new
 * page: the next try reloads it once this remote's files answer again.
 */
const loadPreviewDialog = importWithRetry(() => import('./ImportPreviewDialog'), import.meta.url);
const loadExporter = importWithRetry(() => import('../lib/listsFile/exportLists'), import.meta.url);

const button = `inline-flex flex-1 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 shadow-sm hover:border-emerald-700 hover:text-emerald-800 sm:flex-none ${focusRing}`;

/**
 * Export both lists to a JSON file, and import such a file back: a preview of what would
 * change comes first, and nothing is written until the visitor confirms. The code behind both
 * loads on the first click, so the page starts without it. Both read the catalogue (titles for
 * the file, known books for the preview) when used, so they work before the lists are drawn.
 */
export function ListsTransfer({ ids }: ListsTransferProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending>();
  const [exportFailed, setExportFailed] = useState(false);

  async function exportClicked() {
    setExportFailed(false);
    let exporter: typeof Exporter;
    let catalogue: readonly Book[];
    try {
      [exporter, catalogue] = await Promise.all([loadExporter(), catalogueBooks()]);
    } catch {
      setExportFailed(true);
      return;
    }
    void showToast(copy.transfer.exported(exporter.exportLists(ids, catalogue)));
  }

  async function readPicked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Picking the same file again must be noticed too.
    input.value = '';
    if (!file) return;
    const [result, Dialog, catalogue] = await Promise.all([
      readListsFile(file),
      loadPreviewDialog().then((module) => module.ImportPreviewDialog, () => undefined),
      catalogueBooks().catch(() => undefined),
    ]);
    if (!result.ok) setPending({ kind: 'problem', problem: result.problem });
    else if (!Dialog || !catalogue) setPending({ kind: 'problem', problem: { kind: 'checksUnavailable' } });
    else setPending({ kind: 'preview', lists: result.lists, catalogue, Dialog });
  }

  return (
    <div role="group" aria-label={copy.transfer.label} className="flex flex-wrap gap-2 sm:justify-end">
      <button type="button" onClick={() => void exportClicked()} className={button}>
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
      {exportFailed ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-700 sm:text-right">
          {copy.transfer.exportUnavailable}
        </p>
      ) : null}
      {pending?.kind === 'preview' ? (
        <pending.Dialog lists={pending.lists} catalogue={pending.catalogue} ids={ids} onClose={() => setPending(undefined)} />
      ) : null}
      {pending?.kind === 'problem' ? <ImportProblem problem={pending.problem} onClose={() => setPending(undefined)} /> : null}
    </div>
  );
}
