// Where a page's main thread spends its time up to a moment (the route's first content), read
// from a Chromium trace: every traced slice's own time (its duration less its children's), put
// into the few kinds of work a front-end can act on. A page that is busy nearly all the time up
// to its content is CPU-bound: only less work, not earlier requests, brings the content sooner.

/** The trace categories `split` needs (pass them to `browser.startTracing`). */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel', 'blink.user_timing'];

/** Each kind of work, and the trace slice names that belong to it. The first match wins. */
export const KINDS = [
  ['script', /^(V8\.|v8)|EvaluateScript|FunctionCall|RunMicrotasks|AsyncTask|TimerFire|FireAnimationFrame|EventDispatch|MicrotaskCheckpoint|GC|Scavenge/],
  ['style and layout', /Layout|[Ss]tyle|CSS|InlineNode|Svg|Shape|Font/],
  ['paint', /Paint|Commit|Layerize|Composit|Raster|Decode|Image/],
  ['loading', /URLLoader|ResourceFetcher|ResourceRequest|ResponseBody|[Mm]ojo|Watcher|ParseHTML|Loader|Parser|Resource/],
];
export const OTHER = 'other (task bookkeeping)';

export const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? OTHER;

/**
 * Milliseconds of main-thread work per kind, and in all, from the page's navigation up to
 * `untilMs` after it. `traceEvents` is a Chromium trace's event list.
 */
export function split(traceEvents, untilMs) {
  const navigations = traceEvents.filter((event) => event.name === 'navigationStart');
  const navigation =
    navigations.find((event) => (event.args?.data?.documentLoaderURL ?? '').startsWith('http')) ?? navigations.at(-1);
  if (!navigation) throw new Error('the trace holds no navigation');
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.pid === navigation.pid && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error("the trace holds no main thread for the page's renderer");
  const until = navigation.ts + untilMs * 1000;
  const slices = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined && event.ts >= navigation.ts && event.ts < until)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const childTime = new Map();
  const open = [];
  for (const slice of slices) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= slice.ts) open.pop();
    const parent = open.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + slice.dur);
    open.push(slice);
  }
  const result = Object.fromEntries([...KINDS.map(([kind]) => kind), OTHER, 'total'].map((kind) => [kind, 0]));
  for (const slice of slices) {
    const own = Math.max(0, slice.dur - (childTime.get(slice) ?? 0)) / 1000;
    result[kindOf(slice.name)] += own;
    result.total += own;
  }
  return result;
}

/**
 * Milliseconds the main thread spent in long animation frames (`[startTime, duration]` pairs)
 * up to `untilMs`: a frame that straddles it counts up to it.
 */
export function longFramesUntil(frames, untilMs) {
  return frames.reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(start + duration, untilMs) - start), 0);
}
