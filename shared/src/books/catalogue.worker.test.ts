import { expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';

it("answers the page's catalogue from inside the worker: parsed, then, once asked, its books and the end", async () => {
  const replies: unknown[] = [];
  vi.stubGlobal('postMessage', (reply: unknown) => replies.push(reply));
  // Undone after the test, with the handler the worker's script sets.
  vi.stubGlobal('onmessage', null);
  vi.resetModules();
  await import('./catalogue.worker');
  const books = [makeBook({ bookId: 1 }), makeBook({ bookId: 2 })];
  const receive = (globalThis as unknown as { onmessage: (event: { data: unknown }) => void }).onmessage;
  receive({ data: { type: 'parse', body: JSON.stringify([books[0], { bookId: 'x' }, books[1]]), fingerprint: false } });
  await vi.waitFor(() => expect(replies).toEqual([{ type: 'parsed' }]));
  receive({ data: { type: 'send' } });
  await vi.waitFor(() =>
    expect(replies).toEqual([
      { type: 'parsed' },
      { type: 'books', books },
      { type: 'done', rejected: [expect.objectContaining({ index: 1 })] },
    ]),
  );
});
