// The hash each remote module must have, by its address. On a composed page the import map names
// them (written by the composing server: server/composition/importMap.mjs), and the browser checks
// every module it loads against it by itself. On a page no server composed (the client path) the
// first script reads each remote's integrity.json and adds its hashes here (clientPathCheck.ts),
// and the page checks the files it is about to import. Either way the page's own fetches of those
// files (the route preload's, and the check of a failed load) ask for the same hash, so a changed
// file is refused there too and never preloaded for the document's life.

let fromImportMap: Record<string, unknown> | undefined;
const fromLists = new Map<string, string>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The map's integrity section, read once; empty without a map (the client path) or with an unreadable one. */
function readImportMap(): Record<string, unknown> {
  if (fromImportMap) return fromImportMap;
  let found: unknown;
  try {
    found = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}');
  } catch {
    found = {};
  }
  fromImportMap = isRecord(found) && isRecord(found.integrity) ? found.integrity : {};
  return fromImportMap;
}

/** Whether the page's import map names module hashes, which the browser then checks for every module it loads. */
export const importMapChecksModules = (): boolean => Object.keys(readImportMap()).length > 0;

/** Adds a remote's module hashes, as its release's integrity.json gives them, by absolute address. */
export function addListedIntegrity(hashes: Record<string, string>): void {
  for (const [href, hash] of Object.entries(hashes)) fromLists.set(href, hash);
}

/** The hash the page's import map, or a remote's list read on this page, gives the module at `href`, if any. */
export function moduleIntegrity(href: string): string | undefined {
  const hash = readImportMap()[href] ?? fromLists.get(href);
  return typeof hash === 'string' ? hash : undefined;
}
