import { useId, useRef, useState } from 'react';
import { listNames, type ListName } from '@bookmarked/shared';
import { focusRing, listLabels } from '@bookmarked/ui';
import { copy } from '../copy';
import type { ImportMode, ImportPlan } from '../lib/listsFile/importPlan';
import { WarningIcon } from './icons';
import { ModalDialog } from './ModalDialog';

interface ImportPreviewProps {
  exportedAt: string | undefined;
  /** Worked out against the lists as they are now; it follows changes made in other tabs. */
  plan: ImportPlan;
  onConfirm: (mode: ImportMode) => void;
  onCancel: () => void;
}

const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';
const headCell = 'px-2 py-2 font-semibold sm:px-3';

/** What importing the file would change, per list, before anything is written. Merge is the default. */
export function ImportPreview({ exportedAt, plan, onConfirm, onCancel }: ImportPreviewProps) {
  const titleId = useId();
  const fromId = useId();
  const replaceHintId = useId();
  const [mode, setMode] = useState<ImportMode>('merge');
  // Focus starts at the top: on a phone the preview is taller than the screen, and its start
  // is what a visitor (or a screen reader) should meet first.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = copy.transfer;
  const unknown = plan.readList.unknown + plan.wishList.unknown;
  const removed = Object.fromEntries(listNames.map((list) => [list, plan[list].removedByReplace])) as Record<ListName, number>;
  const replacing = mode === 'replace';

  return (
    <ModalDialog labelledBy={titleId} describedBy={fromId} initialFocus={headingRef} onClose={onCancel}>
      <div>
        <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-xl font-bold text-stone-900 focus:outline-none">
          {text.previewTitle}
        </h2>
        <p id={fromId} className="mt-1 text-stone-600">
          {text.previewFrom(exportedAt)}
        </p>
      </div>

      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{text.tableCaption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className={`${headCell} text-left`}>
              {text.listColumn}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {text.addedColumn}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {text.alreadyColumn}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {text.unknownColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {listNames.map((list) => (
            <tr key={list} className="border-b border-stone-100">
              <th scope="row" className={`${headCell} text-left text-stone-900`}>
                {listLabels[list]}
              </th>
              <td className={`${cell} font-bold text-emerald-800`}>{plan[list].added}</td>
              <td className={cell}>{plan[list].alreadyThere}</td>
              <td className={cell}>{plan[list].unknown}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {unknown > 0 ? <p className="text-sm text-stone-600">{text.unknownNote(unknown)}</p> : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-stone-900">{text.modeLegend}</legend>
        <label className="flex cursor-pointer gap-3 rounded-xl border border-stone-200 p-3 has-checked:border-emerald-700 has-checked:bg-emerald-50">
          <input
            type="radio"
            name="import-mode"
            value="merge"
            checked={!replacing}
            onChange={() => setMode('merge')}
            className={`mt-1 h-4 w-4 shrink-0 accent-emerald-700 ${focusRing}`}
          />
          <span>
            <span className="block font-semibold text-stone-900">{text.merge}</span>
            <span className="block text-sm text-stone-600">{text.mergeHint}</span>
          </span>
        </label>
        <label className="flex cursor-pointer gap-3 rounded-xl border border-stone-200 p-3 has-checked:border-red-700 has-checked:bg-red-50">
          <input
            type="radio"
            name="import-mode"
            value="replace"
            checked={replacing}
            onChange={() => setMode('replace')}
            aria-describedby={replaceHintId}
            className={`mt-1 h-4 w-4 shrink-0 accent-red-700 ${focusRing}`}
          />
          <span>
            <span className="block font-semibold text-stone-900">{text.replace}</span>
            <span id={replaceHintId} className="block text-sm text-stone-600">
              {text.replaceHint}{' '}
              <span className={`inline-flex gap-1 font-semibold ${replacing ? 'text-red-800' : 'text-stone-700'}`}>
                <WarningIcon className="mt-0.5 h-4 w-4 shrink-0" />
                {text.replaceWarning(removed)}
              </span>
            </span>
          </span>
        </label>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className={`rounded-xl border border-stone-300 bg-white px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-100 ${focusRing}`}
        >
          {text.cancel}
        </button>
        <button
          type="button"
          onClick={() => onConfirm(mode)}
          className={`rounded-xl px-5 py-2.5 font-semibold text-white ${
            replacing ? 'bg-red-700 hover:bg-red-800' : 'bg-emerald-700 hover:bg-emerald-800'
          } ${focusRing}`}
        >
          {replacing ? text.confirmReplace : text.confirmMerge}
        </button>
      </div>
    </ModalDialog>
  );
}
