import { fileURLToPath } from 'node:url';

/** The catalogue a build draws its pages and cuts its index from: the site's own, or the file BOOKS_DATA names (the scale bench's generated ones). */
export const catalogueFile = process.env.BOOKS_DATA ?? fileURLToPath(new URL('../public/booksData.json', import.meta.url));
