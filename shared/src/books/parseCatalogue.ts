import * as v from 'valibot';
import { BookSchema, type Book } from './book';
import { messages } from '../feedback/messages';

export class CatalogueFormatError extends Error {
  override name = 'CatalogueFormatError';
}

export interface RejectedEntry {
  index: number;
  reason: string;
}

export interface ParsedCatalogue {
  books: Book[];
  rejected: RejectedEntry[];
}

/**
 * Keeps every valid book and reports the rest: one bad entry must not hide the catalogue.
 * Throws only when the whole document is unusable (not a list).
 */
export function parseCatalogue(data: unknown): ParsedCatalogue {
  if (!Array.isArray(data)) {
    throw new CatalogueFormatError(messages.catalogueInvalid);
  }
  const books: Book[] = [];
  const rejected: RejectedEntry[] = [];
  const seenIds = new Set<number>();
  data.forEach((entry: unknown, index) => {
    const result = v.safeParse(BookSchema, entry);
    if (!result.success) {
      const issue = result.issues[0];
      const path = issue.path?.map((item) => String(item.key)).join('.') ?? 'entry';
      rejected.push({ index, reason: `${path}: ${issue.message}` });
      return;
    }
    if (seenIds.has(result.output.bookId)) {
      rejected.push({ index, reason: `duplicate bookId ${result.output.bookId}` });
      return;
    }
    seenIds.add(result.output.bookId);
    books.push(result.output);
  });
  return { books, rejected };
}
