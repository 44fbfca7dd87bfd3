import { useId } from 'react';
import type { SortDirection } from '@bookmarked/shared';
import { copy } from '../copy';
import { focusRing } from '@bookmarked/ui';

interface SortOrderSelectProps {
  value: SortDirection;
  onChange: (direction: SortDirection) => void;
}

/** Lowest or highest first, offered once a sort is chosen. */
export function SortOrderSelect({ value, onChange }: SortOrderSelectProps) {
  const id = useId();
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
