// Run by the parser before it reaches the body (see shared/build/paintScript.ts), so the first
// paint already shows what the visitor's storage says: their theme on the prerendered frame, and
// on <html> the lists that hold no book, so a composed Listed Books page shows them empty at once.
// And from that first paint on, input on the server's controls is kept until their code is in.
import { installEarlyInputContract } from '@bookmarked/shared/early-input-contract';
import { markStoredEmptyLists } from '@bookmarked/shared/stored-empty-lists';
import { applyStoredTheme } from '@bookmarked/shared/theme-choice';

installEarlyInputContract();
applyStoredTheme();
markStoredEmptyLists();
