// Subresource integrity for an app's build: every JS and CSS file it emits, with the sha384 hash
// of its bytes, in a file beside its manifest. The build writes it (shared/build/integrityFile.ts),
// the release tool checks the files on disk against it (server/release/checks.mjs), and the
// composing server names each remote module's hash in the page's import map, so the browser
// refuses a file that is not the one built.
import { createHash } from 'node:crypto';

export { INTEGRITY_FILE, isCheckedFile, integrityListOf, moduleIntegrity } from './integrityList.mjs';

/**
 * A file's hash as an `integrity` attribute and an import map take it.
 * @param {string | Uint8Array} bytes
 */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The hash a CSP `script-src` takes for an inline script's text. */
export const inlineScriptSource = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The file as the build writes it.
 * @param {Record<string, string>} files
 */
export const integrityFileText = (files) => `${JSON.stringify({ algorithm: 'sha384', files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) }, null, 2)}\n`;

/**
 * The import map a composed page carries: the hash of every module named, which the browser
 * checks for each module it loads (Chromium 127, Firefox 138, Safari 18). Written so that no
 * value can end the element.
 * @param {Record<string, string>} integrity
 */
export const importMapScript = (integrity) => `<script type="importmap">${JSON.stringify({ integrity }).replaceAll('<', '\\u003c')}</script>`;
