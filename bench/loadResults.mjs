// What bench/load.mjs keeps of its loads (each load's figures, and the ratios of the composed
// pages to the same server's references, of the failing remote's pages to the servers' wait and
// to the same page with every remote well, of a page beside RUM beacons to its load alone, and of
// serve.mjs's memory over the requests), and the
// tables it prints and writes (docs/results/load.md), drawn from that alone.

/**
 * @typedef {{ rps: number, p50: number, p99: number, max: number, non2xx: number, errors: number, whole: number, withGraph: number, sampled: number, slowestSample: number }} Load
 */

/** Throughput and p99 of a load against a reference's; a p99 under 1 ms counts as 1 ms. */
const against = (load, reference) => ({ throughput: load.rps / reference.rps, p99: load.p99 / Math.max(1, reference.p99) });

/**
 * A composed page's load with every remote well, with its ratios to the server's references.
 * @param {{ name: string, connections: number, path: string, composed: Load, built: Load, copy: Load }} healthy
 */
export const healthyResult = ({ name, connections, path, composed, built, copy }) => ({ name, connections, path, composed, vsBuilt: against(composed, built), vsFile: against(composed, copy) });

/**
 * A load with the failing remote in `mode`: the failing remote's own page's p99 against the
 * servers' wait for a remote, another remote's page's against its own with every remote well.
 * @param {{ name: string, connections: number, mode: string, path: string, result: Load, base: Load | undefined }} failure
 * @param {string} failingPage
 * @param {number} composeTimeoutMs
 */
export function failureResult({ name, connections, mode, path, result, base }, failingPage, composeTimeoutMs) {
  const p99Against =
    path === failingPage ? { of: 'wait', ratio: result.p99 / composeTimeoutMs } : mode === 'ok' || base === undefined ? null : { of: 'ok', ratio: result.p99 / Math.max(1, base.p99) };
  return { name, connections, mode, path, result, p99Against };
}

/**
 * Beacons posted to /rum beside a composed page's load, with the page's throughput and p99
 * against its load alone (none when it was not measured alone).
 * @param {{ name: string, connections: number, beacons: Pick<Load, 'rps' | 'p50' | 'p99' | 'max' | 'non2xx' | 'errors'>, page: Load, pageAlone: Load | undefined }} run
 */
export const rumResult = ({ name, connections, beacons, page, pageAlone }) => ({ name, connections, beacons, page, pageVsAlone: pageAlone ? against(page, pageAlone) : null });

/**
 * serve.mjs's resident memory (KB) over the requests, and how it grew from one mark to the next.
 * @param {{ pages: number, after1k: number | undefined, after100k: number | undefined, after200k: number | undefined, non2xx: number }} memory
 */
export function memoryResult(memory) {
  const { after1k, after100k, after200k } = memory;
  return {
    ...memory,
    growth100k: after1k && after100k ? after100k / after1k : null,
    growth200k: after100k && after200k ? after200k / after100k : null,
  };
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const rps = (value) => Math.round(value).toLocaleString('en-US');
const ratio = (value) => `**${value.toFixed(2)}x**`;
const figures = (run) => `${rps(run.rps)}, ${ms(run.p50)} / ${ms(run.p99)} / ${ms(run.max)}`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/**
 * The Markdown below the results file's header: what bench/load.mjs prints.
 * @param {{ conditions: Record<string, any>, results: { staticCopyBytes: number, references: { name: string, connections: number, built: Load, copy: Load }[], healthy: ReturnType<typeof healthyResult>[], failures: ReturnType<typeof failureResult>[], rum?: ReturnType<typeof rumResult>[], memory: ReturnType<typeof memoryResult> | null } }} doc
 * @returns {string[]}
 */
export function renderLoad({ conditions: c, results }) {
  const catalogue = c.books ? `${c.books.toLocaleString('en-US')} generated books` : "the site's own catalogue";
  const lines = [
    `${catalogue}; ${c.seconds} s a load (the failures: ${c.failureSeconds} s, each met for ${c.settleMs / 1000} s first), gzip, one run. The graph remote is a stand-in throughout.`,
    '',
    `References: the host's page as built (\`${c.asBuilt}\`), and the composed \`${c.otherPage}\` saved as a file of the host's build (\`${c.staticCopy}\`, ${Math.round(results.staticCopyBytes / 1024)} KB before gzip).`,
    '',
    '| server | connections | as built: req/s, p50 / p99 / max | the composed page as a file: req/s, p50 / p99 / max | non-2xx + errors |',
    '|---|---|---|---|---|',
    ...results.references.map(({ name, connections, built, copy }) => `| ${name} | ${connections} | ${figures(built)} | ${figures(copy)} | ${built.non2xx + built.errors} / ${copy.non2xx + copy.errors} |`),
    '',
    "Composed pages, every remote well, against the same server's references:",
    '',
    '| server | connections | page | req/s, p50 / p99 / max | non-2xx + errors | vs as built: throughput, p99 | vs the file: throughput, p99 |',
    '|---|---|---|---|---|---|---|',
    ...results.healthy.map(
      ({ name, connections, path, composed, vsBuilt, vsFile }) =>
        `| ${name} | ${connections} | \`${path}\` | ${figures(composed)} | ${composed.non2xx + composed.errors} | ${ratio(vsBuilt.throughput)}, ${ratio(vsBuilt.p99)} | ${ratio(vsFile.throughput)}, ${ratio(vsFile.p99)} |`,
    ),
    '',
    `The graph failing: \`${c.failingPage}\` (its page; p99 against the servers' wait for a remote, ${c.composeTimeoutMs} ms) and \`${c.otherPage}\` (another remote's; p99 against its own with the graph well, the "ok" rows). Pages checked: fetched during the load, whole and without an error page (of them, with the graph's own page).`,
    '',
    "| server | connections | graph | page | req/s, p50 / p99 / max | non-2xx | errors / timeouts | p99 against | pages checked whole (graph's page), the slowest |",
    '|---|---|---|---|---|---|---|---|---|',
    ...results.failures.map(({ name, connections, mode, path, result, p99Against }) => {
      const versus = p99Against === null ? '' : p99Against.of === 'wait' ? `${ratio(p99Against.ratio)} of ${c.composeTimeoutMs} ms` : `${ratio(p99Against.ratio)} of ok`;
      const graph = path === c.failingPage ? ` (${result.withGraph})` : '';
      return `| ${name} | ${connections} | ${mode} | \`${path}\` | ${figures(result)} | ${result.non2xx} | ${result.errors} | ${versus} | ${result.whole}/${result.sampled}${graph}, ${ms(result.slowestSample)} |`;
    }),
  ];
  if (results.rum?.length) {
    lines.push(
      '',
      `Valid beacons posted to \`POST /rum\` (${c.beaconBytes} bytes, a page view and three vitals) at ${c.rumConnections} connections, each from a loopback address of its own in turn, next to the load of \`${c.otherPage}\`; the page against its load alone:`,
      '',
      '| server | page connections | beacons: req/s, p50 / p99 / max | non-2xx | errors | the page: req/s, p50 / p99 / max | page non-2xx + errors | vs alone: throughput, p99 |',
      '|---|---|---|---|---|---|---|---|',
      ...results.rum.map(
        ({ name, connections, beacons, page, pageVsAlone }) =>
          `| ${name} | ${connections} | ${figures(beacons)} | ${beacons.non2xx} | ${beacons.errors} | ${figures(page)} | ${page.non2xx + page.errors} | ${pageVsAlone ? `${ratio(pageVsAlone.throughput)}, ${ratio(pageVsAlone.p99)}` : ''} |`,
      ),
    );
  }
  const memory = results.memory;
  if (memory?.growth100k) {
    lines.push(
      '',
      `serve.mjs's resident memory over ${memory.pages} different pages, ${c.connections[0]} connections: ${mb(memory.after1k)} after 1,000 requests, ${mb(memory.after100k)} after 100,000 more (**${memory.growth100k.toFixed(2)}x**), ${mb(memory.after200k)} after 100,000 more again (${memory.growth200k?.toFixed(2)}x the 100,000 mark; ${memory.non2xx} answers other than 2xx${memory.non2xx > 0 ? ', the 404 of a book no one has among them' : ''}).`,
    );
  }
  return lines;
}
