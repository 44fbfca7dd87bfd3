// What a release must be before visitors get it, checked against the live site: the
// contract's pages exposed, a platform range the live host meets, every file its manifest and
// offline list name, each script and style the one its build recorded, and its rendered pages. Each problem is one line an operator can act on.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { integrityProblems } from './integrity.mjs';
import { contentHash } from './releaseFolder.mjs';

const PLATFORM_PACKAGE = '@bookmarked/shared';

function readJson(dir, file) {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch {
    return undefined;
  }
}

const assetsOf = (assets) => ['js', 'css'].flatMap((kind) => ['sync', 'async'].flatMap((when) => assets?.[kind]?.[when] ?? []));

/** Every file the manifest and the offline list name, relative to the release. */
function namedFiles(manifest, offline) {
  const files = [
    manifest.metaData?.remoteEntry?.name,
    manifest.metaData?.fragments,
    ...(manifest.exposes ?? []).flatMap((expose) => assetsOf(expose.assets)),
    ...(manifest.shared ?? []).flatMap((share) => assetsOf(share.assets)),
    offline?.entry,
    ...(offline?.files ?? []),
  ];
  return [...new Set(files.filter((file) => typeof file === 'string' && file !== ''))];
}

function exposesProblem(manifest, remote) {
  const wanted = Object.keys(remote.app.pages).map((page) => `./${page}`);
  const exposed = (manifest.exposes ?? []).map((expose) => expose.path);
  const missing = wanted.filter((path) => !exposed.includes(path));
  const extra = exposed.filter((path) => !wanted.includes(path));
  if (missing.length > 0) return `it does not expose ${missing.join(', ')}, which the contract (apps.config.mjs) names for ${remote.name}`;
  if (extra.length > 0) return `it exposes ${extra.join(', ')}, which the contract (apps.config.mjs) does not name for ${remote.name}`;
  return undefined;
}

/** The platform ranges a build names: its manifest's requiredVersion and its rendered pages'. */
export const platformRanges = (manifest, fragments) =>
  [manifest?.shared?.find((share) => share.name === PLATFORM_PACKAGE)?.requiredVersion, fragments?.platformRange].filter((range) => typeof range === 'string');

/** The first of `ranges` that `hostPlatform` does not meet (an unreadable range never is). */
const unmetRange = (ranges, hostPlatform) => ranges.find((range) => !semver.validRange(range) || !semver.satisfies(hostPlatform, range));

function platformProblem(manifest, fragments, hostPlatform) {
  const ranges = platformRanges(manifest, fragments);
  if (ranges.length === 0) return `it does not say which ${PLATFORM_PACKAGE} it needs (no requiredVersion in mf-manifest.json)`;
  if (!hostPlatform) return "the live host does not say which platform it provides (no platformVersion in its routes.json): deploy a newer host first";
  const unmet = unmetRange(ranges, hostPlatform);
  if (unmet) return `it needs ${PLATFORM_PACKAGE} ${unmet}, and the live host provides ${hostPlatform}: deploy the host first, then promote it`;
  return undefined;
}

/**
 * Why `hostPlatform` cannot run the remote build in `dir` (a release, or a build folder), as the
 * end of a sentence about it ("needs @bookmarked/shared ^3.0.0"); undefined when it can. A build
 * that names no range, or whose manifest cannot be read, is not vouched for.
 */
export function platformMismatchOf(dir, hostPlatform) {
  const manifest = readJson(dir, 'mf-manifest.json');
  if (!manifest) return 'has no readable mf-manifest.json';
  const fragmentsFile = manifest.metaData?.fragments;
  return platformMismatch(platformRanges(manifest, fragmentsFile ? readJson(dir, fragmentsFile) : undefined), hostPlatform);
}

/** The same for the ranges a build names, read from wherever it is served. */
export function platformMismatch(ranges, hostPlatform) {
  if (ranges.length === 0) return `does not say which ${PLATFORM_PACKAGE} it needs`;
  const unmet = unmetRange(ranges, hostPlatform);
  return unmet === undefined ? undefined : `needs ${PLATFORM_PACKAGE} ${unmet}`;
}

function fragmentsProblem(dir, fragments, remoteName) {
  if (fragments?.version !== 1 || typeof fragments.fragments !== 'object' || fragments.fragments === null) return 'its fragments.json is not a list of rendered pages';
  if (fragments.remote !== remoteName) return `its fragments.json is ${JSON.stringify(fragments.remote)}'s, not ${remoteName}'s`;
  for (const [path, entry] of Object.entries(fragments.fragments)) {
    for (const file of [entry?.file, entry?.head]) {
      if (typeof file !== 'string' || !existsSync(join(dir, file))) return `its rendered page for ${path} is missing (${file ?? 'no file named'})`;
    }
    if (statSync(join(dir, entry.file)).size === 0) return `its rendered page for ${path} is empty (${entry.file})`;
  }
  return undefined;
}

/**
 * The problems that keep a release from going live, first the most telling; none when it may.
 *   release: { dir, id }   remote: { name, app } from the registry   hostPlatform: the live host's
 */
export function checkRelease({ release, remote, hostPlatform }) {
  const { dir, id } = release;
  const hash = id.slice(-10);
  const actual = contentHash(dir);
  if (actual !== hash) return [`its files changed after it was released (their hash is ${actual}, its name says ${hash}): release it again`];
  const manifest = readJson(dir, 'mf-manifest.json');
  if (!manifest) return ['it has no readable mf-manifest.json: it is not a remote\'s build'];
  const offline = readJson(dir, 'offline-files.json');
  const fragmentsFile = manifest.metaData?.fragments;
  const fragments = fragmentsFile ? readJson(dir, fragmentsFile) : undefined;
  const problems = [exposesProblem(manifest, remote), platformProblem(manifest, fragments, hostPlatform), ...integrityProblems(dir)];
  if (!offline) problems.push('it has no readable offline-files.json');
  const missing = namedFiles(manifest, offline).filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    problems.push(`${missing.length} file(s) its manifest or offline list names are missing: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`);
  }
  if (fragmentsFile && existsSync(join(dir, fragmentsFile))) problems.push(fragmentsProblem(dir, fragments, remote.name));
  return problems.filter((problem) => problem !== undefined);
}
