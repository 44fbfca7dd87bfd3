// Reads the boot data a composing server put into the page's head (see
// shared/src/composition/bootBlocks.mjs): remotes.json and the route remote's manifest, which
// the page then does not fetch. Only JSON of the right outline is taken here; the app checks
// remotes.json and the manifest strictly (checkRemotesConfig, platformVersion) as it does the
// fetched files. Without a block, or with one that cannot be used, the caller fetches the file.
import { MANIFEST_BLOCK_ATTRIBUTE, REMOTES_BLOCK_ATTRIBUTE, STALE_PAGE_TIMING } from '@bookmarked/shared/boot-blocks';
import { hashedEntryUrl } from '@bookmarked/shared/entry-files';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each block's problem is told once a page, however often it is read. */
const reported = new Set<string>();

function report(attribute: string, problem: string, level: 'warn' | 'info' = 'warn'): void {
  if (reported.has(attribute)) return;
  reported.add(attribute);
  console[level](`[Bookmarked] the page's ${attribute} block ${problem}: fetching the file instead`);
}

/** The object in the head's block marked `attribute`, with the block; undefined when there is none or it is unusable. */
function readBlock(attribute: string): { value: Record<string, unknown>; block: Element } | undefined {
  const block = document.head.querySelector(`script[type="application/json"][${attribute}]`);
  const text = block?.textContent?.trim();
  // No block, or an empty one (a server's include that found nothing): the client path.
  if (!block || !text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    report(attribute, 'is not JSON');
    return undefined;
  }
  if (!isRecord(value)) {
    report(attribute, 'holds no JSON object');
    return undefined;
  }
  return { value, block };
}

const [staleName, staleDescription] = STALE_PAGE_TIMING.split(';desc=');

/** Whether the server said it served this page from a copy kept while it made a fresh one (Server-Timing). */
function servedStale(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const timings = navigation && 'serverTiming' in navigation ? (navigation as PerformanceNavigationTiming).serverTiming : [];
  return timings.some((timing) => timing.name === staleName && timing.description === staleDescription);
}

/**
 * remotes.json as the server read it for this page, or undefined; undefined too for a page the
 * server kept and served while it made a fresh one, which may be older than a promotion.
 */
export function bootRemotesJson(): Record<string, unknown> | undefined {
  const found = readBlock(REMOTES_BLOCK_ATTRIBUTE)?.value;
  if (found && servedStale()) {
    report(REMOTES_BLOCK_ATTRIBUTE, 'comes with a page the server kept', 'info');
    return undefined;
  }
  return found;
}

/**
 * The route remote's manifest (the part the page needs) when the block is that of the manifest
 * at `manifestUrl`: a visitor on a canary, or a page whose remote moved since, gets undefined.
 */
export function bootManifest(manifestUrl: string): Record<string, unknown> | undefined {
  const found = readBlock(MANIFEST_BLOCK_ATTRIBUTE);
  const href = found?.block.getAttribute('data-href');
  if (!found || !href) return undefined;
  // Another remote's (the other sections, warmed later) or another release's (a canary): not this one.
  return new URL(href, document.baseURI).href === manifestUrl ? found.value : undefined;
}

/**
 * The module to import for the remote whose stable entry (`remoteEntry.js`, as remotes.json
 * names it) is `entryUrl`: its hashed container when the page's head carries that remote's
 * manifest, which every cache may keep for good, else the stable entry itself (the client path,
 * a canary, a section the page was not composed with), which a deploy replaces under its name.
 * The first script preloads and the app imports the same one.
 */
export function bootEntry(entryUrl: string): string {
  const manifest = bootManifest(new URL('mf-manifest.json', entryUrl).href);
  return (manifest && hashedEntryUrl(manifest, entryUrl)) ?? entryUrl;
}

/**
 * Hands the boot data to the app as the first script hands what it read
 * (`window.bookmarkedRemotesJson`, `window.bookmarkedRemoteManifests`), unless already handed:
 * the first script is `async`, and the host's bundle may start before it has run.
 */
export function handOverBootData(): void {
  const remotes = bootRemotesJson();
  if (remotes && !window.bookmarkedRemotesJson) window.bookmarkedRemotesJson = Promise.resolve(remotes);
  const manifest = readBlock(MANIFEST_BLOCK_ATTRIBUTE);
  const href = manifest?.block.getAttribute('data-href');
  if (!manifest || !href) return;
  const manifests = (window.bookmarkedRemoteManifests ??= {});
  manifests[new URL(href, document.baseURI).href] ??= Promise.resolve(manifest.value);
}
