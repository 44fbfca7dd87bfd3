import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueWorkerJob, type CatalogueRequest, type CatalogueWorkerReply } from './catalogueWorkerReplies';
import { catalogueFingerprint } from './catalogueFingerprint';
import { makeBook } from '../testing/makeBook';

const books = (count: number) => Array.from({ length: count }, (_, i) => makeBook({ bookId: i + 1, bookName: `Book ${i + 1}`, totalPages: 100 + ((i * 37) % 400) }));

/** The worker's job, and the replies it has posted so far. */
function job(chunkSize?: number) {
  const replies: CatalogueWorkerReply[] = [];
  const answer = catalogueWorkerJob((reply) => replies.push(reply), chunkSize);
  return { replies, answer: (request: CatalogueRequest) => answer(request) };
}

afterEach(() => vi.unstubAllGlobals());

describe('catalogueWorkerJob', () => {
  it('says it has parsed the catalogue, and sends nothing more until asked', async () => {
    const { replies, answer } = job(2);
    await answer({ type: 'parse', body: JSON.stringify(books(3)), fingerprint: false });
    expect(replies).toEqual([{ type: 'parsed' }]);
  });

  it('then sends the valid books in chunks, in order, then the skipped entries', async () => {
    const { replies, answer } = job(2);
    await answer({ type: 'parse', body: JSON.stringify([...books(5), { bookId: 'x' }]), fingerprint: false });
    await answer({ type: 'send' });
    expect(replies.map((reply) => reply.type)).toEqual(['parsed', 'books', 'books', 'books', 'done']);
    const sent = replies.flatMap((reply) => (reply.type === 'books' ? reply.books : []));
    expect(sent.map((book) => book.bookId)).toEqual([1, 2, 3, 4, 5]);
    expect(replies.at(-1)).toMatchObject({ type: 'done', rejected: [{ index: 5 }] });
  });

  it("sends the first look at the page's list views ahead of the books: each view's count and first books, sorted as asked", async () => {
    const catalogue = books(20);
    const { replies, answer } = job(500);
    await answer({ type: 'parse', body: JSON.stringify(catalogue), fingerprint: false });
    await answer({
      type: 'send',
      firstLook: {
        views: [
          { ids: [9, 3, 99, 5, 12], sortKey: undefined, direction: 'asc' },
          { ids: [9, 3, 5, 12], sortKey: 'totalpages', direction: 'desc' },
        ],
        limit: 2,
      },
    });
    expect(replies.map((reply) => reply.type)).toEqual(['parsed', 'firstLook', 'books', 'done']);
    const [, look] = replies;
    const pages = (id: number) => catalogue[id - 1]?.totalPages ?? 0;
    const byPagesDesc = [9, 3, 5, 12].sort((a, b) => pages(b) - pages(a));
    expect(look).toEqual({
      type: 'firstLook',
      looks: [
        // Catalogue order, the unknown id 99 left out of the count.
        { count: 4, books: [catalogue[2], catalogue[4]] },
        { count: 4, books: byPagesDesc.slice(0, 2).map((id) => catalogue[id - 1]) },
      ],
    });
  });

  it('says done at once for an empty list, once asked', async () => {
    const { replies, answer } = job();
    await answer({ type: 'parse', body: '[]', fingerprint: false });
    await answer({ type: 'send' });
    expect(replies).toEqual([{ type: 'parsed' }, { type: 'done', rejected: [] }]);
  });

  it('sends the books once: a second ask finds nothing to send', async () => {
    const { replies, answer } = job();
    await answer({ type: 'parse', body: JSON.stringify(books(2)), fingerprint: false });
    await answer({ type: 'send' });
    await answer({ type: 'send' });
    expect(replies.filter((reply) => reply.type === 'done')).toHaveLength(1);
  });

  it.each(['{"books": []}', 'not json', '', 'null'])('answers invalid for %j', async (text) => {
    const { replies, answer } = job();
    await answer({ type: 'parse', body: text, fingerprint: true });
    await answer({ type: 'send' });
    expect(replies).toEqual([{ type: 'invalid' }]);
  });

  it("reads the catalogue's bytes as UTF-8 and notes their fingerprint when asked", async () => {
    const text = JSON.stringify([makeBook({ bookId: 1, bookName: 'Cien años de soledad' })]);
    const bytes = new TextEncoder().encode(text);
    const { replies, answer } = job();
    await answer({ type: 'parse', body: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), fingerprint: true });
    await answer({ type: 'send' });
    expect(replies[1]).toMatchObject({ type: 'books', books: [{ bookName: 'Cien años de soledad' }] });
    expect(replies.at(-1)).toEqual({ type: 'done', rejected: [], fingerprint: catalogueFingerprint(text) });
  });

  it('reads the catalogue again itself when asked to, within the time given', async () => {
    const text = JSON.stringify(books(3));
    const fetch = vi.fn(async () => new Response(text));
    vi.stubGlobal('fetch', fetch);
    const { replies, answer } = job();
    await answer({ type: 'read', url: 'http://site/booksData.json', timeoutMs: 5000, fingerprint: true });
    expect(fetch).toHaveBeenCalledWith('http://site/booksData.json', expect.objectContaining({ cache: 'force-cache', signal: expect.any(AbortSignal) }));
    await answer({ type: 'send' });
    expect(replies.map((reply) => reply.type)).toEqual(['parsed', 'books', 'done']);
    expect(replies.at(-1)).toMatchObject({ fingerprint: catalogueFingerprint(text) });
  });

  it.each([
    ['an error status', () => Promise.resolve(new Response('gone', { status: 500 }))],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says it could not read the catalogue again on %s, so the page hands over its own copy', async (_case, answerFetch) => {
    vi.stubGlobal('fetch', vi.fn(answerFetch));
    const { replies, answer } = job();
    await answer({ type: 'read', url: 'http://site/booksData.json', timeoutMs: 5000, fingerprint: false });
    expect(replies).toEqual([{ type: 'unread' }]);
  });

  it('says it failed when its own code breaks, so the page does the work instead of waiting', async () => {
    const { replies, answer } = job();
    await answer({ type: 'parse', body: JSON.stringify(books(2)), fingerprint: false });
    await answer({ type: 'send', firstLook: { views: undefined as never, limit: 1 } });
    expect(replies).toEqual([{ type: 'parsed' }, { type: 'failed' }]);
  });
});
