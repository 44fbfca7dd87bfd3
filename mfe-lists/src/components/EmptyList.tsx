import { Link } from '@bookmarked/shared';
import type { ListName } from '@bookmarked/shared';
import { copy } from '../copy';
import { OpenBookIcon } from './icons';
import { focusRing } from '@bookmarked/ui';

export function EmptyList({ list }: { list: ListName }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <OpenBookIcon className="h-9 w-9" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-stone-900">{copy.emptyTitle(list)}</h2>
      <p className="mt-2 max-w-md text-stone-600">{copy.emptyText[list]}</p>
      <Link
        to="/"
        className={`mt-6 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 ${focusRing}`}
      >
        {copy.browse}
      </Link>
    </div>
  );
}
