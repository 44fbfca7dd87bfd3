import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, findLinks, localPath } from './check-doc-links.mjs';

const root = '/repo';

describe('findLinks', () => {
  it('finds inline links and images with their lines, without titles or angle brackets', () => {
    const markdown = ['# Title', 'See [the docs](docs/a.md "A") and ![Home](docs/images/home.png).', '[spaced](<docs/my file.md>)'].join('\n');
    expect(findLinks(markdown)).toEqual([
      { line: 2, target: 'docs/a.md' },
      { line: 2, target: 'docs/images/home.png' },
      { line: 3, target: 'docs/my file.md' },
    ]);
  });

  it('finds reference definitions and HTML attributes', () => {
    const markdown = ['[a][ref]', '[ref]: ./docs/b.md', '<img src="docs/images/x.png" alt="">', '<a href=\'docs/c.md\'>c</a>'].join('\n');
    expect(findLinks(markdown).map((link) => link.target)).toEqual(['./docs/b.md', 'docs/images/x.png', 'docs/c.md']);
  });

  it('skips fenced code blocks and code spans', () => {
    const markdown = ['```sh', 'echo [x](missing.md)', '```', 'Type `[y](missing.md)` or ``[z](a`b.md)``.', '~~~', '[w](missing.md)', '~~~', '[v](kept.md)'].join(
      '\n',
    );
    expect(findLinks(markdown)).toEqual([{ line: 8, target: 'kept.md' }]);
  });

  it('keeps a longer fence open across a shorter one inside it', () => {
    const markdown = ['````md', '```', '[x](missing.md)', '```', '````', '[y](kept.md)'].join('\n');
    expect(findLinks(markdown).map((link) => link.target)).toEqual(['kept.md']);
  });
});

describe('localPath', () => {
  it.each(['https://example.com/a.md', 'mailto:someone@example.com', '//cdn.example.com/x.png', '#the-two-commands'])('ignores %s', (target) => {
    expect(localPath(target, join(root, 'docs'), root)).toBeNull();
  });

  it('resolves against the Markdown file’s folder, dropping the heading and query', () => {
    expect(localPath('../README.md#the-two-commands', join(root, 'docs'), root)).toBe(join(root, 'README.md'));
    expect(localPath('images/a%20b.png?raw=1', join(root, 'docs'), root)).toBe(join(root, 'docs/images/a b.png'));
  });

  it('resolves a path starting with / against the repository root', () => {
    expect(localPath('/scripts/serve.mjs', join(root, 'docs'), root)).toBe(join(root, 'scripts/serve.mjs'));
  });
});

describe('brokenLinks', () => {
  it('reports only the local links whose file is missing', () => {
    const files = new Set([join(root, 'docs/architecture.md'), join(root, 'README.md')]);
    const markdown = ['[arch](architecture.md#flows)', '[gone](performance.md)', '[back](../README.md)', '[web](https://example.com/nowhere.md)', '[here](#top)'].join('\n');
    expect(brokenLinks(markdown, join(root, 'docs/index.md'), root, (path) => files.has(path))).toEqual([{ line: 2, target: 'performance.md' }]);
  });
});
