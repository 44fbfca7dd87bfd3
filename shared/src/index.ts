export { isBook, type Book } from './books/book';
export { $catalogue } from './books/loadCatalogue';
export { sortBooks, booksInList, isSortKey, type SortKey, type SortDirection } from './books/sortBooks';
export { sortBooksByTitle } from './books/titleOrder';
export { foldText } from './books/foldText';
export { formatCount } from './text/formatCount';

export { listStores, listNames, type ListName } from './lists/listStores';
export { addToList, removeFromList, type AddResult } from './lists/listActions';
export { useList } from './lists/useList';

export { messages, listLabels } from './feedback/messages';
export { showReadAdded, showDuplicate, showRemoved, confirmRemoval } from './feedback/dialogs';
export { showWishAdded } from './feedback/toast';

export { BookCover } from './ui/BookCover';
export { Rating, StarIcon } from './ui/Rating';
export { TagList } from './ui/TagList';
export { LoadingText, ErrorPanel, NotFound } from './ui/StatusViews';
export { StorageWarning } from './ui/StorageWarning';
export { CatalogueGate } from './ui/CatalogueGate';
export { RemoteScope } from './ui/RemoteScope';
export { SkipLink, MAIN_ID } from './ui/page/SkipLink';
export { RouteAnnouncer } from './ui/page/RouteAnnouncer';
export { usePageTitle, type RouteTitleHandle } from './ui/page/pageTitle';
export { ThemeToggle } from './ui/theme/ThemeToggle';
export { startTheme } from './ui/theme/theme';

export { detailsLink } from './navigation/detailsLink';

export {
  remotePages,
  isRemotePageModule,
  type RemoteName,
  type RemotePageId,
  type RemotePageModule,
  type RemoteExposes,
} from './federation/contract';
export { remoteRoutes } from './federation/appRegistry';

export { renderStandalone } from './standalone/renderStandalone';

export * from './routing';
