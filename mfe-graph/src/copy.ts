import { formatCount } from '@bookmarked/ui';

/** Every text of the Books pages graph a visitor can read (book data aside). */
const pages = (n: number) => `${formatCount(n)} ${n === 1 ? 'page' : 'pages'}`;

export const graphTexts = {
  title: 'Books pages graph',
  chartLabel: 'Bar chart of the number of pages of each book',
  scrollHint: 'Scroll sideways to see every book.',
  scrollRegion: 'Books pages chart, scrolls sideways',
  pagesAxis: 'Pages',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  tableCaption: 'Number of pages of each book',
  bookColumn: 'Book',
  pagesColumn: 'Pages',
  tablePages: 'Data table pages',
  firstRows: 'First rows',
  previousRows: 'Previous rows',
  nextRows: 'Next rows',
  lastRows: 'Last rows',
  rowsShown: (from: number, to: number, of: number) =>
    `Books ${formatCount(from)}–${formatCount(to)} of ${formatCount(of)}`,
  emptyTitle: 'No books to chart yet',
  emptyText: 'The catalogue is empty right now. Once books are added, their page counts appear here.',
  chartFailedTitle: 'The chart could not be loaded',
  chartFailedText: 'The page counts are still listed in the data table below.',
  summary: (
    books: number,
    total: number,
    longest: { name: string; pages: number },
    shortest: { name: string; pages: number },
  ) =>
    `${formatCount(books)} ${books === 1 ? 'book' : 'books'}, ${pages(total)} in all; ` +
    `longest: ${longest.name} (${pages(longest.pages)}); shortest: ${shortest.name} (${pages(shortest.pages)})`,
} as const;
