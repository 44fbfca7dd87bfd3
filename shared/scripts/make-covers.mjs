#!/usr/bin/env node
// Draws a simple book cover for every entry in ../public/booksData.json and writes it to
// ../public/covers/{bookId}.webp. The cover is drawn as SVG and shipped as WebP: a page with a
// dozen SVG covers spends its main thread on each one's own document and its text (at 4x CPU
// about 150 ms on Home, before the page can hydrate), where a WebP decodes off the main
// thread, at about 5 KB. Run it after changing a book's title, author or category.

import { readFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const dataUrl = new URL('../public/booksData.json', import.meta.url);
const outDirUrl = new URL('../public/covers/', import.meta.url);

const WIDTH = 300;
const HEIGHT = 450;
const TEXT_MARGIN = 38; // horizontal padding for text inside the frame
const TEXT_WIDTH = WIDTH - 2 * TEXT_MARGIN;
const SERIF = "Georgia, 'Times New Roman', Times, serif";

// Dark gradient backgrounds (top, bottom) with a light accent for the frame
// and ornaments; all text is drawn in a warm cream that contrasts with them.
const PALETTE = [
  { top: '#1c2b4d', bottom: '#0b1224', accent: '#d9b64e' }, // midnight & gold
  { top: '#7d2230', bottom: '#3a0c14', accent: '#f0c987' }, // burgundy
  { top: '#1f5240', bottom: '#0c261c', accent: '#c7e3a4' }, // forest
  { top: '#146473', bottom: '#082f36', accent: '#9fe3df' }, // teal
  { top: '#5d2c72', bottom: '#2a1035', accent: '#e9bdf2' }, // plum
  { top: '#a3481f', bottom: '#52200a', accent: '#ffd7a3' }, // rust
  { top: '#3b4b54', bottom: '#182126', accent: '#ffcb7d' }, // slate
  { top: '#2f3d91', bottom: '#141a45', accent: '#b8c5ff' }, // indigo
  { top: '#56692d', bottom: '#263213', accent: '#f3e6ad' }, // olive
  { top: '#8e3d5e', bottom: '#45172b', accent: '#ffc3d8' }, // rose
];
const TEXT_COLOR = '#fbf4e4';

function escapeXml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// Greedy word wrap, used to find the minimum number of lines for a width.
function greedyLineCount(words, maxChars) {
  let count = 0;
  let len = -1;
  for (const word of words) {
    if (len >= 0 && len + 1 + word.length <= maxChars) {
      len += 1 + word.length;
    } else {
      count += 1;
      len = word.length;
    }
  }
  return count;
}

// Split words into exactly n lines, minimising the longest line and then the
// raggedness (sum of squared line lengths). Deterministic: ties keep the
// first split found. Returns null if some line would exceed maxChars.
function balancedLines(words, n, maxChars) {
  const count = words.length;
  if (n > count) return null;
  const lineLen = (from, to) => {
    let len = -1;
    for (let k = from; k < to; k += 1) len += 1 + words[k].length;
    return len;
  };
  // best[i][j]: best split of the first j words into i lines.
  const best = Array.from({ length: n + 1 }, () => new Array(count + 1).fill(null));
  best[0][0] = { max: 0, squares: 0, breaks: [] };
  for (let i = 1; i <= n; i += 1) {
    for (let j = i; j <= count; j += 1) {
      for (let k = i - 1; k < j; k += 1) {
        const prev = best[i - 1][k];
        if (!prev) continue;
        const len = lineLen(k, j);
        if (len > maxChars) continue;
        const cand = {
          max: Math.max(prev.max, len),
          squares: prev.squares + len * len,
          breaks: [...prev.breaks, j],
        };
        const cur = best[i][j];
        if (!cur || cand.max < cur.max || (cand.max === cur.max && cand.squares < cur.squares)) {
          best[i][j] = cand;
        }
      }
    }
  }
  const result = best[n][count];
  if (!result) return null;
  const lines = [];
  let start = 0;
  for (const end of result.breaks) {
    lines.push(words.slice(start, end).join(' '));
    start = end;
  }
  return lines;
}

// Approximate characters per line for a serif font at a given size.
function charsPerLine(fontSize, widthFactor) {
  return Math.max(1, Math.floor(TEXT_WIDTH / (fontSize * widthFactor)));
}

// A line holding only a small lowercase word ("of", "the", "and") looks
// stranded, so such layouts are penalised.
function strandedLines(lines) {
  return lines.filter((l) => l.length <= 3 && l === l.toLowerCase()).length;
}

// Picks font size and line breaks: bigger type scores higher, every extra
// line costs a little, stranded little words cost more. Lines are kept
// within an approximate width so they fit inside the frame.
function layoutText(text, { maxSize, minSize, maxLines, maxHeight, widthFactor, lineHeight }) {
  const words = String(text).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { size: maxSize, lines: [] };
  let best = null;
  for (let size = maxSize; size >= minSize; size -= 1) {
    const cpl = charsPerLine(size, widthFactor);
    if (words.some((w) => w.length > cpl)) continue;
    const minLines = greedyLineCount(words, cpl);
    for (let n = minLines; n <= Math.min(maxLines, words.length); n += 1) {
      if (n * size * lineHeight > maxHeight) break;
      const lines = balancedLines(words, n, cpl);
      if (!lines) continue;
      const score = size - 5 * (n - 1) - 8 * strandedLines(lines);
      if (!best || score > best.score || (score === best.score && n < best.lines.length)) {
        best = { score, size, lines };
      }
    }
  }
  if (best) return { size: best.size, lines: best.lines };
  // Fallback for pathological input: smallest size, greedy-ish balanced wrap.
  const cpl = charsPerLine(minSize, widthFactor);
  const n = greedyLineCount(words, cpl);
  return { size: minSize, lines: balancedLines(words, n, Math.max(cpl, ...words.map((w) => w.length))) ?? words };
}

function fmt(n) {
  // Stable number formatting (max two decimals, no trailing zeros).
  return String(Math.round(n * 100) / 100);
}

function renderCover(book) {
  const id = Number(book.bookId);
  const colors = PALETTE[(((id - 1) % PALETTE.length) + PALETTE.length) % PALETTE.length];
  const fullTitle = String(book.bookName ?? '');
  const author = String(book.author ?? '');
  const category = String(book.category ?? '');
  const cx = WIDTH / 2;

  // "Main: Subtitle" titles get the subtitle in smaller italic type.
  const colon = fullTitle.indexOf(': ');
  const mainTitle = colon > 0 ? fullTitle.slice(0, colon) : fullTitle;
  const subtitle = colon > 0 ? fullTitle.slice(colon + 2) : '';

  // Title block: large bold serif, centred in the upper part of the cover.
  const titleLayout = layoutText(mainTitle, {
    maxSize: 42,
    minSize: 20,
    maxLines: 5,
    maxHeight: subtitle ? 150 : 210,
    widthFactor: 0.6,
    lineHeight: 1.18,
  });
  const subLayout = subtitle
    ? layoutText(subtitle, {
        maxSize: 19,
        minSize: 13,
        maxLines: 3,
        maxHeight: 72,
        widthFactor: 0.52,
        lineHeight: 1.3,
      })
    : { size: 0, lines: [] };

  const titleGap = titleLayout.size * 1.18;
  const subGap = subLayout.size * 1.3;
  const titleHeight = titleLayout.size + (titleLayout.lines.length - 1) * titleGap;
  const subHeight = subLayout.lines.length
    ? 14 + subLayout.size + (subLayout.lines.length - 1) * subGap
    : 0;
  const blockTop = 196 - (titleHeight + subHeight) / 2;
  // Baselines: cap height is roughly 0.72em for these serif faces.
  const firstBaseline = blockTop + titleLayout.size * 0.8;

  const titleTspans = titleLayout.lines
    .map((line, i) => `    <tspan x="${cx}" y="${fmt(firstBaseline + i * titleGap)}">${escapeXml(line)}</tspan>`)
    .join('\n');
  const titleLastBaseline = firstBaseline + (titleLayout.lines.length - 1) * titleGap;

  let subtitleText = '';
  let blockBottom = titleLastBaseline + titleLayout.size * 0.25;
  if (subLayout.lines.length) {
    const subFirst = titleLastBaseline + 14 + subLayout.size * 1.05;
    const subTspans = subLayout.lines
      .map((line, i) => `    <tspan x="${cx}" y="${fmt(subFirst + i * subGap)}">${escapeXml(line)}</tspan>`)
      .join('\n');
    subtitleText = `  <text text-anchor="middle" font-family="${SERIF}" font-size="${subLayout.size}" font-style="italic" fill="${TEXT_COLOR}" opacity="0.92">\n${subTspans}\n  </text>\n`;
    blockBottom = subFirst + (subLayout.lines.length - 1) * subGap + subLayout.size * 0.25;
  }

  // Ornament under the title: two short rules and a small diamond.
  const oy = blockBottom + 24;
  const ornament = [
    `  <line x1="${cx - 52}" y1="${fmt(oy)}" x2="${cx - 10}" y2="${fmt(oy)}" stroke="${colors.accent}" stroke-width="1.2"/>`,
    `  <line x1="${cx + 10}" y1="${fmt(oy)}" x2="${cx + 52}" y2="${fmt(oy)}" stroke="${colors.accent}" stroke-width="1.2"/>`,
    `  <path d="M ${cx} ${fmt(oy - 5)} L ${cx + 5} ${fmt(oy)} L ${cx} ${fmt(oy + 5)} L ${cx - 5} ${fmt(oy)} Z" fill="${colors.accent}"/>`,
  ].join('\n');

  // Author block near the bottom, smaller italic serif.
  const authorLayout = layoutText(author, {
    maxSize: 19,
    minSize: 13,
    maxLines: 2,
    maxHeight: 48,
    widthFactor: 0.52,
    lineHeight: 1.25,
  });
  const authorGap = authorLayout.size * 1.25;
  const authorLastBaseline = 392;
  const authorTspans = authorLayout.lines
    .map((line, i) => {
      const y = authorLastBaseline - (authorLayout.lines.length - 1 - i) * authorGap;
      return `    <tspan x="${cx}" y="${fmt(y)}">${escapeXml(line)}</tspan>`;
    })
    .join('\n');
  const authorRuleY =
    authorLastBaseline - (authorLayout.lines.length - 1) * authorGap - authorLayout.size - 10;

  const categoryLabel = category
    ? `  <text x="${cx}" y="58" text-anchor="middle" font-family="${SERIF}" font-size="11" letter-spacing="3" fill="${colors.accent}">${escapeXml(category.toUpperCase())}</text>\n`
    : '';

  const label = `${fullTitle} by ${author}`;
  const titleId = `cover-title-${id}`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${titleId}">
  <title id="${titleId}">${escapeXml(label)}</title>
  <defs>
    <linearGradient id="bg-${id}" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${colors.top}"/>
      <stop offset="1" stop-color="${colors.bottom}"/>
    </linearGradient>
    <radialGradient id="glow-${id}" cx="0.5" cy="0.38" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg-${id})"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow-${id})"/>
  <rect x="0" y="0" width="14" height="${HEIGHT}" fill="#000000" opacity="0.18"/>
  <rect x="14" y="0" width="1.5" height="${HEIGHT}" fill="#ffffff" opacity="0.12"/>
  <rect x="26" y="20" width="${WIDTH - 46}" height="${HEIGHT - 40}" fill="none" stroke="${colors.accent}" stroke-width="1.5" opacity="0.9"/>
  <rect x="32" y="26" width="${WIDTH - 58}" height="${HEIGHT - 52}" fill="none" stroke="${colors.accent}" stroke-width="0.6" opacity="0.6"/>
${categoryLabel}  <text text-anchor="middle" font-family="${SERIF}" font-size="${titleLayout.size}" font-weight="700" fill="${TEXT_COLOR}">
${titleTspans}
  </text>
${subtitleText}${ornament}
  <line x1="${cx - 24}" y1="${fmt(authorRuleY)}" x2="${cx + 24}" y2="${fmt(authorRuleY)}" stroke="${colors.accent}" stroke-width="0.8" opacity="0.8"/>
  <text text-anchor="middle" font-family="${SERIF}" font-size="${authorLayout.size}" font-style="italic" fill="${TEXT_COLOR}">
${authorTspans}
  </text>
</svg>
`;
}

/** WebP quality: gradients and text stay clean at this size. */
const WEBP_QUALITY = 80;

async function main() {
  const books = JSON.parse(readFileSync(dataUrl, 'utf8'));
  if (!Array.isArray(books)) throw new Error('booksData.json must contain an array');
  mkdirSync(outDirUrl, { recursive: true });

  let written = 0;
  for (const book of books) {
    const id = Number(book.bookId);
    if (!Number.isInteger(id)) throw new Error(`Invalid bookId: ${book.bookId}`);
    await sharp(Buffer.from(renderCover(book)))
      .webp({ quality: WEBP_QUALITY })
      .toFile(fileURLToPath(new URL(`${id}.webp`, outDirUrl)));
    written += 1;
  }
  console.log(`Wrote ${written} covers to ${fileURLToPath(outDirUrl)}`);
}

await main();
