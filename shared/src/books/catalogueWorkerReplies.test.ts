import { describe, expect, it } from 'vitest';
import { catalogueWorkerReplies } from './catalogueWorkerReplies';
import { catalogueFingerprint } from './catalogueFingerprint';
import { makeBook } from '../testing/makeBook';

const books = (count: number) => Array.from({ length: count }, (_, i) => makeBook({ bookId: i + 1, bookName: `Book ${i + 1}` }));

describe('catalogueWorkerReplies', () => {
  it('sends the valid books in chunks, in order, then the skipped entries', () => {
    const replies = [...catalogueWorkerReplies({ body: JSON.stringify([...books(5), { bookId: 'x' }]), fingerprint: false }, 2)];
    expect(replies.map((reply) => reply.type)).toEqual(['books', 'books', 'books', 'done']);
    const sent = replies.flatMap((reply) => (reply.type === 'books' ? reply.books : []));
    expect(sent.map((book) => book.bookId)).toEqual([1, 2, 3, 4, 5]);
    expect(replies.at(-1)).toMatchObject({ type: 'done', rejected: [{ index: 5 }] });
  });

  it('says done at once for an empty list', () => {
    expect([...catalogueWorkerReplies({ body: '[]', fingerprint: false })]).toEqual([{ type: 'done', rejected: [] }]);
  });

  it.each(['{"books": []}', 'not json', '', 'null'])('answers invalid for %j', (text) => {
    expect([...catalogueWorkerReplies({ body: text, fingerprint: true })]).toEqual([{ type: 'invalid' }]);
  });

  it("reads the catalogue's bytes as UTF-8 and notes their fingerprint when asked", () => {
    const text = JSON.stringify([makeBook({ bookId: 1, bookName: 'Cien años de soledad' })]);
    const bytes = new TextEncoder().encode(text);
    const replies = [...catalogueWorkerReplies({ body: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), fingerprint: true })];
    expect(replies[0]).toMatchObject({ type: 'books', books: [{ bookName: 'Cien años de soledad' }] });
    expect(replies.at(-1)).toEqual({ type: 'done', rejected: [], fingerprint: catalogueFingerprint(text) });
  });
});
