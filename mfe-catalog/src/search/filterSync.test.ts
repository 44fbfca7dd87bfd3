import { describe, expect, it } from 'vitest';
import { askFor, seeSearch, startSync } from './filterSync';

describe('filter sync', () => {
  it('starts from the URL', () => {
    expect(startSync('?q=dune&sort=title').filters).toEqual({ q: 'dune', sort: 'title' });
  });

  it('keeps what the visitor typed while the URL catches up one keystroke behind', () => {
    let sync = startSync('');
    ({ sync } = askFor(sync, { q: 'd' }));
    ({ sync } = askFor(sync, { q: 'du' }));
    sync = seeSearch(sync, '?q=d');
    expect(sync.filters.q).toBe('du');
    sync = seeSearch(sync, '?q=du');
    expect(sync.filters.q).toBe('du');
    expect(sync.pending).toEqual([]);
  });

  it('takes a URL it did not ask for (Back, a link) as the new filters', () => {
    let sync = startSync('?q=dune');
    ({ sync } = askFor(sync, { q: 'dune', category: 'Classic' }));
    sync = seeSearch(sync, '?q=dune&category=Classic');
    sync = seeSearch(sync, '?q=dune');
    expect(sync.filters).toEqual({ q: 'dune' });
    sync = seeSearch(sync, '?tag=Fantasy');
    expect(sync.filters).toEqual({ q: '', tag: 'Fantasy' });
  });

  it('returns the search to navigate to', () => {
    expect(askFor(startSync(''), { q: 'war & peace', tag: 'Classic' }).search).toBe('?q=war+%26+peace&tag=Classic');
  });
});
