// The hashes a composed page's import map names for the remotes' modules (written by the
// composing server: server/composition/importMap.mjs). The browser checks every module it
// loads against them by itself; the page's own fetches of those files (the route preload's,
// and the check of a failed load) ask for the same hash, so a changed file is refused there
// too and never preloaded for the document's life.

let integrity: Record<string, unknown> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The map's integrity section, read once; empty without a map (the client path) or with an unreadable one. */
function readIntegrity(): Record<string, unknown> {
  if (integrity) return integrity;
  let found: unknown;
  try {
    found = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}');
  } catch {
    found = {};
  }
  integrity = isRecord(found) && isRecord(found.integrity) ? found.integrity : {};
  return integrity;
}

/** The hash the page's import map gives the module at `href`, if any. */
export function moduleIntegrity(href: string): string | undefined {
  const hash = readIntegrity()[href];
  return typeof hash === 'string' ? hash : undefined;
}
