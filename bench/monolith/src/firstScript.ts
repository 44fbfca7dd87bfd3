// The prerendered side's first script, as the composed site's host has one (host/src/preload.ts):
// the lists storage holds no book in are named before the page paints, so its Listed Books
// page shows them empty as the composed one does. The sides then differ in composition only.
import { markStoredEmptyLists } from '@bookmarked/shared/stored-empty-lists';

markStoredEmptyLists();
