export { BookSchema, isBook, type Book } from './books/book';
export { parseCatalogue, CatalogueFormatError, type ParsedCatalogue } from './books/parseCatalogue';
export { $catalogue, loadCatalogue, CATALOGUE_URL, type CatalogueState } from './books/loadCatalogue';
export { sortBooks, booksInList, isSortKey, sortFields, type SortKey, type SortDirection } from './books/sortBooks';
export { sortBooksByTitle, titleSortKey } from './books/titleOrder';
export { foldText } from './books/foldText';

export { listStores, listNames, $corruptLists, type ListName } from './lists/listStores';
export { addToList, removeFromList, type AddResult } from './lists/listActions';
export { updateList } from './lists/updateList';
export { $storageProblem, type StorageProblem } from './lists/browserStorage';
export { useList } from './lists/useList';

export { messages, listLabels } from './feedback/messages';
export { showReadAdded, showDuplicate, showRemoved, confirmRemoval } from './feedback/dialogs';
export { showToast, showWishAdded, toastOptions } from './feedback/toast';

export { BookCover } from './ui/BookCover';
export { Rating, StarIcon } from './ui/Rating';
export { TagList } from './ui/TagList';
export { LoadingText, ErrorPanel, NotFound } from './ui/StatusViews';
export { StorageWarning } from './ui/StorageWarning';
export { CatalogueGate } from './ui/CatalogueGate';
export { RemoteScope } from './ui/RemoteScope';
export { SkipLink, MAIN_ID } from './ui/page/SkipLink';
export { RouteAnnouncer } from './ui/page/RouteAnnouncer';
export { usePageTitle, documentTitle, type RouteTitleHandle } from './ui/page/pageTitle';
export { ThemeToggle } from './ui/theme/ThemeToggle';
export { startTheme, chooseTheme, $theme, THEME_STORAGE_KEY, type Theme } from './ui/theme/theme';

export { detailsLink, DETAILS_PATH, type DetailsState } from './navigation/detailsLink';

export {
  remotePages,
  isRemotePageModule,
  type RemoteName,
  type RemotePageId,
  type RemotePageModule,
  type RemoteExposes,
} from './federation/contract';

export { renderStandalone } from './standalone/renderStandalone';

export * from './routing';
