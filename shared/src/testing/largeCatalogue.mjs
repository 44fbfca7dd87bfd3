// A catalogue of any size made from the real books: unique ids and names, varied pages,
// ratings and years, so sorting and charts at scale see realistic spread, and a review of
// each book's own, so the catalogue compresses as a real one would. Used by the
// large-catalogue e2e specs and the scale benchmark (both answer booksData.json with it).
import { readFileSync } from 'node:fs';

const realBooks = JSON.parse(readFileSync(new URL('../../public/booksData.json', import.meta.url), 'utf8'));

/** The real reviews' words: a generated review draws from them. */
const reviewWords = realBooks.flatMap((book) => book.review.split(' '));

/**
 * Book `index`'s own review, as long as its base book's, its words drawn from the real reviews
 * by a fixed sequence. Copies of 30 reviews would gzip to 4% of the catalogue (200 KB at 10,000
 * books) where a real catalogue's text gzips to about a third: these reach about a fifth.
 */
function reviewOf(index, base) {
  let seed = Math.imul(index, 2654435761) >>> 0;
  return base.review
    .split(' ')
    .map(() => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return reviewWords[seed % reviewWords.length];
    })
    .join(' ');
}

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
      review: reviewOf(index, base),
    };
  });
}
