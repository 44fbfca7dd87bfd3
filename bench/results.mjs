#!/usr/bin/env node
// The results every bench writes, so that no figure has to be typed by hand: docs/results/<name>.json
// (what it measured, with the date, the commit, the machine and the conditions) and
// docs/results/<name>.md (the tables drawn from that JSON by the bench's own pure renderer,
// under a header naming the command, date, commit, machine and conditions). A bench run again
// replaces both; git keeps the history. `RESULTS=NAME` writes docs/results/NAME.* instead (a
// second configuration kept beside the first, e.g. the load bench with 10,000 books).
//   node bench/results.mjs render [NAME...]   draws the .md files again from their .json
//                                             (every one unless named), without a run
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, availableParallelism, loadavg, totalmem, type, release, arch } from 'node:os';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderBench } from './benchResults.mjs';
import { renderFilmstrip } from './filmstripResults.mjs';
import { renderLighthouse } from './lighthouseResults.mjs';
import { renderLoad } from './loadResults.mjs';
import { renderReturning } from './returningResults.mjs';
import { renderScale } from './scaleResults.mjs';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, 'docs/results');

/** Each bench's renderer, by the `bench` its JSON names: (doc) => the Markdown's lines below the header. */
const renderers = { bench: renderBench, scale: renderScale, load: renderLoad, lighthouse: renderLighthouse, filmstrip: renderFilmstrip, returning: renderReturning };

/** Each bench's pnpm script, for the header (`pnpm bench` runs bench/bench.mjs, …). */
const scripts = { bench: 'bench', scale: 'bench:scale', load: 'bench:load', lighthouse: 'bench:lighthouse', filmstrip: 'bench:filmstrip', returning: 'bench:returning' };

const quiet = { encoding: /** @type {const} */ ('utf8'), stdio: /** @type {['ignore', 'pipe', 'ignore']} */ (['ignore', 'pipe', 'ignore']) };
const tryRun = (file, args) => {
  try {
    return execFileSync(file, args, { ...quiet, cwd: root }).trim();
  } catch {
    return null;
  }
};

/** The Chromium the benches drive (`CHROMIUM_PATH`, /usr/bin/chromium unless set), as it names itself. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The machine a run measured on. */
export function machine() {
  const osRelease = (() => {
    try {
      return /^PRETTY_NAME="?(.*?)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    } catch {
      return undefined;
    }
  })();
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${osRelease ?? type()} (${type()} ${release()}, ${arch()})`,
    node: process.version,
    chromium: tryRun(chromiumPath(), ['--version']),
  };
}

/**
 * The commit the code was at, and whether files outside docs/ differed from it (the results
 * files a run writes, and the docs, do not count).
 */
export function commit() {
  const sha = tryRun('git', ['rev-parse', 'HEAD']);
  const changed = tryRun('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)docs']);
  return { sha, changed: changed === null ? null : changed !== '' };
}

/**
 * The build id each remote's build in `distRoot` names in its manifest (`<commit>-<time>`): which
 * builds a bench measured, when it did not build them itself.
 * @param {Record<string, { dir: string }>} remotes
 * @param {(dir: string) => string} distOf the folder of an app's build
 */
export function buildIds(remotes, distOf) {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, { dir }]) => {
      try {
        return [name, JSON.parse(readFileSync(join(distOf(dir), 'mf-manifest.json'), 'utf8')).metaData?.buildInfo?.buildId ?? null];
      } catch {
        return [name, null];
      }
    }),
  );
}

/**
 * The command as it was typed: the settings in `envNames` that were set, then `pnpm <script>`
 * when run through its pnpm script, or `node bench/<file>` with its arguments.
 * @param {string} bench
 * @param {ReadonlyArray<string>} envNames
 */
function commandLine(bench, envNames) {
  const settings = [...envNames, 'RESULTS'].filter((name) => process.env[name] !== undefined).map((name) => `${name}=${process.env[name]}`);
  const script = process.env.npm_lifecycle_event === scripts[bench] ? `pnpm ${scripts[bench]}` : `node ${relative(root, process.argv[1] ?? '')} ${process.argv.slice(2).join(' ')}`.trim();
  return [...settings, script].join(' ');
}

/** The settings in `names` that were set, as they were set. */
const settingsOf = (names) => Object.fromEntries(names.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]));

/**
 * JSON with every number kept to 4 decimals: enough for any figure a table shows, and a diff
 * between two runs that can be read.
 * @param {unknown} value
 */
const toJson = (value) => `${JSON.stringify(value, (_key, item) => (typeof item === 'number' && !Number.isInteger(item) ? Math.round(item * 1e4) / 1e4 : item), 2)}\n`;

/**
 * Starts a bench's record: the start time, the commit, the machine and its load now. `envNames` are the
 * settings the bench reads (RUNS, ROUTES, …), recorded with the command as they were set.
 * `write` then writes both files from the bench's conditions and results, and prints the
 * Markdown.
 * @param {keyof typeof renderers} bench
 * @param {ReadonlyArray<string>} envNames
 */
export function startResults(bench, envNames) {
  const started = new Date();
  // Read as the run starts: the code it measures is the code of this moment.
  const atStart = { commit: commit(), machine: machine(), load: loadavg()[0] };
  return {
    /**
     * @param {{ conditions: Record<string, unknown>, results: Record<string, unknown> }} measured
     */
    write({ conditions, results }) {
      const name = process.env.RESULTS ?? bench;
      const doc = JSON.parse(
        toJson({
          bench,
          command: commandLine(bench, envNames),
          date: started.toISOString(),
          minutes: (Date.now() - started.getTime()) / 60_000,
          commit: atStart.commit,
          machine: { ...atStart.machine, loadAverage: { start: atStart.load, end: loadavg()[0] } },
          conditions: { ...conditions, env: settingsOf(envNames) },
          results,
        }),
      );
      mkdirSync(resultsDir, { recursive: true });
      const markdown = markdownOf(doc, name);
      writeFileSync(join(resultsDir, `${name}.json`), toJson(doc));
      writeFileSync(join(resultsDir, `${name}.md`), markdown);
      console.log(markdown);
      process.stderr.write(`wrote docs/results/${name}.json and docs/results/${name}.md\n`);
    },
  };
}

/**
 * A condition's value as a reader takes it in: lists joined, objects as `key value` pairs.
 * @param {unknown} value
 * @returns {string}
 */
export function conditionText(value) {
  if (Array.isArray(value)) return value.map(conditionText).join(', ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${key} ${conditionText(item)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * The header every results file starts with: what wrote it, when, at which commit, on which
 * machine, under which conditions, and how to draw it again.
 * @param {{ bench: string, command: string, date: string, minutes: number, commit: { sha: string | null, changed: boolean | null }, machine: Record<string, any>, conditions: Record<string, unknown> }} doc
 * @param {string} name the files' name (the bench's unless RESULTS named another)
 * @returns {string[]}
 */
export function resultsHeader(doc, name) {
  const { machine: m, commit: c } = doc;
  const at = `${doc.date.slice(0, 16).replace('T', ' ')} UTC`;
  const sha = c.sha ? `\`${c.sha.slice(0, 7)}\`${c.changed ? ' with uncommitted changes' : ''}` : 'no git commit';
  const load = m.loadAverage ? `; load average ${m.loadAverage.start.toFixed(1)} at the start, ${m.loadAverage.end.toFixed(1)} at the end` : '';
  const { env, ...conditions } = doc.conditions;
  return [
    `# ${name}: results of \`pnpm ${scripts[doc.bench] ?? doc.bench}\``,
    '',
    `Generated by \`${doc.command}\` on ${at} (${Math.max(1, Math.round(doc.minutes))} min), at commit ${sha}.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}, Node ${m.node}, ${m.chromium ?? 'Chromium not found'}${load}.`,
    'Conditions:',
    '',
    ...Object.entries(conditions).map(([key, value]) => `- ${key}: ${conditionText(value)}`),
    `- settings: ${Object.keys(env ?? {}).length === 0 ? 'none (the defaults)' : conditionText(env)}`,
    '',
    `Do not edit: this file is drawn from [${name}.json](${name}.json). Run the bench again to replace both, or \`pnpm bench:render ${name}\` to draw this one again from its JSON.`,
    '',
  ];
}

/**
 * The whole Markdown file of a results JSON.
 * @param {any} doc
 * @param {string} name
 */
export function markdownOf(doc, name) {
  const render = renderers[/** @type {keyof typeof renderers} */ (doc.bench)];
  if (!render) throw new Error(`${name}.json: no renderer for a bench named ${doc.bench}`);
  return `${[...resultsHeader(doc, name), ...render(doc)].join('\n').trimEnd()}\n`;
}

/** Draws the named results files' Markdown again from their JSON (every one unless named). */
function renderAgain(names) {
  const all = readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => basename(file, '.json'));
  for (const name of names.length > 0 ? names : all) {
    const doc = JSON.parse(readFileSync(join(resultsDir, `${name}.json`), 'utf8'));
    writeFileSync(join(resultsDir, `${name}.md`), markdownOf(doc, name));
    process.stderr.write(`drew docs/results/${name}.md from ${name}.json\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...names] = process.argv.slice(2);
  if (command !== 'render') {
    console.error('usage: node bench/results.mjs render [NAME...]');
    process.exit(2);
  }
  renderAgain(names);
}
