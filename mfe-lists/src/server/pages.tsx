import type { PagePlan } from '@bookmarked/shared/fragments';
import ListedBooks from '../exposed/ListedBooks';

/**
 * Listed Books' frame: the lists themselves live in the visitor's storage, which no server reads,
 * so nothing in it comes from the catalogue and it hydrates without waiting for it.
 */
export default function pagesToRender(): PagePlan[] {
  return [{ page: 'ListedBooks', path: '/listed', element: <ListedBooks />, drawnFromCatalogue: false }];
}
