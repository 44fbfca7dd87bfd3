import { useId, useRef } from 'react';
import { copy } from '../copy';
import type { ListsFileProblem } from '../lib/listsFile/format';
import { WarningIcon } from './icons';
import { ModalDialog } from './ModalDialog';
import { focusRing } from '@bookmarked/ui';

interface ImportProblemProps {
  problem: ListsFileProblem;
  onClose: () => void;
}

/** Why a picked file was refused; nothing has been changed. */
export function ImportProblem({ problem, onClose }: ImportProblemProps) {
  const titleId = useId();
  const textId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={textId} initialFocus={okRef} onClose={onClose}>
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-stone-900">
        <WarningIcon className="h-6 w-6 shrink-0 text-red-700" />
        {copy.transfer.problemTitle}
      </h2>
      <div id={textId} className="flex flex-col gap-2">
        <p>{copy.transfer.problem(problem)}</p>
        <p className="font-medium">{copy.transfer.unchanged}</p>
      </div>
      <div className="flex justify-end">
        <button
          ref={okRef}
          type="button"
          onClick={onClose}
          className={`rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 ${focusRing}`}
        >
          {copy.transfer.close}
        </button>
      </div>
    </ModalDialog>
  );
}
