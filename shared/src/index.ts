// The platform: what must be one instance on the page (the stores, the catalogue, the router
// and store bindings) and the contract between the host and its remotes. A federation
// singleton, provided by the host. Its API only grows within a major version; bump the minor
// version in package.json with every addition (remotes built against it require it).
export { isBook, type Book } from './books/book';
export { $catalogue, catalogueBooks, catalogueFingerprintRead, loadCatalogue, noteCatalogueFingerprint } from './books/loadCatalogue';
/** @public The platform's API only grows within a major version: remotes built against 2.4 may use it. */
export { catalogueFingerprint } from './books/catalogueFingerprint';
export { catalogueMessages } from './books/catalogueMessages';
export { sortBooks, isSortKey, type SortKey, type SortDirection } from './books/sortBooks';
/** @public As above: Listed Books before 2.5 drew its lists with it. */
export { booksInList } from './books/sortBooks';
export { type ListView } from './books/listedBooks';
export { $catalogueShelf, openShelf, retryShelf, shelveBooks, shelvedBook, type ShelfState } from './books/catalogueShelf';
export { placeListView, shelveFirstBooks } from './books/shelveFirstBooks';
/**
 * Listed Books before 2.5 (its lists drawn from the whole catalogue, their first books ahead of
 * it): no app here uses these now, but a lists remote built against 2.4 and still deployed does.
 * @public
 */
export { listedBooks, FIRST_LOOK_BOOKS, type FirstLook, type FirstLookRequest } from './books/listedBooks';
/** @public See above: for lists remotes built against 2.4. */
export { $catalogueFirstLook, firstLookFor } from './books/catalogueFirstLook';
/** @public See above: for lists remotes built against 2.4. */
export { wantFirstLook } from './books/wantFirstLook';
export { sortBooksByTitle } from './books/titleOrder';
export { foldText } from './books/foldText';

export { listStores, listNames, $corruptLists, type ListName } from './lists/listStores';
export { addToList, removeFromList, type AddResult } from './lists/listActions';
export { updateList } from './lists/updateList';
export { $storageProblem } from './lists/browserStorage';
export { useList } from './lists/useList';

export { $pageTitle, usePageTitle, documentTitle, titleOfHandle, type RouteTitleHandle } from './page/pageTitle';
export { startTheme, chooseTheme, $theme } from './theme/theme';

export { detailsLink } from './navigation/detailsLink';

export {
  remotePages,
  isRemotePageModule,
  type RemoteName,
  type RemotePageId,
  type RemotePageModule,
  type RemoteExposes,
} from './federation/contract';
export { remoteRoutes, type LeadCover } from './federation/appRegistry';
export { pageQuery } from './federation/pageQuery';
export { focusInto } from './page/focusInto';

export * from './routing';
