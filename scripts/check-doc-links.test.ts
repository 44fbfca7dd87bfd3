import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, findLinks, headingAnchors, headingText, localPath, problemsIn } from './check-doc-links.mjs';

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

describe('headingText', () => {
  it('keeps what the heading shows: code spans as written, the text of links and images, no emphasis or tags', () => {
    expect(headingText('Where the remotes are: `remotes.json`')).toBe('Where the remotes are: remotes.json');
    expect(headingText('[The link](a.md) and ![an image](b.png) and [a ref][r]')).toBe('The link and an image and a ref');
    expect(headingText('_Emphasis_, __strong__, snake_case and `a_b_`')).toBe('Emphasis, strong, snake_case and a_b_');
    expect(headingText('<code>x</code> \\_kept\\_')).toBe('x _kept_');
  });
});

describe('headingAnchors', () => {
  it('makes GitHub’s anchors: lower case, spaces to -, punctuation dropped but - and _', () => {
    const markdown = ['# Title', '## Edge-side includes (a CDN or Varnish)', '### `pnpm bench:scale`', '#### snake_case & co ##', '#not-a-heading'].join('\n');
    expect([...headingAnchors(markdown)]).toEqual(['title', 'edge-side-includes-a-cdn-or-varnish', 'pnpm-benchscale', 'snake_case--co']);
  });

  it('numbers a heading seen before, and skips headings in fenced code', () => {
    const markdown = ['## Results', '```sh', '# Results', '```', '## Results', '## Results'].join('\n');
    expect([...headingAnchors(markdown)]).toEqual(['results', 'results-1', 'results-2']);
  });
});

/** An in-memory repository: paths relative to its root, each with its text. */
function repository(texts: Record<string, string>) {
  const byPath = new Map(Object.entries(texts).map(([path, text]) => [join(root, path), text]));
  return {
    exists: (path: string) => byPath.has(path),
    read: (path: string) => {
      const text = byPath.get(path);
      if (text === undefined) throw new Error(`no file ${path}`);
      return text;
    },
  };
}

describe('brokenLinks', () => {
  const files = repository({
    'README.md': '# Bookmarked\n## The two commands\n',
    'docs/architecture.md': '# Architecture\n## Flows\n## Notes\n## Notes\n',
    'docs/images/home.png': '',
    'scripts/serve.mjs': '',
  });
  const file = join(root, 'docs/index.md');
  const broken = (...lines: string[]) => brokenLinks(['# Index', ...lines].join('\n'), file, root, files);

  it('reports only the local links whose file is missing', () => {
    expect(broken('[arch](architecture.md#flows)', '[gone](performance.md)', '[back](../README.md)', '[web](https://example.com/nowhere.md)', '[here](#top)')).toEqual([
      { line: 3, target: 'performance.md', problem: 'points to no file' },
    ]);
  });

  it('reports a link to a heading its Markdown file does not have, naming the heading and the file', () => {
    expect(broken('[ok](../README.md#the-two-commands)', '[moved](architecture.md#timeline)')).toEqual([
      { line: 3, target: 'architecture.md#timeline', problem: 'points to no heading #timeline in docs/architecture.md' },
    ]);
  });

  it('passes the -1 anchor of a doubled heading, and fails a -2 that does not exist', () => {
    expect(broken('[first](architecture.md#notes)', '[second](architecture.md#notes-1)', '[third](architecture.md#notes-2)').map((link) => link.target)).toEqual([
      'architecture.md#notes-2',
    ]);
  });

  it('checks a #heading of the same file against its own headings', () => {
    expect(broken('## Usage', '[up](#usage)', '[nowhere](#install)')).toEqual([{ line: 4, target: '#install', problem: 'points to no heading #install in docs/index.md' }]);
  });

  it('ignores the #fragment of a link into a file that is not Markdown', () => {
    expect(broken('[serve](/scripts/serve.mjs#L10)', '![home](images/home.png#dark)')).toEqual([]);
  });

  it('decodes a percent-encoded anchor before looking for it', () => {
    const text = ['## Café', '[ok](#caf%C3%A9)'].join('\n');
    expect(brokenLinks(text, file, root, files)).toEqual([]);
  });
});

describe('problemsIn', () => {
  it('gives one line per broken link with the file, its line, the link and the missing anchor', () => {
    const files = repository({ 'docs/index.md': '# Index\n[arch](architecture.md#timeline)\n', 'docs/architecture.md': '# Architecture\n' });
    expect(problemsIn(join(root, 'docs/index.md'), root, files)).toEqual([
      'docs/index.md:2: architecture.md#timeline points to no heading #timeline in docs/architecture.md',
    ]);
  });
});
