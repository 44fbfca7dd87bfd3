// Which side of a canary this visitor is on. The choice rests on one random number kept in the
// browser, so a visitor stays on their side across visits and no server needs a cookie.
// host/src/startup/head/preloadRouteRemote.ts picks the same way (it may share no module with the app).

/** The localStorage key of the visitor's number, in [0, 1). */
export const CANARY_NUMBER_KEY = 'bookmarked:canary-number';

/**
 * The visitor's number, drawn once and kept. Without storage there is none: such a visitor
 * could not stay on one side, so they get the stable release.
 */
export function visitorNumber(storage: Storage | undefined = globalThis.localStorage, random: () => number = Math.random): number | undefined {
  try {
    if (!storage) return undefined;
    const kept = Number.parseFloat(storage.getItem(CANARY_NUMBER_KEY) ?? '');
    if (kept >= 0 && kept < 1) return kept;
    const drawn = random();
    storage.setItem(CANARY_NUMBER_KEY, String(drawn));
    return drawn;
  } catch {
    return undefined;
  }
}

export interface Canary {
  entry: string;
  /** Whole percent of visitors, 0 to 100. */
  percent: number;
}

/** A visitor whose number is under the canary's share gets the canary. */
export const getsCanary = (canary: Canary, number: number | undefined): boolean =>
  number !== undefined && number * 100 < canary.percent;
