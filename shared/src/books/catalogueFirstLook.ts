import { atom } from 'nanostores';
import { sameView, type FirstLook, type FirstLookRequest, type ListView } from './listedBooks';
import { sameIds } from '../lists/idList';

/** The worker's answer: the views as the page asked for them, and their looks in the same order. */
export interface FirstLookAnswer {
  views: readonly ListView[];
  looks: FirstLook[];
}

let wanted: FirstLookRequest | undefined;

/** The answer to wantFirstLook (from the worker, or read ahead from the catalogue's index) while the catalogue is still on its way to the page; undefined otherwise. */
export const $catalogueFirstLook = atom<FirstLookAnswer | undefined>(undefined);

/**
 * Asks the catalogue's worker for these list views' first books as soon as it has read a large
 * catalogue, ahead of the whole catalogue: at 10,000 books, taking all of them in holds the
 * page's main thread about 80 ms at 4x CPU before a list could show its first card. Answered
 * in $catalogueFirstLook, by a read that has not handed the catalogue to its worker yet (a
 * small catalogue is read on the page and is whole as soon).
 */
export function noteFirstLookWish(request: FirstLookRequest): void {
  wanted = request;
}

/** The first look wanted, if a page has asked for one by now; asked once per wish. */
export function firstLookWanted(): Promise<FirstLookRequest | undefined> {
  const request = wanted;
  wanted = undefined;
  return Promise.resolve(request);
}

/** Whether the answer already holds a look for every one of `views`. */
export const answersAll = (answer: FirstLookAnswer | undefined, views: readonly ListView[]): boolean =>
  views.every((view) => firstLookFor(answer, view) !== undefined);

/** Whether the answer shows `views` with these looks already: the same counts and the same books in the same order. */
export const showsLooks = (answer: FirstLookAnswer | undefined, views: readonly ListView[], looks: readonly FirstLook[]): boolean =>
  views.every((view, at) => {
    const shown = firstLookFor(answer, view);
    const look = looks[at];
    return (
      shown !== undefined &&
      look !== undefined &&
      shown.count === look.count &&
      sameIds(
        shown.books.map((book) => book.bookId),
        look.books.map((book) => book.bookId),
      )
    );
  });

/**
 * The look the answer holds for `view`: one asked for the same ids in the same order, or for
 * those ids and some more that the visitor has since removed from the list while the look was
 * shown (each a book the look holds, as only its cards could be removed), less those books.
 */
export function firstLookFor(answer: FirstLookAnswer | undefined, view: ListView): FirstLook | undefined {
  if (!answer) return undefined;
  for (const [index, asked] of answer.views.entries()) {
    const look = answer.looks[index];
    if (!look || !sameView({ ...asked, ids: view.ids }, view)) continue;
    if (sameView(asked, view)) return look;
    const removed = removedFrom(asked.ids, view.ids);
    if (removed && [...removed].every((id) => look.books.some((book) => book.bookId === id))) {
      return { count: look.count - removed.size, books: look.books.filter((book) => !removed.has(book.bookId)) };
    }
  }
  return undefined;
}

/** The ids taken out of `before` to leave `after`, in the same order; undefined if `after` is not that. */
function removedFrom(before: readonly number[], after: readonly number[]): Set<number> | undefined {
  const removed = new Set<number>();
  let kept = 0;
  for (const id of before) {
    if (after[kept] === id) kept += 1;
    else removed.add(id);
  }
  return kept === after.length ? removed : undefined;
}
