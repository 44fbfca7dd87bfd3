// What bench/bench.mjs keeps of its loads and moves (each run's figures, their medians, and the
// composed site's ratios to the other sides: of the medians, and each run's own), and the
// tables it prints and writes (docs/results/bench.md), drawn from that alone.
import { formatSpread, median, runRatioSpread } from './runRatios.mjs';
import { PROTOCOLS } from './protocols.mjs';

/** The sides, in the order the tables show them; ratios are the composed site over each other. */
export const SIDES = ['composed', 'clientPath', 'baseline', 'prerendered'];
export const OTHERS = SIDES.slice(1);
export const LABELS = { composed: 'composed', clientPath: 'client path', baseline: 'baseline', prerendered: 'prerendered' };

/**
 * What a run's sample keeps: its cold load's marks and the route's scripts and bytes, the eager
 * click's, and the cached visit's marks (absent from results kept before it was measured).
 */
const SAMPLE_KEYS = [
  ...['fcp', 'content', 'shown', 'lcp', 'live', 'scriptsIn', 'busyToLive', 'jsFiles', 'jsGzip', 'jsFilesToLive', 'jsGzipToLive', 'transferred'],
  ...['lost', 'clicked', 'effect', 'clickToEffect'],
  ...['cachedShown', 'cachedLcp', 'cachedLive'],
];

/** The first-load tables: title, the sample's key, and how a value shows. */
const TABLES = [
  ['first content', 'shown', 'ms'],
  ['LCP', 'lcp', 'ms'],
  ['control live', 'live', 'ms'],
  ["head's scripts in", 'scriptsIn', 'ms'],
  ['long frames up to live', 'busyToLive', 'ms'],
  ["eager click's effect", 'effect', 'ms'],
  ['eager click to effect', 'clickToEffect', 'ms'],
  ['JS gzip', 'jsGzip', 'kb'],
  ['JS gzip until control live', 'jsGzipToLive', 'kb'],
];
const EAGER_KEYS = new Set(['effect', 'clickToEffect']);

/** The run ratio the cached visit's goal is held to: in the cached visits' table and with the others. */
const CACHED_LIVE_SPREAD = 'cached: control live vs prerendered';

/**
 * Each run's own ratio (its loads are taken back to back): title, the composed side's key, the
 * other side's key and the other side.
 */
const SPREADS = [
  ['first content vs prerendered', 'shown', 'shown', 'prerendered'],
  ['first content vs baseline', 'shown', 'shown', 'baseline'],
  ['first content vs client path', 'shown', 'shown', 'clientPath'],
  ['LCP vs prerendered', 'lcp', 'lcp', 'prerendered'],
  ["control live vs client path's first content", 'live', 'shown', 'clientPath'],
  ["eager click's effect vs prerendered", 'effect', 'effect', 'prerendered'],
  ['eager click to effect vs prerendered', 'clickToEffect', 'clickToEffect', 'prerendered'],
  [CACHED_LIVE_SPREAD, 'cachedLive', 'cachedLive', 'prerendered'],
];

/** `a / b`, or null where either side measured nothing. */
const ratioOf = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null);

/** The middle of the values a side measured (null and undefined left out), or null for none. */
const middle = (values) => median(values.filter((value) => typeof value === 'number')) ?? null;

/**
 * A route's cold loads as the results keep them.
 * @param {{ path: string, content: string, control: string, eager: string }} route
 * @param {Record<string, Record<string, unknown>[]>} samples each side's loads, in run order
 */
export function routeResults(route, samples) {
  const runs = Object.fromEntries(SIDES.map((side) => [side, samples[side].map((sample) => Object.fromEntries(SAMPLE_KEYS.filter((key) => key in sample).map((key) => [key, sample[key]])))]));
  const values = (side, key) => runs[side].map((sample) => sample[key]);
  const medians = Object.fromEntries(SIDES.map((side) => [side, Object.fromEntries(SAMPLE_KEYS.filter((key) => key !== 'lost').map((key) => [key, middle(values(side, key))]))]));
  return {
    path: route.path,
    content: route.content,
    control: route.control,
    eager: route.eager,
    runs,
    medians,
    ratios: Object.fromEntries(TABLES.map(([, key]) => [key, Object.fromEntries(OTHERS.map((side) => [side, ratioOf(medians.composed[key], medians[side][key])]))])),
    // Server composition must cost no interactivity: the composed page's control answers no
    // later than the site before it (its client path) first showed the content.
    liveVsClientPathContent: ratioOf(medians.composed.live, medians.clientPath.shown),
    effectVsClientPath: ratioOf(medians.composed.effect, medians.clientPath.effect),
    lost: Object.fromEntries(SIDES.map((side) => [side, { lost: values(side, 'lost').filter((lost) => lost === true).length, of: values(side, 'lost').filter((lost) => lost !== undefined).length }])),
    spreads: SPREADS.map(([title, key, otherKey, other]) => ({ title, ...(runRatioSpread(values('composed', key), values(other, otherKey)) ?? { median: null }) })),
  };
}

/**
 * A move between sections as the results keep it: each side's times from the click to the new
 * page's content, their medians and the composed site's ratios of medians.
 * @param {string} from the path moved from
 * @param {string} to the header link's label
 * @param {string} content what shows the new page
 * @param {Record<string, number[]>} samples
 */
export function moveResults(from, to, content, samples) {
  const medians = Object.fromEntries(SIDES.map((side) => [side, middle(samples[side])]));
  return { from, to, content, runs: samples, medians, ratios: Object.fromEntries(OTHERS.map((side) => [side, ratioOf(medians.composed, medians[side])])) };
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a');
const kb = (value) => (typeof value === 'number' ? `${(value / 1024).toFixed(1)} KB` : 'n/a');
const ratio = (value) => (typeof value === 'number' ? `**${value.toFixed(2)}**` : 'n/a');
const formats = { ms, kb };
const head = (first, columns) => [`| ${first} | ${columns.join(' | ')} |`, `|---|${columns.map(() => '---|').join('')}`];

/** The first loads' tables. */
function loadTables({ conditions, results }) {
  const { routes } = results;
  const lines = [
    `Cold loads, median of ${conditions.runs} per side, taking turns; Chromium, ${conditions.cpuSlowdown}x CPU slowdown, ${conditions.network.downloadMbps} Mbit/s and ${conditions.network.latencyMs} ms latency;`,
    "all sides compressed by the same server code. First content: the first paint with the route's content in the page.",
    "Client path: the composed site's own build with no page composed on the server ('Loading...', then the browser",
    'draws the page: the site before server composition). Baseline: the same pages in one bundle, drawn by the browser;',
    'prerendered: that bundle with each page drawn to HTML at its build, from the same components, and hydrated.',
    'Ratios: the composed site over each other side. Control live: when the main control can first take a click',
    '(React has attached its handlers, and it is neither disabled nor inert), watched each frame without input.',
    "Eager visitor (loads of their own): one real click on the route's main control the moment it shows; its effect,",
    `from the navigation's start and from the click, of the clicks that worked; a click with no effect within ${conditions.effectWaitMs / 1000} s is lost.`,
    "Head's scripts in: when the last script the page asked for before its first paint had arrived. Long frames up to live:",
    `the main thread in frames held ${conditions.longFrameMs} ms or longer (Long Animation Frames, no tracer) until the control went live.`,
    "JS = every script the route ran, gzip level 6, leaving out what the composed site fetches for the other sections once the page is in;",
    'until control live: the scripts the page had asked for by the time its main control went live (their files in the last table).',
    '',
  ];
  for (const [title, key, format] of TABLES) {
    lines.push(...head('route', [`${title}: ${LABELS.composed}`, ...OTHERS.map((side) => LABELS[side]), ...OTHERS.map((side) => `vs ${LABELS[side]}`)]));
    for (const route of routes) {
      const what = key === 'live' ? route.control : EAGER_KEYS.has(key) ? route.eager : route.content;
      lines.push(`| \`${route.path}\` (${what}) | ${[...SIDES.map((side) => formats[format](route.medians[side][key])), ...OTHERS.map((side) => ratio(route.ratios[key][side]))].join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push(...head('route, eager click', [`lost: ${LABELS.composed}`, ...OTHERS.map((side) => LABELS[side])]));
  for (const route of routes) lines.push(`| \`${route.path}\`, ${route.eager} | ${SIDES.map((side) => `${route.lost[side].lost} of ${route.lost[side].of}`).join(' | ')} |`);
  lines.push('');
  lines.push(
    ...head('route', ['composed: control live', 'client path: first content', 'ratio', "composed: eager click's effect", "client path: eager click's effect", 'ratio']),
    ...routes.map(
      (route) =>
        `| \`${route.path}\` | ${ms(route.medians.composed.live)} | ${ms(route.medians.clientPath.shown)} | ${ratio(route.liveVsClientPathContent)} | ${ms(route.medians.composed.effect)} | ${ms(route.medians.clientPath.effect)} | ${ratio(route.effectVsClientPath)} |`,
    ),
    '',
  );
  lines.push(`Each run's own ratio (its loads are taken back to back): median of the ${conditions.runs} runs, and the lowest and highest.`, '');
  // The titles the results hold: results kept before a ratio was measured lack its column.
  const titles = routes[0]?.spreads.map((spread) => spread.title) ?? SPREADS.map(([title]) => title);
  lines.push(...head('route', titles));
  for (const route of routes) lines.push(`| \`${route.path}\` | ${titles.map((title) => spreadCell(route, title)).join(' | ')} |`);
  lines.push('');
  lines.push(
    ...head('route', [`FCP: ${SIDES.map((side) => LABELS[side]).join(' / ')}`, 'content in the page (painted later where FCP is later)', 'JS files', 'JS files until control live', 'transferred', 'eager click at -> effect, every run']),
  );
  for (const route of routes) {
    const each = (key, format) => SIDES.map((side) => format(route.medians[side][key])).join(' / ');
    const eagerRun = ({ lost, clicked, effect }) => (lost === undefined ? 'none' : `${Math.round(clicked)} -> ${lost ? 'lost' : Math.round(effect)}`);
    const clicks = SIDES.map((side) => route.runs[side].map(eagerRun).join(', ')).join(' / ');
    const count = (value) => String(value ?? 'n/a');
    lines.push(`| \`${route.path}\` | ${each('fcp', ms)} | ${each('content', ms)} | ${each('jsFiles', count)} | ${each('jsFilesToLive', count)} | ${each('transferred', kb)} | ${clicks} |`);
  }
  return [...lines, ...cachedTable(conditions, routes)];
}

/** A route's run ratio under `title`, formatted; n/a where no run measured it. */
function spreadCell(route, title) {
  const spread = route.spreads.find((each) => each.title === title);
  return formatSpread(spread === undefined || spread.median === null ? undefined : spread);
}

/** The cached visits' table, when the results hold them. */
function cachedTable(conditions, routes) {
  if (!routes.some((route) => 'cachedLive' in route.medians.composed)) return [];
  return [
    '',
    'A visit with every file cached, service worker off: in a fresh context with service workers blocked, one load of the route',
    "until its control is live and its network quiet, then a second load of it in a new page; the second load's first content",
    `and control live, median of ${conditions.runs} per side, taking turns; same conditions as above. Files the server marks`,
    "no-cache are revalidated, as for a returning visitor. Last column: each run's own ratio, median with the lowest and highest.",
    '',
    ...head('route', [...SIDES.map((side) => `cached first content: ${LABELS[side]}`), ...SIDES.map((side) => `cached control live: ${LABELS[side]}`), CACHED_LIVE_SPREAD]),
    ...routes.map(
      (route) =>
        `| \`${route.path}\` (${route.content}; ${route.control}) | ${[...SIDES.map((side) => ms(route.medians[side].cachedShown)), ...SIDES.map((side) => ms(route.medians[side].cachedLive)), spreadCell(route, CACHED_LIVE_SPREAD)].join(' | ')} |`,
    ),
  ];
}

/** The moves' table. */
function moveTable({ conditions, results }) {
  const runs = (values) => values.map((value) => Math.round(value)).join(', ');
  return [
    '',
    `Click on a header link to the first frame with the new page's content, median of ${conditions.runs} per side, taking turns;`,
    `each after a cold load of the first page, its network quiet, ${conditions.readingMs / 1000} s more and quiet again; same conditions as above.`,
    '',
    ...head('move', ['content', ...SIDES.map((side) => LABELS[side]), ...OTHERS.map((side) => `vs ${LABELS[side]}`), ...SIDES.map((side) => `${LABELS[side]} runs`)]),
    ...results.moves.map(
      (move) =>
        `| \`${move.from}\` -> ${move.to} | ${move.content} | ${SIDES.map((side) => ms(move.medians[side])).join(' | ')} | ${OTHERS.map((side) => ratio(move.ratios[side])).join(' | ')} | ${SIDES.map((side) => runs(move.runs[side])).join(' | ')} |`,
    ),
  ];
}

/**
 * @typedef {{ sameLook: boolean, routes: ReturnType<typeof routeResults>[], moves: ReturnType<typeof moveResults>[] }} ProtocolRun
 */

/** One protocol's tables. */
function runTables(conditions, results) {
  const doc = { conditions, results };
  return [
    ...(results.sameLook ? ['Every side draws the same first screen on every route, with no error reported.', ''] : []),
    ...loadTables(doc),
    ...(conditions.moves ? moveTable(doc) : []),
  ];
}

/** The tables that show each side over every protocol measured, next to each other. */
const SIDE_BY_SIDE = TABLES.slice(0, 3);

/** Each side's medians over each protocol, next to each other, for the first few tables. */
function sideBySide(runs) {
  const names = Object.keys(runs);
  const labelOf = (name) => PROTOCOLS[/** @type {keyof typeof PROTOCOLS} */ (name)]?.label ?? name;
  const lines = [`Each side over ${names.map(labelOf).join(' and ')}, the medians of the runs below, side by side.`, ''];
  const first = runs[names[0]];
  for (const [title, key, format] of SIDE_BY_SIDE) {
    lines.push(...head('route', SIDES.flatMap((side) => names.map((name) => `${title}: ${LABELS[side]}, ${labelOf(name)}`))));
    for (const [index, route] of first.routes.entries()) {
      const cells = SIDES.flatMap((side) => names.map((name) => formats[format](runs[name].routes[index]?.medians[side][key])));
      lines.push(`| \`${route.path}\` (${key === 'live' ? route.control : route.content}) | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return lines;
}

/**
 * The Markdown below the results file's header: what bench/bench.mjs prints. Results kept
 * before the bench measured more than one protocol hold one run, over HTTP/1.1.
 * @param {{ conditions: Record<string, any>, results: ProtocolRun | { protocols: Record<string, ProtocolRun> } }} doc
 * @returns {string[]}
 */
export function renderBench(doc) {
  const { conditions, results } = doc;
  if (!('protocols' in results)) return runTables(conditions, results);
  const runs = results.protocols;
  const names = Object.keys(runs);
  return [
    ...(names.length > 1 ? sideBySide(runs) : []),
    ...names.flatMap((name) => [`## ${PROTOCOLS[/** @type {keyof typeof PROTOCOLS} */ (name)]?.label ?? name}`, '', ...runTables(conditions, runs[name]), '']),
  ];
}
