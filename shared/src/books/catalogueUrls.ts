/** Where the catalogue lives, beside every app's page: the whole, and its index and pages (see catalogueIndex). */
export const CATALOGUE_URL = '/booksData.json';
export const CATALOGUE_INDEX_URL = '/booksData/index.json';
export const cataloguePageUrl = (page: number): string => `/booksData/page-${page}.json`;
