import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_CHARACTERS, pageQuery } from './pageQuery';

const onlyPageQueryCharacters = new RegExp(`^[${PAGE_QUERY_CHARACTERS}]*$`);

describe('pageQuery', () => {
  it('spells plain names and values as they are, joined by &', () => {
    expect(pageQuery([['category', 'Fiction'], ['tag', 'Magic']])).toBe('category=Fiction&tag=Magic');
  });

  it('writes a space as + and escapes what a file name cannot hold', () => {
    expect(pageQuery([['tag', 'Coming of Age']])).toBe('tag=Coming+of+Age');
    expect(pageQuery([['category', "Children's"]])).toBe('category=Children%27s');
    expect(pageQuery([['tag', 'St. Louis (1904)!*~']])).toBe('tag=St%2E+Louis+%281904%29%21%2A%7E');
    expect(pageQuery([['tag', 'a/b?c#d&e=f+g']])).toBe('tag=a%2Fb%3Fc%23d%26e%3Df%2Bg');
  });

  it('holds only the characters a server names files with, for any text', () => {
    const texts = ['Žluťoučký kůň', '../../etc/passwd', '<script>', '日本語', 'x.head', "'\"`\\", '%41'];
    for (const text of texts) expect(pageQuery([['tag', text]])).toMatch(onlyPageQueryCharacters);
  });

  it('reads back as the same names and values', () => {
    const entries: [string, string][] = [['q', 'Dune & co. 100%'], ['tag', 'Ça va (oui)'], ['category', "Children's"]];
    expect([...new URLSearchParams(pageQuery(entries))]).toEqual(entries);
  });

  it('is empty for no entries', () => {
    expect(pageQuery([])).toBe('');
  });
});
