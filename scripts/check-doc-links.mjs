#!/usr/bin/env node
// Fails when a relative link or image in README.md or docs/ points to no file, so moving or
// renaming a document cannot leave a dead link behind. Links with a scheme (https:, mailto:)
// and links to a heading of the same page (#…) are not checked; a link's own #heading or
// ?query is dropped and only its file is looked for. Part of `pnpm lint`.
//   node scripts/check-doc-links.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Every link target in a Markdown text, with its line: inline links and images `[a](b "t")`,
 * reference definitions `[a]: b`, and HTML `src=`/`href=` attributes. Fenced code blocks and
 * `code spans` are skipped: what they show is not a link.
 * @param {string} markdown
 * @returns {{ line: number, target: string }[]}
 */
export function findLinks(markdown) {
  const links = [];
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
    const prose = text.replace(/(`+).*?\1/g, '');
    const add = (target) => links.push({ line: index + 1, target });
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)/g)) add(match[1].replace(/^<|>$/g, ''));
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) add(definition[1].replace(/^<|>$/g, ''));
    for (const match of prose.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)) add(match[1]);
  });
  return links;
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
 * The links of one Markdown file that point to no file.
 * @param {string} markdown
 * @param {string} file the Markdown file's path
 * @param {string} root the repository's root
 * @param {(path: string) => boolean} exists
 */
export function brokenLinks(markdown, file, root, exists = existsSync) {
  return findLinks(markdown).filter(({ target }) => {
    const path = localPath(target, dirname(file), root);
    return path !== null && !exists(path);
  });
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
  const problems = documents(root).flatMap((file) =>
    brokenLinks(readFileSync(file, 'utf8'), file, root).map(({ line, target }) => `${relative(root, file)}:${line}: ${target} points to no file`),
  );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
