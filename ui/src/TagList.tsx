export function TagList({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-700"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}
