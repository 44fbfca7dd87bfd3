import type { SortDirection } from '@bookmarked/shared';
import { copy } from '../copy';
import { focusRing } from '@bookmarked/ui';

// Fixed, not from useId, so server and client agree: see Hydration in docs/architecture.md.
const id = 'listed-sort-order';

interface SortOrderSelectProps {
  value: SortDirection;
  onChange: (direction: SortDirection) => void;
}

/** Lowest or highest first, offered once a sort is chosen. */
export function SortOrderSelect({ value, onChange }: SortOrderSelectProps) {
  return (
    <div className="flex items-center gap-2 text-sm sm:justify-end">
      <label htmlFor={id} className="text-stone-600">
        {copy.orderLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === 'desc' ? 'desc' : 'asc')}
        className={`cursor-pointer rounded-lg border border-stone-300 bg-white px-2 py-1 font-medium text-stone-800 ${focusRing}`}
      >
        <option value="asc">{copy.sortOrders.asc}</option>
        <option value="desc">{copy.sortOrders.desc}</option>
      </select>
    </div>
  );
}
