export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The chunk that exposes a page, and the chunks it imports statically, as a remote's build names
 * them in its manifest (`exposes[].pageModule`, shared/build/pageModules.ts).
 */
export interface PageModule {
  file: string;
  imports: string[];
}

/** What a host can offer a page module directly: the federation plugin it was built with, and its shares. */
export interface HostPageModules {
  pluginVersion: string;
  shares: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string');

/** One of a manifest's lists of files; a missing list is empty, a malformed one undefined. */
function fileList(assets: unknown, kind: 'js' | 'css', timing: 'sync' | 'async'): string[] | undefined {
  const group = isRecord(assets) ? assets[kind] : undefined;
  const list = isRecord(group) ? group[timing] : undefined;
  if (list === undefined) return [];
  return isFileList(list) ? list : undefined;
}

/** A file of the remote's own `assets/` folder, named relative to its manifest. */
const ASSET_FILE = /^assets\/[\w.-]+\.js$/;

function exposeOf(manifest: unknown, page: string): Record<string, unknown> | undefined {
  const exposes = isRecord(manifest) ? manifest.exposes : undefined;
  if (!Array.isArray(exposes)) return undefined;
  const expose: unknown = exposes.find((entry) => isRecord(entry) && entry.name === page);
  return isRecord(expose) ? expose : undefined;
}

/** The page's module as its manifest names it, or undefined when it names none (an older build) or names it wrong. */
function pageModuleOf(manifest: unknown, page: string): PageModule | undefined {
  const named = exposeOf(manifest, page)?.pageModule;
  if (!isRecord(named) || typeof named.file !== 'string' || !isFileList(named.imports)) return undefined;
  if (![named.file, ...named.imports].every((file) => ASSET_FILE.test(file))) return undefined;
  return { file: named.file, imports: named.imports };
}

/**
 * The files an exposed page needs before it can render, named as the remote's `mf-manifest.json`
 * names them (relative to it). For a host that imports the page's module directly (`direct`, and
 * the manifest names it), that module and its static imports: all the page runs. Otherwise, from its
 * `exposes[].assets`: the page's synchronous chunks and styles, plus the small share wrappers it
 * always goes through. The asynchronous list also holds the remote's own fallback copies of
 * shared packages (unused when the host provides them) and lazily loaded libraries, so the rest
 * of it is left alone. Checked by hand rather than with a schema library: the host's first script
 * reads it, and must not wait for a shared chunk.
 */
export function pageFileNames(manifest: unknown, page: string, direct: boolean): PageFiles | undefined {
  const expose = exposeOf(manifest, page);
  if (!expose) return undefined;
  const [scripts, lazyScripts, styles] = [fileList(expose.assets, 'js', 'sync'), fileList(expose.assets, 'js', 'async'), fileList(expose.assets, 'css', 'sync')];
  if (!scripts || !lazyScripts || !styles) return undefined;
  const pageModule = direct ? pageModuleOf(manifest, page) : undefined;
  if (pageModule) return { scripts: [pageModule.file, ...pageModule.imports], styles };
  const shareWrappers = lazyScripts.filter((file) => file.includes('__loadShare__'));
  return { scripts: [...scripts, ...shareWrappers], styles };
}

/**
 * The address of the page's module when this host can import it directly, else undefined (the
 * host loads the remote's container instead). Directly only where nothing is left to negotiate:
 * the remote was built with the same federation plugin as the host (its share wrappers read the
 * shares where this host's build puts them), and every package it shares is one the host offers.
 */
export function pageModuleUrl(manifest: unknown, page: string, manifestUrl: string, host: HostPageModules | null): string | undefined {
  const pageModule = pageModuleOf(manifest, page);
  if (!host || !pageModule || !isRecord(manifest)) return undefined;
  const pluginVersion = isRecord(manifest.metaData) ? manifest.metaData.pluginVersion : undefined;
  const shared = Array.isArray(manifest.shared) ? manifest.shared : undefined;
  if (pluginVersion !== host.pluginVersion || !shared) return undefined;
  if (!shared.every((share) => isRecord(share) && typeof share.name === 'string' && host.shares.includes(share.name))) return undefined;
  return new URL(pageModule.file, manifestUrl).href;
}

/** The same files as absolute URLs, beside the manifest at `manifestUrl`. */
export function pageFilesFromManifest(manifest: unknown, page: string, manifestUrl: string, direct: boolean): PageFiles | undefined {
  const files = pageFileNames(manifest, page, direct);
  if (!files) return undefined;
  const absolute = (file: string) => new URL(file, manifestUrl).href;
  return { scripts: files.scripts.map(absolute), styles: files.styles.map(absolute) };
}
