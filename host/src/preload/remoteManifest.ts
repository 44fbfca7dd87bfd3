import * as v from 'valibot';

const FileList = v.optional(v.array(v.string()), []);
const Assets = v.object({
  js: v.optional(v.object({ sync: FileList, async: FileList }), {}),
  css: v.optional(v.object({ sync: FileList, async: FileList }), {}),
});

/** The part of a remote's `mf-manifest.json` that says which files each exposed module needs. */
const ManifestSchema = v.object({
  exposes: v.array(v.object({ name: v.string(), assets: Assets })),
});

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The files an exposed page needs before it can render, as absolute URLs: its synchronous
 * chunks and styles, plus the small share wrappers it always goes through. The asynchronous
 * list also holds the remote's own fallback copies of shared packages (unused when the host
 * provides them) and lazily loaded libraries, so the rest of it is left alone.
 */
export function pageFilesFromManifest(manifest: unknown, page: string, manifestUrl: string): PageFiles | undefined {
  const parsed = v.safeParse(ManifestSchema, manifest);
  if (!parsed.success) return undefined;
  const expose = parsed.output.exposes.find((entry) => entry.name === page);
  if (!expose) return undefined;
  const absolute = (file: string) => new URL(file, manifestUrl).href;
  const { js, css } = expose.assets;
  const shareWrappers = js.async.filter((file) => file.includes('__loadShare__'));
  return {
    scripts: [...js.sync, ...shareWrappers].map(absolute),
    styles: css.sync.map(absolute),
  };
}
