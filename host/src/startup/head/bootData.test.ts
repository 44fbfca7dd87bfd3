import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestBlock, remotesBlock, remotesBlockAround } from '@bookmarked/shared/boot-blocks';

const config = { remotes: { catalog: 'https://catalog.example/remoteEntry.js' } };
const manifest = { shared: [{ name: '@bookmarked/shared', requiredVersion: '^2.0.0' }], metaData: { buildInfo: { buildId: 'b1' } }, exposes: [{ name: 'Home', assets: {} }] };
/** The manifest block as a composing server hands it out: its address made absolute. */
const composedManifestBlock = (base: string) => manifestBlock(manifest, 'Home').replace('href="assets/', `href="${base}assets/`);

async function boot() {
  vi.resetModules();
  return import('./bootData');
}

describe('the boot data in the head', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('gives remotes.json and the manifest the server put there', async () => {
    document.head.innerHTML = `${remotesBlock(config)}${composedManifestBlock('https://catalog.example/')}`;
    const { bootRemotesJson, bootManifest } = await boot();
    expect(bootRemotesJson()).toEqual(config);
    expect(bootManifest('https://catalog.example/mf-manifest.json')).toEqual(JSON.parse(JSON.stringify(manifest)));
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives no remotes.json from a page the server kept and served while it made a fresh one: it may predate a promotion', async () => {
    document.head.innerHTML = `${remotesBlock(config)}${composedManifestBlock('https://catalog.example/')}`;
    const served = (serverTiming: { name: string; description: string }[]) =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming } as unknown as PerformanceEntry]);
    const { bootRemotesJson, bootManifest } = await boot();
    served([{ name: 'composed', description: 'fresh' }, { name: 'stale', description: '' }]);
    expect(bootRemotesJson(), 'not said stale').toEqual(config);
    served([{ name: 'composed', description: 'stale' }]);
    expect(bootRemotesJson()).toBeUndefined();
    expect(bootRemotesJson()).toBeUndefined();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toBe("[Bookmarked] the page's data-boot-remotes block comes with a page the server kept: fetching the file instead");
    // The manifest belongs to the release the page was drawn from, whichever remotes.json names.
    expect(bootManifest('https://catalog.example/mf-manifest.json')).toEqual(JSON.parse(JSON.stringify(manifest)));
    expect(warn).not.toHaveBeenCalled();
  });

  it("imports a remote by its hashed container when the head carries its manifest, else by the stable entry", async () => {
    const named = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry-C0ffee.js', path: '', type: 'module' } } };
    const block = manifestBlock(named, 'Home').replace('href="assets/', 'href="https://catalog.example/assets/');
    const { bootEntry } = await boot();
    expect(bootEntry('https://catalog.example/remoteEntry.js'), 'no block: the client path').toBe('https://catalog.example/remoteEntry.js');
    document.head.innerHTML = block;
    expect(bootEntry('https://catalog.example/remoteEntry.js')).toBe('https://catalog.example/remoteEntry-C0ffee.js');
    expect(bootEntry('https://canary.example/remoteEntry.js'), "another release's entry").toBe('https://canary.example/remoteEntry.js');
    document.head.innerHTML = composedManifestBlock('https://catalog.example/');
    expect(bootEntry('https://catalog.example/remoteEntry.js'), 'an older build names no hashed container').toBe('https://catalog.example/remoteEntry.js');
  });

  it('gives nothing, quietly, on a page without blocks or with an empty one (the client path, an include that found nothing)', async () => {
    const { bootRemotesJson, bootManifest } = await boot();
    expect(bootRemotesJson()).toBeUndefined();
    expect(bootManifest('https://catalog.example/mf-manifest.json')).toBeUndefined();
    document.head.innerHTML = `${remotesBlockAround('  ')}<script type="application/json" data-boot-manifest data-href="">{}</script>`;
    expect(bootRemotesJson()).toBeUndefined();
    expect(bootManifest('https://catalog.example/mf-manifest.json')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('takes no block that is not a JSON object, and says so once', async () => {
    const { bootRemotesJson } = await boot();
    for (const content of ['{not json', '[an error occurred while processing the directive]', '["a"]', 'null', '"text"']) {
      document.head.innerHTML = remotesBlockAround(content);
      expect(bootRemotesJson(), content).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe("[Bookmarked] the page's data-boot-remotes block is not JSON: fetching the file instead");
  });

  it('tells a block holding something other than an object apart from one that is not JSON', async () => {
    document.head.innerHTML = remotesBlockAround('[1]');
    const { bootRemotesJson } = await boot();
    expect(bootRemotesJson()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("[Bookmarked] the page's data-boot-remotes block holds no JSON object: fetching the file instead");
  });

  it('reads only a JSON data block in the head: not a script that runs, nor one in the body', async () => {
    document.head.innerHTML = `<script type="module" data-boot-remotes>${JSON.stringify(config)}</script>`;
    document.body.innerHTML = remotesBlock(config);
    const { bootRemotesJson } = await boot();
    expect(bootRemotesJson()).toBeUndefined();
    document.body.innerHTML = '';
  });

  it("gives no manifest for another address than the block's (another remote, a canary, a remote moved since)", async () => {
    document.head.innerHTML = composedManifestBlock('https://catalog.example/releases/catalog/1.0.0-aaaaaaaaaa/');
    const { bootManifest } = await boot();
    expect(bootManifest('https://catalog.example/releases/catalog/1.1.0-bbbbbbbbbb/mf-manifest.json')).toBeUndefined();
    expect(bootManifest('https://lists.example/mf-manifest.json')).toBeUndefined();
    expect(bootManifest('https://catalog.example/releases/catalog/1.0.0-aaaaaaaaaa/mf-manifest.json')).toEqual(JSON.parse(JSON.stringify(manifest)));
  });

  it("hands the blocks to the app as the first script does, unless it already has them", async () => {
    document.head.innerHTML = `${remotesBlock(config)}${composedManifestBlock('https://catalog.example/')}`;
    const { handOverBootData } = await boot();
    delete window.bookmarkedRemotesJson;
    delete window.bookmarkedRemoteManifests;
    handOverBootData();
    await expect(window.bookmarkedRemotesJson).resolves.toEqual(config);
    await expect(window.bookmarkedRemoteManifests?.['https://catalog.example/mf-manifest.json']).resolves.toEqual(JSON.parse(JSON.stringify(manifest)));
    const handed = { remotes: Promise.resolve('the first script read it'), manifest: Promise.resolve('so did it') };
    window.bookmarkedRemotesJson = handed.remotes;
    window.bookmarkedRemoteManifests = { 'https://catalog.example/mf-manifest.json': handed.manifest };
    handOverBootData();
    expect(window.bookmarkedRemotesJson).toBe(handed.remotes);
    expect(window.bookmarkedRemoteManifests['https://catalog.example/mf-manifest.json']).toBe(handed.manifest);
    delete window.bookmarkedRemotesJson;
    delete window.bookmarkedRemoteManifests;
    document.head.innerHTML = '';
    handOverBootData();
    expect(window.bookmarkedRemotesJson, 'no block, nothing handed: the app fetches').toBeUndefined();
    expect(window.bookmarkedRemoteManifests).toBeUndefined();
  });

  it("resolves a block's address on the page's own origin, as nginx names a live release", async () => {
    document.head.innerHTML = composedManifestBlock('/releases/catalog/1.0.0-aaaaaaaaaa/');
    const { bootManifest } = await boot();
    expect(bootManifest(new URL('/releases/catalog/1.0.0-aaaaaaaaaa/mf-manifest.json', document.baseURI).href)).toBeDefined();
  });
});
