import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeBook } from '@bookmarked/shared/testing';
import { VirtualBookGrid } from './VirtualBookGrid';

describe('VirtualBookGrid on the server', () => {
  it('draws the first screen of cards in the responsive grid, and nothing below it', () => {
    const books = Array.from({ length: 40 }, (_, index) => makeBook({ bookId: index + 1, bookName: `Book ${index + 1}` }));
    const html = renderToString(
      <VirtualBookGrid books={books} renderCard={(book) => <span>{book.bookName}</span>} entryKey="default" resultsTop={() => null} />,
    );
    expect(html.match(/<li /g)).toHaveLength(10);
    expect(html).toContain('Book 10');
    expect(html).not.toContain('Book 11');
    expect(html).toContain('aria-setsize="40"');
    expect(html).toContain('md:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5');
    expect(html).toContain('padding-bottom:0');
  });
});
