import * as v from 'valibot';
import { BookSchema, type Book } from './book.ts';
import { catalogueMessages as messages } from './catalogueMessages.ts';

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

/** The document must be a list; anything else makes the whole catalogue unusable. */
export function assertCatalogueList(data: unknown): asserts data is unknown[] {
  if (!Array.isArray(data)) {
    throw new CatalogueFormatError(messages.catalogueInvalid);
  }
}

/**
 * Validates entries one at a time, so a caller can spread a large catalogue over several
 * tasks. Keeps every valid book and reports the rest: one bad entry must not hide the others.
 */
export function createCatalogueValidator() {
  const books: Book[] = [];
  const rejected: RejectedEntry[] = [];
  const seenIds = new Set<number>();
  return {
    add(entry: unknown, index: number): void {
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
    },
    result(): ParsedCatalogue {
      return { books, rejected };
    },
  };
}

/**
 * Keeps every valid book and reports the rest: one bad entry must not hide the catalogue.
 * Throws only when the whole document is unusable (not a list).
 */
export function parseCatalogue(data: unknown): ParsedCatalogue {
  assertCatalogueList(data);
  const validator = createCatalogueValidator();
  data.forEach((entry: unknown, index) => validator.add(entry, index));
  return validator.result();
}

/** JSON text to a catalogue; text that is not JSON is as unusable as a document that is not a list. */
export function parseCatalogueText(text: string): ParsedCatalogue {
  return parseCatalogue(parseJson(text));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CatalogueFormatError(messages.catalogueInvalid);
  }
}
