#!/usr/bin/env node
// Fails when a relative link or image in README.md or docs/ points to no file, or its #heading
// to no heading of that Markdown file, so moving or renaming a document or a section cannot
// leave a dead link behind. Links with a scheme (https:, mailto:) are not checked; a link's
// ?query is dropped, and a #heading is checked only in a Markdown file (in any other file it
// is a line or a fragment that only a viewer knows). Part of `pnpm lint`.
//   node scripts/check-doc-links.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import GithubSlugger from 'github-slugger';

/**
 * Each line of a Markdown text that is outside fenced code blocks, with its number (from 1).
 * @param {string} markdown
 * @returns {{ line: number, text: string }[]}
 */
function proseLines(markdown) {
  const lines = [];
  let fence = null;
  markdown.split('\n').forEach((text, index) => {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      return;
    }
    if (fenceMark) {
      fence = fenceMark;
      return;
    }
    lines.push({ line: index + 1, text });
  });
  return lines;
}

/**
 * Every link target in a Markdown text, with its line: inline links and images `[a](b "t")`,
 * reference definitions `[a]: b`, and HTML `src=`/`href=` attributes. Fenced code blocks and
 * `code spans` are skipped: what they show is not a link.
 * @param {string} markdown
 * @returns {{ line: number, target: string }[]}
 */
export function findLinks(markdown) {
  const links = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+).*?\1/g, '');
    const add = (target) => links.push({ line, target });
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)/g)) add(match[1].replace(/^<|>$/g, ''));
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) add(definition[1].replace(/^<|>$/g, ''));
    for (const match of prose.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)) add(match[1]);
  }
  return links;
}

/**
 * The text a heading's Markdown shows, which is what GitHub makes its anchor from: code spans
 * keep their content, links and images their text, and emphasis, HTML tags and backslash
 * escapes go. (`*` and `~` need no rule: the slug drops them anyway; `_` it keeps.)
 * @param {string} heading
 */
export function headingText(heading) {
  return heading
    .split(/(`+)(.+?)\1/)
    .map((part, index) => {
      // split() puts each code span's backticks at 1, 4, … and its content at 2, 5, …
      if (index % 3 === 1) return '';
      if (index % 3 === 2) return part;
      return part
        .replace(/!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(?<![\p{L}\p{N}\\])_+|(?<!\\)_+(?![\p{L}\p{N}])/gu, '')
        .replace(/\\([!-/:-@[-`{-~])/g, '$1');
    })
    .join('');
}

/**
 * The anchors GitHub gives the ATX headings (`## Title`) of a Markdown text: lower case, spaces
 * to `-`, punctuation dropped but `-` and `_`, and a heading seen before gets `-1`, `-2`, …
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(text);
    if (heading) anchors.add(slugger.slug(headingText(heading[1] ?? '')));
  }
  return anchors;
}

/**
 * The file a link target names, relative to the Markdown file's folder (or to the repository's
 * root when it starts with `/`), or null when the target is not a local file: it has a scheme,
 * starts with `//`, or is only a #heading.
 * @param {string} target
 * @param {string} fileDir the folder of the Markdown file that holds the link
 * @param {string} root the repository's root
 * @returns {string | null}
 */
export function localPath(target, fileDir, root) {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('#')) return null;
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
  return path.startsWith('/') ? join(root, path) : join(fileDir, path);
}

/**
 * The link's #heading, decoded, or null when it has none (or an empty one).
 * @param {string} target
 */
function anchorOf(target) {
  const anchor = /#(.+)$/.exec(target)?.[1];
  return anchor === undefined ? null : decodeURIComponent(anchor);
}

const isMarkdown = (path) => /\.(md|markdown)$/i.test(path);

/** The repository's files, as `brokenLinks` reads them. */
const onDisk = { exists: existsSync, read: (path) => readFileSync(path, 'utf8') };

/**
 * The links of one Markdown file that point to no file, or to a heading its Markdown file does
 * not have, each with why.
 * @param {string} markdown
 * @param {string} file the Markdown file's path
 * @param {string} root the repository's root
 * @param {{ exists: (path: string) => boolean, read: (path: string) => string }} files
 * @returns {{ line: number, target: string, problem: string }[]}
 */
export function brokenLinks(markdown, file, root, files = onDisk) {
  const anchorsByFile = new Map([[file, headingAnchors(markdown)]]);
  const anchorsOf = (path) => {
    if (!anchorsByFile.has(path)) anchorsByFile.set(path, headingAnchors(files.read(path)));
    return anchorsByFile.get(path);
  };
  return findLinks(markdown).flatMap(({ line, target }) => {
    const sameFile = target.startsWith('#');
    const path = sameFile ? file : localPath(target, dirname(file), root);
    if (path === null) return [];
    if (!sameFile && !files.exists(path)) return [{ line, target, problem: 'points to no file' }];
    const anchor = anchorOf(target);
    // `#top` needs no heading: a browser scrolls to the page's top for it.
    if (anchor === null || anchor.toLowerCase() === 'top' || !isMarkdown(path) || anchorsOf(path).has(anchor)) return [];
    return [{ line, target, problem: `points to no heading #${anchor} in ${relative(root, path)}` }];
  });
}

/**
 * One line per broken link of a Markdown file: `file:line: target problem`, with the file
 * relative to the repository's root.
 * @param {string} file
 * @param {string} root
 * @param {{ exists: (path: string) => boolean, read: (path: string) => string }} [files]
 */
export function problemsIn(file, root, files = onDisk) {
  return brokenLinks(files.read(file), file, root, files).map(({ line, target, problem }) => `${relative(root, file)}:${line}: ${target} ${problem}`);
}

/** README.md and every Markdown file under docs/. */
function documents(root) {
  const docs = join(root, 'docs');
  const underDocs = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join(docs, name))
    : [];
  return [join(root, 'README.md'), ...underDocs.sort()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = documents(root).flatMap((file) => problemsIn(file, root));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
