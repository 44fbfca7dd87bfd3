// A catalogue of any size made from the real books: unique ids and names, varied pages,
// ratings and years, so sorting and charts at scale see realistic spread. Used by the
// large-catalogue e2e specs and the scale benchmark (both answer booksData.json with it).
import { readFileSync } from 'node:fs';

const realBooks = JSON.parse(readFileSync(new URL('../shared/public/booksData.json', import.meta.url), 'utf8'));

/** `count` books; book N (1-based) has bookId N and a name ending in '#N'. */
export function makeBooks(count) {
  return Array.from({ length: count }, (_, index) => {
    const base = realBooks[index % realBooks.length];
    const n = index + 1;
    return {
      ...base,
      bookId: n,
      bookName: `${base.bookName} #${n}`,
      totalPages: 40 + ((index * 97) % 1300),
      rating: Math.round((1 + ((index * 37) % 41) / 10) * 10) / 10,
      yearOfPublishing: 1800 + ((index * 53) % 226),
    };
  });
}
