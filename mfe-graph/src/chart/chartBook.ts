/** What the chart needs of a book. */
export interface ChartBook {
  bookId: number;
  bookName: string;
  totalPages: number;
}
