// The UI and text kit: stateless views, dialogs, toasts and every text. Each app bundles its
// own copy (it is not a federation share), so a remote's UI change ships with that remote
// alone. Whatever must be one instance on the page comes from @bookmarked/shared, by name.
export { messages, listLabels } from './feedback/messages';
export { showReadAdded, showDuplicate, showRemoved, confirmRemoval } from './feedback/dialogs';
export { showToast, showWishAdded, toastOptions } from './feedback/toast';

export { BookCover } from './BookCover';
export { Rating, StarIcon } from './Rating';
export { TagList } from './TagList';
export { LoadingText, ErrorPanel, NotFound } from './StatusViews';
export { loadOnce, useLoad, type Load, type LoadState } from './loading/useLoad';
export { importWithRetry, retryImport } from './loading/retryImport';
export { Loaded } from './loading/Loaded';
export { LazyPart } from './loading/LazyPart';
export { StorageWarning } from './StorageWarning';
export { CatalogueFailed, CatalogueGate } from './CatalogueGate';
export { RemoteScope } from './RemoteScope';
export { SkipLink, MAIN_ID } from './page/SkipLink';
export { RouteAnnouncer } from './page/RouteAnnouncer';
export { ThemeToggle } from './theme/ThemeToggle';

export { renderStandalone } from './standalone/renderStandalone';
export { formatCount } from './text/formatCount';
export { parseBookId } from './text/parseBookId';
export { focusRing, focusRingOnError } from './styles/focusRing';
export { useDrawnByServer, useIsClient } from './useIsClient';
