import { Link } from '@bookmarked/shared';
import { focusRing } from './styles';

/** A card's tags as links that narrow Home to that tag; looks like the plain tag list. */
export function TagLinks({ tags, to, className = '' }: { tags: readonly string[]; to: (tag: string) => string; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          {/* Above the card's stretched details link, so a click on a tag filters by it. */}
          <Link
            to={to(tag)}
            className={`relative z-10 inline-block rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-700 hover:bg-emerald-100 hover:underline ${focusRing}`}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
