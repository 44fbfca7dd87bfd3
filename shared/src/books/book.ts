import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const BookSchema = v.object({
  bookId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bookName: text,
  author: text,
  image: v.string(),
  tags: v.array(v.string()),
  category: v.string(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  publisher: v.string(),
  yearOfPublishing: v.pipe(v.number(), v.integer()),
  review: v.string(),
});

export type Book = v.InferOutput<typeof BookSchema>;

export function isBook(value: unknown): value is Book {
  return v.is(BookSchema, value);
}
