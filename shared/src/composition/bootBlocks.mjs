// The federation's boot data in a composed page's head: what the composing server read to
// compose the page, handed to the page so its first script asks for none of it again.
//   - remotes.json as the server read it for this request (serve.mjs, and Varnish through its
//     head part) or as nginx serves it (an SSI include of the file);
//   - the part of the route remote's mf-manifest.json the page needs, written by the remote's
//     own build into each page's head (shared/build/pageFragments.ts), so it always comes from
//     the release whose page was composed.
// Each is a JSON data block (`<script type="application/json">`): not run, so the CSP does not
// change. The host's first script reads them (host/src/startup/head/bootData.ts); a page without
// them (the client path, a dev server, a failed include) fetches both files as before.
// Plain JavaScript with no DOM or Node dependency. The host's first script and its bundle both
// read the blocks (whichever runs first hands them over), from the one small chunk the two
// already shared: no file more before the page is live.

/**
 * What a server answers, as a Server-Timing entry, when it serves a composed page from a copy
 * it kept while a fresh one is made: its remotes.json block may be older than a promotion,
 * so the page fetches the file instead. (A server composing every page afresh never says it.)
 */
export const STALE_PAGE_TIMING = 'composed;desc=stale';

/** On the block holding remotes.json. */
export const REMOTES_BLOCK_ATTRIBUTE = 'data-boot-remotes';

/** On the block holding the route remote's manifest, the part the page needs. */
export const MANIFEST_BLOCK_ATTRIBUTE = 'data-boot-manifest';

/**
 * Where the manifest block says its manifest lives: named like the remote's style sheets,
 * relative to its `assets/` folder, so every composing server makes it absolute as it does them
 * (the release the page came from). The page uses the block only for that manifest.
 */
const MANIFEST_BLOCK_HREF = 'assets/../mf-manifest.json';

/**
 * JSON text that cannot end the element it sits in: every `<` written `\u003c`, which JSON
 * allows inside a string and which cannot stand anywhere else in valid JSON.
 * @param {string} jsonText
 */
export const jsonForScriptElement = (jsonText) => jsonText.replaceAll('<', '\\u003c');

/**
 * The remotes.json block around `content`: JSON text, or a server's include of the file
 * (nginx's SSI, which escapes it on the way in).
 * @param {string} content
 */
export const remotesBlockAround = (content) => `<script type="application/json" ${REMOTES_BLOCK_ATTRIBUTE}>${content}</script>`;

/**
 * The remotes.json block for a config the server has read.
 * @param {unknown} config
 */
export const remotesBlock = (config) => remotesBlockAround(jsonForScriptElement(JSON.stringify(config)));

/**
 * What the page reads of a remote's manifest for one of its exposed pages: the ranges its
 * build needs of the shared packages and its build id (the host's platform check), the
 * federation plugin it was built with (whether the host may import the page's module directly),
 * and that page's files and module (the route preload, the load). The manifest's own shape, so
 * the same code reads the block or the file.
 * @param {{ shared?: { name: string, requiredVersion?: string }[], metaData?: { buildInfo?: { buildId?: string }, pluginVersion?: string, remoteEntry?: { name?: string, path?: string } }, exposes?: { name: string }[] }} manifest
 * @param {string} page the exposed page's name, as the manifest gives it (`Home`)
 */
export function manifestForPage(manifest, page) {
  return {
    shared: (manifest.shared ?? []).map(({ name, requiredVersion }) => ({ name, requiredVersion })),
    metaData: {
      buildInfo: { buildId: manifest.metaData?.buildInfo?.buildId },
      pluginVersion: manifest.metaData?.pluginVersion,
      // The hashed container, which the page imports instead of the stable remoteEntry.js.
      ...(manifest.metaData?.remoteEntry ? { remoteEntry: { name: manifest.metaData.remoteEntry.name, path: manifest.metaData.remoteEntry.path } } : {}),
    },
    exposes: (manifest.exposes ?? []).filter((expose) => expose.name === page),
  };
}

/**
 * The manifest block for one page, as the remote's build writes it into the page's head.
 * @param {Parameters<typeof manifestForPage>} args
 */
export const manifestBlock = (...args) =>
  `<script type="application/json" ${MANIFEST_BLOCK_ATTRIBUTE} data-href="${MANIFEST_BLOCK_HREF}">${jsonForScriptElement(JSON.stringify(manifestForPage(...args)))}</script>`;
