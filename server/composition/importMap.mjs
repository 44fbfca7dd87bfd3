// The import map a composed page carries: the sha384 of every module its remotes may load, read
// from each remote's integrity.json beside its entry, so the browser refuses a file that is not
// the one built (and the federation runtime's failure shows the section's Retry). One map for
// every page of the site as remotes.json stands: the route's remote and the sections the page
// prefetches, canaries included. An inline script, allowed by its hash in the page's CSP.
import { importMapScript, inlineScriptSource, INTEGRITY_FILE, integrityListOf, moduleIntegrity } from '@bookmarked/shared/integrity';

/** Every entry a remotes.json names, stable and canary, as absolute addresses. */
function entriesOf(config, hostOrigin) {
  const stable = Object.values(config?.remotes ?? {});
  const canaries = Object.values(config?.canaries ?? {}).map((canary) => canary?.entry);
  return [...new Set([...stable, ...canaries].filter((entry) => typeof entry === 'string').map((entry) => new URL(entry, hostOrigin).href))];
}

/** The remote's module hashes, or none when its list cannot be had or read (its modules go unchecked). */
async function integrityOfRemote(entry, readText) {
  try {
    const list = integrityListOf(JSON.parse(await readText(new URL(INTEGRITY_FILE, entry).href)));
    return list ? moduleIntegrity(list, entry) : {};
  } catch {
    return {};
  }
}

/**
 * The import map's `integrity` section for a page composed from `config` (remotes.json): every
 * module of every remote it names, by its absolute address.
 * @param {(url: string) => Promise<string>} readText a remote's file
 * @returns {Promise<Record<string, string>>}
 */
export async function integrityOfRemotes(config, hostOrigin, readText) {
  const parts = await Promise.all(entriesOf(config, hostOrigin).map((entry) => integrityOfRemote(entry, readText)));
  return Object.assign({}, ...parts);
}

/**
 * @typedef {{ html: string, scriptSource: string }} ImportMap the script, and the source the CSP allows it by
 * @param {(url: string) => Promise<string>} readText a remote's file, as the fragment source reads it
 */
export function createImportMaps(readText) {
  let last;

  /**
   * The import map for a page composed from `config` (remotes.json), or undefined when it would
   * name nothing.
   * @returns {Promise<ImportMap | undefined>}
   */
  return async function importMapFor(config, hostOrigin) {
    const integrity = await integrityOfRemotes(config, hostOrigin, readText);
    if (Object.keys(integrity).length === 0) return undefined;
    const html = importMapScript(integrity);
    // The same map as last time, most requests: its hash is not worked out again.
    if (last?.html !== html) last = { html, scriptSource: inlineScriptSource(html.slice(html.indexOf('>') + 1, -'</script>'.length)) };
    return last;
  };
}
