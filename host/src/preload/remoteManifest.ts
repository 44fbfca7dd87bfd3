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
 * The files an exposed page needs before it can render, as absolute URLs, from the remote's
 * `mf-manifest.json` (`exposes[].assets`): its synchronous chunks and styles, plus the small
 * share wrappers it always goes through. The asynchronous list also holds the remote's own
 * fallback copies of shared packages (unused when the host provides them) and lazily loaded
 * libraries, so the rest of it is left alone. Checked by hand rather than with a schema
 * library: this runs in the host's first script, which must not wait for a shared chunk.
 */
export function pageFilesFromManifest(manifest: unknown, page: string, manifestUrl: string): PageFiles | undefined {
  const exposes = isRecord(manifest) ? manifest.exposes : undefined;
  if (!Array.isArray(exposes)) return undefined;
  const expose: unknown = exposes.find((entry) => isRecord(entry) && entry.name === page);
  if (!isRecord(expose)) return undefined;
  const [scripts, lazyScripts, styles] = [fileList(expose.assets, 'js', 'sync'), fileList(expose.assets, 'js', 'async'), fileList(expose.assets, 'css', 'sync')];
  if (!scripts || !lazyScripts || !styles) return undefined;
  const absolute = (file: string) => new URL(file, manifestUrl).href;
  const shareWrappers = lazyScripts.filter((file) => file.includes('__loadShare__'));
  return { scripts: [...scripts, ...shareWrappers].map(absolute), styles: styles.map(absolute) };
}
