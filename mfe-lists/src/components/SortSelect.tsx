import { isSortKey, type SortKey } from '@bookmarked/shared';
import { copy } from '../copy';
import { ChevronDownIcon, SortIcon } from './icons';
import { focusRing } from '@bookmarked/ui';

// Fixed, not from useId, so server and client agree: see Hydration in docs/architecture.md.
const id = 'listed-sort';

interface SortSelectProps {
  value: SortKey | undefined;
  onChange: (key: SortKey) => void;
}

/** A native select: the placeholder 'Sort By' can be seen but not chosen again. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <label htmlFor={id} className="sr-only">
        {copy.sortLabel}
      </label>
      <div className="relative">
        <SortIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-white" />
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => {
            const key = event.target.value;
            if (isSortKey(key)) onChange(key);
          }}
          className={`w-full min-w-52 cursor-pointer appearance-none rounded-xl bg-emerald-700 py-2.5 pr-10 pl-11 font-semibold text-white shadow-sm hover:bg-emerald-800 sm:w-auto ${focusRing}`}
        >
          <option value="" disabled>
            {copy.sortPlaceholder}
          </option>
          {copy.sortOptions.map((option) => (
            <option key={option.key} value={option.key} className="bg-white text-stone-900">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 h-5 w-5 -translate-y-1/2 text-white" />
      </div>
    </div>
  );
}
