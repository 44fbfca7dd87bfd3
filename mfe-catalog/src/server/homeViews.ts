import type { Book } from '@bookmarked/shared';
import { homeSearch } from '../search/homeFilters';
import { applicableFilters, searchIndexFor } from '../search/searchIndex';

/**
 * The searches of every Home view the site's own links lead to, from the default view on:
 * '' (all books), each category, each tag (a card's tag link), and each category with each tag
 * its books carry (a tag link on a category's view keeps the category). Tag links on those
 * lead to views in the same set, so a visitor following links never leaves it. Each is spelled
 * as Home's links spell it.
 */
export function homeViewsLinked(books: readonly Book[]): string[] {
  const index = searchIndexFor(books);
  const searches = new Set<string>(['']);
  // A tag link keeps the view's category as the catalogue spells it, and the tag as its card does.
  const add = (category: string | undefined, tag: string | undefined) =>
    searches.add(homeSearch({ q: '', category: applicableFilters(index, { q: '', category }).category, tag }));
  for (const { category, tags } of books) {
    const inCategory = category.trim() ? category : undefined;
    if (inCategory) add(inCategory, undefined);
    for (const tag of tags) {
      if (!tag.trim()) continue;
      add(undefined, tag);
      if (inCategory) add(inCategory, tag);
    }
  }
  return [...searches];
}
