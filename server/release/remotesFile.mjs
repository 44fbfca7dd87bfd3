// remotes.json as the release commands read and write it. A remote's stable entry stays a plain
// URL under "remotes", the shape every host reads; a canary sits beside it under "canaries"
// ({ entry, percent }), which a host without canaries ignores, so it keeps serving the stable one.
import { readFileSync } from 'node:fs';
import writeFileAtomic from 'write-file-atomic';
import { remoteNames } from './site.mjs';

const SETTINGS = ['remotes', 'canaries', 'timeoutMs', 'rumSampleRate'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function entryProblem(entry) {
  if (typeof entry !== 'string' || entry === '') return 'is not a URL';
  let url;
  try {
    url = new URL(entry, 'http://localhost');
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${entry}" is not an http(s) URL`;
  if (!/\.m?js$/.test(url.pathname)) return `"${entry}" does not name a .js entry file`;
  return undefined;
}

/** The same rules the host applies when it reads the file, each mistake named by its key. */
function remotesProblems(config) {
  if (!isObject(config)) return ['it is not a JSON object'];
  const problems = Object.keys(config).filter((key) => !SETTINGS.includes(key)).map((key) => `"${key}": unknown setting`);
  if (!isObject(config.remotes)) return [...problems, '"remotes" is not an object of remote names to entry URLs'];
  for (const [name, entry] of Object.entries(config.remotes)) {
    if (!remoteNames.includes(name)) problems.push(`"remotes.${name}": no remote is called "${name}"`);
    else if (entryProblem(entry)) problems.push(`"remotes.${name}" ${entryProblem(entry)}`);
  }
  const { timeoutMs } = config;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 100)) problems.push('"timeoutMs" is not a whole number >= 100');
  const { rumSampleRate } = config;
  if (rumSampleRate !== undefined && !(typeof rumSampleRate === 'number' && rumSampleRate >= 0 && rumSampleRate <= 1)) problems.push('"rumSampleRate" is not a share of visitors from 0 to 1');
  if (config.canaries === undefined) return problems;
  if (!isObject(config.canaries)) return [...problems, '"canaries" is not an object of remote names to { entry, percent }'];
  for (const [name, canary] of Object.entries(config.canaries)) {
    if (!remoteNames.includes(name)) problems.push(`"canaries.${name}": no remote is called "${name}"`);
    else if (!isObject(canary) || entryProblem(canary.entry)) problems.push(`"canaries.${name}.entry" ${isObject(canary) ? entryProblem(canary.entry) : 'is missing'}`);
    else if (!Number.isInteger(canary.percent) || canary.percent < 0 || canary.percent > 100) problems.push(`"canaries.${name}.percent" is not a whole number from 0 to 100`);
  }
  return problems;
}

/** The live remotes.json, or a one-line reason it cannot be worked on. */
export function readRemotesFile(file) {
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problem: `${file} cannot be read (${error.code ?? error.message}); fix it by hand first` };
  }
  const problems = remotesProblems(config);
  if (problems.length > 0) return { problem: `${file} fails its checks (${problems.slice(0, 2).join('; ')}); fix it by hand first` };
  return { config };
}

/** `app` served from `entry`: to everyone, or to `percent` of visitors beside the stable entry. */
export function withRelease(config, app, entry, percent) {
  const canaries = { ...config.canaries };
  const remotes = { ...config.remotes };
  if (percent === undefined) {
    remotes[app] = entry;
    delete canaries[app];
  } else {
    canaries[app] = { entry, percent };
  }
  const next = { ...config, remotes, canaries };
  if (Object.keys(canaries).length === 0) delete next.canaries;
  return next;
}

/** Written to a temporary file and renamed over the old one: a reader sees one whole file or the other. */
export function writeRemotesFile(file, config, write = writeFileAtomic.sync) {
  write(file, `${JSON.stringify(config, null, 2)}\n`);
}
