export interface PageFiles {
  scripts: string[];
  styles: string[];
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

/**
 * The files an exposed page needs before it can render, named as the remote's `mf-manifest.json`
 * names them (relative to it), from its `exposes[].assets`: the page's synchronous chunks and
 * styles, plus the small share wrappers it always goes through. The asynchronous list also holds
 * the remote's own fallback copies of shared packages (unused when the host provides them) and
 * lazily loaded libraries, so the rest of it is left alone. Checked by hand rather than with a
 * schema library: the host's first script reads it, and must not wait for a shared chunk.
 */
export function pageFileNames(manifest: unknown, page: string): PageFiles | undefined {
  const exposes = isRecord(manifest) ? manifest.exposes : undefined;
  if (!Array.isArray(exposes)) return undefined;
  const expose: unknown = exposes.find((entry) => isRecord(entry) && entry.name === page);
  if (!isRecord(expose)) return undefined;
  const [scripts, lazyScripts, styles] = [fileList(expose.assets, 'js', 'sync'), fileList(expose.assets, 'js', 'async'), fileList(expose.assets, 'css', 'sync')];
  if (!scripts || !lazyScripts || !styles) return undefined;
  const shareWrappers = lazyScripts.filter((file) => file.includes('__loadShare__'));
  return { scripts: [...scripts, ...shareWrappers], styles };
}

/** The same files as absolute URLs, beside the manifest at `manifestUrl`. */
export function pageFilesFromManifest(manifest: unknown, page: string, manifestUrl: string): PageFiles | undefined {
  const files = pageFileNames(manifest, page);
  if (!files) return undefined;
  const absolute = (file: string) => new URL(file, manifestUrl).href;
  return { scripts: files.scripts.map(absolute), styles: files.styles.map(absolute) };
}
