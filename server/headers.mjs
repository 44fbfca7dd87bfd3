// The response headers every Bookmarked app is served with, as one table: server/serve.mjs
// applies it, and server/nginx-conf.mjs writes deploy/nginx from it.

/**
 * The files with a stable name that a deploy replaces, in whichever folder they are: the pages'
 * HTML, each app's entry and manifests, and the data its code reads by name.
 */
const replacedByName = [
  'index.html',
  'index.ssi.html',
  '404.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'offline-files.json',
  'remotes.json',
  'routes.json',
  'booksData.json',
  'sw.js',
  'manifest.webmanifest',
];

/**
 * Cache-Control by path, first match wins. Hashed files never change; files with a stable
 * name are what a deploy replaces, as are client routes (answered with index.html).
 * Each `pattern` is a regular expression both JavaScript and nginx (PCRE) read alike; a rule
 * for a list of file names also gives the list as `names` (docs/deployment.md's table must
 * name each one).
 * @type {{ pattern: string, value: string, names?: string[] }[]}
 */
export const cacheRules = [
  // A release's files (server/release): a new release has a new folder, nothing in one changes.
  { pattern: '^/releases/', value: 'public, max-age=31536000, immutable' },
  { pattern: `/(${replacedByName.map((name) => name.replaceAll('.', '\\.')).join('|')})$`, value: 'no-cache', names: replacedByName },
  // A remote's rendered pages and their list, and its modules' hashes (integrity.json, which a
  // composing server reads, and a page no server composed): its next deploy replaces them under
  // the same names.
  // A composing server may use its copy for a second without asking (s-maxage), as nginx keeps a
  // composed page and Varnish a part: under load, not one round trip per file per page view.
  { pattern: '(^/fragments/|/(fragments|integrity)\\.json$)', value: 'public, max-age=0, s-maxage=1' },
  // The catalogue's index and pages change with booksData.json.
  { pattern: '/booksData/[^/]+\\.json$', value: 'no-cache' },
  { pattern: '^/assets/', value: 'public, max-age=31536000, immutable' },
  // A remote's container, named by its content (remoteEntry.js beside it is the stable name).
  { pattern: '/remoteEntry-[A-Za-z0-9_-]+\\.js$', value: 'public, max-age=31536000, immutable' },
  { pattern: '(^|/)[^./]*$', value: 'no-cache' },
];
export const defaultCacheControl = 'public, max-age=3600';

/** A missing file: nothing to keep. */
export const notFoundCacheControl = 'no-cache';

export function cacheControlFor(pathname) {
  return cacheRules.find((rule) => new RegExp(rule.pattern).test(pathname))?.value ?? defaultCacheControl;
}

/** On every answer of every app, 304s and 404s included (the host loads remotes across origins). */
export const commonHeaders = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Where the host's pages report CSP violations: the RUM collector (server/rum), by both mechanisms. */
export const CSP_REPORT_ENDPOINT = 'csp';
export const reportingEndpoints = `${CSP_REPORT_ENDPOINT}="/csp-report"`;

/**
 * The host may load code only from itself and the origins its remotes.json names; a remote,
 * run on its own, only from itself. `reports`: violations are reported to the host's own
 * /csp-report (report-to with the Reporting-Endpoints header, report-uri for older browsers).
 * `inlineScripts`: the hashes of the inline scripts a composed page carries (its import map),
 * the only inline scripts it may run.
 * @param {string[]} [remoteOrigins]
 * @param {{ reports?: boolean, inlineScripts?: string[] }} [options]
 */
export function contentSecurityPolicy(remoteOrigins = [], { reports = false, inlineScripts = [] } = {}) {
  const extra = remoteOrigins.length > 0 ? ` ${remoteOrigins.join(' ')}` : '';
  const inline = inlineScripts.length > 0 ? ` ${inlineScripts.join(' ')}` : '';
  const reporting = reports ? ['report-uri /csp-report', `report-to ${CSP_REPORT_ENDPOINT}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self'${inline}${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    ...reporting,
  ].join('; ');
}

/**
 * The host's `Link` header: the browser opens connections to the remotes' origins while it
 * reads the page, before any script asks for a remote. `crossorigin`: the remotes' files are
 * fetched in CORS mode, which needs a connection of its own.
 */
export function preconnectLinks(remoteOrigins) {
  return remoteOrigins.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ');
}

/** Compressed like nginx's `gzip on`: these types (HTML always) above a minimum size. */
export const compression = {
  level: 6,
  minLength: 512,
  types: ['application/javascript', 'text/javascript', 'text/css', 'application/json', 'application/manifest+json', 'image/svg+xml'],
};
