import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/*.md quote no measured figure that no bench wrote: every figure with a
// unit (ms, s, KB, MB, req/s, %) or a ratio (1.07x, and a run ratio with its range as the benches
// print it, **1.05** (0.92-1.31)) must be a number of one of docs/results/*.json (each bench's
// results, bench/results.mjs), as the tables in docs/results/*.md show it. A few figures are not
// measurements but the code's own limits, budgets and timeouts: those are on the allowlist
// below, each held to the line of code that sets it. docs/results/ is not checked: it is where
// the figures live. Fenced code, `code spans` and link targets are not prose and are not read.
//
// A figure matches a number when the number, in the figure's unit, rounds to the figure at the
// precision it is quoted with: `1,401 ms` is any number from 1,400.5 to 1,401.5, `1.6 s` any
// from 1,550 to 1,650 ms (or 1.55 to 1.65 s), `178.8 KB` any count of bytes or KB that rounds so.
// The sign is not compared (`-86 ms` is a difference of 86 ms). A range (`70-157 ms`, `1.2 to
// 2.2 s`), a list (`16 / 39 ms`) and a before and after (`1,308 -> 548 ms`) share their unit:
// each of their numbers is a figure of its own.

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, 'docs/results');

/** What each unit's figure may be in the results: the factors from the figure's unit to the JSON's. */
const UNIT_SCALES: Record<string, number[]> = {
  ms: [1],
  s: [1, 1000],
  KB: [1, 1024],
  MB: [1, 1024, 1024 ** 2],
  'req/s': [1],
  '%': [1, 0.01],
  x: [1],
};

/**
 * Figures that are no measurement but a limit, budget or timeout the code sets: each allowed
 * wherever the docs quote it, as long as `file` still holds `code`.
 */
const allowlist = [
  { figure: '500 ms', what: "the composing servers' wait for a remote (COMPOSE_TIMEOUT_MS)", file: 'server/serve.mjs', code: 'COMPOSE_TIMEOUT_MS ?? 500' },
  { figure: '64 MB', what: "what the composing server keeps of the remotes' files", file: 'server/composition/fragmentSource.mjs', code: 'keptBytes = 64 * 1024 * 1024' },
  { figure: '32 MB', what: 'the composed pages serve.mjs keeps', file: 'server/composition/composedPages.mjs', code: 'keptBytes = 32 * 1024 * 1024' },
  { figure: '1 s', what: 'how long a composing server and Varnish keep a part fresh', file: 'server/varnish-vcl.mjs', code: "ttl: '1s'" },
  { figure: '3 s', what: 'how long Varnish serves a stale part while it asks again', file: 'server/varnish-vcl.mjs', code: "revalidating: '3s'" },
  { figure: '10 s', what: "a remote's load timeout unless remotes.json sets timeoutMs", file: 'host/src/startup/config/checkRemotesConfig.ts', code: 'DEFAULT_TIMEOUT_MS = 10_000' },
  { figure: '300 ms', what: "the wait between the retries of a remote's files", file: 'host/src/startup/runtime/retryPlugin.ts', code: 'retryDelay: 300' },
  { figure: '256 KB', what: 'the largest catalogue read on the page, not in a worker', file: 'shared/src/books/catalogueParser.ts', code: 'ON_PAGE_UP_TO = 256 * 1024' },
  { figure: '5 MB', what: 'the largest lists file an import reads', file: 'mfe-lists/src/lib/listsFile/format.ts', code: 'MAX_LISTS_FILE_BYTES = 5 * 1024 * 1024' },
  { figure: '5 s', what: 'how soon nginx and Varnish serve a promoted release, as the redeploy specs hold them to it', file: 'e2e/redeploy.ts', code: "'serve.mjs' ? 0 : 5000" },
  { figure: '256 MB', what: "Varnish's storage (and nginx's kept pages at most)", file: 'server/varnish.mjs', code: "'-s', 'malloc,256m'" },
  { figure: '4x', what: "the bench visitor's CPU slowdown", file: 'bench/visitor.mjs', code: 'CPU ?? 4' },
  { figure: '40 ms', what: "the bench visitor's network latency", file: 'bench/visitor.mjs', code: 'latency: 40' },
  { figure: '50 ms', what: 'the frames Long Animation Frames reports (held this long or longer)', file: 'bench/bench.mjs', code: 'longFrameMs: 50' },
  { figure: '2 s', what: "the bench's pause on a page before a move", file: 'bench/moves.mjs', code: 'READING_MS = 2000' },
  { figure: '1.10x', what: "the goal for an eager click's effect, first content and LCP", file: 'bench/goals.mjs', code: 'eagerEffectAtMost: 1.1' },
  { figure: '1.25x', what: 'the goal for the control live with every file cached', file: 'bench/goals.mjs', code: 'cachedLiveAtMost: 1.25' },
  { figure: '0.5x', what: "the load goal: each server's throughput against its page as built", file: 'bench/goals.mjs', code: 'throughputAtLeast: 0.5' },
  { figure: '3x', what: "the load goal: each server's p99 against its page as built", file: 'bench/goals.mjs', code: 'p99AtMost: 3' },
  { figure: '0.9x', what: "the load goal: Varnish's throughput against a file it keeps", file: 'bench/goals.mjs', code: 'varnishThroughputVsKeptFileAtLeast: 0.9' },
  { figure: '10%', what: "the load goal: the other remotes' p99 with one remote failing", file: 'bench/goals.mjs', code: 'otherRemotesP99GrowthPercentAtMost: 10' },
  { figure: '1.2x', what: "the load goal: serve.mjs's memory growth", file: 'bench/goals.mjs', code: 'memoryGrowthAtMost: 1.2' },
  { figure: '85%', what: 'the mutation score each folder must reach', file: 'scripts/check-mutation-scores.mjs', code: 'FOLDER_BAR = 85' },
];

interface Figure {
  /** The line it is on, from 1. */
  line: number;
  /** As the doc writes it, with the numbers that share its unit. */
  text: string;
  /** This number as the doc writes it. */
  number: string;
  value: number;
  /** Digits after the decimal point, as quoted. */
  decimals: number;
  unit: string;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SEPARATOR = String.raw`\s*(?:-|–|to|\/|->)\s*`;
/** A figure: numbers sharing a unit, not inside a word, a version (v1.2) or a path; seconds after a space (304s are answers). */
const FIGURE = new RegExp(String.raw`(?<![\w.,/])[+\-−]?((?:${NUMBER})(?:${SEPARATOR}[+\-−]?(?:${NUMBER}))*)(?:\s?(ms|KB|MB|req\/s|%)|\s(s)|(x))(?![\w/])`, 'g');
/** A run ratio with its range, as bench/runRatios.mjs prints it: **1.05** (0.92-1.31). */
const SPREAD = new RegExp(String.raw`\*\*(${NUMBER})\*\*\s*\((${NUMBER})-(${NUMBER})\)`, 'g');

const figureOf = (number: string, line: number, text: string, unit: string): Figure => ({
  line,
  text,
  number,
  value: Number(number.replaceAll(',', '')),
  decimals: number.split('.')[1]?.length ?? 0,
  unit,
});

/** The prose of a Markdown text, line by line: no fenced code, no `code spans`, no link targets. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const mark = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== null) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      return;
    }
    if (mark) {
      fence = mark;
      return;
    }
    lines.push({ line: index + 1, text: text.replace(/(`+).*?\1/g, ' ').replace(/\]\([^)]*\)/g, ']') });
  });
  return lines;
}

/** Every figure a Markdown text quotes in its prose. */
function figuresIn(markdown: string): Figure[] {
  return proseLines(markdown).flatMap(({ line, text }) => {
    const spreads = [...text.matchAll(SPREAD)].flatMap((match) => match.slice(1, 4).map((number) => figureOf(number ?? '', line, match[0], 'x')));
    const rest = text.replace(SPREAD, ' ');
    const figures = [...rest.matchAll(FIGURE)].flatMap((match) => {
      const unit = match[2] ?? match[3] ?? match[4] ?? '';
      return [...(match[1] ?? '').matchAll(new RegExp(NUMBER, 'g'))].map(([number]) => figureOf(number, line, match[0].trim(), unit));
    });
    return [...spreads, ...figures];
  });
}

/** Every number in a JSON value, however deep. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [Math.abs(value)];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Whether one of `numbers` is the figure, rounded as it is quoted, in one of its unit's scales. */
function holds(numbers: ReadonlyArray<number>, figure: Pick<Figure, 'value' | 'decimals' | 'unit'>): boolean {
  const tolerance = 0.5 * 10 ** -figure.decimals + 1e-9;
  return (UNIT_SCALES[figure.unit] ?? [1]).some((scale) => numbers.some((number) => Math.abs(number / scale - figure.value) <= tolerance));
}

const allowed = allowlist.map(({ figure }) => figuresIn(figure)[0]);
const isAllowed = (figure: Figure) => allowed.some((entry) => entry?.unit === figure.unit && entry.value === figure.value);

/** README.md and the Markdown files directly under docs/ (not docs/results/, where the figures live). */
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The numbers of every results file. */
const resultNumbers = existsSync(resultsDir)
  ? readdirSync(resultsDir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => numbersIn(JSON.parse(readFileSync(join(resultsDir, name), 'utf8'))))
  : [];

describe('the figures the README and docs quote', () => {
  it.each(documents)('%s quotes only figures that docs/results/*.json hold', (doc) => {
    const missing = figuresIn(readFileSync(join(root, doc), 'utf8'))
      .filter((figure) => !isAllowed(figure) && !holds(resultNumbers, figure))
      .map(({ line, text, number, unit }) => `${doc}:${line}: ${number}${unit === 'x' || unit === '%' ? '' : ' '}${unit}${text === `${number}${unit}` || text === `${number} ${unit}` ? '' : ` (in "${text}")`}`);
    expect(missing, 'quote these from a bench\'s docs/results/*.md (or link its table), or add the code\'s constant to the allowlist').toEqual([]);
  });

  it.each(allowlist)('allows $figure, $what, as $file sets it', ({ file, code }) => {
    expect(readFileSync(join(root, file), 'utf8'), `${file} no longer holds \`${code}\`: change the allowlist and the docs that quote it`).toContain(code);
  });
});

describe('figuresIn', () => {
  const values = (markdown: string) => figuresIn(markdown).map(({ value, decimals, unit }) => [value, decimals, unit]);

  it('reads numbers with their unit, thousands separators and decimals', () => {
    expect(values('first content 1,401 ms, the index 178.8 KB, 2,580 req/s, 85% and 1.07x; 3 s a load')).toEqual([
      [1401, 0, 'ms'],
      [178.8, 1, 'KB'],
      [2580, 0, 'req/s'],
      [85, 0, '%'],
      [1.07, 2, 'x'],
      [3, 0, 's'],
    ]);
  });

  it('reads every number of a range, a list and a before and after, with their shared unit', () => {
    expect(values('70-157 ms; 16 / 39 ms; 1,308 -> 548 ms; 1.2 to 2.2 s; 0.50-0.68x; +281 ms')).toEqual([
      [70, 0, 'ms'],
      [157, 0, 'ms'],
      [16, 0, 'ms'],
      [39, 0, 'ms'],
      [1308, 0, 'ms'],
      [548, 0, 'ms'],
      [1.2, 1, 's'],
      [2.2, 1, 's'],
      [0.5, 2, 'x'],
      [0.68, 2, 'x'],
      [281, 0, 'ms'],
    ]);
  });

  it('reads a run ratio with its range as three ratios', () => {
    expect(values('1.08, **1.08** (1.06-1.13)')).toEqual([
      [1.08, 2, 'x'],
      [1.06, 2, 'x'],
      [1.13, 2, 'x'],
    ]);
  });

  it('leaves out numbers without a unit, sizes, versions, words, code and link targets', () => {
    expect(values('10,000 books, 1366x900, 375 px, HTTP/1.1, v1.5 s, 5 seconds, 10 Mbit/s, 2 sides, 0x1f, 304s and 404s')).toEqual([]);
    expect(values('`SECONDS=8 s` and [a picture](images/first-second-375px.jpg)\n```sh\npnpm bench # 10 ms\n```')).toEqual([]);
  });

  it('gives the line of each figure', () => {
    expect(figuresIn('one\n\ntwo 5 ms').map(({ line, text }) => [line, text])).toEqual([[3, '5 ms']]);
  });
});

describe('holds', () => {
  it('finds a figure rounded as quoted, in its unit or one it converts from', () => {
    expect(holds([1401.3], { value: 1401, decimals: 0, unit: 'ms' })).toBe(true);
    expect(holds([1402], { value: 1401, decimals: 0, unit: 'ms' })).toBe(false);
    expect(holds([1.0849], { value: 1.08, decimals: 2, unit: 'x' })).toBe(true);
    expect(holds([1612], { value: 1.6, decimals: 1, unit: 's' })).toBe(true);
    expect(holds([183_091], { value: 178.8, decimals: 1, unit: 'KB' })).toBe(true);
    expect(holds([257_024], { value: 251, decimals: 0, unit: 'MB' })).toBe(true);
    expect(holds([0.0005], { value: 0.05, decimals: 2, unit: '%' })).toBe(true);
  });

  it('does not take a ratio from milliseconds', () => {
    expect(holds([1080], { value: 1.08, decimals: 2, unit: 'x' })).toBe(false);
  });
});
