// Test helpers for every app: imported as '@bookmarked/shared/testing', never by app code.
export { makeBook, hostileName } from './makeBook';
export { describeRemoteContract } from './describeRemoteContract';
export { hydrationProblems } from './hydrationProblems';
export { serveCatalogueFiles, shelveCatalogue } from './catalogueFiles';
