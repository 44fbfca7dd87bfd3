// The goals the composed site is held to, recorded with the results of the bench that measures
// each (docs/performance.md states them): ratios are the composed site's over the reference's,
// a goal met when the median of the runs' own ratios is within it.

/** `pnpm bench`, against the prerendered one bundle, on every route. */
export const benchGoals = {
  eagerClicksLost: 0,
  eagerEffectAtMost: 1.1,
  firstContentAtMost: 1.1,
  lcpAtMost: 1.1,
  /** With every file cached (service worker off), the control live. */
  cachedLiveAtMost: 1.25,
};

/** `pnpm bench:lighthouse`: the composed site's median performance score, and its lowest best-practices score, on every route. */
export const lighthouseGoals = { performanceScoreAtLeast: 95, bestPracticesAtLeast: 100 };

/** `pnpm bench:load`, each server against its own page as built, and Varnish against a file it keeps. */
export const loadGoals = {
  throughputAtLeast: 0.5,
  p99AtMost: 3,
  varnishThroughputVsKeptFileAtLeast: 0.9,
  /** With one remote hung or answering 500: the other remotes' p99 grows by at most this many percent. */
  otherRemotesP99GrowthPercentAtMost: 10,
  /** serve.mjs's resident memory after 100,000 requests over that after 1,000. */
  memoryGrowthAtMost: 1.2,
};
