import { describe, expect, it } from 'vitest';
import { moveResults, renderBench, routeResults } from './benchResults.mjs';

const route = { path: '/details?id=5', content: 'Mark as read', control: 'Mark as read', eager: 'Mark as read' };

/** A cold load's sample with the given first content and eager click, the rest fixed. */
const load = (shown: number, eager: { lost?: boolean; clicked?: number; effect?: number } = { lost: false, clicked: 400, effect: shown + 100 }) => ({
  fcp: shown - 10,
  content: shown - 20,
  shown,
  lcp: shown + 50,
  live: shown + 200,
  scriptsIn: 300,
  busyToLive: 150,
  jsFiles: 11,
  jsGzip: 118_000,
  jsFilesToLive: 9,
  jsGzipToLive: shown * 100,
  transferred: 150_000,
  longFrames: [[0, 80]],
  ...eager,
  clickToEffect: eager.effect === undefined || eager.clicked === undefined ? undefined : eager.effect - eager.clicked,
});

const samples = {
  composed: [load(1100), load(1000), load(1300)],
  clientPath: [load(2000), load(2200), load(2100)],
  baseline: [load(1500), load(1400), load(1600)],
  prerendered: [load(1000), load(1000), load(1000, { lost: true, clicked: 300 })],
};

const conditions = { cpuSlowdown: 4, network: { downloadMbps: 10, uploadMbps: 5, latencyMs: 40 }, runs: 3, effectWaitMs: 10_000, readingMs: 2000, longFrameMs: 50, moves: true };

describe("the bench's results", () => {
  const result = routeResults(route, samples);

  it("keeps each run's figures, not the long frames they were summed from", () => {
    expect(result.runs.composed).toHaveLength(3);
    expect(result.runs.composed?.[0]).toMatchObject({ shown: 1100, jsGzip: 118_000, lost: false });
    expect(result.runs.composed?.[0]).not.toHaveProperty('longFrames');
  });

  it('takes the median of each side, leaving out what a run did not measure', () => {
    expect(result.medians).toMatchObject({ composed: { shown: 1100 }, prerendered: { effect: 1100, clickToEffect: 700 } });
  });

  it("gives the composed site's ratio of medians to every other side", () => {
    expect(result.ratios.shown).toEqual({ clientPath: 1100 / 2100, baseline: 1100 / 1500, prerendered: 1.1 });
    expect(result.liveVsClientPathContent).toBe(1300 / 2100);
  });

  it('keeps the JS the page had asked for by the time its control went live, with its ratios', () => {
    expect(result.medians.composed).toMatchObject({ jsGzipToLive: 110_000, jsFilesToLive: 9 });
    expect(result.ratios.jsGzipToLive).toEqual({ clientPath: 1100 / 2100, baseline: 1100 / 1500, prerendered: 1.1 });
  });

  it('counts the lost clicks of the runs that clicked', () => {
    expect(result.lost.prerendered).toEqual({ lost: 1, of: 3 });
    expect(result.lost.composed).toEqual({ lost: 0, of: 3 });
  });

  it("gives each run's own ratio, with the median and range, under its title", () => {
    expect(result.spreads[0]).toEqual({ title: 'first content vs prerendered', median: 1.1, low: 1, high: 1.3, runs: 3 });
  });

  it('draws every table from the results alone, with the figures it printed', () => {
    const lines = renderBench({ conditions, results: { sameLook: true, routes: [result], moves: [] } });
    expect(lines[0]).toBe('Every side draws the same first screen on every route, with no error reported.');
    expect(lines).toContain('| `/details?id=5` (Mark as read) | 1100 ms | 2100 ms | 1500 ms | 1000 ms | **0.52** | **0.73** | **1.10** |');
    expect(lines).toContain('| `/details?id=5` (Mark as read) | 115.2 KB | 115.2 KB | 115.2 KB | 115.2 KB | **1.00** | **1.00** | **1.00** |');
    expect(lines).toContain('| `/details?id=5`, Mark as read | 0 of 3 | 0 of 3 | 0 of 3 | 1 of 3 |');
    expect(lines.find((line) => line.startsWith('| `/details?id=5` | **1.10** (1.00-1.30)'))).toBeDefined();
    expect(lines.find((line) => line.includes('400 -> 1200, 400 -> 1100, 400 -> 1400 /'))).toBeDefined();
    expect(lines.find((line) => line.endsWith('400 -> 1100, 400 -> 1100, 300 -> lost |'))).toBeDefined();
    expect(lines.join('\n')).toContain('within 10 s is lost');
    expect(lines.join('\n')).toContain('frames held 50 ms or longer');
  });

  it("says n/a where a side measured nothing, and leaves out the moves' table when they were not run", () => {
    const none = routeResults(route, { ...samples, clientPath: [{}, {}, {}] });
    const lines = renderBench({ conditions: { ...conditions, moves: false }, results: { sameLook: true, routes: [none], moves: [] } });
    expect(lines).toContain('| `/details?id=5` (Mark as read) | 1100 ms | n/a | 1500 ms | 1000 ms | n/a | **0.73** | **1.10** |');
    expect(lines.join('\n')).not.toContain('header link');
  });
});

describe("the bench's moves", () => {
  const move = moveResults('/', 'Listed Books', 'tabs', { composed: [90, 80, 100], clientPath: [300, 310], baseline: [200, 220, 240], prerendered: [250, 200, 260] });

  it('takes the median of each side and the composed ratio to the others', () => {
    expect(move.medians).toEqual({ composed: 90, clientPath: 310, baseline: 220, prerendered: 250 });
    expect(move.ratios.prerendered).toBe(90 / 250);
  });

  it('draws a row with the medians, the ratios and every run', () => {
    const lines = renderBench({ conditions, results: { sameLook: true, routes: [], moves: [move] } });
    expect(lines.at(-1)).toBe('| `/` -> Listed Books | tabs | 90 ms | 310 ms | 220 ms | 250 ms | **0.29** | **0.41** | **0.36** | 90, 80, 100 | 300, 310 | 200, 220, 240 | 250, 200, 260 |');
    expect(lines.join('\n')).toContain('2 s more and quiet again');
  });
});

describe("the bench's tables", () => {
  it('have as many columns in each separator as in the heading', () => {
    const lines = renderBench({ conditions, results: { sameLook: true, routes: [routeResults(route, samples)], moves: [moveResults('/', 'Listed Books', 'tabs', { composed: [1], clientPath: [1], baseline: [1], prerendered: [1] })] } });
    const cells = (line: string) => line.split('|').length;
    lines.forEach((line, index) => {
      if (/^\|(---\|)+$/.test(line)) expect(cells(line), `${lines[index - 1]}`).toBe(cells(lines[index - 1] ?? ''));
    });
  });
});

describe('the HTTP/1.1 and HTTP/2 runs', () => {
  const slower = Object.fromEntries(Object.entries(samples).map(([side, loads]) => [side, loads.map((sample) => ({ ...sample, shown: sample.shown + 100 }))]));
  const h1 = { sameLook: true, routes: [routeResults(route, samples)], moves: [] };
  const h2 = { sameLook: true, routes: [routeResults(route, slower)], moves: [] };
  const lines = renderBench({ conditions: { ...conditions, moves: false }, results: { protocols: { h1, h2 } } });

  it("show each side's medians over both protocols next to each other", () => {
    expect(lines[0]).toBe('Each side over HTTP/1.1 and HTTP/2, the medians of the runs below, side by side.');
    expect(lines).toContain(
      '| route | first content: composed, HTTP/1.1 | first content: composed, HTTP/2 | first content: client path, HTTP/1.1 | first content: client path, HTTP/2 | first content: baseline, HTTP/1.1 | first content: baseline, HTTP/2 | first content: prerendered, HTTP/1.1 | first content: prerendered, HTTP/2 |',
    );
    expect(lines).toContain('| `/details?id=5` (Mark as read) | 1100 ms | 1200 ms | 2100 ms | 2200 ms | 1500 ms | 1600 ms | 1000 ms | 1100 ms |');
  });

  it("then each protocol's own tables under its name", () => {
    const h1At = lines.indexOf('## HTTP/1.1');
    const h2At = lines.indexOf('## HTTP/2');
    expect(h1At).toBeGreaterThan(0);
    expect(h2At).toBeGreaterThan(h1At);
    expect(lines.slice(h1At, h2At)).toContain('| `/details?id=5` (Mark as read) | 1100 ms | 2100 ms | 1500 ms | 1000 ms | **0.52** | **0.73** | **1.10** |');
    expect(lines.slice(h2At)).toContain('| `/details?id=5` (Mark as read) | 1200 ms | 2200 ms | 1600 ms | 1100 ms | **0.55** | **0.75** | **1.09** |');
  });

  it('draw one run without the side-by-side tables', () => {
    const one = renderBench({ conditions: { ...conditions, moves: false }, results: { protocols: { h2 } } });
    expect(one[0]).toBe('## HTTP/2');
    expect(one.join('\n')).not.toContain('side by side');
  });
});

describe('the cached visits', () => {
  /** Each side's runs with a cached visit's first content and control live added. */
  const cached = (side: keyof typeof samples, live: number[]) => samples[side].map((sample, run) => ({ ...sample, cachedShown: 300 + run, cachedLcp: 320, cachedLive: live[run] }));
  const withCached = routeResults(route, {
    composed: cached('composed', [500, 600, 700]),
    clientPath: cached('clientPath', [900, 900, 900]),
    baseline: cached('baseline', [450, 450, 450]),
    prerendered: cached('prerendered', [400, 500, 500]),
  });
  const lines = renderBench({ conditions: { ...conditions, moves: false }, results: { sameLook: true, routes: [withCached], moves: [] } });

  it("show each side's first content and control live, and each run's ratio of control live to the prerendered side's", () => {
    expect(lines).toContain(
      '| route | cached first content: composed | cached first content: client path | cached first content: baseline | cached first content: prerendered | cached control live: composed | cached control live: client path | cached control live: baseline | cached control live: prerendered | cached: control live vs prerendered |',
    );
    expect(lines).toContain('| `/details?id=5` (Mark as read; Mark as read) | 301 ms | 301 ms | 301 ms | 301 ms | 600 ms | 900 ms | 450 ms | 500 ms | **1.25** (1.20-1.40) |');
    expect(lines.join('\n')).toContain('then a second load of it in a new page');
  });

  it("have their column in the runs' ratios table", () => {
    const header = lines.find((line) => line.startsWith('| route | first content vs prerendered'));
    expect(header?.endsWith('| cached: control live vs prerendered |')).toBe(true);
    expect(lines.find((line) => line.startsWith('| `/details?id=5` | **1.10**') && line.endsWith('| **1.25** (1.20-1.40) |'))).toBeDefined();
  });

  it('are left out of results kept before they were measured, whose ratios keep their own columns', () => {
    const { medians, spreads, ...rest } = withCached;
    const withoutCached = (sideMedians: Record<string, number | null>) => Object.fromEntries(Object.entries(sideMedians).filter(([key]) => !key.startsWith('cached')));
    const older = {
      ...rest,
      medians: Object.fromEntries(Object.entries(medians).map(([side, sideMedians]) => [side, withoutCached(sideMedians)])),
      spreads: spreads.filter((spread) => !spread.title?.startsWith('cached')),
    };
    const olderLines = renderBench({ conditions: { ...conditions, moves: false }, results: { sameLook: true, routes: [older], moves: [] } }).join('\n');
    expect(olderLines).not.toContain('cached');
    expect(olderLines).toContain('| eager click to effect vs prerendered |\n|---|');
  });
});
