// The RUM collector: POST /rum (beacons, contract.mjs) and POST /csp-report (csp.mjs), answered
// by the composing server on the host's own origin. A good beacon gets 204; anything else a 4xx
// and a count in bookmarked_rum_rejected_total, never a 5xx. Nothing it keeps grows with what
// visitors send: the body is capped while it is read, clients are tracked in a bounded map, and
// label values come only from the registry and the builds on disk.
import { createBuildIndex } from './builds.mjs';
import { blockedRemote } from './blockedRemote.mjs';
import { MAX_BODY_BYTES, parseBeacon } from './contract.mjs';
import { CSP_REPORT_TYPE, parseCspReport, REPORTS_TYPE } from './csp.mjs';
import { bounded, CSP_DIRECTIVES } from './labels.mjs';
import { createRumMetrics, zeroSeries } from './metrics.mjs';
import { createRateLimit } from './rateLimit.mjs';
import { readCappedBody } from './readBody.mjs';
import { recordBeacon } from './record.mjs';

const RUM_PATH = '/rum';
const CSP_REPORT_PATH = '/csp-report';

/** A page sends a beacon per page view and a few more as vitals settle: a client's allowance. */
const RATE = { ratePerSecond: 5, burst: 40, maxClients: 10_000 };

const mediaType = (req) => String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/**
 * The address a beacon came from: the socket's, or, behind a proxy of ours (nginx, Varnish),
 * the last address it added to X-Forwarded-For, which a visitor cannot forge.
 * @param {import('node:http').IncomingMessage} req
 */
function clientAddress(req, behindProxy) {
  const forwarded = behindProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() : '';
  return (forwarded || req.socket.remoteAddress) ?? 'unknown';
}

/**
 * @param {{
 *   releasesDir: string,
 *   distDirs: Record<string, string>,
 *   remoteOrigins?: () => Record<string, string>,
 *   behindProxy?: boolean,
 *   rate?: { ratePerSecond: number, burst: number, maxClients: number },
 *   now?: () => number,
 * }} options
 */
export function createCollector({ releasesDir, distDirs, remoteOrigins = () => ({}), behindProxy = false, rate = RATE, now }) {
  const metrics = createRumMetrics();
  const builds = createBuildIndex({ releasesDir, distDirs, now });
  const limit = createRateLimit({ ...rate, now });
  let knownReleases = '';

  /** The series at zero for the releases on disk, when those changed since the last look. */
  async function syncReleases() {
    const releases = JSON.stringify(Object.keys(distDirs).map((app) => builds.releasesOf(app)));
    if (releases === knownReleases) return;
    knownReleases = releases;
    await zeroSeries(metrics, (app) => builds.releasesOf(app));
  }

  const answer = (res, status, reason) => {
    if (reason) metrics.rejected.inc({ reason });
    // A body left unread past the cap is not read at all: the connection goes with the answer
    // (HTTP/1.1; an HTTP/2 stream ends alone, and HTTP/2 forbids the header).
    if (reason === 'too-large' && (res.req?.httpVersionMajor ?? 1) < 2) res.setHeader('Connection', 'close');
    res.statusCode = status;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  };

  /** Counts the violations of a CSP report body, or says why it was refused. */
  function takeCspReport(type, text) {
    const violations = parseCspReport(type, text);
    if (!violations) return 'malformed';
    const origins = remoteOrigins();
    for (const { directive, blockedUrl } of violations) {
      metrics.csp.inc({ directive: bounded(directive, CSP_DIRECTIVES), remote: blockedRemote(blockedUrl, origins) });
    }
    return undefined;
  }

  function takeBeacon(text) {
    const beacon = parseBeacon(text);
    if (!beacon) return 'malformed';
    recordBeacon(metrics, beacon, builds.releaseOf);
    return undefined;
  }

  async function take(req, res, pathname) {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'wrong-method');
    }
    const type = mediaType(req);
    const isBeacon = pathname === RUM_PATH;
    if (isBeacon ? type !== 'application/json' : type !== REPORTS_TYPE && type !== CSP_REPORT_TYPE) return answer(res, 415, 'wrong-content-type');
    if (!limit.allow(clientAddress(req, behindProxy))) return answer(res, 429, 'rate-limited');
    const body = await readCappedBody(req, MAX_BODY_BYTES);
    if (!body.ok) return answer(res, body.reason === 'too-large' ? 413 : 400, body.reason);
    await syncReleases();
    const problem = isBeacon ? takeBeacon(body.text) : takeCspReport(type, body.text);
    return answer(res, problem ? 400 : 204, problem);
  }

  return {
    metrics,
    syncReleases,
    /**
     * Answers `req` when it is for the collector; false when it is not.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    handle(req, res, pathname) {
      if (pathname !== RUM_PATH && pathname !== CSP_REPORT_PATH) return false;
      take(req, res, pathname).catch(() => {
        // Nothing above throws on a visitor's input; should anything else fail (a build folder
        // unreadable mid-swap), the beacon is refused and counted, never answered with a 5xx.
        if (!res.headersSent) answer(res, 400, 'unreadable');
      });
      return true;
    },
  };
}
